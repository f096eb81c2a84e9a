import { facebookAccessToken, facebookAppId, googleAccessToken, googleClientId } from './social-sdk.js';

/** Continue with Google / Facebook; without a configured client id the button says so and does nothing. */
export function SocialButtons({ onToken, busy }: { onToken: (provider: 'google' | 'facebook', accessToken: string) => void; busy: boolean }) {
  const start = (provider: 'google' | 'facebook') => {
    const token = provider === 'google' ? googleAccessToken(googleClientId!) : facebookAccessToken(facebookAppId!);
    token.then((accessToken) => onToken(provider, accessToken), () => {});
  };
  return (
    <div className="social-buttons">
      <button type="button" className="button button-outline button-block" disabled={busy || !googleClientId} onClick={() => start('google')}>
        {googleClientId ? 'Continue with Google' : 'Google sign-in is not configured'}
      </button>
      <button type="button" className="button button-outline button-block" disabled={busy || !facebookAppId} onClick={() => start('facebook')}>
        {facebookAppId ? 'Continue with Facebook' : 'Facebook sign-in is not configured'}
      </button>
    </div>
  );
}

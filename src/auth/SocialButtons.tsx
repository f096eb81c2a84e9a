import { facebookAccessToken, facebookAppId, googleAccessToken, googleClientId } from './social-sdk.js';

/** Some social sign-in is configured for this build (VITE_GOOGLE_CLIENT_ID / VITE_FACEBOOK_APP_ID). */
export const socialSignInConfigured = Boolean(googleClientId || facebookAppId);

/**
 * Continue with Google / Facebook: only the providers this build is configured for (a buyer never sees a button that
 * cannot work); nothing at all when neither is.
 */
export function SocialButtons({
  onToken,
  busy,
}: {
  onToken: (provider: 'google' | 'facebook', accessToken: string) => void;
  busy: boolean;
}) {
  if (!socialSignInConfigured) return null;
  const start = (provider: 'google' | 'facebook') => {
    const token = provider === 'google' ? googleAccessToken(googleClientId!) : facebookAccessToken(facebookAppId!);
    token.then(
      (accessToken) => onToken(provider, accessToken),
      () => {},
    );
  };
  return (
    <div className="social-buttons">
      {googleClientId && (
        <button type="button" className="button button-outline button-block" disabled={busy} onClick={() => start('google')}>
          Continue with Google
        </button>
      )}
      {facebookAppId && (
        <button type="button" className="button button-outline button-block" disabled={busy} onClick={() => start('facebook')}>
          Continue with Facebook
        </button>
      )}
    </div>
  );
}

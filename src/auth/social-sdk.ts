/**
 * Google Identity Services and the Facebook SDK, loaded only when their client ids are configured
 * (VITE_GOOGLE_CLIENT_ID, VITE_FACEBOOK_APP_ID); each resolves to a provider access token.
 */
interface GoogleTokenClient {
  requestAccessToken(): void;
}
interface GoogleIdentity {
  accounts: {
    oauth2: {
      initTokenClient(config: {
        client_id: string;
        scope: string;
        callback: (response: { access_token?: string; error?: string }) => void;
      }): GoogleTokenClient;
    };
  };
}
interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: { authResponse?: { accessToken: string } }) => void, options: { scope: string }): void;
}

export const googleClientId: string | undefined = import.meta.env.VITE_GOOGLE_CLIENT_ID || undefined;
export const facebookAppId: string | undefined = import.meta.env.VITE_FACEBOOK_APP_ID || undefined;

const scripts = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  if (!scripts.has(src)) {
    scripts.set(
      src,
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        script.onload = () => resolve();
        script.onerror = () => reject(new Error(`Could not load ${src}`));
        document.head.append(script);
      }),
    );
  }
  return scripts.get(src)!;
}

export async function googleAccessToken(clientId: string): Promise<string> {
  await loadScript('https://accounts.google.com/gsi/client');
  const google = (window as unknown as { google: GoogleIdentity }).google;
  return new Promise((resolve, reject) => {
    google.accounts.oauth2
      .initTokenClient({
        client_id: clientId,
        scope: 'openid email profile',
        callback: (response) =>
          response.access_token ? resolve(response.access_token) : reject(new Error(response.error ?? 'Google sign-in was cancelled')),
      })
      .requestAccessToken();
  });
}

export async function facebookAccessToken(appId: string): Promise<string> {
  await loadScript('https://connect.facebook.net/en_US/sdk.js');
  const FB = (window as unknown as { FB: FacebookSdk }).FB;
  FB.init({ appId, version: 'v19.0', cookie: false, xfbml: false });
  return new Promise((resolve, reject) => {
    FB.login(
      (response) =>
        response.authResponse ? resolve(response.authResponse.accessToken) : reject(new Error('Facebook sign-in was cancelled')),
      { scope: 'public_profile,email' },
    );
  });
}

import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';

export const TEST_GOOGLE_CLIENT_ID = 'fabricmart-test.apps.googleusercontent.com';
export const TEST_FACEBOOK_APP = { id: '4242', secret: 'test-app-secret' };

/** The settings that point the server at fakeProviders() listening on `base`, with our app's ids. */
export const providerSettings = (base: string) => ({
  GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
  GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
  GOOGLE_USERINFO_URL: `${base}/userinfo`,
  FACEBOOK_APP_ID: TEST_FACEBOOK_APP.id,
  FACEBOOK_APP_SECRET: TEST_FACEBOOK_APP.secret,
  FACEBOOK_GRAPH_URL: base,
});

/**
 * A stand-in for Google (tokeninfo, userinfo) and Facebook (debug_token, /me) on loopback, as strict as they are:
 * debug_token wants our app's credentials, /me our appsecret_proof. Tokens say what to answer: `google-ok:<email>`
 * (email_verified true), `google-unverified:<email>`, `google-other-app:<email>` (issued to another client id),
 * `fb-ok:<email>`, `fb-other-app:<email>`; anything else is refused.
 */
export function fakeProviders() {
  return createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const parse = (token: string) => ({ kind: token.slice(0, token.indexOf(':')), email: token.slice(token.indexOf(':') + 1) });
    if (url.pathname === '/tokeninfo' || url.pathname === '/userinfo') {
      const token =
        url.pathname === '/tokeninfo'
          ? (url.searchParams.get('access_token') ?? '')
          : (request.headers.authorization?.replace('Bearer ', '') ?? '');
      const { kind, email } = parse(token);
      if (!['google-ok', 'google-unverified', 'google-other-app'].includes(kind)) return json(400, { error: 'invalid_token' });
      const verified = kind !== 'google-unverified';
      if (url.pathname === '/tokeninfo') {
        const aud = kind === 'google-other-app' ? 'another-app.apps.googleusercontent.com' : TEST_GOOGLE_CLIENT_ID;
        return json(200, {
          aud,
          azp: aud,
          sub: `g-${email}`,
          email,
          email_verified: String(verified),
          expires_in: '3599',
          scope: 'openid email profile',
        });
      }
      return json(200, { sub: `g-${email}`, email, email_verified: verified, name: 'Asha Google' });
    }
    if (url.pathname === '/debug_token') {
      if (url.searchParams.get('access_token') !== `${TEST_FACEBOOK_APP.id}|${TEST_FACEBOOK_APP.secret}`)
        return json(400, { error: { message: 'Invalid app credentials' } });
      const { kind, email } = parse(url.searchParams.get('input_token') ?? '');
      if (kind !== 'fb-ok' && kind !== 'fb-other-app')
        return json(200, { data: { is_valid: false, error: { message: 'Invalid OAuth access token' } } });
      return json(200, {
        data: { is_valid: true, type: 'USER', app_id: kind === 'fb-ok' ? TEST_FACEBOOK_APP.id : '999', user_id: `f-${email}` },
      });
    }
    if (url.pathname === '/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const proof = createHmac('sha256', TEST_FACEBOOK_APP.secret).update(token).digest('hex');
      const { kind, email } = parse(token);
      if (url.searchParams.get('appsecret_proof') !== proof) return json(400, { error: { message: 'Invalid appsecret_proof' } });
      if (!['fb-ok', 'fb-other-app'].includes(kind) || url.searchParams.get('fields') !== 'id,name,email')
        return json(400, { error: { message: 'Invalid OAuth access token' } });
      return json(200, { id: `f-${email}`, email, name: 'Asha Facebook' });
    }
    json(404, {});
  });
}

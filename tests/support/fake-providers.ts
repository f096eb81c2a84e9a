import { createServer } from 'node:http';

/**
 * A stand-in for Google's userinfo and Facebook's Graph /me on loopback. Tokens say what to answer:
 * `google-ok:<email>` (email_verified true), `google-unverified:<email>`, `fb-ok:<email>`; anything else is refused.
 */
export function fakeProviders() {
  return createServer((request, response) => {
    const url = new URL(request.url!, 'http://localhost');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/userinfo') {
      const token = request.headers.authorization?.replace('Bearer ', '') ?? '';
      const [kind, email] = [token.slice(0, token.indexOf(':')), token.slice(token.indexOf(':') + 1)];
      if (kind !== 'google-ok' && kind !== 'google-unverified') return json(401, { error: 'invalid_token' });
      return json(200, { sub: `g-${email}`, email, email_verified: kind === 'google-ok', name: 'Asha Google' });
    }
    if (url.pathname === '/me') {
      const token = url.searchParams.get('access_token') ?? '';
      if (!token.startsWith('fb-ok:') || url.searchParams.get('fields') !== 'id,name,email') return json(400, { error: { message: 'Invalid OAuth access token' } });
      const email = token.slice('fb-ok:'.length);
      return json(200, { id: `f-${email}`, email, name: 'Asha Facebook' });
    }
    json(404, {});
  });
}

import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../errors.js';
import type { UserRow } from '../repositories/users.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in buyer; set for every route under routes/signed-in. */
    user: UserRow;
  }
}

/** The token travels in the authorization header without a Bearer prefix (SPEC §7). */
export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;
};

/** onRequest hook of the signed-in routes: an unknown, expired or revoked token is a 401. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const user = await request.server.accounts.userForToken(tokenOf(request));
  if (!user) throw unauthorized();
  request.user = user;
}

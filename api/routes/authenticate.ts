import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccountService } from '../auth/account-service.js';
import type { UserRow } from '../repositories/users.js';
import { unauthorized } from './http-errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    user?: UserRow;
  }
}

export type Authenticate = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** The token travels in the authorization header without a Bearer prefix (SPEC §7). */
export const tokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;
};

/** preHandler for protected routes: an unknown, expired or revoked token is a 401. */
export function createAuthenticate(accounts: AccountService): Authenticate {
  return async (request) => {
    const user = await accounts.userForToken(tokenOf(request));
    if (!user) throw unauthorized();
    request.user = user;
  };
}

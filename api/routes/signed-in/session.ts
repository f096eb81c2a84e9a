import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUserSchema, messageSchema } from '../../../domain/rest/accounts.js';
import { rowToUser } from '../../mappers/user.js';
import { tokenOf } from '../../plugins/authentication.js';

/** Additions to SPEC §7: who the token belongs to (the BFF's `viewer`), and sign-out, which revokes the token. */
export const sessionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/me', { schema: currentUserSchema }, async (request) => ({ data: rowToUser(request.user, app.settings.auth.adminEmails) }));

  app.post('/user/logout', { schema: messageSchema }, async (request) => {
    await app.accounts.signOut(tokenOf(request)!);
    return { message: 'Logged out successfully' };
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { supportSchema } from '../../../domain/rest/support.js';
import { tokenOf } from '../../plugins/authentication.js';

/** The support and contact forms (SPEC §7): public, so the contact page works signed out; a signed-in sender is noted. */
export const supportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/support', { schema: supportSchema }, async (request) => {
    const user = await app.accounts.userForToken(tokenOf(request));
    return app.support.submit(request.body, request.ip, user?.id ?? null);
  });
};

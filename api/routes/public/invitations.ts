import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { invitationPreviewSchema } from '../../../domain/rest/company.js';

/** An invitation's link opened signed out: the page names the company and who invited before asking to sign in. */
export const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/invitations/preview', { schema: invitationPreviewSchema }, async (request) =>
    app.companies.previewInvitation(request.query.token),
  );
};

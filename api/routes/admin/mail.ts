import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminFailedMailSchema, retryMailSchema } from '../../../domain/rest/admin.js';
import { createMailDesk } from '../../admin/mail-desk.js';
import { operatorOf } from './operator.js';

/** Mail: messages the job queue gave up on, and sending one again. */
export const mailDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const desk = createMailDesk(app.repos, app.jobs);
  app.get('/mail', { schema: adminFailedMailSchema }, async (request) => desk.page(request.query.page, request.query.limit));
  app.post('/mail/:id/retry', { schema: retryMailSchema }, async (request) => desk.retry(request.params.id, operatorOf(request)));
};

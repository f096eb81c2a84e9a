import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminSupportSchema, markSupportSchema, replySupportSchema } from '../../../domain/rest/admin.js';
import { operatorOf } from './operator.js';

/** Support: requests newest first, marked handled or reopened, answered by email. */
export const supportDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const desk = app.console.support;
  app.get('/support', { schema: adminSupportSchema }, async (request) =>
    desk.page(request.query.handled, request.query.page, request.query.limit),
  );
  app.patch('/support/:id', { schema: markSupportSchema }, async (request) =>
    desk.mark(Number(request.params.id), request.body.handled, operatorOf(request)),
  );
  app.post('/support/:id/reply', { schema: replySupportSchema }, async (request) =>
    desk.reply(Number(request.params.id), request.body.message, operatorOf(request)),
  );
};

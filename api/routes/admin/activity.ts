import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminActivitySchema } from '../../../domain/rest/admin.js';

/** Activity: every operator action, newest first, by operator and kind. */
export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/activity', { schema: adminActivitySchema }, async (request) =>
    app.console.activity.page({ operator: request.query.operator, kind: request.query.kind }, request.query.page, request.query.limit),
  );
};

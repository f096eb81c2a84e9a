import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { stockAlertSchema } from '../../../domain/rest/shopping.js';

/** 'Tell me when it is back' for a sold-out colour: one email when an operator restocks it. */
export const stockAlertRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/user/stock-alert', { schema: stockAlertSchema }, async (request) =>
    app.stockAlerts.ask(request.user.id, Number(request.body.productId), request.body.color),
  );
};

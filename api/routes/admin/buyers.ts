import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminBuyersSchema, blockBuyerSchema } from '../../../domain/rest/admin.js';
import { operatorOf } from './operator.js';

/** Buyers: found by name or email, with their orders; blocked (every session ends at once) or unblocked. */
export const buyerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const buyers = app.console.buyers;
  app.get('/buyers', { schema: adminBuyersSchema }, async (request) =>
    buyers.page(request.query.q, request.query.page, request.query.limit),
  );
  app.post('/buyers/:id/block', { schema: blockBuyerSchema }, async (request) =>
    buyers.block(Number(request.params.id), operatorOf(request)),
  );
  app.post('/buyers/:id/unblock', { schema: blockBuyerSchema }, async (request) =>
    buyers.unblock(Number(request.params.id), operatorOf(request)),
  );
};

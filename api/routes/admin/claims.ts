import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminClaimListSchema, adminClaimMessageSchema, adminClaimSchema, settleClaimSchema } from '../../../domain/rest/claims.js';
import { operatorOf } from './operator.js';

/** Claims as operators handle them: by state, read, discussed, settled. */
export const claimDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/claims', { schema: adminClaimListSchema }, async (request) =>
    app.claims.list(undefined, request.query.status, request.query.page, request.query.limit),
  );
  app.get('/claims/:id', { schema: adminClaimSchema }, async (request) => app.claims.get(Number(request.params.id), undefined));
  app.post('/claims/:id/messages', { schema: adminClaimMessageSchema }, async (request) =>
    app.claims.message(Number(request.params.id), undefined, 'operator', request.body.text, operatorOf(request)),
  );
  app.post('/claims/:id/settle', { schema: settleClaimSchema }, async (request) =>
    app.claims.settle(Number(request.params.id), request.body, operatorOf(request)),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { businessProfileSchema, reorderSchema, saveBusinessProfileSchema } from '../../../domain/rest/business.js';

/** Buying as a business (issue 24): the business profile (company, GSTIN, billing address) and ordering again. */
export const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/business', { schema: businessProfileSchema }, async (request) => app.businessProfiles.read(request.user.id));

  app.put('/user/business', { schema: saveBusinessProfileSchema }, async (request) =>
    app.businessProfiles.save(request.user.id, request.body),
  );

  app.post('/order/:id/reorder', { schema: reorderSchema }, async (request) =>
    app.carts.reorder(request.user.id, Number(request.params.id)),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { businessProfileSchema, saveBusinessProfileSchema } from '../../../domain/rest/business.js';

/** The buyer's business profile (issue 24): company, GSTIN and billing address, for the tax invoice. */
export const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/user/business', { schema: businessProfileSchema }, async (request) => app.businessProfiles.read(request.user.id));

  app.put('/user/business', { schema: saveBusinessProfileSchema }, async (request) =>
    app.businessProfiles.save(request.user.id, request.body),
  );
};

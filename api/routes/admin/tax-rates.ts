import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminTaxRatesSchema, setTaxRateSchema } from '../../../domain/rest/admin.js';
import { operatorOf } from './operator.js';

/** GST rates by HSN heading: every heading the categories file under, and setting one's rate. */
export const taxRateRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/tax-rates', { schema: adminTaxRatesSchema }, async () => ({ data: await app.console.taxRates.list() }));
  app.put('/tax-rates/:hsn', { schema: setTaxRateSchema }, async (request) =>
    app.console.taxRates.set(request.params.hsn, request.body.rate, operatorOf(request)),
  );
};

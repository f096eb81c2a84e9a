import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { gstReturnCsvSchema, gstReturnJsonSchema } from '../../../domain/rest/admin.js';

/** GSTR-1 of a month, as the portal's JSON or a sheet, to download. */
export const gstReturnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The month is checked with a sentence (domain/gst-return.ts); the pattern only keeps the suffix apart.
  app.get('/gst-returns/:month(^[0-9-]{1,10}).json', { schema: gstReturnJsonSchema }, async (request, reply) => {
    const body = await app.console.gstReturns.json(request.params.month);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="GSTR1-${request.params.month}.json"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(body));
  });
  app.get('/gst-returns/:month(^[0-9-]{1,10}).csv', { schema: gstReturnCsvSchema }, async (request, reply) => {
    const body = await app.console.gstReturns.csv(request.params.month);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="GSTR1-${request.params.month}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(body));
  });
};

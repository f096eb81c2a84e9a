import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setStockSchema, stockCsvSchema } from '../../../domain/rest/admin.js';
import { operatorOf } from './operator.js';

/** Stock: one colour at a time, or a sheet of them (text/csv; ?dryRun=true previews). */
export const stockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 400_000 }, (_request, body, done) => done(null, body));

  app.put('/stock', { schema: setStockSchema }, async (request) => {
    const answer = await app.console.stock.set(Number(request.body.productId), request.body.color, request.body.stock, operatorOf(request));
    await app.catalogueCache.refresh();
    return answer;
  });

  app.post('/stock/csv', { schema: stockCsvSchema }, async (request) => {
    const answer = await app.console.stock.apply(request.body, request.query.dryRun, operatorOf(request));
    if (!answer.dryRun) await app.catalogueCache.refresh();
    return answer;
  });
};

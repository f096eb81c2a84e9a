import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  adminQuoteListSchema,
  adminQuoteMessageSchema,
  adminQuoteSchema,
  declineQuoteSchema,
  priceQuoteSchema,
} from '../../../domain/rest/quotes.js';
import { operatorOf } from './operator.js';

/** Quotes as operators answer them: by state with the count waiting, priced, declined, discussed. */
export const quoteDeskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/quotes', { schema: adminQuoteListSchema }, async (request) =>
    app.quotes.page(undefined, request.query.status, request.query.page, request.query.limit),
  );
  app.get('/quotes/:id', { schema: adminQuoteSchema }, async (request) => app.quotes.get(Number(request.params.id), undefined));
  app.post('/quotes/:id/price', { schema: priceQuoteSchema }, async (request) =>
    app.quotes.price(Number(request.params.id), request.body, operatorOf(request)),
  );
  app.post('/quotes/:id/decline', { schema: declineQuoteSchema }, async (request) =>
    app.quotes.decline(Number(request.params.id), request.body.message, operatorOf(request)),
  );
  app.post('/quotes/:id/messages', { schema: adminQuoteMessageSchema }, async (request) =>
    app.quotes.message(Number(request.params.id), undefined, 'operator', request.body.text),
  );
};

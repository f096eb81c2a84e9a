import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  createQuoteSchema,
  quoteActionSchema,
  quoteFromCartSchema,
  quoteListSchema,
  quoteMessageSchema,
  quotePdfSchema,
  quoteSchema,
  reviseQuoteSchema,
} from '../../../domain/rest/quotes.js';

/** The buyer's quotes: ask, read, talk, accept, reject, ask again. */
export const quoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/quotes', { schema: createQuoteSchema }, async (request, reply) =>
    reply.code(201).send(await app.quotes.create(request.user.id, request.body)),
  );
  app.post('/quotes/from-cart', { schema: quoteFromCartSchema }, async (request, reply) =>
    reply.code(201).send(await app.quotes.fromCart(request.user.id, request.body)),
  );
  app.get('/quotes', { schema: quoteListSchema }, async (request) =>
    app.quotes.page(request.user.id, undefined, request.query.page, request.query.limit),
  );
  app.get('/quotes/:id', { schema: quoteSchema }, async (request) => app.quotes.get(Number(request.params.id), request.user.id));
  app.get('/quotes/:id/quote.pdf', { schema: quotePdfSchema }, async (request, reply) => {
    const operator = app.settings.auth.adminEmails.includes(request.user.email.toLowerCase());
    const quote = await app.quoteDocuments.pdf(Number(request.params.id), { userId: request.user.id, operator });
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="Quotation-${quote.id}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(quote.body);
  });
  app.post('/quotes/:id/messages', { schema: quoteMessageSchema }, async (request) =>
    app.quotes.message(Number(request.params.id), request.user.id, 'buyer', request.body.text),
  );
  app.post('/quotes/:id/accept', { schema: quoteActionSchema }, async (request) =>
    app.quotes.accept(Number(request.params.id), request.user.id),
  );
  app.post('/quotes/:id/reject', { schema: quoteActionSchema }, async (request) =>
    app.quotes.reject(Number(request.params.id), request.user.id),
  );
  app.post('/quotes/:id/revise', { schema: reviseQuoteSchema }, async (request) =>
    app.quotes.revise(Number(request.params.id), request.user.id, request.body.lines),
  );
};

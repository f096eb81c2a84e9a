import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  businessProfileSchema,
  creditNoteSchema,
  invoiceSchema,
  purchaseInvoiceSchema,
  quickOrderSchema,
  reorderSchema,
  sampleSchema,
  saveBusinessProfileSchema,
} from '../../../domain/rest/business.js';

/**
 * Buying as a business: the business profile (company, GSTIN, billing address), the GST tax invoice, order
 * again, quick order.
 */
export const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The quick order sheet: 200 rows of productId,color,metres fit well inside 40 KB.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: 40_000 }, (_request, body, done) => done(null, body));

  app.get('/user/business', { schema: businessProfileSchema }, async (request) => app.businessProfiles.read(request.user.id));

  app.put('/user/business', { schema: saveBusinessProfileSchema }, async (request) =>
    app.businessProfiles.save(request.user.id, request.user.email, request.body),
  );

  app.post('/user/cart/quick-order', { schema: quickOrderSchema }, async (request) =>
    app.carts.quickOrder(request.user.id, request.body, request.query.dryRun),
  );

  const viewerOf = (request: FastifyRequest) => ({
    userId: request.user.id,
    operator: app.settings.auth.adminEmails.includes(request.user.email.toLowerCase()),
  });
  const sendInvoice = (reply: FastifyReply, invoice: { number: string; body: Buffer }) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="Tax-invoice-${invoice.number.replaceAll('/', '-')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(invoice.body);

  app.get('/order/:id/invoice.pdf', { schema: invoiceSchema }, async (request, reply) =>
    sendInvoice(reply, await app.invoices.pdf(Number(request.params.id), viewerOf(request))),
  );

  app.get('/credit-note/:id(^\\d+).pdf', { schema: creditNoteSchema }, async (request, reply) => {
    const note = await app.creditNotes.pdf(Number(request.params.id), viewerOf(request));
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="Credit-note-${note.number.replaceAll('/', '-')}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(note.body);
  });

  app.get('/purchase/:purchaseId/invoice.pdf', { schema: purchaseInvoiceSchema }, async (request, reply) =>
    sendInvoice(reply, await app.invoices.purchasePdf(request.params.purchaseId, viewerOf(request))),
  );

  app.post('/user/add-sample', { schema: sampleSchema }, async (request) =>
    app.carts.addSample(request.user.id, Number(request.body.productId), request.body.color),
  );

  app.post('/user/remove-sample', { schema: sampleSchema }, async (request) =>
    app.carts.removeSample(request.user.id, Number(request.body.productId), request.body.color),
  );

  app.post(
    '/order/:id/reorder',
    {
      schema: reorderSchema,
      // Order again without a body means {}: no price accepted yet.
      preValidation: async (request) => {
        request.body ??= {};
      },
    },
    async (request) => app.carts.reorder(request.user.id, Number(request.params.id), request.body.confirmPrice),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INVOICE_MESSAGES } from '../../../domain/invoice.js';
import { einvoicePublicKeySchema } from '../../../domain/rest/business.js';
import { notFound } from '../../errors.js';

/** E-invoicing: the public key anyone verifies the signed QR code of an invoice with. */
export const einvoiceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/einvoice/public-key', { schema: einvoicePublicKeySchema }, async () => {
    if (!app.einvoiceRegistry) throw notFound(INVOICE_MESSAGES.einvoicingOff);
    return { data: { algorithm: 'RS256' as const, publicKey: await app.einvoiceRegistry.publicKey() } };
  });
};

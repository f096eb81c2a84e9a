import { notFound } from '../errors.js';
import type { Supplier } from '../../domain/invoice.js';
import type { Repositories } from '../repositories/index.js';
import { invoicePdf } from './invoice-pdf.js';
import { taxInvoice } from './tax-invoice.js';

const NOT_YOURS = 'This order is not in your order history.';

/** GST tax invoices: the buyer's own orders, or any order for an operator; anyone else learns nothing (404). */
export function createInvoiceService(repos: Repositories, supplier: Supplier) {
  return {
    async pdf(orderId: number, viewer: { userId: number; operator: boolean }) {
      const row = await repos.invoices.invoice(orderId, viewer.operator ? undefined : viewer.userId);
      if (!row) throw notFound(NOT_YOURS);
      const invoice = taxInvoice(row, supplier);
      return { number: invoice.number, body: await invoicePdf(invoice) };
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;

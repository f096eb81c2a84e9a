// The worker thread that draws invoice and quotation PDFs (invoice-drawer.ts): pdfkit's 40-50 ms a document run here, not on the
// event loop that answers requests.
import { parentPort } from 'node:worker_threads';
import type { Supplier } from '../../domain/invoice.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import { quotePdf } from '../quotes/quote-pdf.js';
import { statementPdf } from './statement-pdf.js';
import type { StatementOfAccount } from '../../domain/statement.js';
import type { PayTo } from '../../domain/pay-to.js';
import { invoicePdf, type InvoiceCopy } from './invoice-pdf.js';
import type { CreditNote } from './credit-note.js';
import type { TaxInvoice } from './tax-invoice.js';

/** A document to draw: a tax invoice (as issued, or its cancelled copy), a credit note, or a quotation. */
export type DrawingRequest =
  | { kind: 'invoice'; invoice: TaxInvoice | CreditNote; copy: InvoiceCopy }
  | { kind: 'quote'; quote: RestQuote; supplier: Supplier; at: string }
  | { kind: 'statement'; account: StatementOfAccount; supplier: Supplier; payTo: PayTo | null };

const port = parentPort!;
port.on('message', async (request: { id: number } & DrawingRequest) => {
  try {
    const bytes =
      request.kind === 'quote'
        ? await quotePdf(request.quote, request.supplier, new Date(request.at))
        : request.kind === 'statement'
          ? await statementPdf(request.account, request.supplier, request.payTo)
          : await invoicePdf(request.invoice, request.copy);
    // Copied, not transferred: a Buffer may sit in Node's shared pool, which Node 24 refuses to transfer.
    port.postMessage({ id: request.id, bytes });
  } catch (error) {
    port.postMessage({ id: request.id, error: (error as Error).message });
  }
});
port.postMessage({ ready: true });

// The worker thread that draws invoice PDFs (invoice-drawer.ts): pdfkit's 40-50 ms a document run here, not on the
// event loop that answers requests.
import { parentPort } from 'node:worker_threads';
import { invoicePdf, type InvoiceCopy } from './invoice-pdf.js';
import type { TaxInvoice } from './tax-invoice.js';

const port = parentPort!;
port.on('message', async (request: { id: number; invoice: TaxInvoice; copy: InvoiceCopy }) => {
  try {
    const bytes = await invoicePdf(request.invoice, request.copy);
    // Copied, not transferred: a Buffer may sit in Node's shared pool, which Node 24 refuses to transfer.
    port.postMessage({ id: request.id, bytes });
  } catch (error) {
    port.postMessage({ id: request.id, error: (error as Error).message });
  }
});
port.postMessage({ ready: true });

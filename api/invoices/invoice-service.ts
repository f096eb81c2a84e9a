import type { PayTo } from '../../domain/pay-to.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { INVOICE_MESSAGES } from '../../domain/invoice.js';
import { IRN_CANCEL_REASONS, type IrnCancelReason } from '../../domain/irn-cancellation.js';
import type { Supplier } from '../../domain/invoice.js';
import { notFound, tooManyRequests } from '../errors.js';
import type { InvoiceDocumentRow } from '../repositories/invoices.js';
import type { Repositories } from '../repositories/index.js';
import { DrawingBusy, type InvoiceDrawer } from './invoice-drawer.js';
import type { InvoiceCopy } from './invoice-pdf.js';
import type { InvoiceFiles } from './invoice-files.js';
import { taxInvoice, type TaxInvoice } from './tax-invoice.js';
import { inv01 } from '../einvoice/inv01.js';
import type { InvoiceRegistry } from '../einvoice/registry.js';

const NOT_YOURS = 'This order is not in your order history.';

/** Who asks: a buyer sees their own invoices, an operator any. */
type Viewer = { userId: number; operator: boolean };

/** Seconds a buyer asked to wait for a drawing is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * GST tax invoices: the buyer's own orders, or any order for an operator; anyone else learns nothing (404). An invoice
 * is issued once (what it states is kept as of that day) and drawn once; every download serves the kept copy. Drawing
 * runs on the drawer's thread, in places bounded per buyer and per process (invoice-drawer.ts).
 */
/** What tax invoices offer their download routes and Place Order. */
export interface InvoiceService {
  /** GET /order/{id}/invoice.pdf: the invoice the order is on (its purchase's, for orders placed since). */
  pdf(orderId: number, viewer: Viewer): Promise<{ number: string; body: Buffer }>;
  /** GET /purchase/{purchaseId}/invoice.pdf: the purchase's one tax invoice. */
  purchasePdf(purchaseNumber: string, viewer: Viewer): Promise<{ number: string; body: Buffer }>;
  /**
   * Issues and draws the invoices of orders just placed, after their purchase commits: the buyer's downloads then
   * serve the kept copies. A failure here is only logged; the first download issues and draws what is missing.
   */
  issue(orderIds: number[], buyer: number): Promise<void>;
  close(): Promise<void>;
}

export function createInvoiceService(
  repos: Repositories,
  supplier: Supplier,
  drawer: InvoiceDrawer,
  files: InvoiceFiles,
  /** Where B2B invoices are registered when the supplier e-invoices (EINVOICE=true); null otherwise. */
  registry: InvoiceRegistry | null = null,
  /** Where companies on account pay, printed on their invoices as issued. */
  payTo: PayTo | null = null,
): InvoiceService {
  /** Drawings under way by order and copy, so that concurrent downloads of one document share one drawing. */
  const drawing = new Map<string, Promise<Buffer>>();
  /** Issuing after Place Order stops when the app closes; what is left is drawn by its first download. */
  let closing = false;

  /**
   * What the invoice states: as issued, or issued now from its orders as they are (the first time only). Kept under
   * its first order, the document's `order_id`.
   */
  async function issued(document: InvoiceDocumentRow): Promise<TaxInvoice> {
    if (document.invoice) return document.invoice as TaxInvoice;
    const lines = await repos.invoices.invoiceLines(document.order_id, undefined);
    if (lines.length === 0) throw notFound(NOT_YOURS);
    const invoice = taxInvoice(lines, supplier, payTo);
    // An e-invoicing supplier registers every B2B invoice before it is issued: its IRN and signed QR code are on it.
    // A delivery challan is not an invoice and is not registered.
    if (registry && invoice.buyer.gstin && !invoice.challan)
      invoice.einvoice = await registry.register(inv01({ ...invoice, day: invoice.day! }, 'INV'));
    return (await repos.invoices.issue(document.order_id, invoice.number, invoice)) as TaxInvoice;
  }

  const copyOf = (document: InvoiceDocumentRow): InvoiceCopy => {
    if (document.irn_cancelled_at) {
      const why = IRN_CANCEL_REASONS[document.irn_cancel_reason as IrnCancelReason] ?? 'Other';
      const reason = `${why}, ${document.irn_cancel_remark ?? ''}`;
      return { kind: 'cancelled', day: formatDay(indianDay(document.irn_cancelled_at)), reason, irnCancelled: true };
    }
    return document.cancelled_at
      ? { kind: 'cancelled', day: formatDay(indianDay(document.cancelled_at)), reason: document.cancel_message ?? '' }
      : { kind: 'issued' };
  };

  /** Draws a copy and keeps it; DrawingBusy when the buyer or the process has too many waiting. */
  function drawAndKeep(document: InvoiceDocumentRow, invoice: TaxInvoice, copy: InvoiceCopy, buyer: number): Promise<Buffer> {
    const key = `${document.order_id}:${copy.kind}`;
    const shared = drawing.get(key);
    if (shared) return shared;
    const drawn = drawer
      .inPlace(`buyer:${buyer}`, async (draw) => {
        // Drawn and kept since this download looked (by a drawing that just ended, or another process): that copy.
        const now = await repos.invoices.document(document.order_id, undefined);
        const kept = now ? await files.read(now, copy.kind) : null;
        if (kept) return kept;
        return files.keep(document.order_id, copy.kind, await draw({ kind: 'invoice', invoice, copy }));
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, drawn);
    return drawn;
  }

  async function pdf(orderId: number, viewer: Viewer) {
    const document = await repos.invoices.document(orderId, viewer.operator ? undefined : viewer.userId);
    if (!document) throw notFound(NOT_YOURS);
    const copy = copyOf(document);
    const kept = await files.read(document, copy.kind);
    if (kept) return { number: document.invoice_number, body: kept };
    const invoice = await issued(document);
    try {
      return { number: invoice.number, body: await drawAndKeep(document, invoice, copy, document.user_id) };
    } catch (error) {
      if (error instanceof DrawingBusy) throw tooManyRequests(INVOICE_MESSAGES.busy, RETRY_AFTER_SECONDS);
      throw error;
    }
  }

  return {
    /** GET /order/{id}/invoice.pdf: the invoice the order is on (its purchase's, for orders placed since). */
    pdf,

    /** GET /purchase/{purchaseId}/invoice.pdf: the purchase's one tax invoice. */
    async purchasePdf(purchaseNumber: string, viewer: Viewer) {
      const purchase = await repos.invoices.purchase(purchaseNumber, viewer.operator ? undefined : viewer.userId);
      if (purchase.first === null) throw notFound(INVOICE_MESSAGES.noPurchase);
      if (purchase.invoices > 1) throw notFound(INVOICE_MESSAGES.invoicedPerOrder(purchaseNumber));
      return pdf(purchase.first, viewer);
    },

    /**
     * Issues and draws the invoices of orders just placed, after their purchase commits: the buyer's downloads then
     * serve the kept copies. A failure here is only logged; the first download issues and draws what is missing.
     */
    async issue(orderIds: number[], buyer: number): Promise<void> {
      const done = new Set<number>();
      for (const orderId of orderIds) {
        if (closing) return;
        const document = await repos.invoices.document(orderId, undefined);
        if (!document || done.has(document.order_id)) continue;
        done.add(document.order_id);
        if (await files.read(document, 'issued')) continue;
        const invoice = await issued(document);
        await drawAndKeep(document, invoice, { kind: 'issued' }, buyer).catch((error: unknown) => {
          if (!(error instanceof DrawingBusy)) throw error;
        });
      }
    },

    close: () => {
      closing = true;
      return drawer.close();
    },
  };
}

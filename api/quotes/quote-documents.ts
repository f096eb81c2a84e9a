import type { Supplier } from '../../domain/invoice.js';
import { QUOTE_PDF_BUSY } from '../../domain/quotes.js';
import { tooManyRequests } from '../errors.js';
import { DrawingBusy, type InvoiceDrawer } from '../invoices/invoice-drawer.js';
import type { QuoteService } from './quote-service.js';

const RETRY_AFTER_SECONDS = 5;

/**
 * A quote as a PDF, drawn as invoices are: on the drawing thread, in a place of the buyer's (or the operator's) taken
 * before the quote is read (429 with Retry-After when none is free). A quote's prices change while it is negotiated,
 * so each download draws it as it stands.
 */
/** What the quotation download offers its routes. */
export interface QuoteDocuments {
  /** The quote as a PDF, drawn as it stands, for `who` when they may see it; `id` names the file. */
  pdf(id: number, who: { userId: number; operator: boolean }): Promise<{ id: string; body: Buffer }>;
}

export function createQuoteDocuments(
  quotes: QuoteService,
  drawer: InvoiceDrawer,
  supplier: Supplier,
  now = () => new Date(),
): QuoteDocuments {
  return {
    async pdf(id: number, who: { userId: number; operator: boolean }): Promise<{ id: string; body: Buffer }> {
      try {
        return await drawer.inPlace(who.operator ? `operator:${who.userId}` : `buyer:${who.userId}`, async (draw) => {
          const { data } = await quotes.get(id, who.operator ? undefined : who.userId);
          return { id: data._id, body: await draw({ kind: 'quote', quote: data, supplier, at: now().toISOString() }) };
        });
      } catch (error) {
        if (error instanceof DrawingBusy) throw tooManyRequests(QUOTE_PDF_BUSY, RETRY_AFTER_SECONDS);
        throw error;
      }
    },
  };
}

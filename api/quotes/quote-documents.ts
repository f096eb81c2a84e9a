import type { Supplier } from '../../domain/invoice.js';
import { QUOTE_PDF_BUSY } from '../../domain/quotes.js';
import { tooManyRequests } from '../errors.js';
import { DrawingBusy, type InvoiceDrawer } from '../invoices/invoice-drawer.js';
import { DRAWINGS_PER_BUYER } from '../invoices/invoice-service.js';
import type { QuoteService } from './quote-service.js';

const RETRY_AFTER_SECONDS = 5;

/**
 * A quote as a PDF, drawn as invoices are: on the drawing thread, at most DRAWINGS_PER_BUYER at once per buyer and the
 * drawer's queue per process (429 with Retry-After past either). A quote's prices change while it is negotiated, so
 * each download draws it as it stands.
 */
export function createQuoteDocuments(quotes: QuoteService, drawer: InvoiceDrawer, supplier: Supplier, now = () => new Date()) {
  const perBuyer = new Map<number, number>();
  return {
    async pdf(id: number, who: { userId: number; operator: boolean }): Promise<{ id: string; body: Buffer }> {
      const { data } = await quotes.get(id, who.operator ? undefined : who.userId);
      const waiting = perBuyer.get(who.userId) ?? 0;
      if (waiting >= DRAWINGS_PER_BUYER) throw tooManyRequests(QUOTE_PDF_BUSY, RETRY_AFTER_SECONDS);
      perBuyer.set(who.userId, waiting + 1);
      try {
        return { id: data._id, body: await drawer.drawQuote(data, supplier, now()) };
      } catch (error) {
        if (error instanceof DrawingBusy) throw tooManyRequests(QUOTE_PDF_BUSY, RETRY_AFTER_SECONDS);
        throw error;
      } finally {
        const left = (perBuyer.get(who.userId) ?? 1) - 1;
        if (left > 0) perBuyer.set(who.userId, left);
        else perBuyer.delete(who.userId);
      }
    },
  };
}

export type QuoteDocuments = ReturnType<typeof createQuoteDocuments>;

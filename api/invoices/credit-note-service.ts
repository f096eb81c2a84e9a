import { INVOICE_MESSAGES } from '../../domain/invoice.js';
import { notFound, tooManyRequests } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { CreditNote } from './credit-note.js';
import { DrawingBusy, type InvoiceDrawer } from './invoice-drawer.js';

/** Seconds a buyer asked to wait for a drawing is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * GET /credit-note/{id}.pdf: the buyer's own credit notes, or any for an operator (anyone else 404). Drawn from what
 * was issued, once, on the drawing thread; every download after serves the kept copy.
 */
export function createCreditNoteService(repos: Repositories, drawer: InvoiceDrawer) {
  /** Drawings under way, so that concurrent downloads of one credit note share one. */
  const drawing = new Map<number, Promise<Buffer>>();

  return {
    async pdf(id: number, viewer: { userId: number; operator: boolean }) {
      const row = await repos.creditNotes.byId(id, viewer.operator ? undefined : viewer.userId);
      if (!row) throw notFound(INVOICE_MESSAGES.noCreditNote);
      if (row.pdf) return { number: row.number, body: Buffer.from(row.pdf) };
      let drawn = drawing.get(id);
      if (!drawn) {
        drawn = drawer
          .draw(row.note as CreditNote)
          .then((bytes) => repos.creditNotes.keepPdf(id, bytes))
          .finally(() => drawing.delete(id));
        drawing.set(id, drawn);
      }
      try {
        return { number: row.number, body: await drawn };
      } catch (error) {
        if (error instanceof DrawingBusy) throw tooManyRequests(INVOICE_MESSAGES.busy, RETRY_AFTER_SECONDS);
        throw error;
      }
    },
  };
}

export type CreditNoteService = ReturnType<typeof createCreditNoteService>;

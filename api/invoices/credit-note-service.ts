import { INVOICE_MESSAGES } from '../../domain/invoice.js';
import { inv01 } from '../einvoice/inv01.js';
import type { InvoiceRegistry } from '../einvoice/registry.js';
import { notFound, tooManyRequests } from '../errors.js';
import type { CreditNoteRow } from '../repositories/credit-notes.js';
import type { Repositories } from '../repositories/index.js';
import type { CreditNote } from './credit-note.js';
import { DrawingBusy, type DrawingOwner, type InvoiceDrawer } from './invoice-drawer.js';
import { keepDocument, type DocumentObjects } from '../s3-documents.js';

/** Seconds a buyer asked to wait for a drawing is told to wait. */
const RETRY_AFTER_SECONDS = 5;

/**
 * GST credit notes as documents: registered (when the supplier e-invoices and the buyer has a GSTIN) and drawn once,
 * right after the cancellation that issued them or at the first download, whichever comes first; every download after
 * serves the kept copy. GET /credit-note/{id}.pdf is the buyer's own, or any for an operator (anyone else 404).
 */
/** What GST credit notes offer their download route and the flows that issue them. */
export interface CreditNoteService {
  /** GET /credit-note/{id}.pdf: the buyer's own, or any for an operator; drawn once, then the kept copy. */
  pdf(id: number, viewer: { userId: number; operator: boolean }): Promise<{ number: string; body: Buffer }>;
  /** After a claim's settlement commits: its credit note, if it got one, registered and drawn. */
  settleClaim(claimId: number): Promise<void>;
  /** After a cancellation commits: the order's credit note, if it got one, registered and drawn. */
  settleFor(orderId: number): Promise<void>;
}

export function createCreditNoteService(
  repos: Repositories,
  drawer: InvoiceDrawer,
  registry: InvoiceRegistry | null = null,
  objects: DocumentObjects | null = null,
): CreditNoteService {
  /** Work under way per credit note, so that concurrent calls share one registration and one drawing. */
  const settling = new Map<number, Promise<Buffer>>();

  /** What it states, registered first when it must be (the first registration kept wins across processes). */
  async function registered(row: CreditNoteRow): Promise<CreditNote> {
    const note = row.note as CreditNote;
    if (!registry || !note.buyer.gstin || note.einvoice) return note;
    const einvoice = await registry.register(inv01({ ...note, day: note.day! }, 'CRN'));
    return (await repos.creditNotes.register(row.id, { ...note, einvoice })) as CreditNote;
  }

  /** The kept copy: in object storage when it is configured, else in the row. */
  const kept = async (row: CreditNoteRow): Promise<Buffer | null> => {
    if (row.pdf) return Buffer.from(row.pdf);
    return objects && row.pdf_object ? objects.get(row.pdf_object) : null;
  };
  const keep = (id: number, bytes: Buffer) =>
    objects ? keepDocument(objects, bytes, (key) => repos.creditNotes.keepObject(id, key)) : repos.creditNotes.keepPdf(id, bytes);

  async function settle(row: CreditNoteRow, owner: DrawingOwner): Promise<Buffer> {
    const copy = await kept(row);
    if (copy) return copy;
    let work = settling.get(row.id);
    if (!work) {
      work = drawer
        .inPlace(owner, async (draw) =>
          keep(row.id, await draw({ kind: 'invoice', invoice: await registered(row), copy: { kind: 'issued' } })),
        )
        .finally(() => settling.delete(row.id));
      settling.set(row.id, work);
    }
    return work;
  }

  return {
    async pdf(id: number, viewer: { userId: number; operator: boolean }) {
      const row = await repos.creditNotes.byId(id, viewer.operator ? undefined : viewer.userId);
      if (!row) throw notFound(INVOICE_MESSAGES.noCreditNote);
      try {
        return { number: row.number, body: await settle(row, viewer.operator ? `operator:${viewer.userId}` : `buyer:${viewer.userId}`) };
      } catch (error) {
        if (error instanceof DrawingBusy) throw tooManyRequests(INVOICE_MESSAGES.busy, RETRY_AFTER_SECONDS);
        throw error;
      }
    },

    /** After a claim's settlement commits: its credit note, if it got one, registered and drawn. */
    async settleClaim(claimId: number): Promise<void> {
      const row = await repos.creditNotes.byClaim(claimId);
      if (row) await settle(row, 'shop');
    },

    /** After a cancellation commits: the order's credit note, if it got one, registered and drawn. */
    async settleFor(orderId: number): Promise<void> {
      const row = await repos.creditNotes.byOrder(orderId);
      if (row) await settle(row, 'shop');
    },
  };
}

import { releasedBy } from '../../domain/company-credit.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import { creditNoteNumber } from '../../domain/invoice.js';
import type { DB } from '../db/types.js';
import { seenBy } from './invoices.js';

/** A credit note as kept: what it states (api/invoices/credit-note.ts), its buyer, and its drawn PDF once drawn. */
export interface CreditNoteRow {
  id: number;
  number: string;
  user_id: number;
  note: unknown;
  pdf: Buffer | null;
  /** The drawn copy's key in object storage, when it is configured. */
  pdf_object: string | null;
}

/** Credit notes: issued in the year's series, read, registered at the portal, their drawn copy kept. */
export interface CreditNoteRepository {
  /** Issues the order's credit note with the next serial of the year (the year's row locked); answers the number. */
  issue(
    trx: Transaction<DB>,
    financialYear: string,
    order: { id: number; invoice_number: string },
    note: (number: string) => object,
    claimId?: number | null,
  ): Promise<string>;
  /** One credit note (only the buyer's own when `userId` is given). */
  byId(id: number, userId: number | undefined): Promise<CreditNoteRow | undefined>;
  /** The credit note a claim's settlement issued, if it did. */
  byClaim(claimId: number): Promise<CreditNoteRow | undefined>;
  /** The order's credit note, if its cancellation issued one. */
  byOrder(orderId: number): Promise<CreditNoteRow | undefined>;
  /** Keeps what it states with its registration, unless registered already; answers what is kept. */
  register(id: number, note: { einvoice: object }): Promise<unknown>;
  /** Keeps the drawn copy's object-storage key unless one is kept already; answers the key that is kept. */
  keepObject(id: number, key: string): Promise<string>;
  /** Keeps the drawn PDF unless one is kept already; answers the kept one. */
  keepPdf(id: number, bytes: Buffer): Promise<Buffer>;
}

/** GST credit notes: numbered per financial year in the caller's transaction, kept as issued, drawn once. */
export function createCreditNoteRepository(db: Kysely<DB>): CreditNoteRepository {
  return {
    /**
     * Issues the order's credit note with the next serial of the year (the year's row is locked until the transaction
     * commits, so concurrent cancellations get different numbers and a rolled-back one none). `note` builds what it
     * states from its number. Answers the number.
     */
    async issue(
      trx: Transaction<DB>,
      financialYear: string,
      order: { id: number; invoice_number: string },
      note: (number: string) => object,
      claimId: number | null = null,
    ): Promise<string> {
      const { last_serial: serial } = await trx
        .insertInto('credit_note_serials')
        .values({ financial_year: financialYear, last_serial: 1 })
        .onConflict((conflict) => conflict.column('financial_year').doUpdateSet({ last_serial: sql`credit_note_serials.last_serial + 1` }))
        .returning('last_serial')
        .executeTakeFirstOrThrow();
      const number = creditNoteNumber(financialYear, serial);
      await trx
        .insertInto('credit_notes')
        .values({ number, order_id: order.id, invoice_number: order.invoice_number, note: JSON.stringify(note(number)), claim_id: claimId })
        .execute();
      // Payments that held more of the invoice than it now asks for let the rest go to the company's advance.
      await sql`SELECT ledger_release(${order.invoice_number}, ${releasedBy.creditNote(number)})`.execute(trx);
      return number;
    },

    /** One credit note (only the buyer's own when `userId` is given). */
    byId: (id: number, userId: number | undefined): Promise<CreditNoteRow | undefined> => {
      let query = db
        .selectFrom('credit_notes as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select(['c.id', 'c.number', 'o.user_id', 'c.note', 'c.pdf', 'c.pdf_object'])
        .where('c.id', '=', id);
      if (userId !== undefined) query = query.where(seenBy(userId));
      return query.executeTakeFirst();
    },

    /** The credit note a claim's settlement issued, if it did. */
    byClaim: (claimId: number): Promise<CreditNoteRow | undefined> =>
      db
        .selectFrom('credit_notes as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select(['c.id', 'c.number', 'o.user_id', 'c.note', 'c.pdf', 'c.pdf_object'])
        .where('c.claim_id', '=', claimId)
        .executeTakeFirst(),

    /** The order's credit note, if its cancellation issued one. */
    byOrder: (orderId: number): Promise<CreditNoteRow | undefined> =>
      db
        .selectFrom('credit_notes as c')
        .innerJoin('orders as o', 'o.id', 'c.order_id')
        .select(['c.id', 'c.number', 'o.user_id', 'c.note', 'c.pdf', 'c.pdf_object'])
        .where('c.order_id', '=', orderId)
        .where('c.claim_id', 'is', null)
        .executeTakeFirst(),

    /** Keeps what it states with its registration, unless registered already; answers what is kept. */
    async register(id: number, note: { einvoice: object }): Promise<unknown> {
      await db
        .updateTable('credit_notes')
        .set({ note: JSON.stringify(note) })
        .where('id', '=', id)
        .where(sql<boolean>`note->'einvoice' IS NULL`)
        .execute();
      return (await db.selectFrom('credit_notes').select('note').where('id', '=', id).executeTakeFirstOrThrow()).note;
    },

    /** Keeps the drawn PDF unless one is kept already; answers the kept one. */
    /** Keeps the drawn copy's object-storage key unless one is kept already; answers the key that is kept. */
    async keepObject(id: number, key: string): Promise<string> {
      const kept = await db
        .updateTable('credit_notes')
        .set({ pdf_object: key })
        .where('id', '=', id)
        .where('pdf_object', 'is', null)
        .returning('pdf_object')
        .executeTakeFirst();
      if (kept) return key;
      const row = await db.selectFrom('credit_notes').select('pdf_object').where('id', '=', id).executeTakeFirstOrThrow();
      return row.pdf_object ?? key;
    },

    async keepPdf(id: number, bytes: Buffer): Promise<Buffer> {
      const kept = await db
        .updateTable('credit_notes')
        .set({ pdf: bytes })
        .where('id', '=', id)
        .where('pdf', 'is', null)
        .returning('pdf')
        .executeTakeFirst();
      if (kept) return bytes;
      const row = await db.selectFrom('credit_notes').select('pdf').where('id', '=', id).executeTakeFirstOrThrow();
      return row.pdf ? Buffer.from(row.pdf) : bytes;
    },
  };
}

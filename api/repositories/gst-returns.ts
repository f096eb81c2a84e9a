import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** The orders of one invoice at one rate, HSN heading and unit, summed (paise, metres or pieces). */
export interface InvoiceGroupRow {
  invoice_number: string;
  /** The invoice's day in India, YYYY-MM-DD. */
  day: string;
  buyer_gstin: string | null;
  ship_state: string;
  tax_percent: number;
  hsn_code: string;
  is_sample: boolean;
  quantity: number;
  taxable_paise: number;
  tax_paise: number;
  total_paise: number;
  /** Its IRN was cancelled at the portal: the invoice is void (counted as cancelled, not as a supply). */
  irn_cancelled: boolean;
}

/** A credit note issued in the month, as issued (its `note`), and the whole value of the invoice it reverses. */
export interface ReturnCreditNoteRow {
  number: string;
  note: unknown;
  invoice_total_paise: number;
}

/** What a month's GSTR-1 is made of: its invoices grouped, its delivery challans, its credit notes. */
export interface GstReturnRepository {
  invoiceGroups(from: Date, to: Date): Promise<InvoiceGroupRow[]>;
  /** The delivery challans of the month (replacements sent free under claims): not supplies, only documents issued. */
  challans(from: Date, to: Date): Promise<string[]>;
  creditNotes(from: Date, to: Date): Promise<ReturnCreditNoteRow[]>;
}

/** What GSTR-1 is made from: the month's invoices, summed per rate and heading, and its credit notes. */
export function createGstReturnRepository(db: Kysely<DB>): GstReturnRepository {
  return {
    invoiceGroups: (from: Date, to: Date): Promise<InvoiceGroupRow[]> =>
      db
        .selectFrom('orders as o')
        .innerJoin('order_items as i', 'i.order_id', 'o.id')
        .select([
          'o.invoice_number',
          sql<string>`to_char(min(o.created_at) AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`.as('day'),
          sql<string | null>`max(o.buyer_gstin)`.as('buyer_gstin'),
          sql<string>`max(o.ship_state)`.as('ship_state'),
          'o.tax_percent',
          'i.hsn_code',
          'i.is_sample',
          sql<number>`sum(i.quantity)::int`.as('quantity'),
          sql<number>`sum(o.subtotal_paise - o.discount_paise)::bigint`.as('taxable_paise'),
          sql<number>`sum(o.tax_paise)::bigint`.as('tax_paise'),
          sql<number>`sum(o.total_paise)::bigint`.as('total_paise'),
          sql<boolean>`EXISTS (SELECT 1 FROM invoice_documents d WHERE d.invoice_number = o.invoice_number AND d.irn_cancelled_at IS NOT NULL)`.as(
            'irn_cancelled',
          ),
        ])
        .where('o.created_at', '>=', from)
        .where('o.created_at', '<', to)
        .where('i.is_replacement', '=', false)
        .groupBy(['o.invoice_number', 'o.tax_percent', 'i.hsn_code', 'i.is_sample'])
        .orderBy('o.invoice_number')
        .execute()
        .then((rows) =>
          rows.map((row) => ({
            ...row,
            hsn_code: row.hsn_code ?? '',
            taxable_paise: Number(row.taxable_paise),
            tax_paise: Number(row.tax_paise),
            total_paise: Number(row.total_paise),
          })),
        ),

    /** The delivery challans of the month (replacements sent free under claims): not supplies, only documents issued. */
    challans: async (from: Date, to: Date): Promise<string[]> =>
      (
        await db
          .selectFrom('orders as o')
          .innerJoin('order_items as i', 'i.order_id', 'o.id')
          .select('o.invoice_number')
          .where('o.created_at', '>=', from)
          .where('o.created_at', '<', to)
          .where('i.is_replacement', '=', true)
          .execute()
      ).map((row) => row.invoice_number),

    creditNotes: (from: Date, to: Date): Promise<ReturnCreditNoteRow[]> =>
      db
        .selectFrom('credit_notes as cn')
        .select([
          'cn.number',
          'cn.note',
          sql<number>`(SELECT coalesce(sum(o.total_paise), 0) FROM orders o WHERE o.invoice_number = cn.invoice_number)::bigint`.as(
            'invoice_total_paise',
          ),
        ])
        .where('cn.issued_at', '>=', from)
        .where('cn.issued_at', '<', to)
        .orderBy('cn.number')
        .execute()
        .then((rows) => rows.map((row) => ({ ...row, invoice_total_paise: Number(row.invoice_total_paise) }))),
  };
}

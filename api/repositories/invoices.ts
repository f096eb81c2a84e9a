import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { step, type Step } from '../db/pipeline.js';
import type { DB, InvoiceDocumentsTable, OrderItemsTable, OrdersTable } from '../db/types.js';
import { reachedBy } from './same-company.js';
import { releasedBy } from '../../domain/company-credit.js';
import { challanNumber, INVOICE_SERIAL_DIGITS, invoiceNumberPrefix } from '../../domain/invoice.js';
import type { Executor } from '../db/executor.js';
import type { ItemColumns, OrderColumns } from './order-rows.js';

/**
 * The orders (alias o) a buyer may see the documents of: a company member those of the company, and their own from
 * before they joined; anyone else their own. A removed member no longer sees the company's (same-company.ts).
 */
export const seenBy = (userId: number) => reachedBy('o', userId);

/** What a tax invoice is drawn from: the order, its one item with its HSN code, and the buyer. */
export type InvoiceRow = OrderColumns &
  ItemColumns &
  Pick<Selectable<OrdersTable>, 'buyer_company' | 'buyer_gstin' | 'buyer_billing_address'> &
  Pick<Selectable<OrderItemsTable>, 'hsn_code' | 'is_replacement'> & {
    buyer_email: string;
    /** The buyer's requested delivery day and, on account, the day it falls due (YYYY-MM-DD). */
    requested_day: string | null;
    due_day: string | null;
  };

/** An order's invoice as kept: what was issued (null until it is), its drawn copies, and whether it was cancelled since. */
export type InvoiceDocumentRow = Pick<
  Selectable<InvoiceDocumentsTable>,
  | 'order_id'
  | 'invoice_number'
  | 'pdf'
  | 'cancelled_pdf'
  | 'pdf_object'
  | 'cancelled_pdf_object'
  | 'irn_cancelled_at'
  | 'irn_cancel_reason'
  | 'irn_cancel_remark'
> & {
  user_id: number;
  /** The TaxInvoice as issued (api/invoices/tax-invoice.ts), or null before it is issued. */
  invoice: unknown;
  /** The cancellation's tracking entry, when the order's latest stage is Cancelled. */
  cancelled_at: Date | null;
  cancel_message: string | null;
};

/**
 * The invoice an order is on, as kept: its first order (`order_id`, the document's key), whether every order on it
 * is cancelled and, only then, the latest cancellation's entry. Each read goes by an index from the order: its
 * invoice's orders (orders_invoice_number_idx), each one's newest Cancelled entry (order_tracking_order_idx); it
 * never reads the tracking of other invoices (a join over every Cancelled entry grew with the order table).
 */
export const documentQuery = (orderId: number, userId: number | undefined) => sql<InvoiceDocumentRow>`
  SELECT f.first AS order_id, o.user_id, o.invoice_number, d.invoice, d.pdf, d.cancelled_pdf, d.pdf_object, d.cancelled_pdf_object,
    d.irn_cancelled_at, d.irn_cancel_reason, d.irn_cancel_remark, c.created_at AS cancelled_at, c.message AS cancel_message
  FROM orders o
  CROSS JOIN LATERAL (
    SELECT min(x.id) AS first, count(*) FILTER (WHERE x.stage <> 'Cancelled')::int AS open
    FROM orders x WHERE x.invoice_number = o.invoice_number
  ) f
  LEFT JOIN LATERAL (
    SELECT t.created_at, t.message FROM orders x
    CROSS JOIN LATERAL (
      SELECT t.created_at, t.message FROM order_tracking t
      WHERE t.order_id = x.id AND t.status = 'Cancelled' ORDER BY t.created_at DESC LIMIT 1
    ) t
    WHERE x.invoice_number = o.invoice_number AND f.open = 0
    ORDER BY t.created_at DESC LIMIT 1
  ) c ON true
  LEFT JOIN invoice_documents d ON d.order_id = f.first
  WHERE o.id = ${orderId} AND ${userId === undefined ? sql`true` : seenBy(userId)}`;

/** What an invoice is drawn from: the order, its item and its buyer. */
const invoiceRows = (executor: Executor) =>
  executor
    .selectFrom('orders as o')
    .innerJoin('order_items as i', 'i.order_id', 'o.id')
    .innerJoin('users as u', 'u.id', 'o.user_id')
    .select([
      'o.id',
      'o.user_id',
      'o.order_number',
      'o.purchase_number',
      'o.invoice_number',
      'o.created_at',
      'o.subtotal_paise',
      'o.discount_paise',
      'o.shipping_paise',
      'o.tax_paise',
      'o.tax_percent',
      'o.total_paise',
      'o.ship_full_name',
      'o.ship_address',
      'o.ship_city',
      'o.ship_state',
      'o.ship_pin_code',
      'o.buyer_company',
      'o.buyer_gstin',
      'o.buyer_billing_address',
      'u.email as buyer_email',
      'i.name',
      'i.color',
      'i.hsn_code',
      'i.quantity',
      'i.unit_price_paise',
      'i.is_sample',
      'i.is_replacement',
      'o.coupon_code',
      'o.quote_id',
      'o.po_number',
      sql<string | null>`to_char(o.requested_delivery, 'YYYY-MM-DD')`.as('requested_day'),
      'o.payment_method',
      sql<string | null>`to_char(o.payment_due, 'YYYY-MM-DD')`.as('due_day'),
    ]);

/**
 * Gives the purchase of `orderIds` the next serial of the financial year: its one invoice number, on every order.
 * Counted inside the order's transaction: the year's row stays locked until it commits, so concurrent purchases get
 * different numbers and a rolled-back purchase gives its number back unused. Every order of every buyer waits for
 * that lock, so Place Order counts it last, with only the queued jobs and COMMIT after it.
 *
 * One statement, so the year's row is locked for one round trip less: the serial counted and written on the orders as
 * domain/invoice.ts invoiceNumber writes it (the prefix, then the serial padded with zeros).
 */
const numbering = (trx: Transaction<DB>, financialYear: string, which: number[] | { purchase: string }): Step<string> =>
  step(
    trx
      .with('serial', (db) =>
        db
          .insertInto('invoice_serials')
          .values({ financial_year: financialYear, last_serial: 1 })
          .onConflict((conflict) => conflict.column('financial_year').doUpdateSet({ last_serial: sql`invoice_serials.last_serial + 1` }))
          .returning(sql<string>`last_serial::text`.as('digits')),
      )
      .updateTable('orders')
      .from('serial')
      .set({
        invoice_number: sql`${invoiceNumberPrefix(financialYear)} || lpad(serial.digits, greatest(${INVOICE_SERIAL_DIGITS}, length(serial.digits)), '0')`,
      })
      // A purchase's orders not yet numbered (marked '?'): an issued invoice's number never changes.
      .where((eb) =>
        Array.isArray(which)
          ? eb('orders.id', 'in', which)
          : eb.and([eb('orders.purchase_number', '=', which.purchase), sql<boolean>`starts_with(orders.invoice_number, '?')`]),
      )
      .returning('orders.invoice_number'),
    ({ rows: [row] }) => {
      if (!row) throw new Error('invoices.numbering: no order was numbered');
      return row.invoice_number;
    },
  );

/** A purchase locked to cancel its e-invoice: its orders, its invoice as kept, what stands against the cancellation. */
export interface IrnCancelLock {
  invoiceNumber: string;
  orders: (Pick<Selectable<OrdersTable>, 'id' | 'user_id' | 'dispatch_id' | 'invoice_number' | 'order_number'> & {
    stage: Selectable<OrdersTable>['stage'];
  })[];
  document: Pick<Selectable<InvoiceDocumentsTable>, 'invoice' | 'irn_cancelled_at'> | undefined;
  creditNote: string | null;
  ewayBill: string | null;
}

/** Tax invoices: numbered in the year's series, read with their lines, kept as issued, their drawn copies kept. */
export interface InvoiceRepository {
  /** The purchase's invoice number (its orders by id, or all of them), the year's next serial, as a step (pipeline.ts). */
  numbering(trx: Transaction<DB>, financialYear: string, which: number[] | { purchase: string }): Step<string>;
  /** A replacement's delivery challan number, counted as invoice numbers are but in the challans' own serial. */
  challanNumber(trx: Transaction<DB>, financialYear: string, orderIds: number[]): Promise<string>;
  /** The lines of the invoice an order is on, in order. Only the buyer's own when `userId` is given. */
  invoiceLines(orderId: number, userId: number | undefined): Promise<InvoiceRow[]>;
  /** Several orders' invoice rows, in id order, inside the caller's transaction. */
  invoices(executor: Executor, orderIds: number[]): Promise<InvoiceRow[]>;
  /** A purchase's orders (only the buyer's own when `userId` is given): its first order and its invoice numbers. */
  purchase(purchaseNumber: string, userId: number | undefined): Promise<{ first: number | null; invoices: number }>;
  /** The invoice an order is on, as kept (only the buyer's own when `userId` is given), or undefined for no such order. */
  document(orderId: number, userId: number | undefined): Promise<InvoiceDocumentRow | undefined>;
  /** Keeps what an invoice states as issued; an invoice issued already stays as it was. Answers what is kept. */
  issue(orderId: number, invoiceNumber: string, invoice: object): Promise<unknown>;
  /** A purchase locked for cancelling its e-invoice at `at`, or null for no such purchase. */
  lockForIrnCancel(trx: Transaction<DB>, purchaseNumber: string, at: Date): Promise<IrnCancelLock | null>;
  /** The invoice's IRN was cancelled at the portal: kept as issued, and void; what payments held goes to the advance. */
  markIrnCancelled(trx: Transaction<DB>, invoiceNumber: string, cancelled: { at: Date; reason: string; remark: string }): Promise<void>;
  /** Keeps an object-storage key for a copy unless one is kept already; answers the key that is kept. */
  keepObject(orderId: number, copy: 'pdf_object' | 'cancelled_pdf_object', key: string): Promise<string>;
  /** Keeps a drawn copy's bytes (PostgreSQL) unless one is kept already; answers the kept copy. */
  keepCopy(orderId: number, copy: 'pdf' | 'cancelled_pdf', bytes: Buffer): Promise<Buffer>;
}

/** Invoice numbers, counted per financial year, and the rows an invoice is drawn from. */
export function createInvoiceRepository(db: Kysely<DB>): InvoiceRepository {
  return {
    /** The purchase's invoice number (its orders by id, or all of them), the financial year's next serial, as a step (pipeline.ts). */
    numbering,

    /** A replacement's delivery challan number, counted as invoice numbers are but in the challans' own serial. */
    async challanNumber(trx: Transaction<DB>, financialYear: string, orderIds: number[]): Promise<string> {
      const { last_serial: last } = await trx
        .insertInto('delivery_challan_serials')
        .values({ financial_year: financialYear, last_serial: 1 })
        .onConflict((conflict) =>
          conflict.column('financial_year').doUpdateSet({ last_serial: sql`delivery_challan_serials.last_serial + 1` }),
        )
        .returning('last_serial')
        .executeTakeFirstOrThrow();
      const number = challanNumber(financialYear, last);
      await trx.updateTable('orders').set({ invoice_number: number }).where('id', 'in', orderIds).execute();
      return number;
    },

    /** The HSN code of each product's category. */
    /**
     * The lines of the invoice an order is on, in order: every order of its purchase (one line each) for invoices issued
     * per purchase, the order alone for those issued per order before. Only the buyer's own when `userId` is given.
     */
    invoiceLines(orderId: number, userId: number | undefined): Promise<InvoiceRow[]> {
      return invoiceRows(db)
        .where('o.invoice_number', '=', (orders) => {
          let query = orders.selectFrom('orders as o').select('o.invoice_number').where('o.id', '=', orderId);
          if (userId !== undefined) query = query.where(reachedBy('o', userId));
          return query;
        })
        .orderBy('o.id')
        .execute();
    },

    /** Several orders' invoice rows, in id order, inside the caller's transaction. */
    invoices: async (executor: Executor, orderIds: number[]): Promise<InvoiceRow[]> =>
      orderIds.length === 0 ? [] : invoiceRows(executor).where('o.id', 'in', orderIds).orderBy('o.id').execute(),

    /** A purchase's orders (only the buyer's own when `userId` is given): its first order and its invoice numbers. */
    async purchase(purchaseNumber: string, userId: number | undefined) {
      let query = db
        .selectFrom('orders as o')
        .select([sql<number | null>`min(o.id)`.as('first'), sql<number>`count(DISTINCT o.invoice_number)::int`.as('invoices')])
        .where('o.purchase_number', '=', purchaseNumber);
      if (userId !== undefined) query = query.where(seenBy(userId));
      return query.executeTakeFirstOrThrow();
    },

    /**
     * The invoice an order is on, as kept (only the buyer's own when `userId` is given), or undefined for no such order.
     * It is kept under its first order (`order_id`); it reads cancelled when every order on it is.
     */
    async document(orderId: number, userId: number | undefined): Promise<InvoiceDocumentRow | undefined> {
      return (await documentQuery(orderId, userId).execute(db)).rows[0];
    },

    /** Keeps what an invoice states as issued; an invoice issued already stays as it was. Answers what is kept. */
    async issue(orderId: number, invoiceNumber: string, invoice: object): Promise<unknown> {
      await db
        .insertInto('invoice_documents')
        .values({ order_id: orderId, invoice_number: invoiceNumber, invoice: JSON.stringify(invoice) })
        // No conflict target: a concurrent issue of the same invoice meets either unique index (order_id or
        // invoice_number) first, and a named target would turn the other one into an error.
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return (
        await db.selectFrom('invoice_documents').select('invoice').where('invoice_number', '=', invoiceNumber).executeTakeFirstOrThrow()
      ).invoice;
    },

    /**
     * A purchase locked for cancelling its e-invoice: its orders on the first order's invoice, that invoice as kept, the
     * first credit note against it and an e-way bill still active on any of its consignments at `at`.
     */
    async lockForIrnCancel(trx: Transaction<DB>, purchaseNumber: string, at: Date) {
      const all = await trx
        .selectFrom('orders')
        .select(['id', 'user_id', 'order_number', 'invoice_number', 'stage', 'dispatch_id'])
        .where('purchase_number', '=', purchaseNumber)
        .orderBy('id')
        .forUpdate()
        .execute();
      if (all.length === 0) return null;
      const invoiceNumber = all[0]!.invoice_number;
      const orders = all.filter((order) => order.invoice_number === invoiceNumber);
      const document = await trx
        .selectFrom('invoice_documents')
        .select(['invoice', 'irn_cancelled_at'])
        .where('invoice_number', '=', invoiceNumber)
        .forUpdate()
        .executeTakeFirst();
      const creditNote = await trx
        .selectFrom('credit_notes')
        .select('number')
        .where('invoice_number', '=', invoiceNumber)
        .orderBy('number')
        .executeTakeFirst();
      const dispatchIds = orders.flatMap((order) => (order.dispatch_id === null ? [] : [order.dispatch_id]));
      const ewayBill =
        dispatchIds.length === 0
          ? undefined
          : await trx
              .selectFrom('dispatches')
              .select('eway_bill_number')
              .where('id', 'in', dispatchIds)
              .where('eway_bill_number', 'is not', null)
              .where('eway_bill_cancelled_at', 'is', null)
              .where('eway_bill_valid_until', '>', at)
              .executeTakeFirst();
      return { invoiceNumber, orders, document, creditNote: creditNote?.number ?? null, ewayBill: ewayBill?.eway_bill_number ?? null };
    },

    /**
     * The invoice's IRN was cancelled at the portal: it is kept as issued, and void; what payments held of it goes to
     * the company's advance.
     */
    async markIrnCancelled(trx: Transaction<DB>, invoiceNumber: string, cancelled: { at: Date; reason: string; remark: string }) {
      await trx
        .updateTable('invoice_documents')
        .set({ irn_cancelled_at: cancelled.at, irn_cancel_reason: cancelled.reason, irn_cancel_remark: cancelled.remark })
        .where('invoice_number', '=', invoiceNumber)
        .where('irn_cancelled_at', 'is', null)
        .execute();
      await sql`SELECT ledger_release(${invoiceNumber}, ${releasedBy.irnCancelled})`.execute(trx);
    },

    /** Keeps a drawn copy's bytes (PostgreSQL) unless one is kept already; answers the kept copy. */
    /** Keeps an object-storage key for a copy unless one is kept already; answers the key that is kept. */
    keepObject: async (orderId: number, copy: 'pdf_object' | 'cancelled_pdf_object', key: string): Promise<string> => {
      const kept = await db
        .updateTable('invoice_documents')
        .set({ [copy]: key })
        .where('order_id', '=', orderId)
        .where(copy, 'is', null)
        .returning(copy)
        .executeTakeFirst();
      if (kept) return key;
      const row = await db.selectFrom('invoice_documents').select(copy).where('order_id', '=', orderId).executeTakeFirstOrThrow();
      return row[copy] ?? key;
    },

    keepCopy: async (orderId: number, copy: 'pdf' | 'cancelled_pdf', bytes: Buffer): Promise<Buffer> => {
      const kept = await db
        .updateTable('invoice_documents')
        .set({ [copy]: bytes })
        .where('order_id', '=', orderId)
        .where(copy, 'is', null)
        .returning(copy)
        .executeTakeFirst();
      if (kept) return bytes;
      const row = await db.selectFrom('invoice_documents').select(copy).where('order_id', '=', orderId).executeTakeFirstOrThrow();
      return row[copy] ?? bytes;
    },
  };
}

import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import { step, type Step } from '../db/pipeline.js';
import type { CompanyReceivablesTable, DB } from '../db/types.js';
import type { Executor } from '../db/executor.js';

/**
 * What a company owes on account: the open amounts' sum, the due day of the oldest invoice still open, and its advance
 * (confirmed payments no invoice holds, less refunds), which what it owes is net of.
 */
export interface Owing {
  openPaise: number;
  oldestDue: string | null;
  advancePaise: number;
}

/** Money released from an invoice to the company's advance, or paid back from it. */
export interface AdvanceMoveRow {
  id: number;
  amount_paise: number;
  created_at: Date;
  /** A release: the invoice and why; a refund: its transfer. */
  invoice_number: string | null;
  reason: string | null;
  payment_reference: string | null;
  method: string | null;
  reference: string | null;
}

/**
 * Each company's advance (company_id, paise): its confirmed payments less what they pay on invoices, less refunds.
 * Released money (a credit note took an invoice below what was paid on it) is in it until applied or refunded.
 */
const advances = (companyIds: RawBuilder<unknown>) => sql`
  SELECT p.company_id, sum(p.amount_paise - coalesce(
      (SELECT sum(a.amount_paise) FROM payment_allocations a WHERE a.payment_id = p.id), 0))
    - coalesce((SELECT sum(r.amount_paise) FROM company_refunds r WHERE r.company_id = p.company_id), 0) AS paise
  FROM company_payments p
  WHERE p.company_id = ANY(${companyIds}) AND p.status = 'confirmed'
  GROUP BY p.company_id`;

/** A company's invoice on account: its total less credit notes, and what payments cover of it. */
export interface LedgerInvoiceRow {
  invoice_number: string;
  /** The invoice's day in India, YYYY-MM-DD. */
  day: string;
  due: string;
  total_paise: number;
  credited_paise: number;
  /** Confirmed payments against it. */
  paid_paise: number;
  /** Reported payments against it, awaiting an operator's confirmation. */
  pending_paise: number;
}

export interface LedgerPaymentRow {
  id: number;
  amount_paise: number;
  method: string;
  reference: string;
  status: 'reported' | 'confirmed' | 'rejected';
  created_at: Date;
  confirmed_at: Date | null;
  /** Why an operator rejected it; null unless rejected. */
  rejected_reason: string | null;
  /** The invoice numbers and amounts it pays. */
  allocations: { invoice: string; paise: number }[];
}

/**
 * The ledger of companies buying on account: their invoices (one per purchase on account, less credit notes; a
 * delivery challan or an invoice whose IRN was cancelled is no invoice of it), and the payments made against them.
 */
export function createLedgerRepository(db: Kysely<DB>) {
  /**
   * The company's invoices on account with what credit notes and payments take off them: the ledger_invoices rows the
   * database keeps up to date (migration 0049's triggers), oldest first.
   */
  const invoicesOf = async (executor: Executor, companyId: number) => {
    const { rows } = await sql<{
      invoice_number: string;
      day: string;
      due: string;
      total_paise: string;
      credited_paise: string;
      paid_paise: string;
      pending_paise: string;
    }>`
      SELECT li.invoice_number, to_char(li.created_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day,
        to_char(li.due, 'YYYY-MM-DD') AS due, li.total_paise::text AS total_paise, li.credited_paise::text AS credited_paise,
        li.paid_paise::text AS paid_paise, li.pending_paise::text AS pending_paise
      FROM ledger_invoices li
      WHERE li.company_id = ${companyId}
      ORDER BY day, li.invoice_number`.execute(executor);
    return rows;
  };

  /**
   * What each company owes: the sum of its open invoices and the oldest one's due day, read from the open invoices'
   * index alone (Place Order's credit check and the console's companies page need no more of the ledger).
   */
  const owingByCompany = async (executor: Executor, companyIds: number[]): Promise<Map<number, Owing>> => {
    const owing = new Map<number, Owing>(companyIds.map((id) => [id, { openPaise: 0, oldestDue: null, advancePaise: 0 }]));
    if (companyIds.length === 0) return owing;
    const ids = sql`${companyIds}::int[]`;
    const { rows } = await sql<{ company_id: number; open_paise: string | null; oldest_due: string | null; advance_paise: string | null }>`
      WITH open AS (
        SELECT li.company_id, sum(li.open_paise) AS paise, min(li.due) AS due FROM ledger_invoices li
        WHERE li.company_id = ANY(${ids}) AND li.open_paise > 0 GROUP BY li.company_id
      ), advance AS (${advances(ids)})
      SELECT c.id AS company_id, open.paise::text AS open_paise, to_char(open.due, 'YYYY-MM-DD') AS oldest_due,
        advance.paise::text AS advance_paise
      FROM unnest(${ids}) AS c (id)
      LEFT JOIN open ON open.company_id = c.id
      LEFT JOIN advance ON advance.company_id = c.id`.execute(executor);
    for (const row of rows)
      owing.set(row.company_id, {
        openPaise: Number(row.open_paise ?? 0),
        oldestDue: row.oldest_due,
        advancePaise: Number(row.advance_paise ?? 0),
      });
    return owing;
  };

  const numbers = <T extends { total_paise: string; credited_paise: string; paid_paise: string; pending_paise: string }>(row: T) => ({
    ...row,
    total_paise: Number(row.total_paise),
    credited_paise: Number(row.credited_paise),
    paid_paise: Number(row.paid_paise),
    pending_paise: Number(row.pending_paise),
  });

  return {
    /** Locks the company's row: payments and orders on account of one company take turns. */
    lockCompany: (trx: Transaction<DB>, companyId: number) =>
      trx.selectFrom('companies').select(['id', 'on_hold']).where('id', '=', companyId).forUpdate().executeTakeFirst(),

    invoices: async (executor: Executor, companyId: number): Promise<LedgerInvoiceRow[]> =>
      (await invoicesOf(executor, companyId)).map(numbers),

    owing: (executor: Executor, companyIds: number[]) => owingByCompany(executor, companyIds),

    /** What one company owes. */
    owingOf: async (executor: Executor, companyId: number): Promise<Owing> => (await owingByCompany(executor, [companyId])).get(companyId)!,

    /** The credit notes against the company's invoices on account, with their day and amount. */
    creditNotes: async (executor: Executor, companyId: number) =>
      (
        await executor
          .selectFrom('credit_notes as cn')
          .select([
            'cn.id',
            'cn.number',
            'cn.invoice_number',
            sql<string>`to_char(cn.issued_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`.as('day'),
            sql<string>`(cn.note->>'totalPaise')::bigint`.as('total_paise'),
          ])
          // Against the invoices of its ledger (not a void one's).
          .where('cn.invoice_number', 'in', (eb) =>
            eb.selectFrom('ledger_invoices as li').select('li.invoice_number').where('li.company_id', '=', companyId),
          )
          .orderBy('cn.issued_at')
          .execute()
      ).map((row) => ({ ...row, total_paise: Number(row.total_paise) })),

    async payments(executor: Executor, companyId: number): Promise<LedgerPaymentRow[]> {
      const [payments, allocations] = await Promise.all([
        executor
          .selectFrom('company_payments')
          .select(['id', 'amount_paise', 'method', 'reference', 'status', 'created_at', 'confirmed_at', 'rejected_reason'])
          .where('company_id', '=', companyId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
        executor
          .selectFrom('payment_allocations as a')
          .innerJoin('company_payments as p', 'p.id', 'a.payment_id')
          .select(['a.payment_id', 'a.invoice_number', 'a.amount_paise'])
          .where('p.company_id', '=', companyId)
          .orderBy('a.invoice_number')
          .execute(),
      ]);
      return payments.map((payment) => ({
        ...payment,
        amount_paise: Number(payment.amount_paise),
        status: payment.status as LedgerPaymentRow['status'],
        allocations: allocations
          .filter((allocation) => allocation.payment_id === payment.id)
          .map((allocation) => ({ invoice: allocation.invoice_number, paise: Number(allocation.amount_paise) })),
      }));
    },

    /** A payment and what it pays; undefined when the reference was used for this company already. */
    async recordPayment(
      trx: Transaction<DB>,
      payment: {
        company_id: number;
        amount_paise: number;
        method: string;
        reference: string;
        status: 'reported' | 'confirmed';
        reported_by: number | null;
        confirmed_by: string | null;
      },
      allocations: { invoice: string; paise: number }[],
    ): Promise<number | undefined> {
      const row = await trx
        .insertInto('company_payments')
        .values({ ...payment, confirmed_at: payment.status === 'confirmed' ? new Date() : null })
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .insertInto('payment_allocations')
        .values(
          allocations.map((allocation) => ({ payment_id: row.id, invoice_number: allocation.invoice, amount_paise: allocation.paise })),
        )
        .execute();
      return row.id;
    },

    /** A reported payment, locked, with its company. */
    paymentForUpdate: (trx: Transaction<DB>, id: number) =>
      trx
        .selectFrom('company_payments')
        .select(['id', 'company_id', 'status', 'amount_paise', 'method', 'reference'])
        .where('id', '=', id)
        .forUpdate()
        .executeTakeFirst(),

    /**
     * Open amounts by company in ageing buckets on `today` (days past due: not due, 1-30, 31-60, 61-90, over 90),
     * largest total first, one page; and the count of companies owing and the totals over all of them. Read from the
     * rows kept per company (migration 0050), not from every open invoice.
     */
    async receivables(today: string, page: number, limit: number) {
      // The first read on a day works out again the rows kept for an earlier one (invoices age overnight).
      await sql`
        SELECT receivables_refresh(array_agg(company_id ORDER BY company_id), ${today}::date)
        FROM company_receivables WHERE as_of <> ${today}::date`.execute(db);
      const owing = sql`
        SELECT company_id, not_due, d1_30, d31_60, d61_90, d90_plus, total FROM company_receivables WHERE total > 0`;
      const { rows } = await sql<
        Omit<Selectable<CompanyReceivablesTable>, 'as_of'> & {
          name: string;
          gstin: string | null;
          on_hold: boolean;
          companies: string;
          all_not_due: string;
          all_d1_30: string;
          all_d31_60: string;
          all_d61_90: string;
          all_d90_plus: string;
          all_total: string;
        }
      >`
        WITH owing AS (${owing}), totals AS (
          SELECT count(*)::int AS companies, coalesce(sum(not_due), 0)::bigint AS all_not_due, coalesce(sum(d1_30), 0)::bigint AS all_d1_30,
            coalesce(sum(d31_60), 0)::bigint AS all_d31_60, coalesce(sum(d61_90), 0)::bigint AS all_d61_90,
            coalesce(sum(d90_plus), 0)::bigint AS all_d90_plus, coalesce(sum(total), 0)::bigint AS all_total FROM owing
        )
        SELECT t.*, w.company_id, c.name, c.gstin, c.on_hold, w.not_due, w.d1_30, w.d31_60, w.d61_90, w.d90_plus, w.total
        FROM totals t
        LEFT JOIN LATERAL (SELECT * FROM owing ORDER BY total DESC, company_id LIMIT ${limit} OFFSET ${(page - 1) * limit}) w ON true
        LEFT JOIN companies c ON c.id = w.company_id
        ORDER BY w.total DESC NULLS LAST, w.company_id`.execute(db);
      const first = rows[0]!;
      return {
        count: Number(first.companies),
        totals: {
          not_due: Number(first.all_not_due),
          d1_30: Number(first.all_d1_30),
          d31_60: Number(first.all_d31_60),
          d61_90: Number(first.all_d61_90),
          d90_plus: Number(first.all_d90_plus),
          total: Number(first.all_total),
        },
        rows: rows
          .filter((row) => row.company_id !== null)
          .map((row) => ({
            company_id: row.company_id,
            name: row.name,
            gstin: row.gstin,
            on_hold: row.on_hold,
            not_due: Number(row.not_due),
            d1_30: Number(row.d1_30),
            d31_60: Number(row.d31_60),
            d61_90: Number(row.d61_90),
            d90_plus: Number(row.d90_plus),
            total: Number(row.total),
          })),
      };
    },

    /**
     * Invoices on account open and due on `today` or before, with the reminder step they are at (0 on the due day, 1
     * a week later, …), that have not had that reminder: each claimed in the same statement, so it is sent once.
     */
    async claimReminders(today: string, limit: number) {
      const { rows } = await sql<{ invoice_number: string; company_id: number; due: string; open_paise: string; step: number }>`
        WITH open AS (
          SELECT li.company_id, li.invoice_number, li.due, (${today}::date - li.due) / 7 AS step, li.open_paise
          FROM ledger_invoices li WHERE li.due <= ${today}::date AND li.open_paise > 0
        ), wanted AS (
          SELECT * FROM open WHERE NOT EXISTS (SELECT 1 FROM payment_reminders r WHERE r.invoice_number = open.invoice_number AND r.step = open.step)
          ORDER BY due LIMIT ${limit}
        ), claimed AS (
          INSERT INTO payment_reminders (invoice_number, step) SELECT invoice_number, step FROM wanted
          ON CONFLICT DO NOTHING RETURNING invoice_number, step
        )
        SELECT w.invoice_number, w.company_id, to_char(w.due, 'YYYY-MM-DD') AS due, w.open_paise::text AS open_paise, w.step
        FROM wanted w JOIN claimed c ON c.invoice_number = w.invoice_number AND c.step = w.step`.execute(db);
      return rows.map((row) => ({ ...row, open_paise: Number(row.open_paise) }));
    },

    /**
     * What payments hold of an invoice brought to at most what it asks for (its total less credit notes; nothing once
     * void): the rest released to the company's advance, each cut written down with `why`. In the transaction that
     * reduced it (migration 0057's ledger_release).
     */
    release: (trx: Transaction<DB>, invoiceNumber: string, why: string) =>
      sql`SELECT ledger_release(${invoiceNumber}, ${why})`.execute(trx),

    /** The company's advance now (in the caller's transaction, after its lock for a refund). */
    advanceOf: async (executor: Executor, companyId: number): Promise<number> =>
      (await owingByCompany(executor, [companyId])).get(companyId)!.advancePaise,

    /**
     * The advance applied to the purchase's invoice just numbered, as a step (pipeline.ts) for Place Order's last
     * exchange: confirmed payments with money no invoice holds, oldest first, up to the advance and the invoice's total.
     */
    applying: (companyId: number, purchaseNumber: string, advancePaise: number): Step<number> =>
      step(
        sql<{ paise: string | null }>`
        WITH invoice AS (
          SELECT invoice_number, sum(total_paise) AS total FROM orders WHERE purchase_number = ${purchaseNumber}
          GROUP BY invoice_number LIMIT 1
        ), cap AS (SELECT least((SELECT total FROM invoice), ${advancePaise}::bigint) AS paise),
        free AS (
          SELECT p.id, p.created_at, p.amount_paise - coalesce((SELECT sum(a.amount_paise) FROM payment_allocations a WHERE a.payment_id = p.id), 0) AS left_paise
          FROM company_payments p WHERE p.company_id = ${companyId} AND p.status = 'confirmed'
        ), running AS (
          SELECT id, left_paise, sum(left_paise) OVER (ORDER BY created_at, id) - left_paise AS before FROM free WHERE left_paise > 0
        ), applied AS (
          INSERT INTO payment_allocations (payment_id, invoice_number, amount_paise)
          SELECT r.id, (SELECT invoice_number FROM invoice), least(r.left_paise, cap.paise - r.before)
          FROM running r, cap WHERE r.before < cap.paise
          RETURNING amount_paise)
        SELECT sum(amount_paise)::text AS paise FROM applied`,
        ({ rows }) => Number((rows[0] as { paise: string | null } | undefined)?.paise ?? 0),
      ),

    /** A refund of the company's advance; undefined when its reference was used for this company already. */
    async recordRefund(
      trx: Transaction<DB>,
      refund: { company_id: number; amount_paise: number; method: string; reference: string; refunded_by: string },
    ): Promise<number | undefined> {
      const row = await trx
        .insertInto('company_refunds')
        .values(refund)
        .onConflict((conflict) => conflict.doNothing())
        .returning('id')
        .executeTakeFirst();
      return row?.id;
    },

    /** Money released from the company's invoices to its advance, and refunded from it, oldest first. */
    async advanceMoves(executor: Executor, companyId: number): Promise<{ releases: AdvanceMoveRow[]; refunds: AdvanceMoveRow[] }> {
      const [releases, refunds] = await Promise.all([
        executor
          .selectFrom('payment_releases as r')
          .innerJoin('company_payments as p', 'p.id', 'r.payment_id')
          .select([
            'r.id',
            'r.amount_paise',
            'r.created_at',
            'r.invoice_number',
            'r.reason',
            'p.method',
            'p.reference as payment_reference',
          ])
          .where('p.company_id', '=', companyId)
          .where('p.status', '=', 'confirmed')
          .orderBy('r.created_at')
          .orderBy('r.id')
          .execute(),
        executor
          .selectFrom('company_refunds')
          .select(['id', 'amount_paise', 'created_at', 'method', 'reference'])
          .where('company_id', '=', companyId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ]);
      return {
        releases: releases.map((row) => ({ ...row, amount_paise: Number(row.amount_paise), reference: null })),
        refunds: refunds.map((row) => ({
          ...row,
          amount_paise: Number(row.amount_paise),
          invoice_number: null,
          reason: null,
          payment_reference: null,
        })),
      };
    },

    confirmPayment: (trx: Transaction<DB>, id: number, operator: string) =>
      trx
        .updateTable('company_payments')
        .set({ status: 'confirmed', confirmed_by: operator, confirmed_at: new Date() })
        .where('id', '=', id)
        .execute(),

    /** A reported payment that never arrived: it stops counting as pending on its invoices (the ledger's trigger). */
    rejectPayment: (trx: Transaction<DB>, id: number, operator: string, reason: string) =>
      trx
        .updateTable('company_payments')
        .set({ status: 'rejected', rejected_by: operator, rejected_at: new Date(), rejected_reason: reason })
        .where('id', '=', id)
        .execute(),
  };
}

export type LedgerRepository = ReturnType<typeof createLedgerRepository>;

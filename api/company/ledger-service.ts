import { CREDIT_MESSAGES, noSuchInvoice, overAllocated, refundPastAdvance, type PaymentChannel } from '../../domain/company-credit.js';
import { COMPANY_MESSAGES, may } from '../../domain/company.js';
import { indianDay } from '../../domain/day.js';
import { ADMIN_PAGE_SIZE } from '../../domain/admin.js';
import { paiseToRupees, rupeesToPaise } from '../../domain/money.js';
import type { LedgerAnswer, LedgerChange, PaymentBody, ReceivablesAnswer, RefundBody, RestLedger } from '../../domain/rest/ledger.js';
import { statementOf, statementPeriodOk, type StatementEntry, type StatementOfAccount } from '../../domain/statement.js';
import { gstStateOfCode } from '../../domain/gstin.js';
import type { Supplier } from '../../domain/invoice.js';
import type { PayTo } from '../../domain/pay-to.js';
import { badRequest, conflict, forbidden, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { UserRow } from '../repositories/users.js';
import { creditPosition } from './credit-position.js';
import { receivablesCsv, RECEIVABLES_SHEET_MAX } from './receivables-csv.js';
import type { Mailer } from '../auth/mailer.js';
import type { ShopLinks } from '../../domain/links.js';
import { hasVisibleText } from '../../domain/visible-text.js';
import { formatRupees } from '../../domain/money.js';
import type { Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import type { Executor } from '../db/executor.js';

type Trx = Transaction<DB>;

/**
 * A company's ledger: its invoices on account with what is open and how late, the payments against them (reported by
 * the company's Owner or Accounts and confirmed by an operator, or recorded by an operator), and its statement.
 * Payments of one company take turns on its row, so no invoice is paid past its open amount by payments at once.
 */
/** Where the ledger's mails go: the queued mailer and the shop's links; none in tests that need no mail. */
export interface LedgerMail {
  mailer: Mailer;
  links: ShopLinks;
  mailFailed: (error: unknown, subject: string) => void;
}

/** Companies' money on account: the ledger and statement members see, payments reported and recorded, receivables. */
export interface LedgerService {
  ledger(userId: number): Promise<LedgerAnswer>;
  /** A payment the company's Owner or Accounts made, reported to be confirmed once it arrives. */
  report(user: Pick<UserRow, 'id' | 'email'>, body: PaymentBody): Promise<LedgerAnswer>;
  statement(userId: number, from: string, to: string): Promise<StatementOfAccount>;
  /** The company whose ledger the member may see (their role sees the ledger), by id. */
  companyOf(userId: number): Promise<number>;
  companyLedger(companyId: number): Promise<LedgerAnswer>;
  companyStatement(companyId: number, from: string, to: string): Promise<StatementOfAccount>;
  record(companyId: number, body: PaymentBody, operator: string): Promise<LedgerChange>;
  /** Outstanding by company in ageing buckets, largest first, a page at a time (Console › Receivables). */
  receivables(page: number): Promise<ReceivablesAnswer>;
  /** The receivables as a sheet as on today: every company owing (up to RECEIVABLES_SHEET_MAX), with the totals. */
  receivablesSheet(): Promise<{ filename: string; body: string }>;
  /** Operators: part or all of the company's advance paid back to it, with the transfer's reference. */
  refund(companyId: number, body: RefundBody, operator: string): Promise<LedgerChange>;
  confirm(paymentId: number, operator: string): Promise<LedgerChange>;
  /** Operators: a reported payment that never arrived, with why; the company's Owner and Accounts are mailed. */
  reject(paymentId: number, reason: string, operator: string): Promise<LedgerChange>;
}

export function createLedgerService(
  repos: Repositories,
  supplier: Pick<Supplier, 'msme'>,
  payTo: PayTo | null,
  mail: LedgerMail | null = null,
  now = () => new Date(),
): LedgerService {
  async function ledger(executor: Executor, companyId: number): Promise<RestLedger> {
    const company = await repos.companies.one(executor, companyId);
    if (!company) throw notFound('There is no company with this id.');
    const [invoices, payments, advancePaise, moves, credits] = await Promise.all([
      repos.ledger.invoices(executor, companyId),
      repos.ledger.payments(executor, companyId),
      repos.ledger.advanceOf(executor, companyId),
      repos.ledger.advanceMoves(executor, companyId),
      repos.ledger.creditNotes(executor, companyId),
    ]);
    const position = creditPosition(company, invoices, advancePaise, indianDay(now()), supplier.msme !== undefined);
    const creditsOf = (invoice: string) =>
      credits
        .filter((row) => row.invoice_number === invoice)
        .map((row) => ({ _id: String(row.id), number: row.number, amount: paiseToRupees(row.total_paise) }));
    return {
      companyId: String(company.id),
      name: company.name,
      invoices: position.rows.map(({ openPaise: _open, ...row }) => ({ ...row, creditNotes: creditsOf(row.number) })),
      payments: payments.map((payment) => ({
        _id: String(payment.id),
        amount: paiseToRupees(payment.amount_paise),
        method: payment.method as PaymentChannel,
        reference: payment.reference,
        status: payment.status,
        rejectedReason: payment.rejected_reason,
        date: new Date(payment.confirmed_at ?? payment.created_at).toISOString(),
        allocations: payment.allocations.map((allocation) => ({ invoiceId: allocation.invoice, amount: paiseToRupees(allocation.paise) })),
      })),
      outstanding: paiseToRupees(position.outstandingPaise),
      advance: paiseToRupees(advancePaise),
      advanceMoves: [
        ...moves.releases.map((row) => ({
          kind: 'released' as const,
          date: new Date(row.created_at).toISOString(),
          amount: paiseToRupees(row.amount_paise),
          invoiceId: row.invoice_number,
          why: row.reason,
          reference: `${row.method} ${row.payment_reference}`,
        })),
        ...moves.refunds.map((row) => ({
          kind: 'refunded' as const,
          date: new Date(row.created_at).toISOString(),
          amount: paiseToRupees(row.amount_paise),
          invoiceId: null,
          why: null,
          reference: `${row.method} ${row.reference}`,
        })),
      ].sort((a, b) => a.date.localeCompare(b.date)),
      creditLimit: paiseToRupees(position.limitPaise),
      available: paiseToRupees(position.availablePaise),
      onHold: position.onHold,
      holdReason: position.holdReason,
      payTo: payTo && { ...payTo, upiId: payTo.upiId ?? null },
    };
  }

  /** The member's company, when their role sees the ledger. */
  async function ledgerCompany(executor: Executor, userId: number): Promise<number> {
    const mine = await repos.companies.ofUser(userId, executor);
    if (!mine) throw notFound(COMPANY_MESSAGES.none);
    if (!may(mine.role, 'seeLedger')) throw forbidden(CREDIT_MESSAGES.ledgerNotAllowed);
    return mine.company.id;
  }

  /** The payment's allocations checked against what is open now (reported payments count), inside the company's lock. */
  async function checkedAllocations(trx: Trx, companyId: number, body: PaymentBody) {
    const allocations = body.allocations.map((allocation) => ({
      invoice: allocation.invoiceId.trim(),
      paise: rupeesToPaise(allocation.amount),
    }));
    if (new Set(allocations.map((allocation) => allocation.invoice)).size !== allocations.length)
      throw badRequest('Name each invoice once in a payment.');
    if (allocations.reduce((sum, allocation) => sum + allocation.paise, 0) !== rupeesToPaise(body.amount))
      throw badRequest(CREDIT_MESSAGES.allocationsMismatch);
    const invoices = await repos.ledger.invoices(trx, companyId);
    for (const allocation of allocations) {
      const invoice = invoices.find((row) => row.invoice_number === allocation.invoice);
      if (!invoice) throw badRequest(noSuchInvoice(allocation.invoice));
      const open = invoice.total_paise - invoice.credited_paise - invoice.paid_paise - invoice.pending_paise;
      if (allocation.paise > open) throw conflict(overAllocated(allocation.invoice, paiseToRupees(Math.max(0, open))));
    }
    return allocations;
  }

  async function pay(companyId: number, body: PaymentBody, by: { userId: number | null; operator: string | null; email: string }) {
    return repos.transaction(async (trx) => {
      if (!(await repos.ledger.lockCompany(trx, companyId))) throw notFound('There is no company with this id.');
      const allocations = await checkedAllocations(trx, companyId, body);
      const confirmed = by.operator !== null;
      const id = await repos.ledger.recordPayment(
        trx,
        {
          company_id: companyId,
          amount_paise: rupeesToPaise(body.amount),
          method: body.method,
          reference: body.reference.trim().toUpperCase(),
          status: confirmed ? 'confirmed' : 'reported',
          reported_by: by.userId,
          confirmed_by: by.operator,
        },
        allocations,
      );
      if (id === undefined) throw conflict(CREDIT_MESSAGES.duplicateReference);
      await repos.activity.record(trx, {
        operator: by.email.toLowerCase(),
        kind: confirmed ? 'company.payment' : 'company.report',
        objectId: companyId,
        summary: `${by.email} ${confirmed ? 'recorded' : 'reported'} ${body.method} ${body.reference.trim().toUpperCase()} of ${formatRupees(body.amount)} against ${allocations.map((allocation) => allocation.invoice).join(', ')}`,
        after: { paymentId: id, amount: body.amount, allocations },
      });
      return { msg: confirmed ? CREDIT_MESSAGES.paymentRecorded : CREDIT_MESSAGES.paymentReported, data: await ledger(trx, companyId) };
    });
  }

  /** The entries of a company's statement: its invoices, credit notes and confirmed payments. */
  async function statement(companyId: number, from: string, to: string): Promise<StatementOfAccount> {
    if (!statementPeriodOk(from, to)) throw badRequest(CREDIT_MESSAGES.badPeriod);
    const company = await repos.companies.one(repos.db, companyId);
    if (!company) throw notFound('There is no company with this id.');
    const [invoices, credits, payments, moves] = await Promise.all([
      repos.ledger.invoices(repos.db, companyId),
      repos.ledger.creditNotes(repos.db, companyId),
      repos.ledger.payments(repos.db, companyId),
      repos.ledger.advanceMoves(repos.db, companyId),
    ]);
    const entries: StatementEntry[] = [
      ...invoices.map((row) => ({
        day: row.day,
        kind: 'Invoice' as const,
        reference: row.invoice_number,
        debitPaise: row.total_paise,
        creditPaise: 0,
        due: row.due,
      })),
      ...credits.map((row) => ({
        day: row.day,
        kind: 'Credit note' as const,
        reference: `${row.number} (against ${row.invoice_number})`,
        debitPaise: 0,
        creditPaise: row.total_paise,
      })),
      ...payments
        .filter((row) => row.status === 'confirmed')
        .map((row) => ({
          day: indianDay(new Date(row.confirmed_at!)),
          kind: 'Payment' as const,
          reference: `${row.method} ${row.reference}`,
          debitPaise: 0,
          creditPaise: row.amount_paise,
        })),
      ...moves.refunds.map((row) => ({
        day: indianDay(new Date(row.created_at)),
        kind: 'Refund' as const,
        reference: `${row.method} ${row.reference}`,
        debitPaise: row.amount_paise,
        creditPaise: 0,
      })),
    ];
    const state = gstStateOfCode(company.state_code)?.name;
    return {
      company: {
        name: company.name,
        gstin: company.gstin,
        address: [company.address, company.city, [state, company.pin_code].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      },
      statement: statementOf(entries, from, to),
      open: invoices
        .map((row) => ({
          number: row.invoice_number,
          due: row.due,
          openPaise: Math.max(0, row.total_paise - row.credited_paise - row.paid_paise),
        }))
        .filter((row) => row.openPaise > 0),
    };
  }

  /** Outstanding by company in ageing buckets on today, largest first, `limit` companies a page. */
  async function receivables(page: number, limit: number) {
    const { rows, count, totals } = await repos.ledger.receivables(indianDay(now()), page, limit);
    const buckets = (row: typeof totals) => ({
      notDue: paiseToRupees(row.not_due),
      d1_30: paiseToRupees(row.d1_30),
      d31_60: paiseToRupees(row.d31_60),
      d61_90: paiseToRupees(row.d61_90),
      d90plus: paiseToRupees(row.d90_plus),
      total: paiseToRupees(row.total),
    });
    return {
      // Over 30 days overdue is a hold (HOLD_AFTER_DAYS_OVERDUE), as at Place Order.
      data: rows.map((row) => ({
        companyId: String(row.company_id),
        name: row.name,
        gstin: row.gstin,
        onHold: row.on_hold || row.d31_60 + row.d61_90 + row.d90_plus > 0,
        ...buckets(row),
      })),
      totals: buckets(totals),
      totalItems: count,
      totalPages: Math.ceil(count / limit),
      countCapped: false,
    };
  }

  return {
    ledger: async (userId: number): Promise<LedgerAnswer> => ({ data: await ledger(repos.db, await ledgerCompany(repos.db, userId)) }),

    /** A payment the company's Owner or Accounts made, reported to be confirmed once it arrives. */
    report: async (user: Pick<UserRow, 'id' | 'email'>, body: PaymentBody): Promise<LedgerAnswer> =>
      pay(await ledgerCompany(repos.db, user.id), body, { userId: user.id, operator: null, email: user.email }),

    statement: async (userId: number, from: string, to: string) => statement(await ledgerCompany(repos.db, userId), from, to),

    /** The company whose ledger the member may see (their role sees the ledger), by id. */
    companyOf: (userId: number): Promise<number> => ledgerCompany(repos.db, userId),

    // The operators' side.
    companyLedger: async (companyId: number): Promise<LedgerAnswer> => ({ data: await ledger(repos.db, companyId) }),
    companyStatement: statement,
    record: (companyId: number, body: PaymentBody, operator: string): Promise<LedgerChange> =>
      pay(companyId, body, { userId: null, operator, email: operator }),

    /** Outstanding by company in ageing buckets, largest first, a page at a time (Console › Receivables). */
    receivables: (page: number) => receivables(page, ADMIN_PAGE_SIZE),

    /** The receivables as a sheet as on today: every company owing (up to RECEIVABLES_SHEET_MAX), with the totals. */
    async receivablesSheet() {
      const today = indianDay(now());
      const answer = await receivables(1, RECEIVABLES_SHEET_MAX);
      return { filename: `Receivables-as-on-${today}.csv`, body: receivablesCsv(today, answer) };
    },

    /** Operators: part or all of the company's advance paid back to it, with the transfer's reference. */
    refund: (companyId: number, body: RefundBody, operator: string): Promise<LedgerChange> =>
      repos.transaction(async (trx) => {
        if (!(await repos.ledger.lockCompany(trx, companyId))) throw notFound('There is no company with this id.');
        const advancePaise = await repos.ledger.advanceOf(trx, companyId);
        const amountPaise = rupeesToPaise(body.amount);
        if (amountPaise > advancePaise) throw conflict(refundPastAdvance(paiseToRupees(advancePaise)));
        const reference = body.reference.trim().toUpperCase();
        const id = await repos.ledger.recordRefund(trx, {
          company_id: companyId,
          amount_paise: amountPaise,
          method: body.method,
          reference,
          refunded_by: operator,
        });
        if (id === undefined) throw conflict(CREDIT_MESSAGES.duplicateRefund);
        await repos.activity.record(trx, {
          operator,
          kind: 'company.refund',
          objectId: companyId,
          summary: `${operator} refunded ${formatRupees(body.amount)} of the advance by ${body.method} ${reference}`,
          before: { advance: paiseToRupees(advancePaise) },
          after: { advance: paiseToRupees(advancePaise - amountPaise), refundId: id },
        });
        return { msg: CREDIT_MESSAGES.refundRecorded, data: await ledger(trx, companyId) };
      }),

    confirm: (paymentId: number, operator: string): Promise<LedgerChange> =>
      repos.transaction(async (trx) => {
        const payment = await repos.ledger.paymentForUpdate(trx, paymentId);
        if (!payment) throw notFound(CREDIT_MESSAGES.noSuchPayment);
        if (payment.status === 'confirmed') throw conflict(CREDIT_MESSAGES.alreadyConfirmed);
        if (payment.status === 'rejected') throw conflict(CREDIT_MESSAGES.alreadyRejected);
        await repos.ledger.confirmPayment(trx, paymentId, operator);
        await repos.activity.record(trx, {
          operator,
          kind: 'company.confirm',
          objectId: payment.company_id,
          summary: `${operator} confirmed payment ${payment.reference} of ${formatRupees(paiseToRupees(Number(payment.amount_paise)))}`,
        });
        return { msg: CREDIT_MESSAGES.paymentConfirmed, data: await ledger(trx, payment.company_id) };
      }),

    /** Operators: a reported payment that never arrived, with why; the company's Owner and Accounts are mailed. */
    async reject(paymentId: number, reason: string, operator: string): Promise<LedgerChange> {
      if (!hasVisibleText(reason)) throw badRequest(CREDIT_MESSAGES.rejectReasonNeeded);
      const why = reason.trim();
      const { answer, payment } = await repos.transaction(async (trx) => {
        const payment = await repos.ledger.paymentForUpdate(trx, paymentId);
        if (!payment) throw notFound(CREDIT_MESSAGES.noSuchPayment);
        if (payment.status === 'confirmed') throw conflict(CREDIT_MESSAGES.confirmedNotRejected);
        if (payment.status === 'rejected') throw conflict(CREDIT_MESSAGES.alreadyRejected);
        await repos.ledger.rejectPayment(trx, paymentId, operator, why);
        const amount = paiseToRupees(Number(payment.amount_paise));
        await repos.activity.record(trx, {
          operator,
          kind: 'company.reject',
          objectId: payment.company_id,
          summary: `${operator} rejected payment ${payment.method} ${payment.reference} of ${formatRupees(amount)}: ${why}`,
        });
        return { answer: { msg: CREDIT_MESSAGES.paymentRejected, data: await ledger(trx, payment.company_id) }, payment };
      });
      if (mail) {
        const amount = formatRupees(paiseToRupees(Number(payment.amount_paise)));
        const subject = `Payment ${payment.method} ${payment.reference} of ${amount} was not received`;
        const text = [
          `FabricMart could not match the payment you reported, ${payment.method} ${payment.reference} of ${amount}: ${why}`,
          'It no longer counts against your invoices. Check the UTR with your bank and report the payment again:',
          mail.links.company(),
        ].join('\n');
        const members = await repos.companies.members(repos.db, payment.company_id);
        for (const member of members.filter((one) => may(one.role, 'seeLedger')))
          await mail.mailer.send({ to: member.email, subject, text }).catch((error: unknown) => mail.mailFailed(error, subject));
      }
      return answer;
    },
  };
}

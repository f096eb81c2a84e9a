// A company's ledger: GET /api/company/ledger, POST /api/company/payments, the statement; the operators' payments
// and receivables.
import { Type, type Static } from '@sinclair/typebox';
import { PAYMENT_CHANNELS } from '../company-credit.js';
import { MAX_COMPANY_RUPEES } from '../company.js';
import { CalendarDay, errors, Id, Nullable, OneOf, PlainText } from './shared.js';

export const LedgerInvoice = Type.Object({
  /** The invoice's number (one invoice per purchase), which payments name. */
  _id: Type.String(),
  number: Type.String(),
  date: Type.String({ format: 'date' }),
  dueDate: Type.String({ format: 'date' }),
  /**
   * When the supplier is a micro or small enterprise: the day the law wants it paid by (45 days from the invoice at
   * most, MSMED Act s.15; Income Tax Act s.43B(h)), the sooner of that and the due date; null otherwise.
   */
  mustPayBy: Nullable(Type.String({ format: 'date' })),
  /** Rupees: the invoice as issued. */
  issued: Type.Number(),
  /** Rupees: the invoice less its credit notes. */
  total: Type.Number(),
  /** Rupees paid by confirmed payments. */
  paid: Type.Number(),
  open: Type.Number(),
  /** Rupees of reported payments not yet confirmed. */
  awaitingConfirmation: Type.Number(),
  daysOverdue: Type.Integer(),
  /** The credit notes that took `total` below the invoice as issued (a cancellation, a claim), oldest first. */
  creditNotes: Type.Array(
    Type.Object({
      /** The credit note's id, for GET /api/credit-note/{id}.pdf. */
      _id: Type.String(),
      number: Type.String(),
      /** Rupees, GST included. */
      amount: Type.Number(),
    }),
  ),
});
export type LedgerInvoice = Static<typeof LedgerInvoice>;

export const LedgerPayment = Type.Object({
  _id: Type.String(),
  amount: Type.Number(),
  method: OneOf(PAYMENT_CHANNELS),
  reference: Type.String(),
  /** reported (waiting for FabricMart to see it arrive), confirmed, or rejected (it never arrived: see why). */
  status: OneOf(['reported', 'confirmed', 'rejected']),
  /** Why an operator rejected it; null unless rejected. */
  rejectedReason: Nullable(Type.String()),
  date: Type.String({ format: 'date-time' }),
  allocations: Type.Array(Type.Object({ invoiceId: Type.String(), amount: Type.Number() })),
});
export type LedgerPayment = Static<typeof LedgerPayment>;

/**
 * Money moved into or out of the company's advance: released from an invoice a credit note reduced (or whose IRN was
 * cancelled), from the payment that had paid it; or refunded to the company by an operator.
 */
export const AdvanceMove = Type.Object({
  kind: OneOf(['released', 'refunded']),
  date: Type.String({ format: 'date-time' }),
  amount: Type.Number(),
  /** Released: the invoice it came from, and why (the credit note, or the IRN's cancellation). */
  invoiceId: Nullable(Type.String()),
  why: Nullable(Type.String()),
  /** The transfer: the payment the money came from, or the refund's. */
  reference: Type.String(),
});
export type AdvanceMove = Static<typeof AdvanceMove>;

/** The marketplace's bank account and UPI ID that companies on account pay into (domain/pay-to.ts). */
export const PayToAccount = Type.Object({
  accountName: Type.String(),
  accountNumber: Type.String(),
  ifsc: Type.String(),
  bank: Type.String(),
  branch: Type.String(),
  upiId: Nullable(Type.String()),
});

export const RestLedger = Type.Object({
  companyId: Type.String(),
  name: Type.String(),
  invoices: Type.Array(LedgerInvoice),
  payments: Type.Array(LedgerPayment),
  /** Rupees the company owes: its open invoices less its advance (below zero when the advance is the greater). */
  outstanding: Type.Number(),
  /**
   * Rupees paid that no invoice holds (a payment against an invoice later reduced by a credit note): applied to the
   * company's next invoice on account, or refunded by an operator.
   */
  advance: Type.Number(),
  advanceMoves: Type.Array(AdvanceMove),
  creditLimit: Type.Number(),
  available: Type.Number(),
  onHold: Type.Boolean(),
  /** Why the company is on credit hold, in words; null when it is not. */
  holdReason: Type.Union([Type.String(), Type.Null()]),
  /** Where to pay: the marketplace's bank account and UPI ID; null when the marketplace has not set them. */
  payTo: Nullable(PayToAccount),
});
export type RestLedger = Static<typeof RestLedger>;

const LedgerAnswer = Type.Object({ msg: Type.Optional(Type.String()), data: RestLedger });
export type LedgerAnswer = Static<typeof LedgerAnswer>;
/** What a change to the ledger answers: its sentence and the ledger as it now is. */
const LedgerChange = Type.Object({ msg: Type.String(), data: RestLedger });
export type LedgerChange = Static<typeof LedgerChange>;
export const ledgerSchema = { response: { 200: LedgerAnswer, ...errors(401, 403, 404) } };

const Amount = Type.Number({ minimum: 0.01, maximum: MAX_COMPANY_RUPEES, multipleOf: 0.01 });
export const PaymentBody = Type.Object(
  {
    amount: Amount,
    method: OneOf(PAYMENT_CHANNELS),
    /** The UTR of a NEFT or RTGS transfer, or the UPI reference number. */
    reference: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9/-]+$' }),
    allocations: Type.Array(Type.Object({ invoiceId: PlainText(40, { minLength: 1 }), amount: Amount }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 100,
    }),
  },
  { additionalProperties: false },
);
export type PaymentBody = Static<typeof PaymentBody>;
export const reportPaymentSchema = { body: PaymentBody, response: { 201: LedgerAnswer, ...errors(400, 401, 403, 404, 409) } };

export const StatementQuery = Type.Object({ from: CalendarDay, to: CalendarDay }, { additionalProperties: false });
export type StatementQuery = Static<typeof StatementQuery>;
const statementAnswers = {
  200: Type.Unsafe<Uint8Array>({
    type: 'string',
    format: 'binary',
    description: 'The statement of account (.csv: text/csv, a row per entry with the running balance; .pdf: application/pdf).',
  }),
  ...errors(400, 401, 403, 404, 429),
};
export const statementSchema = { querystring: StatementQuery, response: statementAnswers };

const CompanyParams = Type.Object({ id: Id });
export const adminLedgerSchema = { params: CompanyParams, response: { 200: LedgerAnswer, ...errors(401, 403, 404) } };
export const adminStatementSchema = { params: CompanyParams, querystring: StatementQuery, response: statementAnswers };
export const recordPaymentSchema = {
  params: CompanyParams,
  body: PaymentBody,
  response: { 201: LedgerChange, ...errors(400, 401, 403, 404, 409) },
};
export const RefundBody = Type.Object(
  {
    amount: Amount,
    method: OneOf(PAYMENT_CHANNELS),
    /** The UTR of the transfer back to the company. */
    reference: Type.String({ minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9/-]+$' }),
  },
  { additionalProperties: false },
);
export type RefundBody = Static<typeof RefundBody>;
export const refundSchema = {
  params: CompanyParams,
  body: RefundBody,
  response: { 201: LedgerChange, ...errors(400, 401, 403, 404, 409) },
};
export const confirmPaymentSchema = { params: Type.Object({ id: Id }), response: { 200: LedgerChange, ...errors(401, 403, 404, 409) } };
export const RejectPaymentBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false });
export const rejectPaymentSchema = {
  params: Type.Object({ id: Id }),
  body: RejectPaymentBody,
  response: { 200: LedgerChange, ...errors(400, 401, 403, 404, 409) },
};

// Console › Receivables: outstanding by company in ageing buckets.
export const ReceivableRow = Type.Object({
  companyId: Type.String(),
  name: Type.String(),
  gstin: Nullable(Type.String()),
  notDue: Type.Number(),
  d1_30: Type.Number(),
  d31_60: Type.Number(),
  d61_90: Type.Number(),
  d90plus: Type.Number(),
  total: Type.Number(),
  onHold: Type.Boolean(),
});
export type ReceivableRow = Static<typeof ReceivableRow>;
const Buckets = Type.Object({
  notDue: Type.Number(),
  d1_30: Type.Number(),
  d31_60: Type.Number(),
  d61_90: Type.Number(),
  d90plus: Type.Number(),
  total: Type.Number(),
});
export const receivablesSchema = {
  querystring: Type.Object({ page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }) }, { additionalProperties: false }),
  response: {
    200: Type.Object({
      data: Type.Array(ReceivableRow),
      totals: Buckets,
      totalItems: Type.Integer(),
      totalPages: Type.Integer(),
      countCapped: Type.Boolean(),
    }),
    ...errors(400, 401, 403),
  },
};

export const receivablesSheetSchema = {
  response: {
    200: Type.Unsafe<string>({
      type: 'string',
      description: 'Receivables as on today (text/csv): a row per company owing, by age, with the totals.',
    }),
    ...errors(401, 403),
  },
};
export const remindSchema = {
  response: { 200: Type.Object({ msg: Type.String(), sent: Type.Integer() }), ...errors(401, 403) },
};

/** A page of Console › Receivables with the totals of every company owing. */
export type ReceivablesAnswer = Static<(typeof receivablesSchema.response)[200]>;

// Buying on account: when an order may be placed without payment, when an invoice falls due, and what the ledger says.
import { formatDay } from './day.js';
import { creditDays, TERMS_NAMES, type PaymentTerms } from './company.js';
import { formatRupees } from './money.js';

/** The paymentMethod of an order placed on account (POST /api/buy). */
export const ON_ACCOUNT = 'On Account';

/** A company whose oldest open invoice is more than this many days overdue is on credit hold. */
export const HOLD_AFTER_DAYS_OVERDUE = 30;

/**
 * Micro and small suppliers must be paid within 15 days, or 45 with a written agreement (MSMED Act s.15; Income Tax
 * Act s.43B(h) disallows the buyer's expense otherwise): the day a buyer must pay by, whatever longer terms say.
 */
export const MSE_MAX_DAYS = 45;

export const PAYMENT_CHANNELS = ['UPI', 'NEFT', 'RTGS'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD `days` after `day`. */
export const dayPlus = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `due` to `today` (both YYYY-MM-DD); 0 when not yet due. */
export const daysOverdue = (due: string, today: string): number =>
  Math.max(0, Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${due}T00:00:00Z`)) / DAY_MS));

/** The day an invoice of `day` falls due under the terms. */
export const dueDay = (day: string, terms: PaymentTerms): string => dayPlus(day, creditDays(terms));

/** For an invoice of `day` due on `due`: the day a micro or small supplier must be paid by, the sooner of the two. */
export const mustPayBy = (day: string, due: string): string => {
  const lawful = dayPlus(day, MSE_MAX_DAYS);
  return lawful < due ? lawful : due;
};

export const CREDIT_MESSAGES = {
  notInCompany: 'Pay on account is for company accounts with credit terms. Choose another payment method.',
  ledgerNotAllowed: "Only the company's Owner and Accounts see the ledger and record payments.",
  allocationsMismatch: 'The amounts against invoices should add up to the payment.',
  paymentReported: 'Payment reported. It counts against your invoices once FabricMart confirms it has arrived.',
  paymentRecorded: 'Payment recorded',
  paymentConfirmed: 'Payment confirmed',
  alreadyConfirmed: 'This payment is confirmed already.',
  alreadyRejected: 'This payment was rejected already.',
  confirmedNotRejected: 'This payment is confirmed: it has arrived and pays its invoices. Correct it with a refund, not a rejection.',
  paymentRejected: 'Payment rejected. The company is told why.',
  rejectReasonNeeded: 'Say why the payment is rejected: the company reads it.',
  noSuchPayment: 'There is no such payment.',
  duplicateReference: 'A payment with this reference is recorded already: one transfer is one payment.',
  badPeriod: 'Choose a period: from a day to a day no earlier, at most 5 years apart.',
  refundRecorded: 'Refund recorded: the advance is less by it.',
  duplicateRefund: 'A refund with this reference is recorded already: one transfer is one refund.',
} as const;

/** What a company owes as it reads: the rupees, or below zero the advance in its favour. */
export const owedText = (outstandingRupees: number) =>
  outstandingRupees < 0 ? `${formatRupees(0)} (advance ${formatRupees(-outstandingRupees)})` : formatRupees(outstandingRupees);

export const refundPastAdvance = (advanceRupees: number) =>
  advanceRupees === 0
    ? 'This company has no advance to refund: nothing it paid is waiting to be applied.'
    : `At most ${formatRupees(advanceRupees)} of this company's advance is left to refund.`;

/** Why money left an invoice for the company's advance. */
export const releasedBy = {
  creditNote: (number: string) => `Credit note ${number}`,
  irnCancelled: 'IRN cancelled: the invoice is void',
} as const;

export const notOnCreditTerms = (terms: PaymentTerms) =>
  `Your company buys on ${TERMS_NAMES[terms]} terms, so Pay on account is not offered. Choose another payment method.`;

export const creditExceeded = (company: string, orderRupees: number, availableRupees: number) =>
  `This order of ${formatRupees(orderRupees)} is more than the credit ${company} has available (${formatRupees(availableRupees)}). Pay by another method, or pay open invoices first.`;

export const creditHold = (company: string, why: string) =>
  `${company} is on credit hold (${why}), so Pay on account is paused. Other payment methods still work.`;

export const overdueHold = (days: number) => `an invoice is ${days} days overdue`;
export const MANUAL_HOLD = 'set by FabricMart';
/** An operator's hold as the company reads it: who set it and why. */
export const manualHold = (reason: string | null) => (reason ? `${MANUAL_HOLD}: ${reason}` : MANUAL_HOLD);
export const HOLD_MESSAGES = {
  reasonNeeded: 'Say why the company goes on credit hold: its Owner and Accounts are mailed the reason.',
  notHeld: 'This company is not on a hold set by FabricMart; an overdue invoice’s hold ends when it is paid.',
} as const;

export const noSuchInvoice = (invoice: string) => `${invoice} is not an open invoice of your company.`;
export const overAllocated = (invoice: string, openRupees: number) =>
  `${invoice} has ${formatRupees(openRupees)} open (payments awaiting confirmation included): allocate no more than that.`;

export const roleDoesNotOrder = (company: string, role: string) =>
  `Your role in ${company} (${role}) does not place orders. Ask a Buyer or the Owner of the company.`;

/** "Due 27 Dec 2026" or "12 days overdue", for a ledger row. */
export const dueText = (due: string, today: string): string => {
  const late = daysOverdue(due, today);
  return late > 0 ? `${late} ${late === 1 ? 'day' : 'days'} overdue` : `Due ${formatDay(due)}`;
};

/** An invoice as the payment form offers it: what can still be paid of it (reported payments counted). */
export interface PayableInvoice {
  id: string;
  number: string;
  open: number;
  awaitingConfirmation: number;
}

export const PAYMENT_FORM_MESSAGES = {
  nothing: 'Enter the amount paid against at least one invoice.',
  reference: 'Enter the UTR or UPI reference of the payment (letters, digits, / and -).',
  amount: 'Enter amounts in rupees, to the paisa.',
} as const;

export const payableOf = (invoice: PayableInvoice): number =>
  Math.max(0, Math.round((invoice.open - invoice.awaitingConfirmation) * 100) / 100);

/** What is wrong with a payment about to be reported, in one sentence; null when it can be sent. */
export function paymentFormProblem(
  form: { reference: string; amounts: Record<string, string> },
  invoices: PayableInvoice[],
): string | null {
  const entered = Object.entries(form.amounts).filter(([, text]) => text.trim() !== '');
  for (const [, text] of entered)
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(text.replace(/,/g, '').trim()) || Number(text.replace(/,/g, '')) <= 0)
      return PAYMENT_FORM_MESSAGES.amount;
  if (entered.length === 0) return PAYMENT_FORM_MESSAGES.nothing;
  for (const [id, text] of entered) {
    const invoice = invoices.find((one) => one.id === id);
    if (!invoice) return PAYMENT_FORM_MESSAGES.nothing;
    if (Number(text.replace(/,/g, '')) > payableOf(invoice)) return overAllocated(invoice.number, payableOf(invoice));
  }
  if (!/^[A-Za-z0-9/-]{1,40}$/.test(form.reference.trim())) return PAYMENT_FORM_MESSAGES.reference;
  return null;
}

/** What is wrong with a refund of the advance about to be recorded, in one sentence; null when it can be sent. */
export function refundFormProblem(form: { amount: string; reference: string }, advanceRupees: number): string | null {
  const text = form.amount.replace(/,/g, '').trim();
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) return PAYMENT_FORM_MESSAGES.amount;
  if (Number(text) > advanceRupees) return refundPastAdvance(advanceRupees);
  if (!/^[A-Za-z0-9/-]{1,40}$/.test(form.reference.trim())) return PAYMENT_FORM_MESSAGES.reference;
  return null;
}

/** The allocations a payment form makes, and their sum (rupees, to the paisa). */
export function allocationsOf(amounts: Record<string, string>) {
  const allocations = Object.entries(amounts)
    .filter(([, text]) => text.trim() !== '')
    .map(([invoiceId, text]) => ({ invoiceId, amount: Number(text.replace(/,/g, '').trim()) }));
  const amount = Math.round(allocations.reduce((sum, allocation) => sum + allocation.amount * 100, 0)) / 100;
  return { amount, allocations };
}

/** The columns of a company's invoices on account, as the buyer's ledger and the operator's show them. */
export const LEDGER_INVOICE_COLUMNS = ['Invoice', 'Date', 'Total', 'Paid', 'Open', 'Due'] as const;

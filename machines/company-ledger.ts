import { assign, fromPromise, setup } from 'xstate';
import { allocationsOf, paymentFormProblem, type PaymentChannel } from '../domain/company-credit.js';
import { messageOf, type Notice } from '../domain/notice.js';
import type { PayTo } from '../domain/pay-to.js';

export interface LedgerView {
  invoices: {
    id: string;
    number: string;
    date: string;
    dueDate: string;
    mustPayBy?: string | null;
    /** As issued, and `total` less the credit notes that took it down. */
    issued: number;
    total: number;
    paid: number;
    open: number;
    awaitingConfirmation: number;
    daysOverdue: number;
    creditNotes: { id: string; number: string; amount: number }[];
  }[];
  payments: {
    id: string;
    amount: number;
    method: string;
    reference: string;
    status: string;
    rejectedReason?: string | null;
    date: string;
  }[];
  outstanding: number;
  /** Paid and not yet applied, and what moved it (released from an invoice, refunded). */
  advance: number;
  advanceMoves: { kind: string; date: string; amount: number; invoiceId?: string | null; why?: string | null; reference: string }[];
  creditLimit: number;
  available: number;
  onHold: boolean;
  holdReason?: string | null;
  /** Where to pay (domain/pay-to.ts); null when the marketplace has not set it. */
  payTo?: PayTo | null;
}

export interface PaymentReport {
  amount: number;
  method: PaymentChannel;
  reference: string;
  allocations: { invoiceId: string; amount: number }[];
}

export interface CompanyLedgerContext {
  /** Null until loaded, and for a member whose role does not see the ledger. */
  ledger: LedgerView | null;
  method: PaymentChannel;
  reference: string;
  /** Rupees typed against each invoice, by invoice id. */
  amounts: Record<string, string>;
}

export type CompanyLedgerEvent =
  | { type: 'ledger.retry' }
  | { type: 'payment.method'; method: PaymentChannel }
  | { type: 'payment.reference'; value: string }
  | { type: 'payment.amount'; invoiceId: string; value: string }
  | { type: 'payment.report' };

const REPORT_FAILED = 'The payment was not reported. Please try again.';

const problemOf = (context: CompanyLedgerContext) =>
  paymentFormProblem({ reference: context.reference, amounts: context.amounts }, context.ledger?.invoices ?? []);

/**
 * My Account › Company account › Ledger, for the Owner and Accounts: loads the ledger; a payment made by UPI, NEFT or
 * RTGS is reported against one or several open invoices, in part or in full (the form's problems said before any call,
 * checked by the same rules as the server); one report at a time; the answer is the ledger as it then is.
 */
export const companyLedgerMachine = setup({
  types: { context: {} as CompanyLedgerContext, events: {} as CompanyLedgerEvent },
  actors: {
    loadLedger: fromPromise<LedgerView | null>(async () => {
      throw new Error('loadLedger must be provided');
    }),
    reportPayment: fromPromise<{ message: string; ledger: LedgerView }, PaymentReport>(async () => {
      throw new Error('reportPayment must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    reportable: ({ context }) => problemOf(context) === null,
  },
}).createMachine({
  id: 'companyLedger',
  context: { ledger: null, method: 'NEFT', reference: '', amounts: {} },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadLedger',
        src: 'loadLedger',
        onDone: { target: 'ready', actions: assign({ ledger: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'ledger.retry': 'loading' } },
    ready: {
      on: {
        'payment.method': { actions: assign({ method: ({ event }) => event.method }) },
        'payment.reference': { actions: assign({ reference: ({ event }) => event.value }) },
        'payment.amount': {
          actions: assign({ amounts: ({ context, event }) => ({ ...context.amounts, [event.invoiceId]: event.value }) }),
        },
        'payment.report': [
          { guard: 'reportable', target: 'reporting' },
          { actions: { type: 'notify', params: ({ context }) => ({ kind: 'error', message: problemOf(context)! }) } },
        ],
      },
    },
    reporting: {
      invoke: {
        id: 'reportPayment',
        src: 'reportPayment',
        input: ({ context }) => ({ ...allocationsOf(context.amounts), method: context.method, reference: context.reference.trim() }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ ledger: ({ event }) => event.output.ledger, reference: '', amounts: {} }),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, REPORT_FAILED) }) },
        },
      },
    },
  },
});

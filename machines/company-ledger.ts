import { assign, fromPromise, setup } from 'xstate';
import { allocationsOf, paymentFormProblem, type PaymentChannel } from '../domain/company-credit.js';
import { messageOf, type Notice } from '../domain/notice.js';
import type { Ledger } from '../src/graphql/generated.js';

export interface PaymentReport {
  amount: number;
  method: PaymentChannel;
  reference: string;
  allocations: { invoiceId: string; amount: number }[];
}

export interface CompanyLedgerContext {
  /** Null until loaded, and for a member whose role does not see the ledger. */
  ledger: Ledger | null;
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
    loadLedger: fromPromise<Ledger | null>(async () => {
      throw new Error('loadLedger must be provided');
    }),
    reportPayment: fromPromise<{ message: string; ledger: Ledger }, PaymentReport>(async () => {
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

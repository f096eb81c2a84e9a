import { assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../domain/notice.js';
import type { Approval } from '../src/graphql/generated.js';

export interface ApprovalChange {
  message: string;
  approval: Approval;
}

export interface OrderApprovalsContext {
  approvals: Approval[];
  /** The reason typed for rejecting each approval, by id. */
  reasons: Record<string, string>;
  /** The decision being sent. */
  pending: { id: string; reason?: string } | null;
}

export type OrderApprovalsEvent =
  | { type: 'approvals.retry' }
  | { type: 'approval.approve'; id: string }
  | { type: 'approval.reason'; id: string; reason: string }
  | { type: 'approval.reject'; id: string }
  /** The buyer who asked takes back their own waiting order. */
  | { type: 'approval.withdraw'; id: string };

export const REASON_NEEDED = 'Say why the order is rejected: the buyer is told.';
const DECISION_FAILED = 'That decision was not saved. Please try again.';

/**
 * The company's orders above limits: loads them; an Approver or the Owner approves one or rejects it with a reason
 * (a blank reason is refused before any call); one decision at a time; the answer replaces the row.
 */
export const orderApprovalsMachine = setup({
  types: { context: {} as OrderApprovalsContext, events: {} as OrderApprovalsEvent },
  actors: {
    loadApprovals: fromPromise<Approval[]>(async () => {
      throw new Error('loadApprovals must be provided');
    }),
    approve: fromPromise<ApprovalChange, { id: string }>(async () => {
      throw new Error('approve must be provided');
    }),
    reject: fromPromise<ApprovalChange, { id: string; reason: string }>(async () => {
      throw new Error('reject must be provided');
    }),
    withdraw: fromPromise<ApprovalChange, { id: string }>(async () => {
      throw new Error('withdraw must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** A decided approval's answer in place of its row. */
    replaceApproval: assign({
      approvals: ({ context }, approval: Approval) => context.approvals.map((one) => (one.id === approval.id ? approval : one)),
    }),
    /** An approved order is placed: the app's order history is stale. */
    placed: () => {},
  },
  guards: {
    hasReason: ({ context, event }) => event.type === 'approval.reject' && (context.reasons[event.id] ?? '').trim() !== '',
  },
}).createMachine({
  id: 'orderApprovals',
  context: { approvals: [], reasons: {}, pending: null },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadApprovals',
        src: 'loadApprovals',
        onDone: { target: 'ready', actions: assign({ approvals: ({ event }) => event.output }) },
        onError: 'failed',
      },
    },
    failed: { on: { 'approvals.retry': 'loading' } },
    ready: {
      on: {
        'approval.reason': { actions: assign({ reasons: ({ context, event }) => ({ ...context.reasons, [event.id]: event.reason }) }) },
        'approval.approve': { target: 'approving', actions: assign({ pending: ({ event }) => ({ id: event.id }) }) },
        'approval.withdraw': { target: 'withdrawing', actions: assign({ pending: ({ event }) => ({ id: event.id }) }) },
        'approval.reject': [
          {
            guard: 'hasReason',
            target: 'rejecting',
            actions: assign({ pending: ({ context, event }) => ({ id: event.id, reason: context.reasons[event.id]!.trim() }) }),
          },
          { actions: { type: 'notify', params: { kind: 'error', message: REASON_NEEDED } } },
        ],
      },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ id: context.pending!.id }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'replaceApproval', params: ({ event }) => event.output.approval },
            'placed',
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, DECISION_FAILED) }) },
        },
      },
    },
    withdrawing: {
      invoke: {
        id: 'withdraw',
        src: 'withdraw',
        input: ({ context }) => ({ id: context.pending!.id }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'replaceApproval', params: ({ event }) => event.output.approval },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, DECISION_FAILED) }) },
        },
      },
    },
    rejecting: {
      invoke: {
        id: 'reject',
        src: 'reject',
        input: ({ context }) => ({ id: context.pending!.id, reason: context.pending!.reason! }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'replaceApproval', params: ({ event }) => event.output.approval },
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, DECISION_FAILED) }) },
        },
      },
    },
  },
});

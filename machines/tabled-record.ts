import { assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../domain/notice.js';
import { shopActions } from './shop-link.js';

/** What the machine needs of a record whose moves a transition table in domain/ decides: its id and status. */
export interface TabledRecord {
  id: string;
  status: string;
}

/** One move on the record, with what it carries (a message's text, new lines, prices, a settlement). */
export interface RecordRequest<TAction extends string> {
  id: string;
  action: TAction;
  payload?: unknown;
}

export interface TabledRecordContext<TRecord extends TabledRecord> {
  id: string;
  record: TRecord | null;
  /** Why the last load or move failed, until the next one. */
  error: string | null;
}

export type TabledRecordEvent<TAction extends string> =
  { type: 'record.act'; action: TAction; payload?: unknown } | { type: 'record.reload' };

const FAILED = 'That did not go through. Please try again.';

/**
 * A quote or a claim as one side sees it: loaded, then each move the record's transition table (domain/quotes.ts,
 * domain/claims.ts) allows this side in the record's state is sent once (others do nothing: the view asks `can` to
 * show its buttons), and the answer replaces the record. The same table refuses on the server; a refusal's reason is
 * shown. `touchesCart`: the answer changed the buyer's cart (an accepted quote's lines), so the shop reads it again.
 */
export function createTabledRecordMachine<TRecord extends TabledRecord, TAction extends string>(options: {
  id: string;
  allowed: (record: TRecord, action: TAction, now: Date) => boolean;
  touchesCart?: (before: TRecord | null, after: TRecord) => boolean;
}) {
  const { allowed, touchesCart } = options;
  return setup({
    types: {
      context: {} as TabledRecordContext<TRecord>,
      events: {} as TabledRecordEvent<TAction>,
      input: {} as { id: string },
    },
    actors: {
      load: fromPromise<TRecord, string>(async () => {
        throw new Error('load must be provided');
      }),
      act: fromPromise<{ message: string; record: TRecord }, RecordRequest<TAction>>(async () => {
        throw new Error('act must be provided');
      }),
    },
    actions: {
      notify: (_, _notice: Notice) => {},
      reloadShop: shopActions.reloadShop,
    },
    guards: {
      allowed: ({ context, event }) =>
        event.type === 'record.act' && context.record !== null && allowed(context.record, event.action, new Date()),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ id: input.id, record: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => context.id,
          onDone: { target: 'ready', actions: assign({ record: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, FAILED) }) },
        },
      },
      failed: { on: { 'record.reload': 'loading' } },
      ready: {
        on: {
          'record.act': { guard: 'allowed', target: 'acting' },
          'record.reload': 'loading',
        },
      },
      acting: {
        entry: assign({ error: null }),
        invoke: {
          id: 'act',
          src: 'act',
          input: ({ context, event }) => {
            assertEvent(event, 'record.act');
            return { id: context.id, action: event.action, payload: event.payload };
          },
          onDone: {
            target: 'ready',
            actions: [
              // Before the record is replaced: the move is judged from the record as it was.
              enqueueActions(({ context, event, enqueue }) => {
                if (touchesCart?.(context.record, event.output.record)) enqueue('reloadShop');
              }),
              assign({ record: ({ event }) => event.output.record }),
              { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
            ],
          },
          onError: {
            target: 'ready',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error, FAILED) }),
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, FAILED) }) },
            ],
          },
        },
      },
    },
  });
}

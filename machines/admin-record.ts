import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../domain/notice.js';

export interface AdminRecordContext {
  /** What the console loaded (an order, a fabric, the coupons, the waiting counts); null until it has. */
  data: unknown;
  error: string | null;
}

export type AdminRecordEvent =
  | { type: 'record.reload' }
  /** What an action on the record answered with (the order advanced, the fabric saved): shown without a reload. */
  | { type: 'record.replace'; data: unknown };

const LOAD_FAILED = 'This could not be loaded.';

/**
 * One thing a console screen shows (an order, a fabric, the coupons, the badges' counts): it loads, says why when it
 * could not with a way to try again, and takes what an action answers with in place of a reload.
 */
export const adminRecordMachine = setup({
  types: { context: {} as AdminRecordContext, events: {} as AdminRecordEvent },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('load must be provided');
    }),
  },
}).createMachine({
  id: 'adminRecord',
  context: { data: null, error: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, LOAD_FAILED) }) },
      },
    },
    ready: {
      on: {
        'record.reload': 'loading',
        'record.replace': { actions: assign({ data: ({ event }) => event.data }) },
      },
    },
    failed: { on: { 'record.reload': 'loading' } },
  },
});

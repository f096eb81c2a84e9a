import { assign, fromPromise, setup } from 'xstate';
import { messageOf } from '../domain/notice.js';

export interface AdminRecordContext<Data> {
  /** What the console loaded (an order, a fabric, the coupons, the waiting counts); null until it has. */
  data: Data | null;
  error: string | null;
}

export type AdminRecordEvent<Data> =
  | { type: 'record.reload' }
  /** What an action on the record answered with (the order advanced, the fabric saved): shown without a reload. */
  | { type: 'record.replace'; data: Data };

const LOAD_FAILED = 'This could not be loaded.';

/** The record machine over the data a screen loads (an order: AdminOrder), typed by it. */
export const createAdminRecordMachine = <Data>() =>
  setup({
    types: { context: {} as AdminRecordContext<Data>, events: {} as AdminRecordEvent<Data> },
    actors: {
      load: fromPromise<Data>(async () => {
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

/**
 * One thing a console screen shows (an order, a fabric, the coupons, the badges' counts): it loads, says why when it
 * could not with a way to try again, and takes what an action answers with in place of a reload.
 */
export const adminRecordMachine = createAdminRecordMachine<unknown>();

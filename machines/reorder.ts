import { assign, fromPromise, setup } from 'xstate';
import type { CartChange } from '../domain/cart.js';
import { messageOf, type Notice } from '../domain/notice.js';

/** What ordering again answers: the cart now, and each line added or skipped with why. */
export interface ReorderResult extends CartChange {
  added: { productId: string; color: string; metres: number }[];
  skipped: { productId: string; color: string; reason: string }[];
}

export interface ReorderContext {
  orderId: string;
  /** What the last try said, shown beside the button: added (with a way to the cart) or why not. */
  outcome: { added: boolean; text: string } | null;
}

const FAILED = 'That order could not be added to your cart. Please try again.';

/**
 * Order History's "Order again" on one order: sent once per click (a second click while it is on its way does
 * nothing); the cart takes what was added, and the outcome stays beside the button: what was added, or why not.
 */
export const reorderMachine = setup({
  types: { context: {} as ReorderContext, events: {} as { type: 'reorder' }, input: {} as { orderId: string } },
  actors: {
    reorder: fromPromise<ReorderResult, string>(async () => {
      throw new Error('reorder must be provided');
    }),
  },
  actions: {
    cartReplaced: (_, _change: CartChange) => {},
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'reorder',
  context: ({ input }) => ({ orderId: input.orderId, outcome: null }),
  initial: 'idle',
  states: {
    idle: { on: { reorder: 'sending' } },
    sending: {
      invoke: {
        id: 'reorder',
        src: 'reorder',
        input: ({ context }) => context.orderId,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'cartReplaced', params: ({ event }) => event.output },
            assign({
              outcome: ({ event }) =>
                event.output.added.length > 0
                  ? { added: true, text: event.output.message }
                  : { added: false, text: `${event.output.message}: ${event.output.skipped.map((line) => line.reason).join(' ')}` },
            }),
            {
              type: 'notify',
              params: ({ event }) =>
                event.output.added.length > 0
                  ? { kind: 'success', message: event.output.message }
                  : { kind: 'error', message: event.output.skipped[0]?.reason ?? event.output.message },
            },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ outcome: ({ event }) => ({ added: false, text: messageOf(event.error, FAILED) }) }),
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, FAILED) }) },
          ],
        },
      },
    },
  },
});

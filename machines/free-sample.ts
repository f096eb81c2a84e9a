import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CartChange } from '../domain/cart.js';
import { messageOf, type Notice } from '../domain/notice.js';

export interface FreeSampleContext {
  productId: string;
  /** What the last try said, shown beside the button: added, or why not. */
  outcome: { added: boolean; text: string } | null;
}

const FAILED = 'The sample could not be added. Please try again.';

/**
 * "Order a free sample" on the product page: one request per click for the chosen colour (another click while it is
 * on its way does nothing); the cart takes the answer, and the outcome stays beside the button.
 */
export const freeSampleMachine = setup({
  types: {
    context: {} as FreeSampleContext,
    events: {} as { type: 'request'; color: string },
    input: {} as { productId: string },
  },
  actors: {
    addSample: fromPromise<CartChange, { productId: string; color: string }>(async () => {
      throw new Error('addSample must be provided');
    }),
  },
  actions: {
    cartReplaced: (_, _change: CartChange) => {},
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'freeSample',
  context: ({ input }) => ({ productId: input.productId, outcome: null }),
  initial: 'idle',
  states: {
    idle: { on: { request: 'sending' } },
    sending: {
      invoke: {
        id: 'addSample',
        src: 'addSample',
        input: ({ context, event }) => {
          assertEvent(event, 'request');
          return { productId: context.productId, color: event.color };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'cartReplaced', params: ({ event }) => event.output },
            assign({ outcome: ({ event }) => ({ added: true, text: event.output.message }) }),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
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

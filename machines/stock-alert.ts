import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../domain/notice.js';
import { STOCK_ALERT_MESSAGES } from '../domain/stock-alerts.js';

export interface StockAlertContext {
  productId: string;
  /** The colour of the ask on its way, or of the last one. */
  color: string;
  /** What the last ask said, shown beside the button: noted (and for which colour), or why not. */
  outcome: { noted: boolean; text: string } | null;
}

/**
 * 'Tell me when it is back' for a sold-out colour: one ask per click (another click while it is on its way does
 * nothing); the answer stays beside the button for the colour it was about.
 */
export const stockAlertMachine = setup({
  types: {
    context: {} as StockAlertContext,
    events: {} as { type: 'ask'; color: string },
    input: {} as { productId: string },
  },
  actors: {
    askWhenBack: fromPromise<string, { productId: string; color: string }>(async () => {
      throw new Error('askWhenBack must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'stockAlert',
  context: ({ input }) => ({ productId: input.productId, color: '', outcome: null }),
  initial: 'idle',
  states: {
    idle: { on: { ask: 'asking' } },
    asking: {
      entry: assign({
        outcome: null,
        color: ({ event }) => {
          assertEvent(event, 'ask');
          return event.color;
        },
      }),
      invoke: {
        id: 'askWhenBack',
        src: 'askWhenBack',
        input: ({ context }) => ({ productId: context.productId, color: context.color }),
        onDone: {
          target: 'idle',
          actions: [
            assign({ outcome: ({ event }) => ({ noted: true, text: event.output }) }),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            assign({ outcome: ({ event }) => ({ noted: false, text: messageOf(event.error, STOCK_ALERT_MESSAGES.failed) }) }),
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, STOCK_ALERT_MESSAGES.failed) }) },
          ],
        },
      },
    },
  },
});

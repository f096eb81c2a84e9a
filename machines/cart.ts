import { fromPromise, setup } from 'xstate';
import type { CartChange } from '../domain/cart.js';
import { messageOf, type Notice } from '../domain/notice.js';
import { MIN_CART_QUANTITY, SHOPPING_MESSAGES } from '../domain/shopping.js';

/** The cart line a button acts on. */
export interface LineRef {
  productId: string;
  color: string;
  quantity: number;
}

export type CartLineChange = { kind: 'update'; productId: string; color: string; quantity: number } | { kind: 'remove'; productId: string; color: string };

export type CartEvent =
  | { type: 'line.increase'; line: LineRef }
  | { type: 'line.decrease'; line: LineRef }
  | { type: 'line.remove'; line: LineRef };

/**
 * SPEC §4 cart: one change at a time; the quantity and remove buttons are disabled while it runs (state 'changing');
 * minus does nothing at 1. The server's answer replaces the cart; its message is the toast (SPEC §8).
 */
export const cartMachine = setup({
  types: { context: {} as Record<string, never>, events: {} as CartEvent },
  actors: {
    changeCart: fromPromise<CartChange, CartLineChange>(async () => {
      throw new Error('changeCart must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    /** Replaces the shop's cart with the answer and tells the buyer its notices (changeNotices). */
    cartChanged: (_, _change: CartChange) => {},
  },
  guards: {
    aboveMinimum: ({ event }) => event.line.quantity > MIN_CART_QUANTITY,
  },
}).createMachine({
  id: 'cart',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      on: {
        'line.increase': 'changing',
        'line.decrease': { guard: 'aboveMinimum', target: 'changing' },
        'line.remove': 'changing',
      },
    },
    changing: {
      invoke: {
        id: 'changeCart',
        src: 'changeCart',
        input: ({ event }): CartLineChange => {
          const { type, line } = event as CartEvent;
          if (type === 'line.remove') return { kind: 'remove', productId: line.productId, color: line.color };
          return { kind: 'update', productId: line.productId, color: line.color, quantity: line.quantity + (type === 'line.increase' ? 1 : -1) };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'cartChanged', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, SHOPPING_MESSAGES.somethingWentWrong) }) },
        },
      },
    },
  },
});

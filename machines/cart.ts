import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { CartChange } from '../src/graphql/generated.js';
import { messageOf, type Notice } from '../domain/notice.js';
import { metresProblem, SHOPPING_MESSAGES } from '../domain/shopping.js';
import type { MinimumOrder } from '../domain/product.js';
import { shopActions } from './shop-link.js';

/** The cart line a button acts on: its metres now, the metres its colour has in stock, and its fabric's minimum. */
export interface LineRef extends MinimumOrder {
  productId: string;
  color: string;
  quantity: number;
  stock: number;
  /** A free sample line: it can only be removed. */
  sample?: boolean;
  /** A line from an accepted quote: its metres are the quote's, so it too can only be removed. */
  quoteId?: string | null;
}

export type CartLineChange =
  | { kind: 'update'; productId: string; color: string; quantity: number }
  | { kind: 'remove'; productId: string; color: string; sample: boolean; quoteId?: string };

/** Metres typed for a line that cannot be set, said next to its field until the next change. */
export interface LineProblem {
  productId: string;
  color: string;
  message: string;
}

export interface CartContext {
  problem: LineProblem | null;
}

export type CartEvent =
  | { type: 'line.increase'; line: LineRef }
  /** Metres typed into the line's field. */
  | { type: 'line.set'; line: LineRef; quantity: number }
  | { type: 'line.decrease'; line: LineRef }
  | { type: 'line.remove'; line: LineRef };

/**
 * SPEC §4 cart: one change at a time; the quantity and remove buttons are disabled while it runs (state 'changing');
 * minus does nothing at 1 (or at the fabric's minimum order). The server's answer replaces the cart; its message is the
 * toast (SPEC §8). Metres may also be typed: the same number does nothing, and a number that is not whole, below 1,
 * below the fabric's minimum or above the stock is refused next to the field (with why), changing nothing.
 */
export const cartMachine = setup({
  types: { context: {} as CartContext, events: {} as CartEvent },
  actors: {
    changeCart: fromPromise<CartChange, CartLineChange>(async () => {
      throw new Error('changeCart must be provided');
    }),
  },
  actions: {
    forgetProblem: assign({ problem: null }),
    notify: (_, _notice: Notice) => {},
    tellShopCart: shopActions.tellShopCart,
    /** Tells the buyer a cart change's notices (changeNotices: the server's message, and why a coupon fell off). */
    notifyChanges: (_, _change: CartChange) => {},
  },
  guards: {
    // The view reads these through `can` to enable − and + (SPEC §4: minus does nothing at 1; plus stops at the stock).
    aboveMinimum: ({ event }) => event.line.quantity > event.line.minOrderMetres,
    belowStock: ({ event }) => event.line.quantity < event.line.stock,
    unchanged: ({ event }) => event.type === 'line.set' && event.quantity === event.line.quantity,
    settable: ({ event }) =>
      event.type === 'line.set' && metresProblem(event.quantity, event.line.stock, event.line.minOrderMetres) === null,
  },
}).createMachine({
  id: 'cart',
  context: { problem: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'line.increase': { guard: 'belowStock', target: 'changing' },
        'line.decrease': { guard: 'aboveMinimum', target: 'changing' },
        'line.set': [
          { guard: 'unchanged', actions: 'forgetProblem' },
          { guard: 'settable', target: 'changing' },
          {
            actions: assign({
              problem: ({ event }) => ({
                productId: event.line.productId,
                color: event.line.color,
                message: metresProblem(event.quantity, event.line.stock, event.line.minOrderMetres)!,
              }),
            }),
          },
        ],
        'line.remove': 'changing',
      },
    },
    changing: {
      entry: 'forgetProblem',
      invoke: {
        id: 'changeCart',
        src: 'changeCart',
        input: ({ event }): CartLineChange => {
          assertEvent(event, ['line.increase', 'line.set', 'line.decrease', 'line.remove']);
          const change = event;
          const { type, line } = change;
          if (type === 'line.remove')
            return {
              kind: 'remove',
              productId: line.productId,
              color: line.color,
              sample: line.sample ?? false,
              ...(line.quoteId ? { quoteId: line.quoteId } : {}),
            };
          const quantity = change.type === 'line.set' ? change.quantity : line.quantity + (type === 'line.increase' ? 1 : -1);
          return { kind: 'update', productId: line.productId, color: line.color, quantity };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'tellShopCart', params: ({ event }) => event.output },
            { type: 'notifyChanges', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'idle',
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, SHOPPING_MESSAGES.somethingWentWrong) }),
          },
        },
      },
    },
  },
});

import { assign, fromPromise, not, setup } from 'xstate';
import type { CartChange } from '../src/graphql/generated.js';
import type { Notice } from '../domain/notice.js';
import type { MinimumOrder } from '../domain/product.js';
import { minimumOrderMessage } from '../domain/price-breaks.js';
import { SHOPPING_MESSAGES, stockLeftMessage } from '../domain/shopping.js';
import { shopActions } from './shop-link.js';

/** The fabric's minimum order: the quantity starts there and may not go below it. */
export interface AddToCartInput extends MinimumOrder {
  productId: string;
  /** The product's colours in order, with the metres each has in stock. */
  varieties: { color: string; stock: number }[];
  /** Opened from the wishlist: the item moves to the cart and the buyer goes to /cart (SPEC §4). */
  fromWishlist: boolean;
  /** The colour chosen at first (the one the card or page showed); the first colour when absent or unknown. */
  colorIndex?: number;
}

export interface AddToCartRequest {
  productId: string;
  color: string;
  quantity: number;
  fromWishlist: boolean;
}

export interface AddToCartContext extends AddToCartInput {
  colorIndex: number;
  /** Whole metres; 0 while the box is empty. */
  quantity: number;
}

export type AddToCartEvent =
  | { type: 'color.choose'; index: number }
  | { type: 'quantity.change'; quantity: number }
  /** − or +: one metre less or more, between the fabric's minimum and the colour's stock. */
  | { type: 'quantity.step'; delta: 1 | -1 }
  | { type: 'popup.continue' }
  | { type: 'popup.close' };

/** The message of a refusal for lack of stock, which SPEC §8 shows; other server failures are silent. */
const isOutOfStock = (error: unknown) => error instanceof Error && error.message === SHOPPING_MESSAGES.outOfStock;
/** The server's refusal below a fabric's minimum (its minimum may have risen since the page was drawn). */
const isBelowMinimum = (error: unknown) => error instanceof Error && error.message.startsWith('Minimum order for this fabric is ');
const minimumOf = (context: AddToCartInput) => context.minOrderMetres;

/**
 * SPEC §4 add-to-cart popup: the colour the buyer was looking at chosen at first; Continue refused while the quantity is not above 0
 * ('Please Fill All Details'), below the fabric's minimum ('Minimum order for this fabric is N metres', before any
 * call) or above the colour's stock (how many metres it has; 'Out of Stock' when none) and disabled while adding
 * ('Adding To Cart...'); success closes the popup with the server's cart (or, from the wishlist, moves the item and
 * goes to /cart).
 */
export const addToCartMachine = setup({
  types: { context: {} as AddToCartContext, events: {} as AddToCartEvent, input: {} as AddToCartInput },
  actors: {
    addToCart: fromPromise<CartChange, AddToCartRequest>(async () => {
      throw new Error('addToCart must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    tellShopCart: shopActions.tellShopCart,
    /** Moved out of the wishlist on the server: out of the shop's wishlist too. */
    tellShopMovedOut: shopActions.tellShopMovedOut,
    closed: () => {},
    /** From the wishlist: go to /cart. */
    showCart: () => {},
  },
  guards: {
    knownColour: ({ context, event }) => event.type === 'color.choose' && event.index >= 0 && event.index < context.varieties.length,
    // The view reads it through `can` to enable − and +.
    stepAllowed: ({ context, event }) =>
      event.type === 'quantity.step' &&
      context.quantity + event.delta >= minimumOf(context) &&
      context.quantity + event.delta <= (context.varieties[context.colorIndex]?.stock ?? 0),
    quantityGiven: ({ context }) => Number.isInteger(context.quantity) && context.quantity > 0,
    reachesMinimum: ({ context }) => context.quantity >= minimumOf(context),
    inStock: ({ context }) => context.quantity <= (context.varieties[context.colorIndex]?.stock ?? 0),
    fromWishlist: ({ context }) => context.fromWishlist,
    outOfStock: (_, { error }: { error: unknown }) => isOutOfStock(error),
    belowMinimum: (_, { error }: { error: unknown }) => isBelowMinimum(error),
  },
}).createMachine({
  id: 'addToCart',
  context: ({ input }) => ({
    ...input,
    colorIndex: input.colorIndex !== undefined && input.colorIndex >= 0 && input.colorIndex < input.varieties.length ? input.colorIndex : 0,
    quantity: minimumOf(input),
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'color.choose': {
          guard: 'knownColour',
          actions: assign({ colorIndex: ({ event }) => event.index }),
        },
        'quantity.step': { guard: 'stepAllowed', actions: assign({ quantity: ({ context, event }) => context.quantity + event.delta }) },
        'quantity.change': { actions: assign({ quantity: ({ event }) => (Number.isFinite(event.quantity) ? event.quantity : 0) }) },
        'popup.continue': [
          {
            guard: not('quantityGiven'),
            actions: { type: 'notify', params: { kind: 'error', message: SHOPPING_MESSAGES.fillAllDetails } },
          },
          {
            guard: not('reachesMinimum'),
            actions: { type: 'notify', params: ({ context }) => ({ kind: 'error', message: minimumOrderMessage(minimumOf(context)) }) },
          },
          {
            guard: not('inStock'),
            actions: {
              type: 'notify',
              params: ({ context }) => ({ kind: 'error', message: stockLeftMessage(context.varieties[context.colorIndex]?.stock ?? 0) }),
            },
          },
          { target: 'adding' },
        ],
        'popup.close': 'closed',
      },
    },
    adding: {
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => ({
          productId: context.productId,
          color: context.varieties[context.colorIndex]!.color,
          quantity: context.quantity,
          fromWishlist: context.fromWishlist,
        }),
        onDone: [
          {
            guard: 'fromWishlist',
            target: 'closed',
            actions: [
              { type: 'tellShopCart', params: ({ event }) => event.output },
              { type: 'tellShopMovedOut', params: ({ context }) => ({ productId: context.productId }) },
              { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              'showCart',
            ],
          },
          {
            target: 'closed',
            actions: [
              { type: 'tellShopCart', params: ({ event }) => event.output },
              { type: 'notify', params: { kind: 'success', message: SHOPPING_MESSAGES.addedToCart } },
            ],
          },
        ],
        onError: [
          {
            guard: { type: 'outOfStock', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'notify', params: { kind: 'error', message: SHOPPING_MESSAGES.outOfStock } },
          },
          {
            guard: { type: 'belowMinimum', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: { type: 'notify', params: ({ event }) => ({ kind: 'error', message: (event.error as Error).message }) },
          },
          { target: 'editing' },
        ],
      },
    },
    // The view is told the popup has closed (a provided action), and takes it away.
    closed: { type: 'final', entry: 'closed' },
  },
});

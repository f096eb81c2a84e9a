import { assign, fromPromise, setup } from 'xstate';
import { EMPTY_CART } from './empty-cart.js';
import type { Cart, WishlistItem } from '../src/graphql/generated.js';
import { messageOf, type Notice } from '../domain/notice.js';
import { SHOPPING_MESSAGES } from '../domain/shopping.js';

export interface ShopState {
  cart: Cart;
  wishlist: WishlistItem[];
}

export type ShopEvent =
  | { type: 'shop.load' }
  | { type: 'shop.clear' }
  | { type: 'cart.replaced'; cart: Cart }
  | { type: 'wishlist.replaced'; wishlist: WishlistItem[] }
  /** A fabric moved from the wishlist to the cart (the server took it out of the wishlist). */
  | { type: 'wishlist.moved'; productId: string };

const EMPTY: ShopState = { cart: EMPTY_CART, wishlist: [] };

/**
 * The signed-in buyer's cart and wishlist, app-wide: the header's badge, the hearts, the cart and wishlist screens.
 * Loaded when a session starts, emptied when it ends; every change elsewhere replaces them with the server's answer.
 */
export const shopMachine = setup({
  types: { context: {} as ShopState, events: {} as ShopEvent },
  actors: {
    loadShop: fromPromise<ShopState>(async () => {
      throw new Error('loadShop must be provided');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    keepCart: assign({ cart: ({ context, event }) => (event.type === 'cart.replaced' ? event.cart : context.cart) }),
    keepWishlist: assign({ wishlist: ({ context, event }) => (event.type === 'wishlist.replaced' ? event.wishlist : context.wishlist) }),
    dropFromWishlist: assign({
      wishlist: ({ context, event }) =>
        event.type === 'wishlist.moved' ? context.wishlist.filter((item) => item.product.id !== event.productId) : context.wishlist,
    }),
  },
}).createMachine({
  id: 'shop',
  context: EMPTY,
  initial: 'signedOut',
  on: {
    'shop.clear': { target: '.signedOut', actions: assign(EMPTY) },
  },
  states: {
    signedOut: {
      on: { 'shop.load': 'loading' },
    },
    loading: {
      // A change answered while the shop loads is kept, and the load starts again: a load sent before the change
      // could answer without it and undo it.
      on: {
        'cart.replaced': { target: 'loading', reenter: true, actions: 'keepCart' },
        'wishlist.replaced': { target: 'loading', reenter: true, actions: 'keepWishlist' },
        'wishlist.moved': { target: 'loading', reenter: true, actions: 'dropFromWishlist' },
      },
      invoke: {
        id: 'loadShop',
        src: 'loadShop',
        onDone: { target: 'ready', actions: assign(({ event }) => event.output) },
        onError: {
          target: 'failed',
          // SPEC §8 cart load failure: the server's message or 'Something went wrong'.
          actions: {
            type: 'notify',
            params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, SHOPPING_MESSAGES.somethingWentWrong) }),
          },
        },
      },
    },
    ready: {
      on: {
        'shop.load': 'loading',
        'cart.replaced': { actions: 'keepCart' },
        'wishlist.replaced': { actions: 'keepWishlist' },
        'wishlist.moved': { actions: 'dropFromWishlist' },
      },
    },
    failed: {
      on: { 'shop.load': 'loading' },
    },
  },
});

import { fromPromise, setup } from 'xstate';
import type { WishlistItem } from '../src/graphql/generated.js';
import { messageOf, type Notice } from '../domain/notice.js';
import { SHOPPING_MESSAGES } from '../domain/shopping.js';
import { followShop, shopActions } from './shop-link.js';

export interface WishlistHeartInput {
  productId: string;
  /** The colour shown where the heart is pressed. */
  color: string | null;
  added: boolean;
  /** In the wishlist screen failures are silent (SPEC §8). */
  silentFailures: boolean;
}

export type WishlistHeartEvent =
  | { type: 'heart.toggle' }
  /** The shop's wishlist changed elsewhere (another heart, a move to the cart). */
  | { type: 'wishlist.sync'; added: boolean };

/** SPEC §4 wishlist heart: toggles added/removed; disabled while a request runs (states adding and removing). */
export const wishlistHeartMachine = setup({
  types: { context: {} as WishlistHeartInput, events: {} as WishlistHeartEvent, input: {} as WishlistHeartInput },
  actors: {
    addToWishlist: fromPromise<WishlistItem[], { productId: string; color: string | null }>(async () => {
      throw new Error('addToWishlist must be provided');
    }),
    removeFromWishlist: fromPromise<WishlistItem[], { productId: string }>(async () => {
      throw new Error('removeFromWishlist must be provided');
    }),
    /** The shop's wishlist, as it changes elsewhere (another heart, a move to the cart). */
    followWishlist: followShop((shop, productId: string) => ({
      type: 'wishlist.sync',
      added: shop.wishlist.some((item) => item.product.id === productId),
    })),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    tellShopWishlist: shopActions.tellShopWishlist,
  },
  guards: {
    startsAdded: ({ context }) => context.added,
    syncedAdded: ({ event }) => event.type === 'wishlist.sync' && event.added,
    syncedRemoved: ({ event }) => event.type === 'wishlist.sync' && !event.added,
    loud: ({ context }) => !context.silentFailures,
  },
}).createMachine({
  id: 'wishlistHeart',
  context: ({ input }) => input,
  invoke: { id: 'followWishlist', src: 'followWishlist', input: ({ context }) => context.productId },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'startsAdded', target: 'added' }, { target: 'removed' }],
    },
    removed: {
      on: {
        'heart.toggle': 'adding',
        'wishlist.sync': { guard: 'syncedAdded', target: 'added' },
      },
    },
    adding: {
      invoke: {
        id: 'addToWishlist',
        src: 'addToWishlist',
        input: ({ context }) => ({ productId: context.productId, color: context.color }),
        onDone: {
          target: 'added',
          actions: [
            { type: 'tellShopWishlist', params: ({ event }) => event.output },
            { type: 'notify', params: { kind: 'success', message: SHOPPING_MESSAGES.addedToWishlist } },
          ],
        },
        onError: [
          {
            guard: 'loud',
            target: 'removed',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, SHOPPING_MESSAGES.wishlistFailed) }),
            },
          },
          { target: 'removed' },
        ],
      },
    },
    added: {
      on: {
        'heart.toggle': 'removing',
        'wishlist.sync': { guard: 'syncedRemoved', target: 'removed' },
      },
    },
    removing: {
      invoke: {
        id: 'removeFromWishlist',
        src: 'removeFromWishlist',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: {
          target: 'removed',
          actions: [
            { type: 'tellShopWishlist', params: ({ event }) => event.output },
            { type: 'notify', params: { kind: 'success', message: SHOPPING_MESSAGES.removedFromWishlist } },
          ],
        },
        onError: [
          {
            guard: 'loud',
            target: 'added',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, SHOPPING_MESSAGES.wishlistFailed) }),
            },
          },
          { target: 'added' },
        ],
      },
    },
  },
});

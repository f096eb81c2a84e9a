import { assign, fromPromise, setup } from 'xstate';
import { appliedCouponOf } from '../domain/cart.js';
import type { CartChange } from '../src/graphql/generated.js';
import { messageOf, type Notice } from '../domain/notice.js';
import { SHOPPING_MESSAGES } from '../domain/shopping.js';
import { followShop, shopActions } from './shop-link.js';

export type CouponEvent =
  | { type: 'coupon.type'; code: string }
  | { type: 'coupon.apply' }
  | { type: 'coupon.remove' }
  /** The cart as it is now: its applied coupon, if any (SPEC §4: detected from any line's appliedCoupon). */
  | { type: 'coupon.sync'; applied: string | null };

export interface CouponContext {
  /** What the promo code box holds. */
  code: string;
  /** The code applied to the cart. */
  applied: string | null;
}

const notifyFailure = {
  type: 'notify',
  params: ({ event }: { event: { error: unknown } }): Notice => ({
    kind: 'error',
    message: messageOf(event.error, SHOPPING_MESSAGES.somethingWentWrong),
  }),
} as const;

/** SPEC §4 coupon: not applied (input and Apply), applying, applied (chip with a remove cross, 'Applied' disabled), removing. */
export const couponMachine = setup({
  types: { context: {} as CouponContext, events: {} as CouponEvent, input: {} as { applied: string | null } },
  actors: {
    applyCoupon: fromPromise<CartChange, string>(async () => {
      throw new Error('applyCoupon must be provided');
    }),
    removeCoupon: fromPromise<CartChange, string>(async () => {
      throw new Error('removeCoupon must be provided');
    }),
    /** The cart's coupon, as the shop's cart changes (SPEC §4: detected from any line's appliedCoupon). */
    followCart: followShop((shop) => ({ type: 'coupon.sync', applied: appliedCouponOf(shop.cart) })),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
    tellShopCart: shopActions.tellShopCart,
    /** Tells the buyer a cart change's notices (changeNotices: the server's message, and why a coupon fell off). */
    notifyChanges: (_, _change: CartChange) => {},
  },
  guards: {
    isApplied: ({ context }) => context.applied !== null,
    codeGiven: ({ context }) => context.code.trim() !== '',
    syncedApplied: ({ event }) => event.type === 'coupon.sync' && event.applied !== null,
    syncedNone: ({ event }) => event.type === 'coupon.sync' && event.applied === null,
  },
}).createMachine({
  id: 'coupon',
  context: ({ input }) => ({ code: input.applied ?? '', applied: input.applied }),
  invoke: { id: 'followCart', src: 'followCart' },
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'isApplied', target: 'applied' }, { target: 'notApplied' }],
    },
    notApplied: {
      on: {
        'coupon.type': { actions: assign({ code: ({ event }) => event.code }) },
        'coupon.apply': [
          { guard: 'codeGiven', target: 'applying' },
          { actions: { type: 'notify', params: { kind: 'error', message: SHOPPING_MESSAGES.enterCouponCode } } },
        ],
        'coupon.sync': {
          guard: 'syncedApplied',
          target: 'applied',
          actions: assign({ applied: ({ event }) => event.applied, code: ({ event }) => event.applied ?? '' }),
        },
      },
    },
    applying: {
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => context.code.trim(),
        onDone: {
          target: 'checking',
          actions: [
            { type: 'tellShopCart', params: ({ event }) => event.output },
            { type: 'notifyChanges', params: ({ event }) => event.output },
            assign({ applied: ({ event }) => appliedCouponOf(event.output.cart) }),
          ],
        },
        onError: { target: 'notApplied', actions: notifyFailure },
      },
    },
    applied: {
      on: {
        'coupon.remove': 'removing',
        'coupon.sync': { guard: 'syncedNone', target: 'notApplied', actions: assign({ applied: null, code: '' }) },
      },
    },
    removing: {
      invoke: {
        id: 'removeCoupon',
        src: 'removeCoupon',
        input: ({ context }) => context.applied ?? '',
        onDone: {
          target: 'notApplied',
          actions: [
            { type: 'tellShopCart', params: ({ event }) => event.output },
            { type: 'notifyChanges', params: ({ event }) => event.output },
            assign({ applied: null, code: '' }),
          ],
        },
        onError: { target: 'applied', actions: notifyFailure },
      },
    },
  },
});

// What the cart's screens decide from a cart (the app's Cart, src/graphql/generated.ts).
import type { Notice } from './notice.js';

/** The coupon applied to the cart, as SPEC §4 detects it: any line's appliedCoupon. */
export const appliedCouponOf = (cart: {
  lines: readonly { appliedCoupon?: string | null }[];
  coupon?: { code: string } | null;
}): string | null => cart.lines.find((line) => line.appliedCoupon)?.appliedCoupon ?? cart.coupon?.code ?? null;

/** What the buyer is told after a cart change: the server's message, then why a coupon fell off, if one did. */
export const changeNotices = (change: { message: string; notice?: string | null }): Notice[] => [
  { kind: 'success', message: change.message },
  ...(change.notice ? [{ kind: 'error' as const, message: change.notice }] : []),
];

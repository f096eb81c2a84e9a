import { formatRupees, paiseToRupees } from '../../domain/money.js';
import type { Selectable } from 'kysely';
import { COUPON_LINE_MESSAGES, couponBasePaise, couponShares, type KindedLine } from '../../domain/cart-lines.js';
import type { CouponsTable } from '../db/types.js';

export type Coupon = Selectable<CouponsTable>;

export interface CouponUse {
  now: Date;
  /** The list-price lines' subtotal (domain/cart-lines.ts couponBasePaise): quoted lines take no coupon. */
  subtotalPaise: number;
  /** The cart holds quoted lines, so an empty list-price subtotal is said as such. */
  hasQuotedLines?: boolean;
  /** Times this buyer has used the coupon on placed orders. */
  usedByBuyer: number;
}

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** Why the coupon cannot be used on this cart now (each reason named), or null when it can. */
export function couponProblem(coupon: Coupon, use: CouponUse): string | null {
  if (!coupon.active) return `${coupon.code} is no longer offered.`;
  if (coupon.starts_at > use.now) return `${coupon.code} is not valid yet: it starts on ${day.format(coupon.starts_at)}.`;
  if (coupon.ends_at && coupon.ends_at <= use.now) return `${coupon.code} has expired: it ended on ${day.format(coupon.ends_at)}.`;
  if (coupon.usage_limit !== null && coupon.times_used >= coupon.usage_limit) return `${coupon.code} has been used up.`;
  if (use.usedByBuyer >= coupon.per_buyer_limit) return `You have already used ${coupon.code}.`;
  if (use.subtotalPaise === 0)
    return use.hasQuotedLines ? COUPON_LINE_MESSAGES.quotedOnly : 'Add fabric to your cart before applying a coupon.';
  if (use.subtotalPaise < coupon.min_subtotal_paise) {
    const minimum = formatRupees(paiseToRupees(coupon.min_subtotal_paise));
    return use.hasQuotedLines
      ? `${coupon.code} needs ${minimum} or more of fabric at list prices (quoted lines do not count).`
      : `${coupon.code} needs a cart of ${minimum} or more.`;
  }
  return null;
}

/** The coupon's discount on a subtotal, in paise: a percentage (capped when it has a cap) or a flat sum. */
export function couponDiscountPaise(coupon: Coupon, subtotalPaise: number): number {
  const discount = coupon.kind === 'percent' ? Math.floor((subtotalPaise * coupon.value) / 100) : coupon.value;
  return Math.min(subtotalPaise, coupon.max_discount_paise === null ? discount : Math.min(discount, coupon.max_discount_paise));
}

/** What a coupon is checked against on these lines: the list-price lines' subtotal, and whether quoted lines are beside them. */
export const couponTerms = (lines: readonly KindedLine[]) => ({
  subtotalPaise: couponBasePaise(lines),
  hasQuotedLines: lines.some((line) => line.kind === 'quoted'),
});

/** The coupon's discount on each line (list-price lines only), adding up to its discount on the cart. */
export function couponDiscounts(coupon: Coupon | null, lines: readonly KindedLine[]): { total: number; shares: number[] } {
  const total = coupon ? couponDiscountPaise(coupon, couponBasePaise(lines)) : 0;
  return { total, shares: couponShares(lines, total) };
}

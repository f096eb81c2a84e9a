import { formatRupees, paiseToRupees } from '../../domain/money.js';
import type { Selectable } from 'kysely';
import type { CouponsTable } from '../db/types.js';

export type Coupon = Selectable<CouponsTable>;

export interface CouponUse {
  now: Date;
  subtotalPaise: number;
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
  if (use.subtotalPaise === 0) return 'Add fabric to your cart before applying a coupon.';
  if (use.subtotalPaise < coupon.min_subtotal_paise) {
    return `${coupon.code} needs a cart of ${formatRupees(paiseToRupees(coupon.min_subtotal_paise))} or more.`;
  }
  return null;
}

/** The coupon's discount on a subtotal, in paise: a percentage (capped when it has a cap) or a flat sum. */
export function couponDiscountPaise(coupon: Coupon, subtotalPaise: number): number {
  const discount = coupon.kind === 'percent' ? Math.floor((subtotalPaise * coupon.value) / 100) : coupon.value;
  return Math.min(subtotalPaise, coupon.max_discount_paise === null ? discount : Math.min(discount, coupon.max_discount_paise));
}

/** A discount shared over the lines in proportion to their prices, the last line taking the rounding, so it adds up. */
export function shareDiscount(linePaise: number[], discountPaise: number): number[] {
  const subtotal = linePaise.reduce((sum, price) => sum + price, 0);
  if (subtotal === 0) return linePaise.map(() => 0);
  let given = 0;
  return linePaise.map((price, index) => {
    const share = index === linePaise.length - 1 ? discountPaise - given : Math.floor((discountPaise * price) / subtotal);
    given += share;
    return share;
  });
}

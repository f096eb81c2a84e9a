import { kinded, type CartRows } from '../repositories/carts.js';
import { priceBreakdown } from '../../domain/checkout.js';
import { paiseToRupees, shareByWeight } from '../../domain/money.js';
import { couponDiscounts } from '../shopping/coupon-rules.js';

/**
 * The purchase priced line by line: the coupon on its list-price lines only (domain/cart-lines.ts), shipping and tax
 * shared over the lines so that they add up exactly.
 */
export function priceLines(rows: CartRows, couponApplies: boolean, shippingPaise: number) {
  const kindedLines = rows.lines.map(kinded);
  const linePaise = kindedLines.map((line) => line.pricePaise);
  const subtotal = linePaise.reduce((sum, price) => sum + price, 0);
  const { total: discount, shares: discounts } = couponDiscounts(couponApplies ? rows.coupon : null, kindedLines);
  const net = linePaise.map((price, index) => price - discounts[index]!);
  const breakdown = priceBreakdown(subtotal - discount, shippingPaise);
  // With nothing left to pay for the fabric (a 100% coupon), the first line carries the shipping.
  const weights = net.some((price) => price > 0) ? net : net.map((_, index) => (index === 0 ? 1 : 0));
  const shipping = shareByWeight(weights, shippingPaise);
  const tax = shareByWeight(weights, breakdown.taxPaise);
  return {
    lines: rows.lines.map((line, index) => ({
      line,
      subtotal: linePaise[index]!,
      discount: discounts[index]!,
      shipping: shipping[index]!,
      tax: tax[index]!,
      total: net[index]! + shipping[index]! + tax[index]!,
    })),
    pricing: {
      subTotal: paiseToRupees(subtotal),
      discount: paiseToRupees(discount),
      estimatedShippingHandling: paiseToRupees(shippingPaise),
      estimatedTax: paiseToRupees(breakdown.taxPaise),
      total: paiseToRupees(breakdown.totalPaise),
    },
    totalPaise: breakdown.totalPaise,
  };
}

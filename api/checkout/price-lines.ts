import { kinded, type CartLineRow, type CartRows } from '../repositories/carts.js';
import type { Pricing } from '../../domain/rest/checkout.js';
import { priceBreakdown } from '../../domain/checkout.js';
import { paiseToRupees, shareByWeight } from '../../domain/money.js';
import { ratesOf, taxByRate } from '../../domain/tax-rates.js';
import { couponDiscounts } from '../shopping/coupon-rules.js';

/**
 * The purchase priced line by line: the coupon on its list-price lines only (domain/cart-lines.ts), GST at each line's
 * HSN rate (domain/tax-rates.ts), and shipping shared over the lines so that they add up exactly.
 */
export interface PricedLine {
  line: CartLineRow;
  /** Paise: the line at its price, the coupon's share of it, its share of shipping, its GST, and all of it. */
  subtotal: number;
  discount: number;
  shipping: number;
  tax: number;
  total: number;
}

/** The purchase priced: each line, the breakdown as the buyer sees it, and the total in paise. */
export interface PricedLines {
  lines: PricedLine[];
  pricing: Pricing;
  totalPaise: number;
}

export function priceLines(rows: CartRows, couponApplies: boolean, shippingPaise: number): PricedLines {
  const kindedLines = rows.lines.map(kinded);
  const linePaise = kindedLines.map((line) => line.pricePaise);
  const subtotal = linePaise.reduce((sum, price) => sum + price, 0);
  const { total: discount, shares: discounts } = couponDiscounts(couponApplies ? rows.coupon : null, kindedLines);
  const net = linePaise.map((price, index) => price - discounts[index]!);
  const taxed = rows.lines.map((line, index) => ({ netPaise: net[index]!, percent: line.tax_percent }));
  const tax = taxByRate(taxed);
  const breakdown = priceBreakdown(
    subtotal - discount,
    shippingPaise,
    tax.reduce((sum, share) => sum + share, 0),
  );
  // With nothing left to pay for the fabric (a 100% coupon), the first line carries the shipping.
  const weights = net.some((price) => price > 0) ? net : net.map((_, index) => (index === 0 ? 1 : 0));
  const shipping = shareByWeight(weights, shippingPaise);
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
      taxRates: ratesOf(taxed),
    },
    totalPaise: breakdown.totalPaise,
  };
}

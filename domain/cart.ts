import type { PriceTier } from './price-breaks.js';
import type { Notice } from './notice.js';
import type { ProductSummary } from './product.js';

/** One cart line (SPEC §3): metres of one colour of a product, priced now (rupees). */
export interface CartLine {
  product: ProductSummary;
  color: string;
  quantity: number;
  unitPrice: number;
  linePrice: number;
  /** The line's share after the coupon, when one is applied. */
  discountedLinePrice?: number | null;
  appliedCoupon?: string | null;
  stock: number;
  /** A free sample: one cutting, price 0; it has no metres to change. */
  isSample?: boolean;
  /** The accepted quote this line comes from: its metres are fixed and its price is the quoted one. */
  quoteId?: string | null;
  /** The colour's price before any break, the break the metres reach, and the next one. */
  listPrice?: number;
  appliedBreak?: PriceTier | null;
  nextBreak?: (PriceTier & { metresMore: number }) | null;
}

export interface Cart {
  lines: CartLine[];
  /** How many products (lines) the cart holds: the header's badge. */
  count: number;
  subTotal: number;
  discount: number;
  totalPrice: number;
  /** GST on the lines as the invoice will charge it, its rates, and the total with it (shipping comes at checkout). */
  tax: number;
  taxRates: number[];
  totalWithTax: number;
  coupon?: { code: string; description: string } | null;
}

/** What a change to the cart answers: the server's message, a notice when a coupon fell off, the cart. */
export interface CartChange {
  message: string;
  notice?: string | null;
  cart: Cart;
}

export interface WishlistItem {
  product: ProductSummary;
  color?: string | null;
}

export const EMPTY_CART: Cart = {
  lines: [],
  count: 0,
  subTotal: 0,
  discount: 0,
  totalPrice: 0,
  tax: 0,
  taxRates: [],
  totalWithTax: 0,
  coupon: null,
};

/** The coupon applied to the cart, as SPEC §4 detects it: any line's appliedCoupon. */
export const appliedCouponOf = (cart: Cart): string | null =>
  cart.lines.find((line) => line.appliedCoupon)?.appliedCoupon ?? cart.coupon?.code ?? null;

/** What the buyer is told after a cart change: the server's message, then why a coupon fell off, if one did. */
export const changeNotices = (change: CartChange): Notice[] => [
  { kind: 'success', message: change.message },
  ...(change.notice ? [{ kind: 'error' as const, message: change.notice }] : []),
];

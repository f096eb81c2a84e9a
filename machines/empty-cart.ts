import type { Cart } from '../src/graphql/generated.js';

/** A cart with nothing in it: what the shop holds before its first read and after an order is placed. */
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

import type { BusinessProfileValues } from '../repositories/business-profiles.js';
import type { AddressRow } from '../repositories/addresses.js';
import type { CartHandle, CartRows } from '../repositories/carts.js';
import type { PricedLines } from './price-lines.js';
import type { PurchaseReference, PurchaseShipping } from './purchase-terms.js';

// What Place Order holds while it decides: the locked cart, whose purchase it is, and what the price step settled.

/** The buyer's cart as Place Order holds it (locked by carts.change). */
export type HeldCart = CartHandle;

/** Whose the purchase is: the buyer's company (null for a buyer in none) and, on account, the day it falls due. */
export interface Account {
  companyId: number | null;
  paymentDue: string | null;
  /** The member's limits; null for a buyer in no company. */
  limits: { orderLimitPaise: number | null; monthlyLimitPaise: number | null } | null;
  /** The business on the invoice: the company's, else the buyer's own profile, else none. */
  billed: BusinessProfileValues | undefined;
  /** On account: the company's advance, applied to this invoice (read under the company's lock); else 0. */
  advancePaise: number;
}

/** What the price step settled: the cart's lines, where they go, and what they cost. */
export interface PricedPurchase {
  rows: CartRows;
  address: AddressRow;
  shipping: PurchaseShipping;
  reference: PurchaseReference;
  couponApplies: boolean;
  priced: PricedLines;
}

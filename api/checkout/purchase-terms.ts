import { DEFAULT_SHIPPING, shippingOption, type ShippingOption } from '../../domain/checkout.js';
import { indianDay } from '../../domain/day.js';
import { purchaseOrderProblems } from '../../domain/purchase-order.js';
import type { BuyBody } from '../../domain/rest/checkout.js';
import { shippedLine } from '../../domain/shipping.js';
import { badRequest } from '../errors.js';
import type { CartLineRow } from '../repositories/carts.js';

// What a Place Order body asks beside its cart, checked on the server: the shipping and the buyer's own references.

/** Scheduled deliveries may be booked this far ahead. */
const MAX_SCHEDULE_DAYS = 60;

/** The buyer's PO number and requested delivery day, checked as the checkout form checks them; null when not given. */
export interface PurchaseReference {
  poNumber: string | null;
  requestedDelivery: string | null;
}

/** The shipping option chosen, the day it leaves and the day it is due. */
export interface PurchaseShipping {
  option: ShippingOption;
  shipmentDay: string;
  deliveryDay: string;
}

export function purchaseOrderOf(body: BuyBody, now: Date): PurchaseReference {
  const input = { poNumber: body.poNumber?.trim() ?? '', requestedDelivery: body.requestedDelivery ?? '' };
  const problems = purchaseOrderProblems(input, now);
  const problem = problems.poNumber ?? problems.requestedDelivery;
  if (problem) throw badRequest(problem);
  return { poNumber: input.poNumber || null, requestedDelivery: input.requestedDelivery || null };
}

/** Shipping priced and dated on the server (SPEC §9): the option, its price and the delivery day. */
export function shippingOf(body: BuyBody, now: Date): PurchaseShipping {
  const option = shippingOption(body.shipping?._id ?? DEFAULT_SHIPPING)!;
  const tomorrow = indianDay(now, 1);
  let delivery = indianDay(now, option.deliveryDays);
  if (option.requiresDateSelection) {
    const chosen = body.shipping?.selectedDate;
    if (!chosen) throw badRequest('Choose a delivery date for scheduled shipping.');
    if (chosen < tomorrow || chosen > indianDay(now, MAX_SCHEDULE_DAYS) || Number.isNaN(Date.parse(chosen))) {
      throw badRequest(`Choose a delivery date from tomorrow to ${MAX_SCHEDULE_DAYS} days ahead.`);
    }
    delivery = chosen;
  }
  return { option, shipmentDay: tomorrow, deliveryDay: delivery };
}

/** The cart's lines as shipping weighs them (domain/shipping.ts), from each line's product answer. */
export const shippedLines = (lines: CartLineRow[]) =>
  lines.map((line) => shippedLine(JSON.parse(line.product_json) as { weight: number; width: number }, line.quantity, line.is_sample));

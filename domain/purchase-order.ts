/**
 * The buyer's own reference for a purchase, as every B2B checkout asks: their purchase order number and the day they
 * need the fabric by, both optional. Carried on the orders, the tax invoice, the console and the emails; the server
 * checks the same rules (and the database the PO number's length).
 */
import { indianDay, isCalendarDay } from './day.js';

/** The e-invoice schema's purchase order reference (INV-01 RefDtls.ContrDtls.PORefr) holds at most 16 characters. */
export const PO_NUMBER_MAX = 16;
/** A requested delivery date is from today to this many days ahead. */
export const REQUESTED_DELIVERY_DAYS = 365;

const PO_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 /._#-]*$/;

export const PURCHASE_ORDER_MESSAGES = {
  poNumber: `A PO number is up to ${PO_NUMBER_MAX} letters, digits, spaces and / . _ # -, as printed on your purchase order.`,
  requestedDelivery: `Choose a delivery date from today to ${REQUESTED_DELIVERY_DAYS} days ahead.`,
} as const;

export interface PurchaseOrderInput {
  poNumber: string;
  requestedDelivery: string;
}
export type PurchaseOrderProblems = Partial<Record<keyof PurchaseOrderInput, string>>;

/** What is wrong with the reference the buyer typed, by field; empty fields are fine (both are optional). */
export function purchaseOrderProblems(input: PurchaseOrderInput, now = new Date()): PurchaseOrderProblems {
  const problems: PurchaseOrderProblems = {};
  const po = input.poNumber.trim();
  if (po !== '' && (po.length > PO_NUMBER_MAX || !PO_NUMBER.test(po))) problems.poNumber = PURCHASE_ORDER_MESSAGES.poNumber;
  const day = input.requestedDelivery;
  if (day !== '') {
    if (!isCalendarDay(day) || day < indianDay(now) || day > indianDay(now, REQUESTED_DELIVERY_DAYS))
      problems.requestedDelivery = PURCHASE_ORDER_MESSAGES.requestedDelivery;
  }
  return problems;
}

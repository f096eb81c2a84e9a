// Orders above a Buyer's limits wait for an Approver or the Owner: when, why, and the sentences everyone reads.
import { formatRupees } from './money.js';
import type { PaymentMethod } from './checkout.js';

export type ApprovalStatus = 'waiting' | 'approved' | 'rejected' | 'withdrawn';

export const APPROVAL_MESSAGES = {
  methods: 'An order that needs approval is placed when it is approved: choose Pay on account or Cash on Delivery.',
  ownOrder: 'Nobody approves their own order: another Approver or the Owner of the company does.',
  notAllowed: "Only the company's Approvers and Owner approve or reject orders.",
  unknown: 'There is no such order awaiting approval in your company.',
  addressGone:
    "The delivery address this order was asked for is no longer in the company's addresses. Reject it, and the buyer can order again to another address.",
  approved: 'Order approved and placed.',
  rejected: 'Order rejected. The buyer is told why by email.',
  withdrawn: 'Order withdrawn: it will not be placed.',
  notYours: 'Only the buyer who asked for an order withdraws it while it awaits approval.',
} as const;

/** How an order that needs approval may be paid: nothing is taken until it is approved. */
export const APPROVAL_METHODS = ['On Account', 'Cash on Delivery'] as const satisfies readonly PaymentMethod[];
export const approvalMethodFits = (method: string) => (APPROVAL_METHODS as readonly string[]).includes(method);

export const alreadyDecided = (status: Exclude<ApprovalStatus, 'waiting'>) => `This order was ${status} already.`;
/** How a decided approval's row reads its status (one no longer found reads as approved). */
export const decidedAs = (status: string | undefined): Exclude<ApprovalStatus, 'waiting'> =>
  status === 'rejected' || status === 'withdrawn' ? status : 'approved';

export const overOrderLimit = (totalRupees: number, limitRupees: number) =>
  `${formatRupees(totalRupees)} is above your order limit of ${formatRupees(limitRupees)}`;
export const overMonthlyLimit = (monthRupees: number, limitRupees: number) =>
  `with it your orders this month come to ${formatRupees(monthRupees)}, above your monthly limit of ${formatRupees(limitRupees)}`;

/** The 202 answer's sentence: what happened and what did not. */
export const awaitingApproval = (why: string) =>
  `This order needs approval (${why}). It has gone to your company's Approvers: nothing is placed and no stock is held until one approves it.`;

/** Checkout's heads-up before Place Order, for an order that will need approval. */
export const approvalAhead = (why: string) =>
  `This order needs approval (${why}). Place Order sends it to your company's Approvers; it is placed, and paid on account or on delivery, once one approves it.`;

/** Why an order of `totalPaise` needs approval under a Buyer's limits, or null when it does not. */
export function approvalNeeded(
  totalPaise: number,
  limits: { orderLimitPaise: number | null; monthlyLimitPaise: number | null },
  spentThisMonthPaise: number,
): string | null {
  if (limits.orderLimitPaise !== null && totalPaise > limits.orderLimitPaise)
    return overOrderLimit(totalPaise / 100, limits.orderLimitPaise / 100);
  const month = spentThisMonthPaise + totalPaise;
  if (limits.monthlyLimitPaise !== null && month > limits.monthlyLimitPaise)
    return overMonthlyLimit(month / 100, limits.monthlyLimitPaise / 100);
  return null;
}

/** The first moment of the calendar month `now` is in, in India. */
export function indianMonthStart(now: Date): Date {
  const india = new Date(now.getTime() + 5.5 * 60 * 60 * 1000);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - 5.5 * 60 * 60 * 1000);
}

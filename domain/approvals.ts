// Orders above a Buyer's limits wait for an Approver or the Owner: when, why, and the sentences everyone reads.
import { formatRupees } from './money.js';
import type { PaymentMethod } from './checkout.js';

export const APPROVAL_STATUSES = ['waiting', 'approved', 'rejected', 'withdrawn'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

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

/** Which of a Buyer's limits an order passes, and by how much: kept with the approval, so each reader's sentence is drawn. */
export interface LimitPassed {
  kind: 'order' | 'month';
  /** The order's total (order), or the month's with it (month). */
  amountPaise: number;
  limitPaise: number;
}

/**
 * Why the order needs approval, said to the Buyer (`buyer` null: 'your order limit') or to the Approvers, naming whose
 * limit it is ("Ravi Patel's order limit").
 */
export function limitSentence(passed: LimitPassed, buyer: string | null = null): string {
  const amount = formatRupees(passed.amountPaise / 100);
  const limit = formatRupees(passed.limitPaise / 100);
  if (passed.kind === 'order') return `${amount} is above ${buyer ? `${buyer}'s` : 'your'} order limit of ${limit}`;
  return `with it ${buyer ? `${buyer}'s` : 'your'} orders this month come to ${amount}, above ${buyer ? 'their' : 'your'} monthly limit of ${limit}`;
}

/** The 202 answer's sentence: what happened and what did not. */
export const awaitingApproval = (why: string) =>
  `This order needs approval (${why}). It has gone to your company's Approvers: nothing is placed and no stock is held until one approves it.`;

/** Checkout's heads-up before Place Order, for an order that will need approval. */
export const approvalAhead = (why: string) =>
  `This order needs approval (${why}). Place Order sends it to your company's Approvers; it is placed, and paid on account or on delivery, once one approves it.`;

/** Which limit an order of `totalPaise` passes under a Buyer's limits, or null when it needs no approval. */
export function limitPassed(
  totalPaise: number,
  limits: { orderLimitPaise: number | null; monthlyLimitPaise: number | null },
  spentThisMonthPaise: number,
): LimitPassed | null {
  if (limits.orderLimitPaise !== null && totalPaise > limits.orderLimitPaise)
    return { kind: 'order', amountPaise: totalPaise, limitPaise: limits.orderLimitPaise };
  const month = spentThisMonthPaise + totalPaise;
  if (limits.monthlyLimitPaise !== null && month > limits.monthlyLimitPaise)
    return { kind: 'month', amountPaise: month, limitPaise: limits.monthlyLimitPaise };
  return null;
}

/** Why an order of `totalPaise` needs approval, in the Buyer's words, or null when it does not. */
export function approvalNeeded(
  totalPaise: number,
  limits: { orderLimitPaise: number | null; monthlyLimitPaise: number | null },
  spentThisMonthPaise: number,
): string | null {
  const passed = limitPassed(totalPaise, limits, spentThisMonthPaise);
  return passed && limitSentence(passed);
}

/** The first moment of the calendar month `now` is in, in India. */
export function indianMonthStart(now: Date): Date {
  const india = new Date(now.getTime() + 5.5 * 60 * 60 * 1000);
  return new Date(Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), 1) - 5.5 * 60 * 60 * 1000);
}

// Fabric claims: a buyer reports a problem with delivered, uncut fabric; the operator talks it through and settles it.
// One transition table guards the server (409 with why) and drives the console and the buyer's screens, as quotes do.
import { formatDay, indianDay, tryAgainIn } from './day.js';
import { formatRupees, paiseToRupees } from './money.js';
import { hasVisibleText } from './visible-text.js';

export const CLAIM_KINDS = ['Shade variation', 'Defect', 'Short length', 'Wrong item'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_STATUSES = ['Open', 'Settled', 'Rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];
/** Whether a status read from an answer is one the table knows (an unknown one allows nothing). */
export const isClaimStatus = (status: string): status is ClaimStatus => (CLAIM_STATUSES as readonly string[]).includes(status);

/** How an operator settles: replace the metres at ₹0, credit part or all, take the metres back and refund, or reject. */
export const CLAIM_OUTCOMES = ['replace', 'credit', 'refund', 'reject'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
export const OUTCOME_LABELS: Readonly<Record<ClaimOutcome, string>> = {
  replace: 'Replace the metres',
  credit: 'Credit note',
  refund: 'Pick up and refund',
  reject: 'Reject',
};

export type ClaimAction = 'message' | 'settle' | 'reject';
export type ClaimSide = 'buyer' | 'operator';

interface Transition {
  from: readonly ClaimStatus[];
  /** Where it leads; null for a message, which changes no state. */
  to: ClaimStatus | null;
  by: ClaimSide | 'either';
  verb: string;
}

/** Open → Settled (replace, credit, refund) or Rejected; both sides write in the thread while it is open. */
export const CLAIM_TRANSITIONS: Readonly<Record<ClaimAction, Transition>> = {
  message: { from: ['Open'], to: null, by: 'either', verb: 'discussed' },
  settle: { from: ['Open'], to: 'Settled', by: 'operator', verb: 'settled' },
  reject: { from: ['Open'], to: 'Rejected', by: 'operator', verb: 'rejected' },
};

/** The action an outcome takes. */
export const actionOf = (outcome: ClaimOutcome): ClaimAction => (outcome === 'reject' ? 'reject' : 'settle');

/** Why `action` cannot be taken on a claim in `status` by `side`, in one sentence; null when it can. */
export function claimTransitionProblem(status: ClaimStatus, action: ClaimAction, side: ClaimSide): string | null {
  const transition = CLAIM_TRANSITIONS[action];
  if (transition.by !== 'either' && transition.by !== side) return `Only the ${transition.by} may do this.`;
  if (transition.from.includes(status)) return null;
  return `This claim is ${status}: it cannot be ${transition.verb} now.`;
}

export const claimStatusAfter = (status: ClaimStatus, action: ClaimAction): ClaimStatus => CLAIM_TRANSITIONS[action].to ?? status;

/** Days after delivery a claim is taken, unless CLAIM_WINDOW_DAYS says otherwise. */
export const DEFAULT_CLAIM_WINDOW_DAYS = 7;
export const CLAIM_LIMITS = { maxNote: 2000, maxLot: 40, maxMessage: 1000, maxPhotos: 5, maxReason: 500 } as const;

export const CLAIM_MESSAGES = {
  notFound: 'There is no such claim among yours.',
  orderNotFound: 'This order is not in your order history.',
  notDelivered: 'A claim can be opened once the order is delivered.',
  sample: 'A free sample cannot be claimed: ask for a fresh cutting instead.',
  uncut: 'Claims are taken on fabric that has not been cut: confirm the fabric is uncut.',
  openAlready: 'This order has an open claim: write in its thread instead.',
  noteNeeded: 'Say what is wrong with the fabric in a few words.',
  badKind: `Choose what is wrong: ${CLAIM_KINDS.join(', ')}.`,
  reasonNeeded: 'Write the reason the buyer will read.',
  amountNeeded: 'A credit note needs the amount to credit (taxable value, in rupees).',
  amountForCredit: 'Only a credit note takes an amount: a refund credits the claimed metres at the price paid.',
  opened: 'Claim opened. We will answer within two working days.',
  allMadeGood: 'Every metre of this order was made good by earlier claims: there is nothing left to claim.',
  sent: 'Message sent',
} as const;

export const pastWindow = (days: number, deliveredDay: string) =>
  `Claims are taken within ${days} days of delivery; this order was delivered on ${formatDay(deliveredDay)}.`;
export const metresProblem = (quantity: number, madeGood = 0) =>
  madeGood === 0
    ? `Claim between 1 and ${quantity} metres: the metres of this order.`
    : `Claim between 1 and ${quantity - madeGood} metres: ${madeGood} of this order's ${quantity} m were made good by earlier claims.`;

/**
 * The metres of an order a claim may still be about: what was delivered less what earlier claims made good (settled:
 * refunded, credited or replaced; a rejected claim made nothing good, and an open one stops a second being opened).
 */
export const claimableMetres = (quantity: number, madeGood: number) => Math.max(0, quantity - madeGood);
export const amountTooLarge = (creditablePaise: number) =>
  `At most ${formatRupees(paiseToRupees(creditablePaise))} of this order's taxable value is left to credit.`;
export const replacementShort = (stock: number, metres: number, color: string) =>
  `Only ${stock} m of ${color} are in stock: a replacement needs ${metres} m.`;
export const claimLimitMessage = (limit: number, seconds: number) =>
  `You have opened or written on claims ${limit} times in the last hour. Please try again ${tryAgainIn(seconds)}.`;

/** What about the order stops a claim on it now (a sample, not delivered, past the window), in one sentence, or null. */
export function claimOrderProblem(order: {
  stage: string;
  deliveredAt: Date | null;
  isSample: boolean;
  now: Date;
  windowDays: number;
}): string | null {
  if (order.isSample) return CLAIM_MESSAGES.sample;
  if (order.stage !== 'Delivered' || order.deliveredAt === null) return CLAIM_MESSAGES.notDelivered;
  if (order.now.getTime() - order.deliveredAt.getTime() > order.windowDays * 24 * 60 * 60 * 1000)
    return pastWindow(order.windowDays, indianDay(order.deliveredAt));
  return null;
}

/**
 * What is wrong with a claim's form for an order of `quantity` metres of which earlier claims made `madeGood` good, in
 * one sentence, or null.
 */
export function claimFormProblem(
  form: { kind: string; metres: number; note: string; uncut: boolean },
  quantity: number,
  madeGood = 0,
): string | null {
  const left = claimableMetres(quantity, madeGood);
  if (left === 0) return CLAIM_MESSAGES.allMadeGood;
  if (!(CLAIM_KINDS as readonly string[]).includes(form.kind)) return CLAIM_MESSAGES.badKind;
  if (!Number.isInteger(form.metres) || form.metres < 1 || form.metres > left) return metresProblem(quantity, madeGood);
  if (!hasVisibleText(form.note)) return CLAIM_MESSAGES.noteNeeded;
  if (!form.uncut) return CLAIM_MESSAGES.uncut;
  return null;
}

/** The taxable value of `metres` of an order line: its share of the line's value after discount, to the paisa. */
/** A credit of `taxablePaise` with its GST at the order's rate, as the credit note will carry it. */
export const creditWithGst = (taxablePaise: number, percent: number) => {
  const taxPaise = Math.round((taxablePaise * percent) / 100);
  return { taxPaise, totalPaise: taxablePaise + taxPaise };
};

/** The confirmation an operator answers before settling: the amount with GST, and that the buyer is mailed. */
export function settleQuestion(outcome: ClaimOutcome, claimId: string, taxablePaise: number | null, percent: number): string {
  if (taxablePaise === null || (outcome !== 'credit' && outcome !== 'refund'))
    return `${OUTCOME_LABELS[outcome]} for claim ${claimId}? The buyer is emailed.`;
  const { taxPaise, totalPaise } = creditWithGst(taxablePaise, percent);
  return `${OUTCOME_LABELS[outcome]} for claim ${claimId}: ${formatRupees(taxablePaise / 100)} + GST ${percent}% ${formatRupees(taxPaise / 100)} = ${formatRupees(totalPaise / 100)}? The buyer is emailed.`;
}

export const claimedValuePaise = (taxablePaise: number, quantity: number, metres: number) => Math.round((taxablePaise * metres) / quantity);

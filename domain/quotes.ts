// Quotes for bulk orders: one transition table guards the server (409 with why) and drives the client
// machines (buyer's and operator's), so the negotiation is the same flow everywhere.
import { ratesOf, SEEDED_TAX_PERCENT, taxByRate } from './tax-rates.js';
import { indianDay, tryAgainIn } from './day.js';
import { paiseToRupees, rupeesToPaise } from './money.js';

export const QUOTE_STATUSES = ['Requested', 'Quoted', 'Accepted', 'Ordered', 'Declined', 'Rejected', 'Expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** Whether a status read from an answer is one the table knows (an unknown one allows nothing). */
export const isQuoteStatus = (status: string): status is QuoteStatus => (QUOTE_STATUSES as readonly string[]).includes(status);

export type QuoteAction = 'price' | 'decline' | 'accept' | 'reject' | 'revise' | 'message' | 'order' | 'handBack';
export type QuoteSide = 'buyer' | 'operator';

interface Transition {
  from: readonly QuoteStatus[];
  /** Where it leads; null for a message, which changes no state. */
  to: QuoteStatus | null;
  /** Who may take it: one side, either side, or the system (Place Order). */
  by: QuoteSide | 'either' | 'system';
  /** What the action is, for the refusal: "This quote is Accepted: it cannot be {verb} now." */
  verb: string;
}

/**
 * Requested → Quoted → Accepted → Ordered; declined, rejected, asked again; a Quoted quote past its time is Expired;
 * an accepted one handed back to the company when the member who accepted it leaves.
 */
export const QUOTE_TRANSITIONS: Readonly<Record<QuoteAction, Transition>> = {
  price: { from: ['Requested'], to: 'Quoted', by: 'operator', verb: 'priced' },
  decline: { from: ['Requested', 'Quoted'], to: 'Declined', by: 'operator', verb: 'declined' },
  accept: { from: ['Quoted'], to: 'Accepted', by: 'buyer', verb: 'accepted' },
  reject: { from: ['Quoted'], to: 'Rejected', by: 'buyer', verb: 'rejected' },
  revise: { from: ['Quoted', 'Expired', 'Accepted', 'Rejected', 'Declined'], to: 'Requested', by: 'buyer', verb: 'asked again' },
  message: { from: ['Requested', 'Quoted'], to: null, by: 'either', verb: 'discussed' },
  order: { from: ['Accepted'], to: 'Ordered', by: 'system', verb: 'ordered' },
  /** The member who accepted it no longer buys for the company (domain/ownership.ts): another member may accept it. */
  handBack: { from: ['Accepted'], to: 'Quoted', by: 'system', verb: 'handed back' },
};

/** What a quote is now: a Quoted quote whose valid-until has passed is Expired, whatever is stored. */
export function quoteStatusAt(stored: QuoteStatus, validUntil: Date | string | null, now: Date): QuoteStatus {
  if (stored !== 'Quoted' || validUntil === null) return stored;
  return new Date(validUntil).getTime() <= now.getTime() ? 'Expired' : stored;
}

/** Why `action` cannot be taken on a quote in `status` (by `side`), in one sentence; null when it can. */
export function quoteTransitionProblem(status: QuoteStatus, action: QuoteAction, side: QuoteSide | 'system'): string | null {
  const transition = QUOTE_TRANSITIONS[action];
  if (transition.by !== 'either' && transition.by !== side) return `Only the ${transition.by} may do this.`;
  if (transition.from.includes(status)) return null;
  if (status === 'Expired' && action === 'accept') return 'This quote has expired: ask again for a new price.';
  return `This quote is ${status}: it cannot be ${transition.verb} now.`;
}

/** The state a legal action leads to (a message stays where it is). */
export const quoteStatusAfter = (status: QuoteStatus, action: QuoteAction): QuoteStatus => QUOTE_TRANSITIONS[action].to ?? status;

/** Who a quote in this status waits for. */
export const waitingFor = (status: QuoteStatus): QuoteSide | null =>
  status === 'Requested' ? 'operator' : status === 'Quoted' ? 'buyer' : null;

export const QUOTE_LIMITS = { maxLines: 20, maxMetres: 100_000, maxMessage: 1000, maxNote: 1000, maxValidDays: 90 } as const;

export const QUOTE_MESSAGES = {
  notFound: 'There is no such quote among yours.',
  expired: 'This quote has expired',
  noPricedLine: 'No line of this quote has a price yet: ask again or wait for the operator.',
  validUntilPast: 'The quote must be valid until a time in the future.',
  validUntilFar: `A quote may be valid for at most ${QUOTE_LIMITS.maxValidDays} days.`,
  nothingPriced: 'Price at least one line of the quote.',
  emptyCart: 'Your cart has no metres to ask a price for.',
  notAccepted: 'A quote in your cart is no longer accepted (it was ordered or asked again): remove its lines and order again.',
};

/** How far ahead a quote's needed-by day may be. */
export const MAX_NEEDED_BY_DAYS = 730;

/** Why a needed-by day (a real YYYY-MM-DD, checked by the schema) cannot be asked for, or null: from today, in India. */
export function neededByProblem(day: string, now: Date): string | null {
  if (day < indianDay(now)) return 'Needed by must be today or a later day.';
  if (day > indianDay(now, MAX_NEEDED_BY_DAYS)) return 'Needed by may be at most two years ahead.';
  return null;
}

/** What a buyer is told when a limit on quotes holds them. */
export const QUOTE_LIMIT_MESSAGES = {
  requests: (limit: number, seconds: number) =>
    `You have asked for ${limit} quotes in the last hour. Please try again ${tryAgainIn(seconds)}.`,
  open: (limit: number) =>
    `You have ${limit} quotes open. Please wait for our answer, or accept or reject a priced one, before asking for another.`,
  messages: (limit: number, seconds: number) =>
    `You have written ${limit} messages on your quotes in the last hour. Please try again ${tryAgainIn(seconds)}.`,
};

/** How long a price holds, as a buyer reads it: "2 days 3 hours left", "45 minutes left", or "expired". */
export function timeLeft(validUntil: string, now: Date): string {
  const minutes = Math.floor((new Date(validUntil).getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'expired';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
  if (days > 0) return `${plural(days, 'day')}${hours > 0 ? ` ${plural(hours, 'hour')}` : ''} left`;
  if (hours > 0) return `${plural(hours, 'hour')} left`;
  return `${plural(minutes % 60, 'minute')} left`;
}

/**
 * A quote's money as the buyer weighs it: each priced line's total, their sum, GST at each line's rate (as the cart
 * will charge it, domain/tax-rates.ts) and the total with GST (rupees, worked in paise); `complete` when every line is
 * priced.
 */
export function quoteTotals(lines: readonly { metres: number; quotedPrice?: number | null; taxPercent?: number }[]): {
  subtotal: number;
  tax: number;
  total: number;
  complete: boolean;
  taxRates: number[];
} {
  const taxed = lines.map((line) => ({
    netPaise: line.quotedPrice == null ? 0 : rupeesToPaise(line.quotedPrice) * line.metres,
    percent: line.taxPercent ?? SEEDED_TAX_PERCENT,
  }));
  const subtotalPaise = taxed.reduce((sum, line) => sum + line.netPaise, 0);
  const taxPaise = taxByRate(taxed).reduce((sum, share) => sum + share, 0);
  return {
    subtotal: paiseToRupees(subtotalPaise),
    tax: paiseToRupees(taxPaise),
    total: paiseToRupees(subtotalPaise + taxPaise),
    complete: lines.every((line) => line.quotedPrice != null),
    taxRates: ratesOf(taxed),
  };
}

/** A quotation's PDF asked for while the buyer's (or the shop's) drawings are busy. */
export const QUOTE_PDF_BUSY = 'Your quotation is being prepared. Please try again in a few seconds.';

import { isQuoteStatus, quoteStatusAt, quoteTransitionProblem, type QuoteAction, type QuoteSide } from '../domain/quotes.js';
import type { QuoteFieldsFragment } from '../src/graphql/generated.js';
import { createTabledRecordMachine, type RecordRequest, type TabledRecordEvent } from './tabled-record.js';

/** What the machine needs of a quote (the buyer's QuoteFields, the operator's REST quote): its status and valid-until. */
export type QuoteView = Pick<QuoteFieldsFragment, 'id' | 'status' | 'validUntil'>;

/** The moves a side sends on a quote it has open (ordering and handing back happen elsewhere). */
export type QuoteMove = Exclude<QuoteAction, 'order' | 'handBack'>;
/** One move on the quote, with what it carries (a message's text, new lines, prices). */
export type QuoteRequest = RecordRequest<QuoteMove>;
export type QuoteEvent = TabledRecordEvent<QuoteMove>;

/** Whether `side` may make `action` on the quote as it stands `now` (the machine's guard, and the buttons a view shows). */
export const quoteMoveAllowed = (side: QuoteSide, quote: QuoteView, action: QuoteMove, now: Date) =>
  isQuoteStatus(quote.status) && quoteTransitionProblem(quoteStatusAt(quote.status, quote.validUntil ?? null, now), action, side) === null;

/**
 * A quote as one side sees it (machines/tabled-record.ts): the moves domain/quotes.ts allows this side in the quote's
 * state, judged as the quote stands now (a Priced quote past its valid-until is Expired). Accepting puts the quote's
 * lines in the cart and asking again takes them out: the shop reads its cart again.
 */
export const createQuoteMachine = <TQuote extends QuoteView>(side: QuoteSide) =>
  createTabledRecordMachine<TQuote, QuoteMove>({
    id: `${side}Quote`,
    allowed: (quote, action, now) => quoteMoveAllowed(side, quote, action, now),
    touchesCart: (before, after) => before?.status === 'Accepted' || after.status === 'Accepted',
  });

/** The buyer's quote (/user-profile › Quotes): accept, reject, ask again, write. */
export const buyerQuoteMachine = createQuoteMachine<QuoteView>('buyer');
/** The operator's quote (the console's Quotes): price, decline, write. */
export const operatorQuoteMachine = createQuoteMachine<QuoteView>('operator');

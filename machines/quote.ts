import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../domain/notice.js';
import { shopActions } from './shop-link.js';
import { isQuoteStatus, quoteStatusAt, quoteTransitionProblem, type QuoteAction, type QuoteSide } from '../domain/quotes.js';

/** What the machine needs of a quote (the buyer's QuoteFields, the operator's REST quote): its status and valid-until. */
export interface QuoteView {
  id: string;
  status: string;
  validUntil?: string | null;
}

/** One action on the quote, with what it carries (a message's text, new lines, prices). */
export interface QuoteRequest {
  id: string;
  action: Exclude<QuoteAction, 'order' | 'handBack'>;
  payload?: unknown;
}

export interface QuoteContext<TQuote extends QuoteView> {
  id: string;
  quote: TQuote | null;
  /** Why the last load or action failed, until the next one. */
  error: string | null;
}

export type QuoteEvent =
  { type: 'quote.act'; action: Exclude<QuoteAction, 'order' | 'handBack'>; payload?: unknown } | { type: 'quote.reload' };

const FAILED = 'That did not go through. Please try again.';

/**
 * A quote as one side sees it: loaded, then each action the transition table of domain/quotes.ts allows
 * this side in the quote's state is sent once (others do nothing: the view asks `can` to show its buttons), and the
 * answer replaces the quote. The same table refuses on the server; a refusal's reason is shown.
 */
export function createQuoteMachine<TQuote extends QuoteView>(side: QuoteSide) {
  const allowed = (quote: TQuote | null, action: QuoteAction, now = new Date()) =>
    quote !== null &&
    isQuoteStatus(quote.status) &&
    quoteTransitionProblem(quoteStatusAt(quote.status, quote.validUntil ?? null, now), action, side) === null;
  return setup({
    types: {
      context: {} as QuoteContext<TQuote>,
      events: {} as QuoteEvent,
      input: {} as { id: string },
    },
    actors: {
      loadQuote: fromPromise<TQuote, string>(async () => {
        throw new Error('loadQuote must be provided');
      }),
      actOnQuote: fromPromise<{ message: string; quote: TQuote }, QuoteRequest>(async () => {
        throw new Error('actOnQuote must be provided');
      }),
    },
    actions: {
      notify: (_, _notice: Notice) => {},
      /** Accepting puts the quote's lines in the cart and asking again takes them out: the shop reads its cart again. */
      reloadShop: shopActions.reloadShop,
    },
    guards: {
      allowed: ({ context, event }) => event.type === 'quote.act' && allowed(context.quote, event.action),
      /** The answer moves the quote into or out of Accepted. */
      touchesCart: (_, { before, after }: { before: string | undefined; after: string }) => before === 'Accepted' || after === 'Accepted',
    },
  }).createMachine({
    id: `${side}Quote`,
    context: ({ input }) => ({ id: input.id, quote: null, error: null }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadQuote',
          src: 'loadQuote',
          input: ({ context }) => context.id,
          onDone: { target: 'ready', actions: assign({ quote: ({ event }) => event.output, error: null }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error, FAILED) }) },
        },
      },
      failed: { on: { 'quote.reload': 'loading' } },
      ready: {
        on: {
          'quote.act': { guard: 'allowed', target: 'acting' },
          'quote.reload': 'loading',
        },
      },
      acting: {
        entry: assign({ error: null }),
        invoke: {
          id: 'actOnQuote',
          src: 'actOnQuote',
          input: ({ context, event }) => {
            assertEvent(event, 'quote.act');
            return { id: context.id, action: event.action, payload: event.payload };
          },
          onDone: [
            {
              guard: {
                type: 'touchesCart',
                params: ({ context, event }) => ({ before: context.quote?.status, after: event.output.quote.status }),
              },
              target: 'ready',
              actions: [
                assign({ quote: ({ event }) => event.output.quote }),
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
                'reloadShop',
              ],
            },
            {
              target: 'ready',
              actions: [
                assign({ quote: ({ event }) => event.output.quote }),
                { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
              ],
            },
          ],
          onError: {
            target: 'ready',
            actions: [
              assign({ error: ({ event }) => messageOf(event.error, FAILED) }),
              { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, FAILED) }) },
            ],
          },
        },
      },
    },
  });
}

/** The buyer's quote (/user-profile › Quotes): accept, reject, ask again, write. */
export const buyerQuoteMachine = createQuoteMachine<QuoteView>('buyer');
/** The operator's quote (the console's Quotes): price, decline, write. */
export const operatorQuoteMachine = createQuoteMachine<QuoteView>('operator');

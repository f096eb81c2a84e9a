import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { messageOf, type Notice } from '../domain/notice.js';
import { minimumOrderMessage } from '../domain/price-breaks.js';
import type { MinimumOrder } from '../domain/product.js';

/** What a buyer asks a price for on a product page: one colour's metres, with a hoped-for price, a date and a note. */
export interface ProductQuoteAsk {
  productId: string;
  color: string;
  metres: number;
  targetPrice?: number;
  neededBy?: string;
  note?: string;
}

/** On the cart: a price for the cart's metre lines, with a date and a note. */
export interface CartQuoteAsk {
  fromCart: true;
  neededBy?: string;
  note?: string;
}

export type QuoteAsk = ProductQuoteAsk | CartQuoteAsk;
const metresOf = (ask: QuoteAsk) => ('metres' in ask ? ask.metres : null);

/** The fabric's minimum order in metres: a quote asks for at least that. */
export interface QuoteRequestContext extends MinimumOrder {
  /** Before any call: why the form cannot be sent (metres below the fabric's minimum). */
  problem: string | null;
  /** The quote made, to link to. */
  quoteId: string | null;
}

const FAILED = 'The quote could not be requested. Please try again.';

/**
 * "Request a quote" on the product page and the cart: metres below the fabric's minimum are refused before
 * any call; one request per submission (after a quote is made, the form sends again only once it is changed); the
 * quote made is linked, a refusal said.
 */
export const quoteRequestMachine = setup({
  types: {
    context: {} as QuoteRequestContext,
    events: {} as { type: 'quote.send'; ask: QuoteAsk } | { type: 'quote.edit' },
    input: {} as MinimumOrder,
  },
  actors: {
    requestQuote: fromPromise<{ message: string; quoteId: string }, QuoteAsk>(async () => {
      throw new Error('requestQuote must be provided');
    }),
  },
  actions: { notify: (_, _notice: Notice) => {} },
  guards: {
    notWhole: ({ event }) => {
      assertEvent(event, 'quote.send');
      const metres = metresOf(event.ask);
      return metres !== null && (!Number.isInteger(metres) || metres < 1);
    },
    belowMinimum: ({ context, event }) => {
      assertEvent(event, 'quote.send');
      return (metresOf(event.ask) ?? Infinity) < context.minOrderMetres;
    },
  },
}).createMachine({
  id: 'quoteRequest',
  context: ({ input }) => ({ minOrderMetres: input.minOrderMetres, problem: null, quoteId: null }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'quote.send': [
          { guard: 'notWhole', actions: assign({ problem: 'Metres must be a whole number from 1.' }) },
          { guard: 'belowMinimum', actions: assign({ problem: ({ context }) => minimumOrderMessage(context.minOrderMetres) }) },
          { target: 'sending', actions: assign({ problem: null }) },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'requestQuote',
        src: 'requestQuote',
        input: ({ event }) => {
          assertEvent(event, 'quote.send');
          return event.ask;
        },
        onDone: {
          target: 'sent',
          actions: [
            assign({ quoteId: ({ event }) => event.output.quoteId }),
            { type: 'notify', params: ({ event }) => ({ kind: 'success', message: event.output.message }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: [
            assign({ problem: ({ event }) => messageOf(event.error, FAILED) }),
            { type: 'notify', params: ({ event }) => ({ kind: 'error', message: messageOf(event.error, FAILED) }) },
          ],
        },
      },
    },
    // Sent once per submission: pressing again asks nothing until the form is changed (two presses made two quotes).
    sent: { on: { 'quote.edit': 'editing' } },
  },
});

import { setup } from 'xstate';
import { QUOTE_STATUSES, QUOTE_TRANSITIONS, type QuoteAction, type QuoteStatus } from '../domain/quotes.js';

/** The clock: a Quoted quote whose valid-until passes reads as Expired. */
type NegotiationEvent = { type: Exclude<QuoteAction, 'message'> } | { type: 'expire' };

const actions = (Object.keys(QUOTE_TRANSITIONS) as QuoteAction[]).filter((action) => QUOTE_TRANSITIONS[action].to !== null);

/** Each status's way out: the table's actions from it, and the clock from Quoted. */
const exits = (status: QuoteStatus) => ({
  ...Object.fromEntries(
    actions.filter((action) => QUOTE_TRANSITIONS[action].from.includes(status)).map((action) => [action, QUOTE_TRANSITIONS[action].to!]),
  ),
  ...(status === 'Quoted' ? { expire: 'Expired' } : {}),
});

/**
 * The negotiation itself, drawn from the transition table of domain/quotes.ts (the table the server guards with and
 * the buyer's and operator's quote machines ask): a picture for testers, and a model the tests walk. Messages change
 * no state and are left out.
 */
export const quoteNegotiationMachine = setup({ types: { events: {} as NegotiationEvent } }).createMachine({
  id: 'quoteNegotiation',
  initial: 'Requested',
  states: Object.fromEntries(
    QUOTE_STATUSES.map((status) => [status, status === 'Ordered' ? { type: 'final' as const } : { on: exits(status) }]),
  ),
});

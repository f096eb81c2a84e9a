import { describe, expect, it } from 'vitest';
import {
  QUOTE_STATUSES,
  QUOTE_TRANSITIONS,
  quoteStatusAfter,
  quoteStatusAt,
  quoteTransitionProblem,
  waitingFor,
  type QuoteAction,
} from '../../domain/quotes.js';

describe('the quote transition table', () => {
  it('leads Requested → Quoted → Accepted → Ordered, and back to Requested when the buyer asks again', () => {
    expect(quoteStatusAfter('Requested', 'price')).toBe('Quoted');
    expect(quoteStatusAfter('Quoted', 'accept')).toBe('Accepted');
    expect(quoteStatusAfter('Accepted', 'order')).toBe('Ordered');
    for (const from of ['Quoted', 'Expired', 'Accepted', 'Rejected', 'Declined'] as const)
      expect(quoteStatusAfter(from, 'revise')).toBe('Requested');
    expect(quoteStatusAfter('Quoted', 'message')).toBe('Quoted');
  });

  it('allows every action only from its states and to its side, and says why otherwise', () => {
    for (const status of QUOTE_STATUSES)
      for (const [action, transition] of Object.entries(QUOTE_TRANSITIONS) as [QuoteAction, (typeof QUOTE_TRANSITIONS)[QuoteAction]][]) {
        const side = transition.by === 'either' ? 'buyer' : transition.by;
        const problem = quoteTransitionProblem(status, action, side);
        expect(problem === null, `${action} from ${status}`).toBe(transition.from.includes(status));
      }
    expect(quoteTransitionProblem('Requested', 'price', 'buyer')).toBe('Only the operator may do this.');
    expect(quoteTransitionProblem('Quoted', 'accept', 'operator')).toBe('Only the buyer may do this.');
    expect(quoteTransitionProblem('Ordered', 'message', 'operator')).toBe('This quote is Ordered: it cannot be discussed now.');
    expect(quoteTransitionProblem('Expired', 'accept', 'buyer')).toBe('This quote has expired: ask again for a new price.');
  });

  it('reads a Quoted quote past its valid-until as Expired, and nothing else', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(quoteStatusAt('Quoted', '2026-11-25T09:59:59Z', now)).toBe('Expired');
    expect(quoteStatusAt('Quoted', '2026-11-25T10:00:00Z', now)).toBe('Expired');
    expect(quoteStatusAt('Quoted', '2026-11-25T10:00:01Z', now)).toBe('Quoted');
    expect(quoteStatusAt('Accepted', '2026-11-25T09:00:00Z', now)).toBe('Accepted');
  });

  it('says who a quote waits for', () => {
    expect(QUOTE_STATUSES.map((status) => waitingFor(status))).toEqual(['operator', 'buyer', null, null, null, null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import { QUOTE_TRANSITIONS } from '../../domain/quotes.js';
import { quoteNegotiationMachine } from '../../machines/quote-negotiation.js';
import { modelSuite } from '../support/model-suite.js';
import { walkOf } from '../support/table-walk.js';

const walk = walkOf(quoteNegotiationMachine);

describe('quote negotiation (drawn from the transition table)', () => {
  it('follows the issue’s flow: priced, asked again, priced, accepted, ordered', () => {
    expect(walk('price', 'revise', 'price', 'accept', 'order')).toBe('Ordered');
    expect(walk('price', 'expire', 'accept')).toBe('Expired');
    expect(walk('price', 'expire', 'revise')).toBe('Requested');
    expect(walk('decline', 'accept')).toBe('Declined');
    expect(walk('accept')).toBe('Requested');
    // The member who accepted it left the company: Quoted again, for another member to accept.
    expect(walk('price', 'accept', 'handBack', 'accept', 'order')).toBe('Ordered');
  });

  it('has one transition per table entry and state, and nothing else', () => {
    const states = quoteNegotiationMachine.config.states as Record<string, { on?: Record<string, string> }>;
    for (const [action, transition] of Object.entries(QUOTE_TRANSITIONS)) {
      if (transition.to === null) continue;
      for (const [status, state] of Object.entries(states)) {
        expect(state.on?.[action], `${action} from ${status}`).toBe(transition.from.includes(status as never) ? transition.to : undefined);
      }
    }
  });

  describe('model', () => {
    modelSuite({
      machine: quoteNegotiationMachine,
      invoked: [],
      outputs: {},
      events: ['price', 'decline', 'accept', 'reject', 'revise', 'order', 'handBack', 'expire'].map((type) => ({ type })),
    });
  });
});

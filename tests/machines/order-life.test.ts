import { describe, expect, it } from 'vitest';
import { ORDER_TRANSITIONS } from '../../domain/order-stages.js';
import { orderLifeMachine } from '../../machines/order-life.js';
import { modelSuite } from '../support/model-suite.js';
import { walkOf } from '../support/table-walk.js';

const walk = walkOf(orderLifeMachine);

describe('an order’s life (drawn from the transition table)', () => {
  it('runs placed, ongoing, shipped, delivered; delays keep the stage; cancelled and delivered end it', () => {
    expect(walk('start', 'delay', 'ship', 'delay', 'changeConsignment', 'deliver')).toBe('Delivered');
    expect(walk('cancel')).toBe('Cancelled');
    expect(walk('start', 'cancel')).toBe('Ongoing');
    expect(walk('start', 'cancelByOperator')).toBe('Cancelled');
    expect(walk('start', 'ship', 'cancelByOperator', 'cancelWithIrn')).toBe('Shipped');
    expect(walk('start', 'ship', 'deliver', 'delay', 'start')).toBe('Delivered');
  });

  it('has one transition per table entry and stage, and nothing else', () => {
    const states = orderLifeMachine.config.states as Record<string, { on?: Record<string, string> }>;
    for (const [move, transition] of Object.entries(ORDER_TRANSITIONS)) {
      for (const [stage, state] of Object.entries(states)) {
        const expected = transition.from.includes(stage as never) ? (transition.to ?? stage) : undefined;
        expect(state.on?.[move], `${move} from ${stage}`).toBe(expected);
      }
    }
  });

  describe('model', () => {
    modelSuite({
      machine: orderLifeMachine,
      invoked: [],
      outputs: {},
      events: Object.keys(ORDER_TRANSITIONS).map((type) => ({ type })),
    });
  });
});

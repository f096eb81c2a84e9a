import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FAQ } from '../../src/content/faq.js';
import { faqMachine } from '../../machines/faq.js';
import { modelSuite } from '../support/model-suite.js';

describe('FAQ accordion machine', () => {
  it('opens the first item at the start, one item at a time, and closes the open one when toggled again', () => {
    const actor = createActor(faqMachine).start();
    expect(actor.getSnapshot().context.open).toBe(0);
    actor.send({ type: 'faq.toggle', index: 2 });
    expect(actor.getSnapshot().context.open).toBe(2);
    actor.send({ type: 'faq.toggle', index: 2 });
    expect(actor.getSnapshot().context.open).toBeNull();
    actor.send({ type: 'faq.toggle', index: 3 });
    expect(actor.getSnapshot().context.open).toBe(3);
  });

  it('has the 4 items of SPEC §2.10', () => {
    expect(FAQ).toHaveLength(4);
  });

  describe('model', () => {
    modelSuite({
      machine: faqMachine,
      invoked: [],
      outputs: {},
      events: FAQ.map((_, index) => ({ type: 'faq.toggle', index })),
      // At most one item is open, and a toggle always changes the toggled item and only it.
      checks:
        () =>
        ({ event, before, after }) => {
          if (event.type !== 'faq.toggle') return;
          const index = event.index as number;
          const { open: was } = before.context as { open: number | null };
          const { open: now } = after.context as { open: number | null };
          expect(now === index).toBe(was !== index);
        },
    });
  });
});

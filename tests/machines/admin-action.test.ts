import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { adminActionMachine, type AdminAction } from '../../machines/admin-action.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const advance: AdminAction = { label: 'Advance', question: 'Move FM0123456789 to Shipped?' };
const save: AdminAction = { label: 'Save', question: null };
const unfinished: AdminAction = { label: 'Ship order', question: 'Ship FM0123456789?', problem: 'Correct the dispatch above first.' };

function start() {
  const perform = controllableActor<string, AdminAction>();
  const done = vi.fn();
  const actor = createActor(
    adminActionMachine.provide({ actors: { perform: perform.logic }, actions: { done: (_, message) => done(message) } }),
  ).start();
  return { actor, perform, done };
}

describe('console action machine', () => {
  it('asks first, sends once on confirmation, and shows the answer', async () => {
    const { actor, perform, done } = start();
    actor.send({ type: 'action.ask', action: advance });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(perform.calls).toHaveLength(0);
    actor.send({ type: 'action.confirm' });
    actor.send({ type: 'action.confirm' });
    actor.send({ type: 'action.ask', action: advance });
    expect(perform.calls).toHaveLength(1);
    perform.last().resolve('Order moved to Shipped');
    await flush();
    expect(actor.getSnapshot().context).toEqual({ pending: null, message: 'Order moved to Shipped', failed: false });
    expect(done).toHaveBeenCalledWith('Order moved to Shipped');
  });

  it('cancelling sends nothing; an action without a question is sent at once; a failure says why', async () => {
    const { actor, perform, done } = start();
    actor.send({ type: 'action.ask', action: advance });
    actor.send({ type: 'action.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'action.ask', action: save });
    expect(actor.getSnapshot().value).toBe('sending');
    perform.last().reject(new Error('There is no category named Moonbeam.'));
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ message: 'There is no category named Moonbeam.', failed: true });
    expect(done).not.toHaveBeenCalled();
  });

  it('an action its form refuses says why, and neither asks nor sends', async () => {
    const { actor, perform } = start();
    actor.send({ type: 'action.ask', action: unfinished });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ message: 'Correct the dispatch above first.', failed: true });
    expect(perform.calls).toHaveLength(0);
    actor.send({ type: 'action.ask', action: advance });
    expect(actor.getSnapshot().value).toBe('confirming');
  });

  describe('model', () => {
    modelSuite({
      machine: adminActionMachine,
      invoked: ['perform'],
      outputs: { perform: 'Done' },
      events: [
        { type: 'action.ask', action: advance },
        { type: 'action.ask', action: save },
        { type: 'action.ask', action: unfinished },
        { type: 'action.confirm' },
        { type: 'action.cancel' },
      ],
      // Never sent twice: one perform call per visit to 'sending', and only after a confirmation when it asks.
      checks: () => {
        let confirmed = false;
        let sends = 0;
        return ({ event, before, after, fakes }) => {
          if (before.value === 'confirming' && event.type === 'action.confirm') confirmed = true;
          const entered = after.value === 'sending' && before.value !== 'sending';
          if (entered) {
            if ((after.context as { pending: AdminAction }).pending.question !== null) expect(confirmed).toBe(true);
            confirmed = false;
            sends += 1;
          }
          expect(fakes.perform!.calls).toHaveLength(sends);
        };
      },
    });
  });
});

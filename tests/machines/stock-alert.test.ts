import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { stockAlertMachine } from '../../machines/stock-alert.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const NOTED = 'We will email you when Indigo is back in stock.';

function start() {
  const askWhenBack = controllableActor<string, { productId: string; color: string }>();
  const notify = vi.fn();
  const actor = createActor(
    stockAlertMachine.provide({ actors: { askWhenBack: askWhenBack.logic }, actions: { notify: (_, notice) => notify(notice) } }),
    {
      input: { productId: '7' },
    },
  ).start();
  return { actor, askWhenBack, notify };
}

describe('stock alert machine', () => {
  it('asks once for the chosen colour however often it is clicked, and keeps the answer beside the button', async () => {
    const { actor, askWhenBack, notify } = start();
    actor.send({ type: 'ask', color: 'Indigo' });
    actor.send({ type: 'ask', color: 'Rust' });
    expect(askWhenBack.calls.map((call) => call.input)).toEqual([{ productId: '7', color: 'Indigo' }]);
    askWhenBack.last().resolve(NOTED);
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: NOTED });
    expect(actor.getSnapshot().context).toMatchObject({ color: 'Indigo', outcome: { noted: true, text: NOTED } });
  });

  it('says why an ask was refused, and can be asked again', async () => {
    const { actor, askWhenBack } = start();
    actor.send({ type: 'ask', color: 'Indigo' });
    askWhenBack.last().reject(new Error('Indigo is in stock now: add it to your cart.'));
    await flush();
    expect(actor.getSnapshot().context.outcome).toEqual({ noted: false, text: 'Indigo is in stock now: add it to your cart.' });
    actor.send({ type: 'ask', color: 'Indigo' });
    expect(actor.getSnapshot().context.outcome).toBeNull();
    expect(askWhenBack.calls).toHaveLength(2);
  });

  describe('model', () => {
    modelSuite({
      machine: stockAlertMachine,
      input: { productId: '7' },
      invoked: ['askWhenBack'],
      outputs: { askWhenBack: NOTED },
      events: [{ type: 'ask', color: 'Indigo' }],
      checks:
        () =>
        ({ fakes }) => {
          expect(fakes.askWhenBack!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
        },
    });
  });
});

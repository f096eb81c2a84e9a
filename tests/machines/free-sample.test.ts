import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CartChange } from '../../domain/cart.js';
import { freeSampleMachine } from '../../machines/free-sample.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';
import { cartWith, change } from '../support/shopping-fixtures.js';

const ADDED: CartChange = change(cartWith(1), 'Free sample added to your cart');

function start() {
  const addSample = controllableActor<CartChange, { productId: string; color: string }>();
  const notify = vi.fn();
  const cartReplaced = vi.fn();
  const actor = createActor(
    freeSampleMachine.provide({
      actors: { addSample: addSample.logic },
      actions: { notify: (_, notice) => notify(notice), cartReplaced: (_, value) => cartReplaced(value) },
    }),
    { input: { productId: '7' } },
  ).start();
  return { actor, addSample, notify, cartReplaced };
}

describe('free sample machine', () => {
  it('asks once for the chosen colour however often it is clicked; the cart takes the answer', async () => {
    const { actor, addSample, notify, cartReplaced } = start();
    actor.send({ type: 'request', color: 'Indigo' });
    actor.send({ type: 'request', color: 'Rust' });
    expect(addSample.calls.map((call) => call.input)).toEqual([{ productId: '7', color: 'Indigo' }]);
    addSample.last().resolve(ADDED);
    await flush();
    expect(cartReplaced).toHaveBeenCalledWith(ADDED);
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Free sample added to your cart' });
    expect(actor.getSnapshot().context.outcome).toEqual({ added: true, text: 'Free sample added to your cart' });
  });

  it('says why a sample was refused, and can be asked again', async () => {
    const { actor, addSample, cartReplaced } = start();
    actor.send({ type: 'request', color: 'Indigo' });
    addSample.last().reject(new Error('A free sample of Indigo Poplin in Indigo is already in your cart: one per colour.'));
    await flush();
    expect(actor.getSnapshot().context.outcome).toEqual({
      added: false,
      text: 'A free sample of Indigo Poplin in Indigo is already in your cart: one per colour.',
    });
    expect(cartReplaced).not.toHaveBeenCalled();
    actor.send({ type: 'request', color: 'Indigo' });
    expect(addSample.calls).toHaveLength(2);
  });

  describe('model', () => {
    modelSuite({
      machine: freeSampleMachine,
      input: { productId: '7' },
      invoked: ['addSample'],
      outputs: { addSample: ADDED },
      events: [{ type: 'request', color: 'Indigo' }],
      checks:
        () =>
        ({ fakes }) => {
          expect(fakes.addSample!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
        },
    });
  });
});

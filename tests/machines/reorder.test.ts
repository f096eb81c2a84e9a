import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Cart } from '../../domain/cart.js';
import { reorderMachine, type ReorderResult } from '../../machines/reorder.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const CART: Cart = { lines: [], count: 1, subTotal: 750, discount: 0, totalPrice: 750 };
const ADDED: ReorderResult = {
  message: '3 m of Indigo Poplin (Indigo) added to your cart',
  cart: CART,
  added: [{ productId: '7', color: 'Indigo', metres: 3 }],
  skipped: [],
};
const SKIPPED: ReorderResult = {
  message: 'Indigo Poplin (Indigo) was not added to your cart',
  cart: { ...CART, count: 0 },
  added: [],
  skipped: [{ productId: '7', color: 'Indigo', reason: 'Only 2 metres in stock' }],
};

function start() {
  const reorder = controllableActor<ReorderResult, string>();
  const notify = vi.fn();
  const cartReplaced = vi.fn();
  const actor = createActor(
    reorderMachine.provide({
      actors: { reorder: reorder.logic },
      actions: { notify: (_, notice) => notify(notice), cartReplaced: (_, change) => cartReplaced(change) },
    }),
    { input: { orderId: '42' } },
  ).start();
  return { actor, reorder, notify, cartReplaced };
}

describe('order again machine', () => {
  it('sends the order once however often it is clicked, and the cart takes the answer', async () => {
    const { actor, reorder, notify, cartReplaced } = start();
    actor.send({ type: 'reorder' });
    actor.send({ type: 'reorder' });
    expect(reorder.calls.map((call) => call.input)).toEqual(['42']);
    reorder.last().resolve(ADDED);
    await flush();
    expect(cartReplaced).toHaveBeenCalledWith(ADDED);
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: ADDED.message });
    expect(actor.getSnapshot().context.outcome).toEqual({ added: true, text: ADDED.message });
  });

  it('says why nothing was added', async () => {
    const { actor, reorder, notify } = start();
    actor.send({ type: 'reorder' });
    reorder.last().resolve(SKIPPED);
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Only 2 metres in stock' });
    expect(actor.getSnapshot().context.outcome).toEqual({
      added: false,
      text: 'Indigo Poplin (Indigo) was not added to your cart: Only 2 metres in stock',
    });
  });

  it('a failed call says the server’s reason and can be tried again', async () => {
    const { actor, reorder, cartReplaced } = start();
    actor.send({ type: 'reorder' });
    reorder.last().reject(new Error('There is no such order in your history.'));
    await flush();
    expect(actor.getSnapshot().context.outcome).toEqual({ added: false, text: 'There is no such order in your history.' });
    expect(cartReplaced).not.toHaveBeenCalled();
    actor.send({ type: 'reorder' });
    expect(reorder.calls).toHaveLength(2);
  });

  describe('model', () => {
    modelSuite({
      machine: reorderMachine,
      input: { orderId: '42' },
      invoked: ['reorder'],
      outputs: { reorder: ADDED },
      events: [{ type: 'reorder' }],
      checks:
        () =>
        ({ fakes }) => {
          expect(fakes.reorder!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
        },
    });
  });
});

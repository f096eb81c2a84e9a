import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { changeNotices } from '../../domain/cart.js';
import type { CartChange } from '../../src/graphql/generated.js';
import { cartMachine, type CartLineChange } from '../../machines/cart.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';
import { cartWith, change } from '../support/shopping-fixtures.js';

const line = (quantity: number, stock = 40) => ({ productId: '7', color: 'Indigo', quantity, stock, minOrderMetres: 1 });

function start() {
  const changeCart = controllableActor<CartChange, CartLineChange>();
  const notify = vi.fn();
  const cartChanged = vi.fn();
  const actor = createActor(
    cartMachine.provide({
      actors: { changeCart: changeCart.logic },
      actions: { notify: (_, notice) => notify(notice), tellShopCart: (_, value) => cartChanged(value) },
    }),
  ).start();
  return { actor, changeCart, notify, cartChanged };
}

describe('cart machine', () => {
  it('plus and minus change the line by one metre; the answer replaces the cart', async () => {
    const { actor, changeCart, cartChanged } = start();
    actor.send({ type: 'line.increase', line: line(3) });
    expect(changeCart.last().input).toEqual({ kind: 'update', productId: '7', color: 'Indigo', quantity: 4 });
    changeCart.last().resolve(change(cartWith(4)));
    await flush();
    expect(cartChanged).toHaveBeenCalledWith(change(cartWith(4)));
    actor.send({ type: 'line.decrease', line: line(4) });
    expect(changeCart.last().input).toEqual({ kind: 'update', productId: '7', color: 'Indigo', quantity: 3 });
  });

  it('typed metres set the line; the same number does nothing; too many or not whole are said next to the line and change nothing', async () => {
    const { actor, changeCart, cartChanged } = start();
    actor.send({ type: 'line.set', line: line(3), quantity: 3 });
    expect(changeCart.calls).toHaveLength(0);
    actor.send({ type: 'line.set', line: line(3), quantity: 41 });
    expect(actor.getSnapshot().context.problem).toEqual({ productId: '7', color: 'Indigo', message: 'Only 40 metres in stock' });
    actor.send({ type: 'line.set', line: line(3), quantity: 0 });
    expect(actor.getSnapshot().context.problem?.message).toBe('Enter whole metres, at least 1');
    actor.send({ type: 'line.set', line: line(3), quantity: 2.5 });
    expect(actor.getSnapshot().context.problem?.message).toBe('Enter whole metres, at least 1');
    expect(changeCart.calls).toHaveLength(0);
    actor.send({ type: 'line.set', line: line(3), quantity: 25 });
    expect(changeCart.last().input).toEqual({ kind: 'update', productId: '7', color: 'Indigo', quantity: 25 });
    expect(actor.getSnapshot().context.problem).toBeNull();
    changeCart.last().resolve(change(cartWith(25)));
    await flush();
    expect(cartChanged).toHaveBeenCalledWith(change(cartWith(25)));
  });

  it('a fabric with a minimum order: minus stops at it, and fewer metres typed are refused next to the line', () => {
    const { actor, changeCart } = start();
    const atMinimum = { ...line(50, 400), minOrderMetres: 50 };
    expect(actor.getSnapshot().can({ type: 'line.decrease', line: atMinimum })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'line.decrease', line: { ...atMinimum, quantity: 51 } })).toBe(true);
    actor.send({ type: 'line.set', line: atMinimum, quantity: 49 });
    expect(changeCart.calls).toHaveLength(0);
    expect(actor.getSnapshot().context.problem).toEqual({
      productId: '7',
      color: 'Indigo',
      message: 'Minimum order for this fabric is 50 metres',
    });
  });

  it('minus does nothing at 1', () => {
    const { actor, changeCart } = start();
    actor.send({ type: 'line.decrease', line: line(1) });
    expect(changeCart.calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('removes a line from an accepted quote by its quote, the line of that colour at the shown price untouched', () => {
    const { actor, changeCart } = start();
    actor.send({ type: 'line.remove', line: { ...line(600), quoteId: '12' } });
    expect(changeCart.last().input).toEqual({ kind: 'remove', productId: '7', color: 'Indigo', sample: false, quoteId: '12' });
  });

  it('ignores every button while a change runs', () => {
    const { actor, changeCart } = start();
    actor.send({ type: 'line.remove', line: line(2) });
    expect(changeCart.last().input).toEqual({ kind: 'remove', productId: '7', color: 'Indigo', sample: false });
    actor.send({ type: 'line.increase', line: line(2) });
    actor.send({ type: 'line.remove', line: line(2) });
    expect(changeCart.calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('changing');
  });

  it("shows the server's message when a change fails", async () => {
    const { actor, changeCart, notify, cartChanged } = start();
    actor.send({ type: 'line.increase', line: line(39) });
    changeCart.last().reject(new Error('Out of Stock'));
    await flush();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', message: 'Out of Stock' });
    expect(cartChanged).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('+ stops at the stock and − at one metre: the view enables them by asking can()', () => {
    const { actor, changeCart } = start();
    const can = (type: 'line.increase' | 'line.decrease', quantity: number) => actor.getSnapshot().can({ type, line: line(quantity, 8) });
    expect([can('line.decrease', 1), can('line.increase', 1)]).toEqual([false, true]);
    expect([can('line.decrease', 8), can('line.increase', 8)]).toEqual([true, false]);
    actor.send({ type: 'line.increase', line: line(8, 8) });
    expect(changeCart.calls, 'no request for a metre the colour does not have').toHaveLength(0);
  });

  describe('model', () => {
    modelSuite({
      machine: cartMachine,
      invoked: ['changeCart'],
      outputs: { changeCart: change(cartWith(2)) },
      events: [
        { type: 'line.increase', line: line(1) },
        { type: 'line.decrease', line: line(1) },
        { type: 'line.decrease', line: line(2) },
        { type: 'line.remove', line: line(2) },
        { type: 'line.increase', line: line(8, 8) },
        { type: 'line.set', line: line(2, 8), quantity: 9 },
        { type: 'line.set', line: line(2, 8), quantity: 8 },
        { type: 'line.set', line: line(2, 8), quantity: 2 },
      ],
      // Never more than one change in flight: the buttons are disabled while one runs.
      checks:
        () =>
        ({ fakes }) => {
          expect(fakes.changeCart!.calls.filter((call) => !call.settled).length).toBeLessThanOrEqual(1);
        },
    });
  });
});

describe('what a cart change tells the buyer', () => {
  it("is the server's message, then why the coupon fell off when it did", () => {
    expect(changeNotices(change(cartWith(1), 'Cart updated'))).toEqual([{ kind: 'success', message: 'Cart updated' }]);
    expect(changeNotices(change(cartWith(1), 'Cart updated', 'FLAT500 needs a cart of ₹5,000.00 or more'))).toEqual([
      { kind: 'success', message: 'Cart updated' },
      { kind: 'error', message: 'FLAT500 needs a cart of ₹5,000.00 or more' },
    ]);
  });
});

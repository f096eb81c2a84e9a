import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { CartChange } from '../../src/graphql/generated.js';
import { couponMachine } from '../../machines/coupon.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';
import { cartWith, change } from '../support/shopping-fixtures.js';

function start(applied: string | null = null) {
  const apply = controllableActor<CartChange, string>();
  const remove = controllableActor<CartChange, string>();
  const notify = vi.fn();
  const cartChanged = vi.fn();
  const actor = createActor(
    couponMachine.provide({
      actors: { applyCoupon: apply.logic, removeCoupon: remove.logic },
      actions: { notify: (_, notice) => notify(notice), tellShopCart: (_, value) => cartChanged(value) },
    }),
    { input: { applied } },
  ).start();
  return { actor, apply, remove, notify, cartChanged };
}

describe('coupon machine', () => {
  it('applies a typed code, then shows it applied; removing returns to the empty box', async () => {
    const { actor, apply, remove, cartChanged } = start();
    expect(actor.getSnapshot().value).toBe('notApplied');
    actor.send({ type: 'coupon.type', code: ' welcome10 ' });
    actor.send({ type: 'coupon.apply' });
    expect(actor.getSnapshot().value).toBe('applying');
    expect(apply.last().input).toBe('welcome10');
    apply.last().resolve(change(cartWith(2, 'WELCOME10'), 'Coupon applied'));
    await flush();
    expect(actor.getSnapshot().value).toBe('applied');
    expect(actor.getSnapshot().context.applied).toBe('WELCOME10');
    expect(cartChanged).toHaveBeenCalledTimes(1);
    actor.send({ type: 'coupon.remove' });
    expect(remove.last().input).toBe('WELCOME10');
    remove.last().resolve(change(cartWith(2), 'Coupon removed'));
    await flush();
    expect(actor.getSnapshot().value).toBe('notApplied');
    expect(actor.getSnapshot().context).toEqual({ code: '', applied: null });
  });

  it("says 'Please enter coupon code' for an empty box, and the server's reason when refused", async () => {
    const { actor, apply, notify } = start();
    actor.send({ type: 'coupon.apply' });
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Please enter coupon code' });
    expect(apply.calls).toHaveLength(0);
    actor.send({ type: 'coupon.type', code: 'EXPIRED5' });
    actor.send({ type: 'coupon.apply' });
    apply.last().reject(new Error('This coupon has expired'));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'This coupon has expired' });
    expect(actor.getSnapshot().value).toBe('notApplied');
    expect(actor.getSnapshot().context.code).toBe('EXPIRED5');
  });

  it('starts applied when the loaded cart has a coupon, and follows the cart when it falls off', () => {
    const { actor } = start('BULK15');
    expect(actor.getSnapshot().value).toBe('applied');
    actor.send({ type: 'coupon.sync', applied: null });
    expect(actor.getSnapshot().value).toBe('notApplied');
    actor.send({ type: 'coupon.sync', applied: 'FLAT500' });
    expect(actor.getSnapshot().value).toBe('applied');
    expect(actor.getSnapshot().context.applied).toBe('FLAT500');
  });

  describe('model', () => {
    modelSuite({
      machine: couponMachine,
      input: { applied: null },
      invoked: ['applyCoupon', 'removeCoupon'],
      outputs: { applyCoupon: change(cartWith(2, 'WELCOME10')), removeCoupon: change(cartWith(2)) },
      events: [
        { type: 'coupon.type', code: 'WELCOME10' },
        { type: 'coupon.type', code: '' },
        { type: 'coupon.apply' },
        { type: 'coupon.remove' },
        { type: 'coupon.sync', applied: 'WELCOME10' },
        { type: 'coupon.sync', applied: null },
      ],
      // The 'Applied' state always knows its code; the box is the code while applied.
      checks:
        () =>
        ({ after }) => {
          if (after.value === 'applied') expect(after.context.applied).toBeTruthy();
          if (after.value === 'notApplied') expect(after.context.applied).toBeNull();
        },
    });
  });
});

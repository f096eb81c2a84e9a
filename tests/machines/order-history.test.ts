import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Order } from '../../src/graphql/generated.js';
import { orderHistoryMachine, type OrderPage } from '../../machines/order-history.js';
import { order } from '../support/checkout-fixtures.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const pageOf = (ids: string[], totalPages = 2): OrderPage => ({ orders: ids.map((id) => order(id)), totalPages, totalItems: 7 });

function start(cached: OrderPage | null = null) {
  const remembered: OrderPage[] = [];
  const load = controllableActor<OrderPage, { page: number; limit: number }>();
  const cancel = controllableActor<{ message: string; order: Order }, string>();
  const notify = vi.fn();
  const actor = createActor(
    orderHistoryMachine.provide({
      actors: { loadOrders: load.logic, cancelOrder: cancel.logic },
      actions: { notify: (_, notice) => notify(notice), remember: (_, page) => remembered.push(page) },
    }),
    { input: { cached } },
  ).start();
  return { actor, load, cancel, notify, remembered };
}

describe('order history machine', () => {
  it('shows the first page kept from the last visit while loading, and keeps only a fresh first page', async () => {
    const kept = pageOf(['7']);
    const { actor, load, remembered } = start(kept);
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.orders.map((order) => order.id)).toEqual(['7']);
    const fresh = { ...pageOf(['1', '2']), totalPages: 2 };
    load.last().resolve(fresh);
    await flush();
    expect(actor.getSnapshot().context.orders.map((order) => order.id)).toEqual(['1', '2']);
    actor.send({ type: 'orders.next' });
    load.last().resolve({ ...pageOf(['3']), totalPages: 2 });
    await flush();
    expect(remembered).toEqual([fresh]);
  });

  it('keeps a card opened from the kept page while the fresh one loads, when its order is still listed', async () => {
    const { actor, load } = start(pageOf(['1', '7']));
    actor.send({ type: 'order.toggle', id: '1' });
    expect(actor.getSnapshot().context.openId).toBe('1');
    load.last().resolve(pageOf(['1', '2']));
    await flush();
    expect(actor.getSnapshot().context.openId).toBe('1');

    const gone = start(pageOf(['7']));
    gone.actor.send({ type: 'order.toggle', id: '7' });
    gone.load.last().resolve(pageOf(['1', '2']));
    await flush();
    expect(gone.actor.getSnapshot().context.openId).toBeNull();
  });

  it('pages five at a time, previous and next stopping at the ends', async () => {
    const { actor, load } = start();
    expect(load.last().input).toEqual({ page: 1, limit: 5 });
    load.last().resolve(pageOf(['1', '2', '3', '4', '5']));
    await flush();
    actor.send({ type: 'orders.previous' });
    expect(load.calls).toHaveLength(1);
    actor.send({ type: 'orders.next' });
    expect(load.last().input).toEqual({ page: 2, limit: 5 });
    load.last().resolve(pageOf(['6', '7']));
    await flush();
    actor.send({ type: 'orders.next' });
    expect(load.calls).toHaveLength(2);
    expect(actor.getSnapshot().context.page).toBe(2);
  });

  it('opens one card at a time; cancels from the tracking overlay, which then closes', async () => {
    const { actor, load, cancel, notify } = start();
    load.last().resolve(pageOf(['1', '2']));
    await flush();
    actor.send({ type: 'order.toggle', id: '1' });
    actor.send({ type: 'order.toggle', id: '2' });
    expect(actor.getSnapshot().context.openId).toBe('2');
    actor.send({ type: 'order.toggle', id: '2' });
    expect(actor.getSnapshot().context.openId).toBeNull();
    actor.send({ type: 'tracking.open', id: '1' });
    actor.send({ type: 'order.cancel' });
    expect(actor.getSnapshot().value, 'asks first').toBe('confirmingCancel');
    actor.send({ type: 'cancel.keep' });
    expect(cancel.calls, 'kept: nothing changes').toHaveLength(0);
    expect(actor.getSnapshot().context.trackingId).toBe('1');
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    expect(cancel.last().input).toBe('1');
    cancel.last().resolve({ message: 'Order Cancelled Successfully', order: order('1', 'Cancelled') });
    await flush();
    expect(actor.getSnapshot().context.trackingId).toBeNull();
    expect(actor.getSnapshot().context.orders[0]!.status).toBe('Cancelled');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Order Cancelled Successfully' });
  });

  it("offers no cancellation past 'Ordered Placed', and says the server's reason or 'Error Cancelling Order'", async () => {
    const { actor, load, cancel, notify } = start();
    load.last().resolve({ orders: [order('1', 'Shipped'), order('2')], totalPages: 1, totalItems: 2 });
    await flush();
    actor.send({ type: 'tracking.open', id: '1' });
    actor.send({ type: 'order.cancel' });
    expect(cancel.calls).toHaveLength(0);
    actor.send({ type: 'tracking.open', id: '2' });
    actor.send({ type: 'order.cancel' });
    actor.send({ type: 'cancel.confirm' });
    cancel.last().reject(new Error(''));
    await flush();
    expect(notify).toHaveBeenLastCalledWith({ kind: 'error', message: 'Error Cancelling Order' });
  });

  describe('model', () => {
    modelSuite({
      machine: orderHistoryMachine,
      input: {},
      invoked: ['loadOrders', 'cancelOrder'],
      outputs: { loadOrders: pageOf(['1', '2']), cancelOrder: { message: 'Order Cancelled Successfully', order: order('1', 'Cancelled') } },
      events: [
        { type: 'orders.next' },
        { type: 'orders.previous' },
        { type: 'order.toggle', id: '1' },
        { type: 'tracking.open', id: '1' },
        { type: 'tracking.close' },
        { type: 'order.cancel' },
        { type: 'cancel.confirm' },
        { type: 'cancel.keep' },
        { type: 'orders.retry' },
      ],
      abstract: (snapshot) => ({
        value: snapshot.value,
        page: snapshot.context.page,
        open: snapshot.context.openId,
        tracking: snapshot.context.trackingId,
        statuses: snapshot.context.orders.map((item: Order) => item.status),
      }),
      checks: () => (step) => {
        // At most one card open; the page stays within 1..totalPages once loaded.
        expect(step.after.context.page).toBeGreaterThanOrEqual(1);
        if (step.after.context.totalPages > 0) expect(step.after.context.page).toBeLessThanOrEqual(step.after.context.totalPages);
      },
    });
  });
});

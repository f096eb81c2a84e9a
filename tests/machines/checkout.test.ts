import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Address, CheckoutSummary, Purchase } from '../../domain/order.js';
import { checkoutMachine, placeOrderRequest, type PlaceOrderRequest } from '../../machines/checkout.js';
import { address, purchase, summary } from '../support/checkout-fixtures.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

function start() {
  const loadAddresses = controllableActor<Address[], unknown>();
  const selectAddress = controllableActor<Address[], string>();
  const loadSummary = controllableActor<CheckoutSummary, string>();
  const placeOrder = controllableActor<Purchase, PlaceOrderRequest>();
  const navigate = vi.fn();
  const notify = vi.fn();
  const purchased = vi.fn();
  const actor = createActor(checkoutMachine.provide({
    actors: { loadAddresses: loadAddresses.logic, selectAddress: selectAddress.logic, loadSummary: loadSummary.logic, placeOrder: placeOrder.logic },
    actions: { navigate: (_, path) => navigate(path), notify: (_, notice) => notify(notice), purchased },
  })).start();
  return { actor, loadAddresses, selectAddress, loadSummary, placeOrder, navigate, notify, purchased };
}

describe('checkout machine', () => {
  it('goes Address → Shipping → Payment by Next, needs an address, and places one attempt with one key', async () => {
    const { actor, loadAddresses, loadSummary, placeOrder, navigate, purchased } = start();
    expect(actor.getSnapshot().matches({ address: 'loading' })).toBe(true);
    loadAddresses.last().resolve([]);
    await flush();
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().matches('address'), 'no address, no step 2').toBe(true);
    actor.send({ type: 'addresses.changed', addresses: [address('1', true)] });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().matches('shipping')).toBe(true);
    expect(actor.getSnapshot().context.shipping).toBe('free');
    actor.send({ type: 'shipping.choose', id: 'scheduled' });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().matches('shipping'), 'scheduled needs a date').toBe(true);
    actor.send({ type: 'shipping.date', date: '2026-11-30' });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().matches({ payment: 'loading' })).toBe(true);
    expect(loadSummary.last().input).toBe('scheduled');
    loadSummary.last().resolve(summary);
    await flush();
    actor.send({ type: 'payment.tab', tab: 'Paypal' });
    actor.send({ type: 'payment.upi', value: ' asha@okaxis ' });
    actor.send({ type: 'checkout.place' });
    expect(actor.getSnapshot().matches({ payment: 'placing' })).toBe(true);
    const request = placeOrder.last().input;
    expect(request).toMatchObject({ paymentMethod: 'UPI', upiId: 'asha@okaxis', shipping: { id: 'scheduled', selectedDate: '2026-11-30' }, expectedTotal: 550 });
    expect(request.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    actor.send({ type: 'checkout.place' });
    actor.send({ type: 'checkout.back' });
    expect(placeOrder.calls, 'buttons are disabled while pending').toHaveLength(1);
    placeOrder.last().resolve(purchase);
    await flush();
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(purchased).toHaveBeenCalledTimes(1);
    actor.send({ type: 'popup.close' });
    expect(navigate).toHaveBeenLastCalledWith('/success-payment');
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('shows the failure popup with the reason, which closes to /cart; a new attempt gets a new key', async () => {
    const { actor, loadAddresses, loadSummary, placeOrder, navigate } = start();
    loadAddresses.last().resolve([address('1', true)]);
    await flush();
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.next' });
    loadSummary.last().resolve(summary);
    await flush();
    actor.send({ type: 'checkout.place' });
    const firstKey = placeOrder.last().input.idempotencyKey;
    placeOrder.last().reject(new Error('Your card was declined.'));
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('Your card was declined.');
    actor.send({ type: 'popup.close' });
    expect(navigate).toHaveBeenLastCalledWith('/cart');
    expect(placeOrderRequest({ ...actor.getSnapshot().context }, 'other').idempotencyKey).not.toBe(firstKey);
  });

  it('selects another address on the server, and Back on the first step goes to /cart', async () => {
    const { actor, loadAddresses, selectAddress, navigate, notify } = start();
    loadAddresses.last().resolve([address('1', true), address('2')]);
    await flush();
    expect(actor.getSnapshot().context.addressId).toBe('1');
    actor.send({ type: 'address.choose', id: '2' });
    expect(selectAddress.last().input).toBe('2');
    selectAddress.last().resolve([address('1'), address('2', true)]);
    await flush();
    expect(actor.getSnapshot().context.addressId).toBe('2');
    expect(notify).toHaveBeenLastCalledWith({ kind: 'success', message: 'Address selected successfully' });
    actor.send({ type: 'checkout.back' });
    expect(navigate).toHaveBeenLastCalledWith('/cart');
  });

  describe('model', () => {
    modelSuite({
      machine: checkoutMachine,
      invoked: ['loadAddresses', 'selectAddress', 'loadSummary', 'placeOrder'],
      outputs: { loadAddresses: [address('1', true)], selectAddress: [address('1'), address('2', true)], loadSummary: summary, placeOrder: purchase },
      events: [
        { type: 'checkout.next' },
        { type: 'checkout.back' },
        { type: 'address.choose', id: '2' },
        { type: 'addresses.changed', addresses: [] },
        { type: 'shipping.choose', id: 'scheduled' },
        { type: 'shipping.choose', id: 'free' },
        { type: 'shipping.date', date: '2026-11-30' },
        { type: 'payment.tab', tab: 'Cash on Delivery' },
        { type: 'payment.card', field: 'number', value: '4111 1111 1111 1111' },
        { type: 'payment.upi', value: 'asha@okaxis' },
        { type: 'checkout.place' },
        { type: 'popup.close' },
        { type: 'retry' },
      ],
      // The facts that decide what the buyer may do (the key is random: the checks below look at it).
      abstract: (snapshot) => ({
        value: snapshot.value, status: snapshot.status, hasAddress: snapshot.context.addressId !== null,
        shippingReady: snapshot.context.shipping !== 'scheduled' || snapshot.context.selectedDate !== '', summary: snapshot.context.summary !== null,
      }),
      checks: () => (step) => {
        const { after } = step;
        // Step 2 only with an address; step 3 only with an address and a shipping option that is ready.
        if (after.matches('shipping') || after.matches('payment')) expect(after.context.addressId).not.toBeNull();
        if (after.matches('payment')) expect(after.context.shipping !== 'scheduled' || after.context.selectedDate !== '').toBe(true);
        // Every Place Order attempt sends a key.
        if (after.matches({ payment: 'placing' })) expect(step.fakes.placeOrder!.last().input).toMatchObject({ idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
      },
    });
  });
});

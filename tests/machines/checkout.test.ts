import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { Address, CheckoutSummary, Purchase } from '../../src/graphql/generated.js';
import {
  checkoutMachine,
  checkoutPaymentProblems,
  offeredTabs,
  placeOrderRequest,
  type CheckoutChoices,
  type PlaceOrderRequest,
} from '../../machines/checkout.js';
import { addressBookMachine } from '../../machines/address-book.js';
import { address, purchase, summary } from '../support/checkout-fixtures.js';
import { controllableActor, flush } from '../support/controllable-actor.js';
import { modelSuite } from '../support/model-suite.js';

const GOOD_CARD = [
  ['number', '4111111111111111'],
  ['expiry', '1239'],
  ['cvv', '123'],
  ['name', 'Asha Patel'],
] as const;

function start(resume: CheckoutChoices | null = null) {
  const loadAddresses = controllableActor<Address[], unknown>();
  const selectAddress = controllableActor<Address[], string>();
  const loadSummary = controllableActor<CheckoutSummary, string>();
  const placeOrder = controllableActor<Purchase, PlaceOrderRequest>();
  const notify = vi.fn();
  const purchased = vi.fn();
  const rememberChoices = vi.fn();
  const actor = createActor(
    checkoutMachine.provide({
      actors: {
        loadAddresses: loadAddresses.logic,
        selectAddress: selectAddress.logic,
        loadSummary: loadSummary.logic,
        placeOrder: placeOrder.logic,
      },
      actions: {
        notify: (_, notice) => notify(notice),
        purchased,
        rememberChoices: (_, choices) => rememberChoices(choices),
      },
    }),
    { input: { resume } },
  ).start();
  return { actor, loadAddresses, selectAddress, loadSummary, placeOrder, notify, purchased, rememberChoices };
}

/** A started checkout at its Payment step (one address, the given shipping, the summary loaded). */
async function atPayment(shipping = 'free', loaded: CheckoutSummary = summary) {
  const started = start();
  started.loadAddresses.last().resolve([address('1', true)]);
  await flush();
  started.actor.send({ type: 'checkout.next' });
  started.actor.send({ type: 'shipping.choose', id: shipping });
  started.actor.send({ type: 'checkout.next' });
  started.loadSummary.last().resolve(loaded);
  await flush();
  return started;
}

describe('checkout machine', () => {
  it('owns the address book: an address deleted there leaves the checkout with the book as the server now has it', async () => {
    const deleteAddress = controllableActor<{ message: string; addresses: Address[] }, string>();
    const loadAddresses = controllableActor<Address[], unknown>();
    const actor = createActor(
      checkoutMachine.provide({
        actors: {
          loadAddresses: loadAddresses.logic,
          addressBook: addressBookMachine.provide({ actors: { deleteAddress: deleteAddress.logic } }),
        },
      }),
      { input: { resume: null } },
    ).start();
    loadAddresses.last().resolve([address('1', true), address('2', false)]);
    await flush();
    const book = actor.getSnapshot().children.addressBook!;
    // The checkout's child by id (no systemId: screens share the app's system, where two would collide).
    expect(book._parent).toBe(actor);
    book.send({ type: 'book.delete', id: '1' });
    book.send({ type: 'delete.confirm' });
    expect(deleteAddress.last().input).toBe('1');
    deleteAddress.last().resolve({ message: 'Address deleted', addresses: [address('2', true)] });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ addresses: [address('2', true)], addressId: '2' });
  });

  it('goes Address → Shipping → Payment by Next, needs an address, and places one attempt with one key', async () => {
    const { actor, loadAddresses, loadSummary, placeOrder, purchased } = start();
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
    expect(request).toMatchObject({
      paymentMethod: 'UPI',
      upiId: 'asha@okaxis',
      shipping: { id: 'scheduled', selectedDate: '2026-11-30' },
      expectedTotal: 550,
    });
    expect(request.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    actor.send({ type: 'checkout.place' });
    actor.send({ type: 'checkout.back' });
    expect(placeOrder.calls, 'buttons are disabled while pending').toHaveLength(1);
    placeOrder.last().resolve(purchase);
    await flush();
    expect(actor.getSnapshot().matches('succeeded')).toBe(true);
    expect(purchased).toHaveBeenCalledTimes(1);
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output, 'the view goes on to /success-payment with the purchase').toEqual({ next: 'purchase', purchase });
  });

  it('shows the failure popup with the reason, which closes to /cart; a new attempt gets a new key', async () => {
    const { actor, placeOrder, rememberChoices } = await atPayment();
    for (const [field, value] of GOOD_CARD) actor.send({ type: 'payment.card', field, value });
    actor.send({ type: 'checkout.place' });
    const firstKey = placeOrder.last().input.idempotencyKey;
    expect(placeOrder.last().input.card).toEqual({ number: '4111111111111111', expiry: '12/39', cvv: '123', name: 'Asha Patel' });
    placeOrder.last().reject(new Error('Your card was declined.'));
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.failure).toBe('Your card was declined.');
    expect(rememberChoices).toHaveBeenCalledWith({
      addressId: '1',
      shipping: 'free',
      selectedDate: '',
      tab: 'Credit Card',
      poNumber: '',
      requestedDelivery: '',
    });
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().output, 'the view goes back to /cart').toEqual({ next: 'cart', purchase: null });
    expect(placeOrderRequest({ ...actor.getSnapshot().context }, 'other').idempotencyKey).not.toBe(firstKey);
  });

  it('"Try another way" goes back to the Payment step with every choice kept, and cash on delivery then places', async () => {
    const { actor, placeOrder } = await atPayment('express');
    for (const [field, value] of GOOD_CARD) actor.send({ type: 'payment.card', field, value });
    actor.send({ type: 'checkout.place' });
    placeOrder.last().reject(new Error('Your card was declined.'));
    await flush();
    actor.send({ type: 'payment.another' });
    const { context } = actor.getSnapshot();
    expect(actor.getSnapshot().matches({ payment: 'ready' })).toBe(true);
    expect(context).toMatchObject({ addressId: '1', shipping: 'express', tab: 'Credit Card', failure: null, summary });
    expect(context.card.number).toBe('4111 1111 1111 1111');
    actor.send({ type: 'payment.tab', tab: 'Cash on Delivery' });
    actor.send({ type: 'checkout.place' });
    expect(placeOrder.last().input).toMatchObject({ paymentMethod: 'Cash on Delivery', shipping: { id: 'express' } });
    expect(placeOrder.calls).toHaveLength(2);
  });

  it('places on account with no payment details, and ends an order sent for approval like a purchase, with its approval', async () => {
    const onAccount = { company: 'Surat Shirts Pvt Ltd', terms: 'Net 30', available: 500_000, holdReason: null, dueDate: '2027-01-01' };
    const { actor, placeOrder, purchased } = await atPayment('free', { ...summary, onAccount });
    actor.send({ type: 'payment.tab', tab: 'Pay on account' });
    actor.send({ type: 'checkout.place' });
    expect(placeOrder.last().input).toMatchObject({ paymentMethod: 'On Account', shipping: { id: 'free' } });
    expect(placeOrder.last().input).not.toHaveProperty('card');
    expect(placeOrder.last().input).not.toHaveProperty('upiId');
    const waiting = { ...purchase, purchaseId: '', orders: [], approvalId: '12', message: 'This order needs approval (…).' };
    placeOrder.last().resolve(waiting);
    await flush();
    expect(actor.getSnapshot().value).toBe('succeeded');
    expect(actor.getSnapshot().context.purchase?.approvalId).toBe('12');
    expect(purchased).toHaveBeenCalledTimes(1);
  });

  it('offers only the methods that fit an order that will await approval, moving off the card tab when the summary says so', async () => {
    const { actor, loadAddresses, loadSummary } = start();
    loadAddresses.last().resolve([address('1', true)]);
    await flush();
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.next' });
    expect(actor.getSnapshot().context.tab).toBe('Credit Card');
    const approval = {
      why: '₹5,000.00 is above your order limit of ₹1,000.00',
      message: 'This order needs approval (…).',
      methods: ['On Account', 'Cash on Delivery'],
    };
    loadSummary.last().resolve({ ...summary, onAccount: null, approval });
    await flush();
    expect(offeredTabs(actor.getSnapshot().context.summary)).toEqual(['Cash on Delivery']);
    expect(actor.getSnapshot().context.tab).toBe('Cash on Delivery');
    actor.send({ type: 'payment.tab', tab: 'Credit Card' });
    actor.send({ type: 'payment.tab', tab: 'Paypal' });
    expect(actor.getSnapshot().context.tab, 'a tab not offered is not chosen').toBe('Cash on Delivery');
    expect(offeredTabs({ onAccount: null, approval: null })).toEqual(['Credit Card', 'Paypal', 'Cash on Delivery']);
  });

  it('shapes card details as they are typed and will not place details a provider would refuse', async () => {
    const { actor, placeOrder } = await atPayment();
    actor.send({ type: 'payment.card', field: 'number', value: '41111111 11111111' });
    actor.send({ type: 'payment.card', field: 'expiry', value: '1228' });
    actor.send({ type: 'payment.card', field: 'cvv', value: '12a' });
    expect(actor.getSnapshot().context.card).toMatchObject({ number: '4111 1111 1111 1111', expiry: '12/28', cvv: '12' });
    expect(actor.getSnapshot().context.showProblems).toBe(false);
    actor.send({ type: 'checkout.place' });
    expect(placeOrder.calls, 'nothing is sent').toHaveLength(0);
    expect(actor.getSnapshot().matches({ payment: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.showProblems).toBe(true);
  });

  it("carries the buyer's PO number and requested delivery day; a bad one is said by its field and nothing is sent", async () => {
    const { actor, loadAddresses, loadSummary, placeOrder } = start();
    loadAddresses.last().resolve([address('1', true)]);
    await flush();
    actor.send({ type: 'checkout.next' });
    actor.send({ type: 'checkout.next' });
    loadSummary.last().resolve(summary);
    await flush();
    actor.send({ type: 'payment.tab', tab: 'Cash on Delivery' });
    actor.send({ type: 'reference.change', field: 'poNumber', value: 'PO <script>' });
    actor.send({ type: 'reference.change', field: 'requestedDelivery', value: '2020-01-01' });
    actor.send({ type: 'checkout.place' });
    expect(placeOrder.calls).toHaveLength(0);
    expect(checkoutPaymentProblems(actor.getSnapshot().context)).toEqual({
      poNumber: 'A PO number is up to 16 letters, digits, spaces and / . _ # -, as printed on your purchase order.',
      requestedDelivery: 'Choose a delivery date from today to 365 days ahead.',
    });
    const later = new Date(Date.now() + 20 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    actor.send({ type: 'reference.change', field: 'poNumber', value: ' PO/2026/118 ' });
    actor.send({ type: 'reference.change', field: 'requestedDelivery', value: later });
    actor.send({ type: 'checkout.place' });
    expect(placeOrder.last().input).toMatchObject({ poNumber: 'PO/2026/118', requestedDelivery: later });
  });

  it('started with the choices of a failed payment, goes to the Payment step when their address is still selected', async () => {
    const kept: CheckoutChoices = {
      addressId: '2',
      shipping: 'scheduled',
      selectedDate: '2026-11-30',
      tab: 'Paypal',
      poNumber: 'PO/2026/118',
      requestedDelivery: '2026-12-20',
    };
    const resumed = start(kept);
    resumed.loadAddresses.last().resolve([address('1'), address('2', true)]);
    await flush();
    expect(resumed.actor.getSnapshot().matches({ payment: 'loading' })).toBe(true);
    expect(resumed.actor.getSnapshot().context).toMatchObject({
      addressId: '2',
      shipping: 'scheduled',
      selectedDate: '2026-11-30',
      tab: 'Paypal',
      poNumber: 'PO/2026/118',
      requestedDelivery: '2026-12-20',
      resume: null,
    });
    expect(resumed.loadSummary.last().input).toBe('scheduled');

    const moved = start(kept);
    moved.loadAddresses.last().resolve([address('1', true), address('2')]);
    await flush();
    expect(moved.actor.getSnapshot().matches({ address: 'ready' }), 'another address is selected now: start over').toBe(true);
    expect(moved.actor.getSnapshot().context.shipping).toBe('free');
  });

  it('selects another address on the server, and Back on the first step goes to /cart', async () => {
    const { actor, loadAddresses, selectAddress, notify } = start();
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
    expect(actor.getSnapshot().output, 'the view goes back to /cart').toEqual({ next: 'cart', purchase: null });
  });

  describe('model', () => {
    modelSuite({
      machine: checkoutMachine,
      input: {},
      invoked: ['loadAddresses', 'selectAddress', 'loadSummary', 'placeOrder', 'loadBilling'],
      // The billing address is read beside the whole checkout; once it has ended nothing answers it.
      unreachable: ['left', 'paid', 'unpaid'].flatMap((end) => [
        `${end}:xstate.done.actor.loadBilling`,
        `${end}:xstate.error.actor.loadBilling`,
      ]),
      outputs: {
        loadBilling: null,
        loadAddresses: [address('1', true)],
        selectAddress: [address('1'), address('2', true)],
        loadSummary: summary,
        placeOrder: purchase,
      },
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
        { type: 'reference.change', field: 'poNumber', value: 'PO/7' },
        { type: 'checkout.place' },
        { type: 'popup.close' },
        { type: 'payment.another' },
        { type: 'checkout.retry' },
      ],
      // The facts that decide what the buyer may do (the key is random: the checks below look at it).
      abstract: (snapshot) => ({
        value: snapshot.value,
        status: snapshot.status,
        hasAddress: snapshot.context.addressId !== null,
        shippingReady: snapshot.context.shipping !== 'scheduled' || snapshot.context.selectedDate !== '',
        summary: snapshot.context.summary !== null,
        payable: Object.keys(checkoutPaymentProblems(snapshot.context)).length === 0,
        showProblems: snapshot.context.showProblems,
      }),
      checks: () => (step) => {
        const { after } = step;
        // Step 2 only with an address; step 3 only with an address and a shipping option that is ready.
        if (after.matches('shipping') || after.matches('payment')) expect(after.context.addressId).not.toBeNull();
        if (after.matches('payment')) expect(after.context.shipping !== 'scheduled' || after.context.selectedDate !== '').toBe(true);
        // Every Place Order attempt sends a key.
        if (after.matches({ payment: 'placing' }))
          expect(step.fakes.placeOrder!.last().input).toMatchObject({ idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
      },
    });
  });
});

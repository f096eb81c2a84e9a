import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import type { RestProduct } from '../../bff/rest-types.js';
import { checkoutMachine } from '../../machines/checkout.js';
import { definedTransitions } from '../support/model-paths.js';
import { createBuyer, expect, soldByTheMetre, test, type Buyer, signInPage } from './fixtures.js';
import { browserPaths, coverage, HeldOperations, printCoverage, toast, type BrowserModel, type ModelEvent } from './model/browser-model.js';

const HELD = ['Addresses', 'SelectAddress', 'CheckoutSummary', 'PlaceOrder'];
const TAB_AFTER: Record<string, string> = { 'Credit Card': 'Paypal', Paypal: 'Cash on Delivery' };
const FIRST = 'a1';
const SECOND = 'a2';

/**
 * SPEC §2.8 and §4 checkout, walked in Chromium: paths generated from machines/checkout.ts, each event a buyer's
 * action on /checkout (an address, Next, Back, a shipment method and its day, a payment tab, card or UPI details,
 * Place Order, the popups' buttons), each state checked as the buyer sees it. The page's calls (addresses, selecting
 * one, the summary, Place Order) are held while the screen shows them pending, then let through or failed as a lost
 * connection would fail them.
 */
const model: BrowserModel<typeof checkoutMachine> = {
  machine: checkoutMachine,
  input: { resume: null },
  events: (snapshot) => {
    const { shipping, selectedDate, tab, card, upiId, addressId, poNumber } = snapshot.context;
    if (snapshot.matches({ address: 'ready' })) {
      return [
        { type: 'checkout.next' as const },
        { type: 'checkout.back' },
        { type: 'address.choose', id: addressId === FIRST ? SECOND : FIRST },
        // A new address from the address book (the list as the server then answers it).
        ...(snapshot.context.addresses.length === 2 ? [{ type: 'addresses.changed', addresses: addressList(3, addressId) }] : []),
      ];
    }
    if (snapshot.matches({ address: 'failed' }) || snapshot.matches({ payment: 'failed' })) {
      return [{ type: 'checkout.retry' }, ...(snapshot.matches('payment') ? [{ type: 'checkout.back' }] : [])];
    }
    if (snapshot.matches('shipping')) {
      return [
        ...(shipping === 'free' ? [{ type: 'shipping.choose', id: 'scheduled' }] : []),
        ...(shipping === 'scheduled' && selectedDate === '' ? [{ type: 'shipping.date', date: 'soon' }] : []),
        // Next is disabled until the step is complete: the buyer cannot press it.
        ...(snapshot.can({ type: 'checkout.next' }) ? [{ type: 'checkout.next' }] : []),
        { type: 'checkout.back' },
      ];
    }
    if (snapshot.matches({ payment: 'ready' })) {
      return [
        { type: 'checkout.back' },
        ...(TAB_AFTER[tab] ? [{ type: 'payment.tab', tab: TAB_AFTER[tab] }] : []),
        ...(tab === 'Credit Card' && card.number === '' ? [{ type: 'payment.card', field: 'number', value: '4111111111111111' }] : []),
        ...(tab === 'Paypal' && upiId === '' ? [{ type: 'payment.upi', value: 'meera@okaxis' }] : []),
        ...(tab === 'Credit Card' && poNumber === '' ? [{ type: 'reference.change', field: 'poNumber', value: 'PO/7' }] : []),
        ...(tab === 'Cash on Delivery' ? [{ type: 'checkout.place' }] : []),
      ];
    }
    if (snapshot.matches('succeeded')) return [{ type: 'popup.close' }];
    if (snapshot.matches('failed')) return [{ type: 'popup.close' }, { type: 'payment.another' }];
    return [];
  },
  answers: (_snapshot, actor) => (actor === 'loadBilling' ? [] : ['done', 'error']),
  output: (snapshot, actor) => {
    const chosen = (snapshot.context.addressId ?? FIRST) === FIRST ? SECOND : FIRST;
    if (actor === 'loadAddresses') return addressList(2, FIRST);
    if (actor === 'selectAddress') return addressList(snapshot.context.addresses.length || 2, chosen);
    if (actor === 'loadSummary') return { cart: { lines: [] }, pricing: { total: 100 } };
    return { orders: [] };
  },
  // What the screen shows; which address is chosen, the card and UPI typed show on the fields, not in the flow.
  abstract: (snapshot) => ({
    value: snapshot.value,
    ...(snapshot.matches('shipping') ? { shipping: snapshot.context.shipping, dated: snapshot.context.selectedDate !== '' } : {}),
    ...(snapshot.matches('payment') ? { tab: snapshot.context.tab } : {}),
  }),
  // The billing address is read beside the checkout and not held: it answers as the server does, in any state.
  unreachable: Object.fromEntries(
    definedTransitions(checkoutMachine)
      .filter((pair) => pair.endsWith('.loadBilling'))
      .map((pair) => [pair, 'the billing address is not held: it answers as the server does']),
  ),
};

function addressList(count: number, selected: string | null) {
  return Array.from({ length: count }, (_, index) => ({ id: `a${index + 1}`, selected: `a${index + 1}` === selected }));
}

const paths = browserPaths(model);

test.describe('checkout model in Chromium (machines/checkout.ts)', () => {
  let buyer: Buyer;
  let product: RestProduct;

  test.beforeAll(async ({ baseURL }) => {
    buyer = await createBuyer(baseURL!);
    for (const city of ['Surat', 'Tiruppur']) {
      await api(baseURL!, 'POST', '/address', {
        address: `12 Mill Road`,
        city,
        state: city === 'Surat' ? 'Gujarat' : 'Tamil Nadu',
        pinCode: city === 'Surat' ? '395002' : '641601',
        alternativePhoneNumber: '9876501234',
        country: 'India',
      });
    }
    const products = ((await (await fetch(`${baseURL}/api/getAllProducts?page=1&limit=12`)).json()) as { data: RestProduct[] }).data;
    product = products.find((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 100)!;
    printCoverage('checkout', coverage(checkoutMachine, paths, model.unreachable), paths.length);
  });

  async function api(baseURL: string, method: string, path: string, body?: object) {
    const response = await fetch(`${baseURL}/api${path}`, {
      method,
      headers: { authorization: buyer.token, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, `${method} ${path}`).toBeLessThan(300);
    return response.json() as Promise<unknown>;
  }

  test('the paths reach every state and every transition the UI can produce', () => {
    expect(coverage(checkoutMachine, paths, model.unreachable)).toMatchObject({ missing: [], unvisited: [] });
  });

  for (const path of paths) {
    test(path.description, async ({ page, baseURL }) => {
      // One metre in the cart, the first address chosen, as each path starts.
      const cart = (await api(baseURL!, 'GET', '/user/cart')) as { data: { products: unknown[] } };
      if (cart.data.products.length === 0)
        await api(baseURL!, 'POST', '/user/add-to-cart', {
          productId: product._id,
          color: product.productVarieties[0]!.color,
          quantity: 1,
        });
      const { data: addresses } = (await api(baseURL!, 'GET', '/addresses')) as { data: { _id: string }[] };
      await api(baseURL!, 'PUT', `/address/select/${addresses[0]!._id}`);
      await signInPage(page, buyer);
      const held = new HeldOperations(HELD);
      await held.install(page);
      await page.goto('/checkout');
      for (const { event, state } of path.steps) {
        if (event.type !== 'xstate.init') await act(page, event, held);
        await see(page, state, event);
      }
    });
  }
});

async function act(page: Page, event: ModelEvent, held: HeldOperations): Promise<void> {
  const answer = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
  if (answer) {
    const operation = {
      loadAddresses: 'Addresses',
      selectAddress: 'SelectAddress',
      loadSummary: 'CheckoutSummary',
      placeOrder: 'PlaceOrder',
    }[answer[2]!]!;
    return answer[1] === 'done' ? held.release(operation) : held.fail(operation, operation === 'PlaceOrder');
  }
  switch (event.type) {
    case 'checkout.next':
      return page.getByRole('button', { name: 'Next', exact: true }).click();
    case 'checkout.back':
      return page.getByRole('button', { name: 'Back', exact: true }).click();
    case 'checkout.retry':
      return page.getByRole('button', { name: 'Try again' }).click();
    case 'address.choose':
      // The address that is not chosen now.
      // (A click: the radio changes once the server has selected the address.)
      return page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio', { checked: false }).first().click();
    case 'addresses.changed': {
      await page.getByRole('button', { name: '+ Add New Address' }).click();
      const popup = page.getByRole('dialog', { name: 'Add New Address' });
      await popup.getByLabel('Address *').fill('3 Weavers Lane');
      await popup.getByLabel('City *').fill('Panipat');
      await popup.getByLabel('State *').selectOption('Haryana');
      await popup.getByLabel('PIN code').fill('132103');
      await popup.getByLabel('Phone number (10 digits) *').fill('9876501234');
      await popup.getByLabel('Country *').fill('India');
      await popup.getByRole('button', { name: 'Save Address' }).click();
      return expect(popup).toBeHidden();
    }
    case 'shipping.choose':
      return page.getByRole('radio', { name: /Schedule Delivery/ }).check();
    case 'shipping.date':
      return page.getByLabel('Delivery date').fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
    case 'payment.tab':
      return page.getByRole('tab', { name: String(event.tab) }).click();
    case 'payment.card':
      return page.getByLabel('Card number').pressSequentially(String(event.value));
    case 'payment.upi':
      return page.getByLabel('UPI ID').fill(String(event.value));
    case 'reference.change':
      return page.getByLabel('PO number').fill(String(event.value));
    case 'checkout.place':
      return page.getByRole('button', { name: 'Place Order' }).click();
    case 'popup.close':
      // Each popup's own button: Continue on success, Back to cart on failure.
      return page
        .getByRole('dialog')
        .getByRole('button', { name: /^(Continue|Back to cart)$/ })
        .click();
    case 'payment.another':
      return page.getByRole('button', { name: 'Try another way' }).click();
  }
}

async function see(page: Page, state: AnyMachineSnapshot, event: ModelEvent): Promise<void> {
  const next = page.getByRole('button', { name: 'Next', exact: true });
  if (state.matches({ address: 'loading' }) || state.matches({ payment: 'loading' })) {
    await expect(page.getByRole('status').getByText('Loading...')).toBeVisible();
  } else if (state.matches({ address: 'failed' }) || state.matches({ payment: 'failed' })) {
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  } else if (state.matches({ address: 'ready' })) {
    await expect(page.getByRole('heading', { name: 'Select Address' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(next).toBeEnabled();
    if (event.type === 'xstate.done.actor.selectAddress') await expect(toast(page, 'Address selected successfully')).toBeVisible();
    if (event.type === 'addresses.changed') await expect(toast(page, 'Address added successfully')).toBeVisible();
  } else if (state.matches({ address: 'choosing' })) {
    await expect(page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio').first()).toBeDisabled();
  } else if (state.matches('shipping')) {
    await expect(page.getByRole('heading', { name: 'Shipment Method' })).toBeVisible();
    const { shipping, selectedDate } = state.context;
    await expect(page.getByRole('radio', { name: shipping === 'scheduled' ? /Schedule Delivery/ : /Free Shipping/ })).toBeChecked();
    await expect(next).toBeEnabled({ enabled: shipping !== 'scheduled' || selectedDate !== '' });
  } else if (state.matches({ payment: 'ready' })) {
    await expect(page.getByRole('tab', { name: state.context.tab })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    if (event.type === 'payment.card') await expect(page.getByLabel('Card number')).toHaveValue('4111 1111 1111 1111');
  } else if (state.matches({ payment: 'placing' })) {
    await expect(page.getByRole('button', { name: 'Placing Order…' })).toBeDisabled();
  } else if (state.matches('succeeded')) {
    await expect(page.getByRole('dialog', { name: 'Payment Success' })).toBeVisible();
  } else if (state.matches('failed')) {
    await expect(page.getByRole('dialog', { name: 'Payment Failure' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try another way' })).toBeVisible();
  } else if (state.matches('paid')) {
    await expect(page).toHaveURL(/\/success-payment$/);
  } else if (state.matches('unpaid') || state.matches('left')) {
    await expect(page).toHaveURL(/\/cart$/);
  }
}

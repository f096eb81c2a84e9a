import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { couponMachine } from '../../machines/coupon.js';
import type { RestCart, RestProduct } from '../../bff/rest-types.js';
import { createBuyer, expect, soldByTheMetre, test, type Buyer, signInPage } from './fixtures.js';
import { browserPaths, coverage, HeldOperations, printCoverage, toast, type BrowserModel, type ModelEvent } from './model/browser-model.js';

/** Codes a buyer types, and what the server says of each on a cart of ₹5,000 or more. */
const REFUSALS: Record<string, RegExp> = {
  nosuch1: /NOSUCH1 is not a coupon we know/,
  EXPIRED5: /EXPIRED5 has expired/,
};
const APPLIES = ['WELCOME10', 'FLAT500'];

/**
 * SPEC §4 coupon, walked in Chromium: paths generated from machines/coupon.ts, each event a buyer's action on /cart
 * (type, Apply, the chip's cross, metres lowered so FLAT500 falls off, a coupon applied from another tab), each state
 * checked as the buyer sees it. The server's answers are held while the screen shows the busy state, then let through.
 */
const model: BrowserModel<typeof couponMachine> = {
  machine: couponMachine,
  input: { applied: null },
  events: (snapshot) => {
    const { code, applied } = snapshot.context as { code: string; applied: string | null };
    if (snapshot.matches('notApplied')) {
      const typing =
        code === ''
          ? [...Object.keys(REFUSALS), ...APPLIES].map((typed) => ({ type: 'coupon.type', code: typed }))
          : [{ type: 'coupon.type', code: '' }];
      return [...typing, { type: 'coupon.apply' }, ...(code === '' ? [{ type: 'coupon.sync', applied: 'WELCOME10' }] : [])];
    }
    if (snapshot.matches('applied'))
      return [{ type: 'coupon.remove' }, ...(applied === 'FLAT500' ? [{ type: 'coupon.sync', applied: null }] : [])];
    return [];
  },
  answers: (snapshot, actor) => {
    if (actor === 'removeCoupon') return ['done'];
    return APPLIES.includes((snapshot.context as { code: string }).code.trim().toUpperCase()) ? ['done'] : ['error'];
  },
  output: (snapshot, actor) => {
    const code = actor === 'applyCoupon' ? (snapshot.context as { code: string }).code.trim().toUpperCase() : null;
    return { message: '', cart: { lines: [], coupon: code ? { code } : null } };
  },
  abstract: (snapshot) => ({ value: snapshot.value, code: snapshot.context.code, applied: snapshot.context.applied }),
  unreachable: {
    'removing:xstate.error.actor.removeCoupon':
      'the server refuses a removal only for a coupon the cart does not have, which the chip never offers',
  },
};

const paths = browserPaths(model);

async function cartOver5000(baseURL: string, buyer: Buyer): Promise<void> {
  const headers = { authorization: buyer.token, 'content-type': 'application/json' };
  const call = async (path: string, body?: object) =>
    (
      await fetch(`${baseURL}/api${path}`, { method: body ? 'POST' : 'GET', headers, ...(body ? { body: JSON.stringify(body) } : {}) })
    ).json() as Promise<{
      data: RestCart;
    }>;
  const { data: cart } = await call('/user/cart');
  for (const line of cart.products) await call('/user/remove-from-cart', { productId: line.productId._id, color: line.color });
  for (const code of ['WELCOME10', 'FLAT500']) await call('/user/remove-coupon', { couponCode: code });
  const products = ((await (await fetch(`${baseURL}/api/getAllProducts?page=1&limit=12`)).json()) as { data: RestProduct[] }).data;
  for (const product of products.filter(soldByTheMetre)) {
    const variety = product.productVarieties.find(
      (candidate) => candidate.stock >= Math.ceil(5000 / (candidate.discountedPrice ?? candidate.pricepermeter)) + 1,
    );
    if (!variety) continue;
    const price = variety.discountedPrice ?? variety.pricepermeter;
    await call('/user/add-to-cart', { productId: product._id, color: variety.color, quantity: Math.ceil(5000 / price) + 1 });
    return;
  }
  throw new Error('No product on the first page has stock for ₹5,000');
}

/** The buyer's action for each event the model sends. */
async function act(page: Page, event: ModelEvent, held: HeldOperations, baseURL: string, buyer: Buyer): Promise<void> {
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  switch (event.type) {
    case 'coupon.type':
      return summary.getByPlaceholder('Enter promo code').fill(String(event.code));
    case 'coupon.apply':
      return summary.getByRole('button', { name: 'Apply' }).click();
    case 'coupon.remove':
      return summary.getByRole('button', { name: /^Remove coupon/ }).click();
    case 'coupon.sync':
      if (event.applied === null) {
        // Falling off: fewer metres bring the cart under FLAT500's ₹5,000, and the server drops it.
        const metres = page.getByRole('spinbutton', { name: 'Metres' });
        await metres.fill('1');
        return metres.press('Enter');
      }
      // Applied in another tab: this page learns of it with its next cart answer.
      await fetch(`${baseURL}/api/user/apply-coupon`, {
        method: 'POST',
        headers: { authorization: buyer.token, 'content-type': 'application/json' },
        body: JSON.stringify({ couponCode: event.applied }),
      });
      return page.getByRole('button', { name: 'One metre more' }).click();
    case 'xstate.done.actor.applyCoupon':
    case 'xstate.error.actor.applyCoupon':
      return held.release('ApplyCoupon');
    case 'xstate.done.actor.removeCoupon':
      return held.release('RemoveCoupon');
  }
}

/** What the buyer sees in each state. */
async function see(page: Page, state: AnyMachineSnapshot, event: ModelEvent): Promise<void> {
  const summary = page.getByRole('complementary', { name: 'Order Summary' });
  const { code, applied } = state.context as { code: string; applied: string | null };
  if (state.matches('notApplied')) {
    await expect(summary.getByPlaceholder('Enter promo code')).toBeEnabled();
    await expect(summary.getByPlaceholder('Enter promo code')).toHaveValue(code);
    await expect(summary.getByRole('button', { name: 'Apply', exact: true })).toBeEnabled();
    await expect(summary.getByTestId('coupon-chip')).toBeHidden();
  } else if (state.matches('applying')) {
    await expect(summary.getByRole('button', { name: 'Applying…' })).toBeDisabled();
    await expect(summary.getByPlaceholder('Enter promo code')).toBeDisabled();
  } else if (state.matches('applied')) {
    await expect(summary.getByTestId('coupon-chip')).toHaveText(new RegExp(applied!));
    await expect(summary.getByRole('button', { name: 'Applied' })).toBeDisabled();
  } else if (state.matches('removing')) {
    await expect(summary.getByRole('button', { name: `Remove coupon ${applied}` })).toBeDisabled();
  }
  // The messages the buyer is told.
  if (event.type === 'xstate.error.actor.applyCoupon') await expect(toast(page, REFUSALS[code.trim()]!)).toBeVisible();
  if (event.type === 'coupon.apply' && code.trim() === '') await expect(page.getByText('Please enter coupon code')).toBeVisible();
  if (event.type === 'coupon.sync' && event.applied === null)
    await expect(page.getByText(/FLAT500 needs a cart of ₹5,000.00 or more/)).toBeVisible();
}

test.describe('coupon model in Chromium (machines/coupon.ts)', () => {
  let buyer: Buyer;
  test.beforeAll(async ({ baseURL }) => {
    buyer = await createBuyer(baseURL!);
    printCoverage('coupon', coverage(couponMachine, paths, model.unreachable), paths.length);
  });

  test('the paths reach every state and every transition the UI can produce', () => {
    expect(coverage(couponMachine, paths, model.unreachable)).toMatchObject({ missing: [], unvisited: [] });
  });

  for (const path of paths) {
    test(path.description, async ({ page, baseURL }) => {
      await cartOver5000(baseURL!, buyer);
      await signInPage(page, buyer);
      const held = new HeldOperations(['ApplyCoupon', 'RemoveCoupon']);
      await held.install(page);
      await page.goto('/cart');
      await expect(page.getByRole('complementary', { name: 'Order Summary' })).toBeVisible();
      for (const { event, state } of path.steps) {
        if (event.type !== 'xstate.init') await act(page, event, held, baseURL!, buyer);
        await see(page, state, event);
      }
    });
  }
});

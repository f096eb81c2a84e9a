import type { Page } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { addToCartMachine } from '../../machines/add-to-cart.js';
import { EMPTY_CART } from '../../machines/empty-cart.js';
import type { RestProduct } from '../../bff/rest-types.js';
import { createBuyer, expect, operator as operatorOf, soldByTheMetre, test, type Buyer, signInPage } from './fixtures.js';
import { serverURL } from './servers.js';
import { browserPaths, coverage, HeldOperations, printCoverage, toast, type BrowserModel, type ModelEvent } from './model/browser-model.js';

/** A product of the first page whose first two colours have a few metres each (found before the paths are made). */
interface Chosen {
  product: RestProduct;
  stocks: [number, number];
}

/** The paths are walked in this many tests, which run in parallel workers (each against its own server). */
const PARTS = 2;

let baseURL: string;

function modelFor({ product, stocks }: Chosen): BrowserModel<typeof addToCartMachine> {
  return {
    machine: addToCartMachine,
    input: {
      productId: product._id,
      varieties: product.productVarieties.map(({ color, stock }) => ({ color, stock })),
      fromWishlist: false,
      minOrderMetres: product.minOrderMetres,
      colorIndex: 0,
    },
    events: (snapshot) => {
      if (!snapshot.matches('editing')) return [];
      const { colorIndex, quantity } = snapshot.context as { colorIndex: number; quantity: number };
      const stock = stocks[colorIndex as 0 | 1];
      return [
        ...(colorIndex === 0 ? [{ type: 'color.choose', index: 1 }] : []),
        ...(quantity === 1
          ? [
              { type: 'quantity.change', quantity: 2 },
              { type: 'quantity.change', quantity: stock + 1 },
            ]
          : [{ type: 'quantity.change', quantity: 1 }]),
        // + from one metre and − from two (where the buttons are enabled), so the metres stay few.
        ...(quantity === 1 ? [{ type: 'quantity.step', delta: 1 }] : quantity === 2 ? [{ type: 'quantity.step', delta: -1 }] : []),
        { type: 'popup.continue' },
        { type: 'popup.close' },
      ];
    },
    // Added; the connection lost (silent); or refused because the colour sold out meanwhile.
    answers: () => ['done', 'error', 'error:Out of Stock'],
    output: () => ({ message: 'Added to cart', cart: EMPTY_CART }),
    abstract: (snapshot) => ({ value: snapshot.value, colorIndex: snapshot.context.colorIndex, quantity: snapshot.context.quantity }),
    unreachable: {},
  };
}

async function chooseProduct(): Promise<Chosen> {
  const products = ((await (await fetch(`${baseURL}/api/getAllProducts?page=1&limit=12`)).json()) as { data: RestProduct[] }).data;
  const product = products.find(
    (candidate) =>
      soldByTheMetre(candidate) &&
      candidate.productVarieties.length > 1 &&
      candidate.productVarieties.slice(0, 2).every((variety) => variety.stock >= 3),
  );
  if (!product) throw new Error('No product on the first page has two colours with 3 metres each');
  return { product, stocks: [product.productVarieties[0]!.stock, product.productVarieties[1]!.stock] };
}

async function setStock(operator: Buyer, product: RestProduct, color: string, stock: number): Promise<void> {
  const response = await fetch(`${baseURL}/api/admin/stock`, {
    method: 'PUT',
    headers: { authorization: operator.token, 'content-type': 'application/json' },
    body: JSON.stringify({ productId: product._id, color, stock }),
  });
  expect(response.status).toBe(200);
}

/**
 * SPEC §4 add-to-cart popup, walked in Chromium: paths generated from machines/add-to-cart.ts, each event a buyer's
 * action in the popup on the product page (a colour, metres typed, Continue, Close), each state checked as the buyer
 * sees it. Add to Cart's request is held while 'Adding To Cart...' shows, then let through, failed, or answered after
 * an operator sold the colour out.
 */
test.describe('add-to-cart model in Chromium (machines/add-to-cart.ts)', () => {
  test.describe.configure({ mode: 'parallel' });
  let chosen: Chosen;
  let paths: ReturnType<typeof browserPaths>;
  let model: BrowserModel<typeof addToCartMachine>;
  let buyer: Buyer;
  let operator: Buyer;

  test.beforeAll(async ({}, workerInfo) => {
    baseURL = serverURL(workerInfo.parallelIndex);
    chosen = await chooseProduct();
    model = modelFor(chosen);
    paths = browserPaths(model);
    buyer = await createBuyer(baseURL);
    operator = await operatorOf(baseURL);
  });

  test('the paths reach every state and transition the UI can produce', () => {
    printCoverage('addToCart', coverage(addToCartMachine, paths, model.unreachable), paths.length);
    expect(coverage(addToCartMachine, paths, model.unreachable)).toMatchObject({ missing: [], unvisited: [] });
  });

  for (let part = 0; part < PARTS; part++) {
    test(`paths ${part + 1} of ${PARTS} (every ${PARTS === 2 ? 'other' : `${PARTS}th`} path), each in its own page`, async ({
      browser,
    }) => {
      const mine = paths.filter((_, index) => index % PARTS === part);
      test.setTimeout(mine.length * 30_000);
      for (const path of mine) {
        await test.step(path.description, async () => {
          const page = await browser.newPage({ baseURL });
          try {
            await walk(page, path.steps);
          } finally {
            await page.close();
            const [first, second] = chosen.product.productVarieties;
            await setStock(operator, chosen.product, first!.color, chosen.stocks[0]);
            await setStock(operator, chosen.product, second!.color, chosen.stocks[1]);
          }
        });
      }
    });
  }

  async function walk(page: Page, steps: ReturnType<typeof browserPaths>[number]['steps']): Promise<void> {
    await signInPage(page, buyer);
    const held = new HeldOperations(['AddToCart']);
    await held.install(page);
    await page.goto(`/product/${chosen.product._id}`);
    // The popup opens on the colour the page shows (the listed one): the model starts from the first.
    const first = page.getByRole('radio', { name: chosen.product.productVarieties[0]!.color, exact: true });
    await expect(first).toBeEnabled();
    await first.check({ force: true });
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    for (const { event, state } of steps) {
      if (event.type !== 'xstate.init') await act(page, event, held, state);
      await see(page, state, event);
    }
  }

  async function act(page: Page, event: ModelEvent, held: HeldOperations, after: AnyMachineSnapshot): Promise<void> {
    const popup = page.getByRole('dialog', { name: 'Add to Cart' });
    switch (event.type) {
      case 'color.choose':
        return popup.getByRole('radio').nth(Number(event.index)).check();
      case 'quantity.change':
        return popup.getByRole('spinbutton', { name: 'Quantity (metres)' }).fill(String(event.quantity));
      case 'quantity.step':
        return popup.getByRole('button', { name: event.delta === 1 ? 'One metre more' : 'One metre less' }).click();
      case 'popup.continue':
        return popup.getByRole('button', { name: 'Continue' }).click();
      case 'popup.close':
        return popup.getByRole('button', { name: /close/i }).click();
      case 'xstate.done.actor.addToCart':
        return held.release('AddToCart');
      case 'xstate.error.actor.addToCart':
        if (!event.refusal) return held.fail('AddToCart');
        // Sold out meanwhile: the server refuses the metres it no longer has.
        await setStock(operator, chosen.product, chosen.product.productVarieties[after.context.colorIndex]!.color, 0);
        return held.release('AddToCart');
    }
  }

  async function see(page: Page, state: AnyMachineSnapshot, event: ModelEvent): Promise<void> {
    const popup = page.getByRole('dialog', { name: 'Add to Cart' });
    const { colorIndex, quantity } = state.context as { colorIndex: number; quantity: number };
    if (state.matches('editing')) {
      await expect(popup.getByRole('radio').nth(colorIndex)).toBeChecked();
      await expect(popup.getByRole('spinbutton', { name: 'Quantity (metres)' })).toHaveValue(String(quantity));
      await expect(popup.getByRole('button', { name: 'Continue' })).toBeEnabled();
      for (const [delta, name] of [
        [-1, 'One metre less'],
        [1, 'One metre more'],
      ] as const) {
        const enabled = state.can({ type: 'quantity.step', delta });
        await expect(popup.getByRole('button', { name }), `${name} enabled as the machine allows`).toBeEnabled({ enabled });
      }
      const stock = chosen.stocks[colorIndex as 0 | 1];
      // Too many metres are said next to the field (the browser's own check keeps Continue from sending them).
      if (quantity > stock) await expect(popup.getByRole('alert')).toHaveText(`Only ${stock} metres in stock`);
      if (event.type === 'xstate.error.actor.addToCart' && event.refusal) await expect(toast(page, 'Out of Stock')).toBeVisible();
    } else if (state.matches('adding')) {
      await expect(popup.getByRole('button', { name: 'Adding To Cart...' })).toBeDisabled();
    } else if (state.matches('closed')) {
      await expect(popup).toBeHidden();
      if (event.type === 'xstate.done.actor.addToCart') await expect(toast(page, 'Added to cart')).toBeVisible();
    }
  }
});

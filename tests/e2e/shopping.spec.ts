import type { Page } from '@playwright/test';
import { TINY_PNG } from '../support/multipart.js';
import {
  createBuyer,
  expect,
  rest,
  imagesInViewLoaded,
  SCREENSHOTS,
  sidewaysOverflow,
  signedInTest,
  soldByTheMetre,
  test,
  atEachWidth,
  checkedScreenshot,
} from './fixtures.js';

interface RestProduct {
  _id: string;
  name: string;
  minOrderMetres: number;
  productVarieties: { color: string; stock: number; pricepermeter: number; discountedPrice: number | null; priceTiers: unknown[] }[];
}

/** The first products of the grid (newest first) sold from 1 m at one price, as the backend lists them. */
async function firstProducts(baseURL: string): Promise<RestProduct[]> {
  return ((await (await fetch(`${baseURL}/api/getAllProducts?page=1&limit=12`)).json()) as { data: RestProduct[] }).data.filter(
    soldByTheMetre,
  );
}

/** A product of the first grid page with a second colour that has at least `metres` in stock. */
async function productWithStock(baseURL: string, metres: number): Promise<{ product: RestProduct; colour: number }> {
  for (const product of await firstProducts(baseURL)) {
    const colour = product.productVarieties.findIndex((variety, index) => index > 0 && variety.stock >= metres);
    if (colour > 0) return { product, colour };
  }
  throw new Error('No product on the first page has stock in a second colour');
}

const card = (page: Page, name: string) =>
  page.getByTestId('product-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartLink = (page: Page) => page.getByRole('link', { name: /^My cart/ });
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

test.describe('shopping in Chromium', () => {
  test('a product whose first colour is sold out opens on the colour its card is listed at; the sold-out swatch says so', async ({
    page,
    baseURL,
  }) => {
    type Colour = { color: string; stock: number; pricepermeter: number; discountedPrice?: number | null };
    let found: { _id: string; productVarieties: Colour[] } | undefined;
    for (let pageNumber = 1; pageNumber <= 3 && !found; pageNumber++) {
      const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?limit=100&page=${pageNumber}`)).json()) as {
        data: { _id: string; productVarieties: Colour[] }[];
      };
      found = data.find(
        (candidate) => candidate.productVarieties[0]!.stock === 0 && candidate.productVarieties.some((variety) => variety.stock > 0),
      );
    }
    expect(found, 'the seed has a product whose first colour is sold out').toBeDefined();
    const [soldOut] = found!.productVarieties;
    const shown = (variety: Colour) => variety.discountedPrice ?? variety.pricepermeter;
    const buyable = found!.productVarieties
      .filter((variety) => variety.stock > 0)
      .reduce((best, variety) => (shown(variety) < shown(best) ? variety : best));
    await page.goto(`/product/${found!._id}`);
    await expect(page.getByText(`Colour: ${buyable.color}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('radio', { name: buyable.color, exact: true })).toBeChecked();
    await expect(page.getByRole('radio', { name: `${soldOut!.color} (out of stock)` })).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  test('what led to sign-in is done after it: the free sample of the colour chosen, and the heart', async ({ page, baseURL }) => {
    const buyer = await createBuyer(baseURL!);
    const { product, colour } = await productWithStock(baseURL!, 1);
    const chosen = product.productVarieties[colour]!.color;
    await page.goto(`/product/${product._id}`);
    // The colours can be chosen once the fabric's details have loaded.
    await expect(page.getByRole('radio', { name: chosen, exact: true })).toBeEnabled();
    await page.getByRole('radio', { name: chosen, exact: true }).check({ force: true });
    await expect(page.getByRole('radio', { name: chosen, exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Order a free sample' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email Address').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/product/${product._id}`);
    await expect(page.locator('.free-sample').getByRole('status')).toHaveText('Free sample added to your cart View cart');
    const { data } = await rest<{ data: { products: { color: string; isSample: boolean }[] } }>(baseURL!, buyer.token, 'GET', '/user/cart');
    expect(data.products.filter((line) => line.isSample).map((line) => line.color)).toEqual([chosen]);

    // Signed out again, the heart: back from sign-in, the fabric is in the wishlist (pressed once, not toggled twice).
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email Address').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/product/${product._id}`);
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect
      .poll(async () => (await rest<{ data: { products: unknown[] } }>(baseURL!, buyer.token, 'GET', '/wishlist')).data.products.length)
      .toBe(1);
  });

  test('on a phone the price and Add to Cart stay in reach while the buyer scrolls the product page', async ({ page, baseURL }) => {
    const { product } = await productWithStock(baseURL!, 1);
    await page.setViewportSize({ width: 375, height: 700 });
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('heading', { name: 'Ratings & Reviews' }).scrollIntoViewIfNeeded();
    const add = page.getByRole('button', { name: 'Add to Cart' });
    await expect(add).toBeInViewport();
    await expect(page.locator('.buy-bar .price-now')).toBeInViewport();
    await add.click();
    await page.waitForURL('**/login');
  });

  signedInTest('from the grid to a cart with WELCOME10: colour, popup, badge, quantity, coupon on and off', async ({ page, baseURL }) => {
    const { product, colour } = await productWithStock(baseURL!, 3);
    const variety = product.productVarieties[colour]!;
    const price = variety.discountedPrice ?? variety.pricepermeter;
    await page.goto('/products');
    await card(page, product.name).getByRole('link', { name: product.name, exact: true }).click();
    await page.waitForURL(`**/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText('Free Delivery')).toBeVisible();
    await page.getByRole('radio', { name: variety.color, exact: true }).check();
    await expect(page.getByText(`Colour: ${variety.color}`)).toBeVisible();
    await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    const popup = page.getByRole('dialog', { name: 'Add to Cart' });
    await expect(popup.getByRole('radio', { name: variety.color, exact: true })).toBeChecked();
    await popup.getByLabel('Quantity (metres)').fill('');
    await expect(popup.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await popup.getByLabel('Quantity (metres)').fill(String(variety.stock + 1));
    await expect(popup.getByRole('alert')).toHaveText(`Only ${variety.stock} metres in stock`);
    await popup.getByLabel('Quantity (metres)').fill('1');
    await popup.getByRole('button', { name: 'One metre more' }).click();
    await expect(popup.getByLabel('Quantity (metres)')).toHaveValue('2');
    await expect(popup.getByRole('alert')).toBeHidden();
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expect(popup).toBeHidden();
    await expect(cartLink(page)).toHaveAccessibleName('My cart, 1 products');

    await cartLink(page).click();
    await page.waitForURL('**/cart');
    await expect(page.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByText(rupees(price * 2))).toBeVisible();
    const metres = line.getByRole('spinbutton', { name: 'Metres' });
    await line.getByRole('button', { name: 'One metre more' }).click();
    await expect(metres).toHaveValue('3');
    await expect(line.getByText(rupees(price * 3))).toBeVisible();
    await line.getByRole('button', { name: 'One metre less' }).click();
    await expect(metres).toHaveValue('2');
    // Typed metres: more than the stock is said next to the line and changes nothing; a good number is set.
    await metres.fill(String(variety.stock + 1));
    await metres.press('Enter');
    await expect(line.getByRole('alert')).toHaveText(`Only ${variety.stock} metres in stock`);
    await expect(metres).toHaveValue('2');
    await metres.fill('3');
    await metres.press('Tab');
    await expect(line.getByText(rupees(price * 3))).toBeVisible();
    await expect(line.getByRole('alert')).toBeHidden();
    await metres.fill('2');
    await metres.press('Enter');
    await expect(line.getByText(rupees(price * 2))).toBeVisible();

    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Please enter coupon code')).toBeVisible();
    await summary.getByPlaceholder('Enter promo code').fill('welcome10');
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByTestId('coupon-chip')).toHaveText(/WELCOME10/);
    await expect(summary.getByRole('button', { name: 'Applied' })).toBeDisabled();
    await expect(summary.getByText(rupees(Math.round(price * 2 * 0.9 * 100) / 100))).toBeVisible();
    await page.reload();
    await expect(summary.getByTestId('coupon-chip'), 'the applied coupon is detected on load').toHaveText(/WELCOME10/);
    await summary.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await expect(summary.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await expect(summary.locator('.summary-total')).toContainText(rupees(price * 2));
    await line.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('My cart');
  });

  signedInTest('hearts a product, then moves it from the wishlist to the cart', async ({ page, baseURL }) => {
    const { product } = await productWithStock(baseURL!, 1);
    await page.goto('/wishlist');
    await expect(page.getByText('Let’s Grab Something')).toBeVisible();
    await page.goto('/products');
    await card(page, product.name)
      .getByRole('button', { name: `Add ${product.name} to wishlist` })
      .click();
    await expect(page.getByText('Added to wishlist')).toBeVisible();
    await expect(card(page, product.name).getByRole('button', { name: `Remove ${product.name} from wishlist` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('link', { name: 'My wishlist', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'My Wishlist' })).toBeVisible();
    const saved = card(page, product.name);
    await expect(saved).toHaveCount(1);
    const firstInStock = product.productVarieties.findIndex((variety) => variety.stock >= 1);
    await saved.getByRole('button', { name: 'Add to Cart' }).click();
    const popup = page.getByRole('dialog', { name: 'Add to Cart' });
    await popup.getByRole('radio', { name: product.productVarieties[firstInStock]!.color, exact: true }).check();
    await popup.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/cart');
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await page.getByRole('link', { name: 'My wishlist', exact: true }).click();
    await expect(page.getByText('Let’s Grab Something')).toBeVisible();
  });

  signedInTest('no screen waits forever: a cart that cannot load says so after 15 s and offers to try again', async ({ page }) => {
    await page.clock.install();
    // The BFF never answers (until `held` is lifted): the buyer's cart cannot load.
    let held = true;
    await page.route(/\/graphql(\?|$)/, (route) => (held ? undefined : route.continue()));
    await page.goto('/cart', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('status').filter({ hasText: 'Loading your cart' })).toBeAttached();
    // 16 s on the page's clock (again if a remount restarted the wait): the spinner gives way to what is happening.
    const slow = page.getByRole('alert').filter({ hasText: 'Loading your cart is taking longer than it should' });
    await expect
      .poll(async () => {
        await page.clock.fastForward(16_000);
        return slow.isVisible();
      })
      .toBe(true);
    // Answered again from now on; the calls already held stay unanswered, so the page waits for the buyer's click.
    held = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });

  signedInTest('writes a review with two photos and sees it on the product', async ({ page, baseURL, buyer }) => {
    const [product] = await firstProducts(baseURL!);
    await page.goto(`/product/${product!._id}`);
    await page.getByRole('button', { name: 'Review Your Purchase' }).click();
    const popup = page.getByRole('dialog', { name: 'Review Your Purchase' });
    await popup.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Please Fill All Details')).toBeVisible();
    // Each field says what it needs, inside the popup, and the first gets the focus.
    await expect(popup.getByRole('radio', { name: '1 star', exact: true })).toBeFocused();
    await expect(popup.getByRole('radio', { name: '1 star', exact: true })).toHaveAccessibleDescription('Choose from 1 to 5 stars.');
    await expect(popup.getByLabel('Review')).toHaveAccessibleDescription('Write a few words about the fabric.');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/review-problems-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const photos = ['a', 'b', 'c'].map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: TINY_PNG }));
    await popup.getByLabel(/^Photos/).setInputFiles([...photos, ...photos]);
    await expect(page.getByText('You can only upload 5 images')).toBeVisible();
    await popup.getByLabel(/^Photos/).setInputFiles(photos.slice(0, 2));
    await expect(popup.getByRole('img', { name: /^Photo \d/ })).toHaveCount(2);
    await popup.getByRole('radio', { name: '4 stars' }).check();
    await popup.getByLabel('Review').fill('Even weave and true colour after the first wash.');
    await popup.getByRole('button', { name: 'Submit Review' }).click();
    await expect(page.getByText('Review Added Successfully')).toBeVisible();
    await expect(popup).toBeHidden();
    const mine = page.getByTestId('review').filter({ hasText: 'Even weave and true colour after the first wash.' });
    await expect(mine).toBeVisible();
    await expect(mine.getByText(buyer.name)).toBeVisible();
    await expect(mine.getByRole('img', { name: new RegExp(`^Photo \\d from ${buyer.name}`) })).toHaveCount(2);
  });

  test('a visitor pressing Add to Cart signs in and comes back to the product, its Add to Cart popup open', async ({
    page,
    baseURL,
    buyer,
  }) => {
    const product = (await firstProducts(baseURL!)).find((candidate) => candidate.productVarieties[0]!.stock > 0)!;
    await page.goto(`/product/${product._id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.waitForURL('**/login');
    await page.getByLabel('Email Address').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/product/${product._id}`);
    // What led to sign-in is done after it: the popup opens by itself, once.
    await expect(page.getByRole('dialog', { name: 'Add to Cart' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Add to Cart' }).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Add to Cart' })).toHaveCount(0);
  });

  test('a shared product link works on its own; reviews show 2, then 3 more, then 2 again', async ({ page, baseURL }) => {
    let reviewed: (RestProduct & { reviewCount: number }) | undefined;
    for (let listPage = 1; !reviewed && listPage <= 3; listPage++) {
      const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=${listPage}&limit=100`)).json()) as {
        data: (RestProduct & { reviewCount: number })[];
      };
      reviewed = data.find((candidate) => candidate.reviewCount >= 3);
    }
    await page.goto(`/product/${reviewed!._id}`);
    const reviews = page.getByTestId('review');
    await expect(reviews).toHaveCount(2);
    await page.getByRole('button', { name: 'Load More' }).click();
    await expect(reviews).toHaveCount(Math.min(5, reviewed!.reviewCount));
    await page.getByRole('button', { name: 'View Less' }).click();
    await expect(reviews).toHaveCount(2);
    for (const label of ['Excellent', 'Good', 'Average', 'Below Average', 'Poor'])
      await expect(page.getByText(label, { exact: true })).toBeVisible();
  });

  signedInTest(
    'screenshots of a product, the cart and the wishlist at 375, 768 and 1280 px, with no sideways scrolling',
    async ({ page, baseURL, buyer }) => {
      const { product, colour } = await productWithStock(baseURL!, 2);
      const headers = { authorization: buyer.token, 'content-type': 'application/json' };
      await fetch(`${baseURL}/api/user/add-to-cart`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId: product._id, color: product.productVarieties[colour]!.color, quantity: 2 }),
      });
      await fetch(`${baseURL}/api/user/apply-coupon`, { method: 'POST', headers, body: JSON.stringify({ couponCode: 'WELCOME10' }) });
      await fetch(`${baseURL}/api/wishlist/add`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ productId: product._id, color: product.productVarieties[0]!.color }),
      });
      for (const [name, path, heading] of [
        ['product', `/product/${product._id}`, product.name],
        ['cart', '/cart', 'Shopping Cart'],
        ['wishlist', '/wishlist', 'My Wishlist'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        if (name === 'cart') await expect(page.getByTestId('coupon-chip')).toBeVisible();
        await atEachWidth(page, async (width) => {
          await imagesInViewLoaded(page);
          expect(await sidewaysOverflow(page), `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
          await checkedScreenshot(page, { path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: name !== 'product' });
        });
      }
      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Add to Cart' }).click();
      await expect(page.getByRole('dialog', { name: 'Add to Cart' }).getByRole('button', { name: 'Continue' })).toBeVisible();
      await atEachWidth(page, (width) => checkedScreenshot(page, { path: `${SCREENSHOTS}/add-to-cart-popup-${width}.png` }));
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Review Your Purchase' }).click();
      await expect(page.getByRole('dialog', { name: 'Review Your Purchase' })).toBeVisible();
      await atEachWidth(page, (width) => checkedScreenshot(page, { path: `${SCREENSHOTS}/review-popup-${width}.png` }));
    },
  );
});

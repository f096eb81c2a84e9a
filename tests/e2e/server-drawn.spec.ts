import type { Page } from '@playwright/test';
import { expect, rest, signInPage, test } from './fixtures.js';

// Public pages arrive drawn by the server (src/ssr/render-page.tsx) and the app hydrates them: they read without
// JavaScript, and with it they come alive on the same elements, with no hydration error.
const DRAWN = [
  '/',
  '/products',
  '/products?category=Cotton&sort=price-asc&page=2',
  '/product/1',
  '/about-us',
  '/blogs',
  '/contact-us',
  '/privacy-policy',
  '/tNc',
];

test.describe('pages drawn on the server', () => {
  test("read without JavaScript: the landing hero, the catalogue's first page and a product", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: baseURL! });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Marketplace for Every Fabric Need', level: 1 })).toBeVisible();
    const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=1&limit=12`)).json()) as {
      data: { _id: string; name: string }[];
    };
    await expect(page).toHaveTitle('Fabric Marketplace · Fabric from Indian mills, by the metre');
    await page.goto('/products');
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    await expect(page.getByTestId('product-card').first()).toContainText(data[0]!.name);
    await expect(page).toHaveTitle('Explore fabrics · FabricMart');
    // Search and the category strip work as a plain form and links: they open the list drawn by the server.
    const count = async (query: string) =>
      ((await (await fetch(`${baseURL}/api/getAllProducts?limit=1&${query}`)).json()) as { totalProducts: number }).totalProducts;
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Cotton' }).click();
    await expect(page).toHaveURL(/\/products\?category=Cotton$/);
    await expect(page.locator('.results-count')).toHaveText(`${(await count('category=Cotton')).toLocaleString('en-IN')} products`);
    await page.locator('.products-sidebar').getByRole('searchbox', { name: 'Search fabrics' }).fill('poplin');
    await page.locator('.products-sidebar').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/products\?search=poplin$/);
    await expect(page.locator('.results-count')).toHaveText(
      `${(await count('search=poplin')).toLocaleString('en-IN')} products for “poplin”`,
    );
    // So does the filter panel: Apply filters opens the list it names.
    await page.goto('/products?sort=price-asc');
    const filters = page.locator('.products-sidebar form.filters');
    await filters.getByRole('checkbox', { name: 'Cotton' }).check();
    const price = filters.locator('input[name="priceRange"]').nth(1);
    const range = (await price.getAttribute('value'))!;
    await price.check();
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.waitForURL(/priceRange=/);
    const sent = new URL(page.url()).searchParams;
    expect([sent.getAll('category'), sent.get('priceRange'), sent.get('sort')]).toEqual([['Cotton'], range, 'price-asc']);
    await expect(page.locator('.results-count')).toHaveText(
      `${(await count(`category=Cotton&priceRange=${range}`)).toLocaleString('en-IN')} products`,
    );
    await expect(page.getByRole('combobox', { name: /sort/i }).first()).toHaveValue('price-asc');
    await page.goto(`/product/${data[0]!._id}`);
    await expect(page.getByRole('heading', { name: data[0]!.name, level: 1 })).toBeVisible();
    await expect(page, 'the server names the page').toHaveTitle(`${data[0]!.name} · FabricMart`);
    await page.goto('/about-us');
    await expect(page).toHaveTitle('About Us · FabricMart');
    await context.close();
  });

  test('hydrate without a mismatch on every drawn page, keeping the drawn elements', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const path of DRAWN) {
      // The app's code waits until the drawn page is marked, so the test can tell kept elements from new ones.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/start-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await page
        .locator('#main h1')
        .first()
        .evaluate((heading) => {
          (heading as HTMLElement & { drawn?: boolean }).drawn = true;
        });
      release();
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(
        await page
          .locator('#main h1')
          .first()
          .evaluate((heading) => (heading as HTMLElement & { drawn?: boolean }).drawn === true),
        path,
      ).toBe(true);
      await page.unrouteAll();
    }
    expect(errors).toEqual([]);
  });

  test('come alive: the landing sections appear below the hero and the catalogue answers a search', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[aria-roledescription="carousel"]')).toBeVisible();
    await page.goto('/products');
    await page.locator('#search-wide').fill('linen');
    await page.locator('#search-wide').press('Enter');
    await expect(page.getByTestId('product-card').first()).toContainText(/linen/i);
    // Each page has its own title in the browser too, as it moves from page to page.
    await expect(page).toHaveTitle('Explore fabrics · FabricMart');
    const name = (await page.locator('.product-card-name').first().textContent())!;
    await page.locator('.product-card-name').first().click();
    await expect(page).toHaveTitle(`${name} · FabricMart`);
    await page.goto('/cart');
    await expect(page).toHaveTitle('Cart · FabricMart');
    await page.goto('/no-such-page');
    await expect(page).toHaveTitle('Page not found · FabricMart');
  });
});

test.describe('before the scripts arrive', () => {
  /** The app's scripts reach the page 3 s after it starts loading, as on a slow phone; the drawn page shows at once. */
  async function holdScripts(page: Page) {
    const until = Date.now() + 3000;
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())));
      await route.continue();
    });
  }
  const alive = (page: Page) => page.locator('html[data-app="ready"]');

  test('a picture, the heart and Add to Cart clicked on a drawn product page take effect once the app is alive', async ({
    page,
    buyer,
    baseURL,
  }) => {
    const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=1&limit=12`)).json()) as {
      data: { _id: string; productVarieties: { images: string[]; stock: number }[] }[];
    };
    const product = data.find(
      (item) =>
        item.productVarieties.every((variety) => variety.images.length > 1) && item.productVarieties.some((variety) => variety.stock > 0),
    )!;
    await signInPage(page, buyer);
    await holdScripts(page);
    // The app's first load of the cart and wishlist reads them before the heart's change is made and answers after the
    // heart's change has been answered, as on a slow network: that stale answer must not undo the heart.
    let staleRead = () => {};
    const read = new Promise<void>((resolve) => {
      staleRead = resolve;
    });
    let loads = 0;
    let heartAfterStaleAnswer = '';
    await page.route('**/graphql*', async (route) => {
      const request = route.request();
      if (request.method() === 'POST' && request.postData()?.includes('AddToWishlist')) {
        await read;
        return route.fallback();
      }
      if (new URL(request.url()).searchParams.get('operationName') !== 'ShopState' || ++loads > 1) return route.fallback();
      const response = await route.fetch();
      staleRead();
      await page.getByText('Added to wishlist').waitFor();
      await route.fulfill({ response }).catch(() => {});
      await page.waitForTimeout(500);
      heartAfterStaleAnswer = (await page.locator('.heart').first().textContent())!;
    });
    await page.goto(`/product/${product._id}`, { waitUntil: 'commit' });
    const second = page.getByRole('button', { name: 'Show picture 2' });
    await second.click();
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await page.locator('.buy-bar').getByRole('button', { name: 'Add to Cart' }).click();
    // Clicked while the page was only drawn: each button shows it is waiting.
    await expect(alive(page)).toHaveCount(0);
    await expect(second).toHaveAttribute('data-early-waiting', '');

    await expect(alive(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'In Wishlist' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => heartAfterStaleAnswer, 'the heart half a second after the stale answer').toBe('In Wishlist');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(second).not.toHaveAttribute('data-early-waiting');
    await expect(page.getByRole('dialog')).toBeVisible();
    const wishlist = await rest<{ data: { products: { productId: { _id: string } }[] } }>(baseURL!, buyer.token, 'GET', '/wishlist');
    expect(wishlist.data.products.map((item) => item.productId._id)).toEqual([product._id]);
  });

  test('Add to Cart clicked on the drawn list opens its popup once the app is alive', async ({ page, buyer }) => {
    await signInPage(page, buyer);
    await holdScripts(page);
    await page.goto('/products', { waitUntil: 'commit' });
    const card = page.getByTestId('product-card').first();
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(alive(page)).toHaveCount(0);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('dialog')).toContainText((await card.locator('.product-card-name').textContent())!);
  });

  test('a search typed and sent on the drawn list before the scripts arrive opens its results; one typed and not sent is kept', async ({
    page,
    baseURL,
  }) => {
    const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=2&limit=12`)).json()) as { data: { name: string }[] };
    const word = data[0]!.name.split(' ')[0]!;
    await page.setViewportSize({ width: 375, height: 800 });
    await holdScripts(page);
    await page.goto('/products', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Search fabrics' });
    await box.fill(word);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // The form itself opened the results, drawn by the server; the app takes over on them.
    await expect(page).toHaveURL(new RegExp(`/products\\?search=${encodeURIComponent(word)}$`));
    await expect(alive(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(box).toHaveValue(word);
    await expect(page.getByTestId('product-card').first()).toContainText(word);

    // Typed, not sent, when the app comes alive: still there, and still where the buyer was typing.
    await holdScripts(page);
    await page.goto('/products', { waitUntil: 'commit' });
    await box.click();
    await box.pressSequentially(word.slice(0, 4));
    await expect(alive(page)).toHaveCount(0);
    await expect(alive(page)).toHaveCount(1, { timeout: 15_000 });
    await expect(box).toHaveValue(word.slice(0, 4));
    await expect(box).toBeFocused();
    await box.press('End');
    await box.pressSequentially(word.slice(4));
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/products\\?search=${encodeURIComponent(word)}`));
    await expect(page.getByTestId('product-card').first()).toContainText(word);
  });

  test('a visitor who clicks a heart on the drawn list before the scripts arrive is asked to sign in', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/products', { waitUntil: 'commit' });
    await page.getByTestId('product-card').first().locator('.product-card-heart').click();
    await expect(alive(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/login/, { timeout: 15_000 });
  });
});

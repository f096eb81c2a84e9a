import type { Page } from '@playwright/test';
import {
  expect,
  imagesInViewLoaded,
  SCREENSHOTS,
  sidewaysOverflow,
  test,
  atEachWidth,
  checkedScreenshot,
  pageOfItsOwn,
} from './fixtures.js';

/** What the backend says for a query; the page must agree. */
async function backendCount(baseURL: string, query: string): Promise<number> {
  const response = await fetch(`${baseURL}/api/getAllProducts?limit=1&${query}`);
  return ((await response.json()) as { totalProducts: number }).totalProducts;
}

async function expectCount(page: Page, count: number): Promise<void> {
  const text = new RegExp(`^${count.toLocaleString('en-IN')} products?\\b`);
  await expect(page.locator('.results-count').filter({ hasText: text })).toBeVisible();
}

const sidebar = (page: Page) => page.locator('.products-sidebar');

test.describe('explore fabrics in Chromium', () => {
  test('lists 12 of 300 products with real swatches and pages through them', async ({ page, baseURL }) => {
    await page.goto('/products');
    await expectCount(page, 300);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main'), '"Skip to content" moves the focus into the content').toBeFocused();
    await expect(page.getByTestId('product-card')).toHaveCount(12);
    await expect(page.locator('.pagination-label', { hasText: '1 of 25' })).toBeVisible();
    const image = page.getByTestId('product-card').first().locator('img');
    await image.evaluate(
      (img: HTMLImageElement) =>
        new Promise((resolve) => (img.complete ? resolve(null) : img.addEventListener('load', resolve, { once: true }))),
    );
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), 'swatch image loads').toBe(true);
    const firstName = await page.locator('.product-card-name').first().textContent();
    await page.getByRole('button', { name: 'Next ›' }).click();
    await expect(page.locator('.pagination-label', { hasText: '2 of 25' })).toBeVisible();
    const secondPage = (await (await fetch(`${baseURL}/api/getAllProducts?page=2`)).json()) as {
      data: { name: string; weight: number; width: number; minOrderMetres: number }[];
    };
    await expect(page.locator('.product-card-name').first()).toHaveText(secondPage.data[0]!.name);
    // Each card says what a buyer compares first: GSM, width and any minimum order.
    const first = secondPage.data[0]!;
    await expect(page.locator('.product-card-facts').first()).toHaveText(
      [`${first.weight} GSM`, `${first.width}″ wide`, ...(first.minOrderMetres > 1 ? [`Min. ${first.minOrderMetres} m`] : [])].join(' · '),
    );
    expect(await page.locator('.product-card-name').first().textContent()).not.toBe(firstName);
  });

  test('filters by category, subcategory, price and rating exactly as the backend does', async ({ page, baseURL }) => {
    const count = (query: string) => backendCount(baseURL!, query);
    await page.goto('/products');
    await expectCount(page, 300);
    const cotton = sidebar(page).getByRole('checkbox', { name: 'Cotton', exact: true });
    await cotton.focus();
    await page.keyboard.press('Space');
    await expectCount(page, await count('category=Cotton'));
    for (const category of await page.locator('.product-card-category').allTextContents()) expect(category).toBe('Cotton');
    await sidebar(page).getByRole('button', { name: 'Show Cotton types' }).click();
    await sidebar(page).getByRole('checkbox', { name: 'Poplin' }).check();
    await expectCount(page, await count('category=Cotton&subCategory=Poplin'));
    await cotton.uncheck();
    await expectCount(page, 300);
    await expect(sidebar(page).getByRole('checkbox', { name: 'Poplin' }), 'unchecking Cotton drops Poplin').not.toBeChecked();
    await sidebar(page).getByRole('radio', { name: '₹100 – ₹200' }).check();
    await expectCount(page, await count('priceRange=100-200'));
    await sidebar(page)
      .getByRole('radio', { name: /4 stars & up/ })
      .check();
    await expectCount(page, await count('priceRange=100-200&rating=4'));
    await sidebar(page).getByRole('combobox', { name: 'Count' }).selectOption('40x40');
    await expectCount(page, await count('priceRange=100-200&rating=4&count=40x40'));
    await sidebar(page).getByRole('button', { name: 'Reset' }).click();
    await expectCount(page, 300);
  });

  test('a filtered list has its own link: Back and Forward move between filters; the link opens the list drawn by the server', async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto('/products');
    await expectCount(page, 300);
    await sidebar(page).getByRole('checkbox', { name: 'Cotton', exact: true }).check();
    await expect(page).toHaveURL(/\/products\?category=Cotton$/);
    const cotton = await backendCount(baseURL!, 'category=Cotton');
    await expectCount(page, cotton);
    await sidebar(page).getByRole('radio', { name: '₹200 – ₹500' }).check();
    await expect(page).toHaveURL(/\/products\?category=Cotton&priceRange=200-500$/);
    const both = await backendCount(baseURL!, 'category=Cotton&priceRange=200-500');
    await expectCount(page, both);
    await page.goBack();
    await expect(page).toHaveURL(/\/products\?category=Cotton$/);
    await expectCount(page, cotton);
    await expect(sidebar(page).getByRole('radio', { name: '₹200 – ₹500' })).not.toBeChecked();
    await page.goForward();
    await expectCount(page, both);
    // The header's Explore leads to a bare /products: the list stays (SPEC §4) and the address still says it.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/products\?category=Cotton&priceRange=200-500$/);
    await expectCount(page, both);

    // The link on its own, in a new browser: drawn by the server on that list, before and after the scripts run.
    const html = await (await fetch(`${baseURL}/products?category=Cotton&priceRange=200-500`)).text();
    expect(html).toMatch(new RegExp(`${both.toLocaleString('en-IN')}(<!-- -->)? (<!-- -->)?products?`));
    const shared = await pageOfItsOwn(browser);
    await shared.goto('/products?category=Cotton&priceRange=200-500');
    await expectCount(shared, both);
    await expect(sidebar(shared).getByRole('checkbox', { name: 'Cotton', exact: true })).toBeChecked();
    await expect(sidebar(shared).getByRole('radio', { name: '₹200 – ₹500' })).toBeChecked();
    // A hostile link opens the plain list, and the address says so.
    await shared.goto('/products?page=0&priceRange=1-2');
    await expectCount(shared, 300);
    await expect(shared).toHaveURL(/\/products$/);
    await shared.context().close();
  });

  test("filters in use show as removable chips with Clear all; the phone's Filter button counts them; an empty result names them", async ({
    page,
    baseURL,
  }) => {
    const count = (query: string) => backendCount(baseURL!, query);
    await page.goto('/products');
    await sidebar(page).getByRole('checkbox', { name: 'Cotton', exact: true }).check();
    await sidebar(page).getByRole('radio', { name: '₹100 – ₹200' }).check();
    const chips = page.getByRole('group', { name: 'Filters in use' });
    await expect(chips.getByRole('button', { name: /^Remove filter/ })).toHaveText(['Cotton ✕', '₹100 – ₹200 ✕']);
    await expectCount(page, await count('category=Cotton&priceRange=100-200'));
    await checkedScreenshot(page, { path: `${SCREENSHOTS}/filter-chips-1280.png` });
    await chips.getByRole('button', { name: 'Remove filter Cotton' }).click();
    await expectCount(page, await count('priceRange=100-200'));
    await expect(sidebar(page).getByRole('checkbox', { name: 'Cotton', exact: true })).not.toBeChecked();
    await page.locator('#search-wide').fill('zzzz');
    await page.locator('#search-wide').press('Enter');
    await expect(page.getByText('Nothing matches ₹100 – ₹200 and “zzzz”. Remove one of them, or clear them all.')).toBeVisible();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('button', { name: 'Filter (1 on)' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await chips.getByRole('button', { name: 'Clear all' }).click();
    await expectCount(page, 300);
    await expect(chips).toHaveCount(0);
    // Every filter group is in the desktop panel, which scrolls with the page rather than hiding groups in its own box.
    expect(await sidebar(page).evaluate((panel) => panel.scrollHeight - panel.clientHeight)).toBe(0);
    await expect(sidebar(page).getByText('End use', { exact: true })).toBeAttached();
  });

  test("the header's search, on any page, opens /products on what was typed", async ({ page }) => {
    await page.goto('/about-us');
    const search = page.getByRole('searchbox', { name: 'Search all fabrics' });
    await search.fill('linen');
    await search.press('Enter');
    // The list opens on /products and writes what it shows into the address (a link that opens the same list).
    await expect(page).toHaveURL(/\/products\?search=linen$/);
    await expect(page.locator('.results-count')).toContainText('for “linen”');
    await expect(page.getByTestId('product-card').first()).toContainText(/linen/i);
    await expect(page.getByRole('group', { name: 'Filters in use' }).getByRole('button', { name: 'Remove filter “linen”' })).toBeVisible();
  });

  test('search finds what a buyer means ("cotten" finds cotton), from the header\'s search box on a phone', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/about-us');
    const search = page.getByRole('searchbox', { name: 'Search all fabrics' });
    await search.fill('cotten');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=cotten$/);
    const cotton = await backendCount(baseURL!, 'search=cotton');
    expect(cotton).toBeGreaterThan(0);
    await expectCount(page, cotton);
    await expect(page.getByTestId('product-card').first()).toContainText(/cotton/i);
  });

  test('sorts by price both ways and by rating, as the backend does, from page 1', async ({ page, baseURL }) => {
    await page.goto('/products');
    await page.getByRole('button', { name: 'Next ›' }).click();
    await expect(page.locator('.pagination-label', { hasText: '2 of 25' })).toBeVisible();
    const prices = async () =>
      (await page.locator('.product-card .price-now').allTextContents()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
    for (const [label, sort] of [
      ['Price: low to high', 'price-asc'],
      ['Price: high to low', 'price-desc'],
      ['Best rated', 'rating'],
    ] as const) {
      await page.getByLabel('Sort by').selectOption({ label });
      const expected = (await (await fetch(`${baseURL}/api/getAllProducts?sort=${sort}`)).json()) as { data: { name: string }[] };
      await expect(page.locator('.product-card-name').first()).toHaveText(expected.data[0]!.name);
      await expect(page.locator('.pagination-label', { hasText: '1 of 25' })).toBeVisible();
      const shown = await prices();
      if (sort === 'price-asc') expect(shown).toEqual([...shown].sort((a, b) => a - b));
      if (sort === 'price-desc') expect(shown).toEqual([...shown].sort((a, b) => b - a));
    }
    await expectCount(page, 300);
  });

  test('searches only when Search is pressed, and cancel clears the search', async ({ page, baseURL }) => {
    await page.goto('/products');
    await expectCount(page, 300);
    await sidebar(page).getByRole('searchbox').fill('mulmul');
    await page.waitForTimeout(400);
    await expectCount(page, 300);
    await sidebar(page).getByRole('button', { name: 'Search', exact: true }).click();
    const found = await backendCount(baseURL!, 'search=mulmul');
    expect(found).toBeGreaterThan(0);
    expect(found).toBeLessThan(300);
    await expectCount(page, found);
    await expect(page.locator('.results-count', { hasText: '“mulmul”' })).toBeVisible();
    await sidebar(page).getByRole('button', { name: 'Cancel search' }).click();
    await expectCount(page, 300);
    await expect(sidebar(page).getByRole('searchbox')).toHaveValue('');
  });

  test('a filter change while a request is in flight aborts that request', async ({ page, baseURL }) => {
    // Count the product requests whose abort signal fires, as the app sees them (a network event may not come for a
    // request still held by the route below).
    await page.addInitScript(() => {
      const original = window.fetch;
      const aborted: string[] = [];
      Object.assign(window, { abortedProductRequests: aborted });
      window.fetch = (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes('operationName=Products')) init?.signal?.addEventListener('abort', () => aborted.push(url));
        return original(input, init);
      };
    });
    await page.goto('/products');
    await expectCount(page, 300);
    let held = 0;
    await page.route('**/graphql?*', async (route) => {
      if (held++ === 0) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    await sidebar(page).getByRole('checkbox', { name: "Today's deals" }).check();
    await sidebar(page).getByRole('checkbox', { name: 'Silk', exact: true }).check();
    await expectCount(page, await backendCount(baseURL!, 'bestDeals=true&category=Silk'));
    const aborted = await page.evaluate(() => (window as unknown as { abortedProductRequests: string[] }).abortedProductRequests);
    expect(aborted).toHaveLength(1);
    expect(decodeURIComponent(aborted[0]!)).toContain('"todaysDeals":true');
    expect(decodeURIComponent(aborted[0]!)).not.toContain('Silk');
  });

  test('moving the weight slider by keyboard sends one request once the buyer settles', async ({ page, baseURL }) => {
    await page.goto('/products');
    await expectCount(page, 300);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/graphql') && request.url().includes('operationName=Products')) requests.push(request.url());
    });
    const slider = sidebar(page).getByRole('slider');
    await slider.focus();
    // Held down: the key repeats and lets go once, however slowly a loaded machine delivers the repeats.
    for (let step = 0; step < 24; step++) await page.keyboard.down('ArrowLeft');
    await page.keyboard.up('ArrowLeft');
    await expect(sidebar(page).getByText('Up to 160 GSM')).toBeVisible();
    await expectCount(page, await backendCount(baseURL!, 'weight=160'));
    await page.waitForTimeout(700);
    expect(requests).toHaveLength(1);
  });

  test('on a phone: search box, Filter popup, bottom navigation; the heart asks a visitor to sign in', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto('/products');
    await expectCount(page, 300);
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Your Filters' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Shirting' }).check();
    const shirting = await backendCount(baseURL!, 'endUse=Shirting');
    await expect(dialog.getByRole('button', { name: `Show ${shirting} products` })).toBeVisible();
    await checkedScreenshot(page, { path: `${SCREENSHOTS}/filters-popup-375.png` });
    await dialog.getByRole('button', { name: `Show ${shirting} products` }).click();
    await expectCount(page, shirting);
    await page
      .getByTestId('product-card')
      .first()
      .getByRole('button', { name: /to wishlist/ })
      .click();
    await page.waitForURL('**/login');
  });

  test("New Arrivals on the home page opens today's deals", async ({ page, baseURL }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'New Arrivals' }).click();
    await expect(page).toHaveURL(/\/products(\?|$)/);
    await expectCount(page, await backendCount(baseURL!, 'bestDeals=true'));
    await expect(sidebar(page).getByRole('checkbox', { name: "Today's deals" })).toBeChecked();
  });

  test('shows the not-found screen for an unknown path, with a way back', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { name: 'Your Marketplace for Every Fabric Need' })).toBeVisible();
  });

  test('screenshots of /products and / at 375, 768 and 1280 px, with no sideways scrolling', async ({ page }) => {
    await page.goto('/products');
    await expectCount(page, 300);
    await atEachWidth(page, async (width) => {
      await imagesInViewLoaded(page);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/products-${width}.png` });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Marketplace for Every Fabric Need' })).toBeVisible();
    await atEachWidth(page, (width) => checkedScreenshot(page, { path: `${SCREENSHOTS}/home-${width}.png` }));
  });
});

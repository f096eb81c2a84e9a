import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startApp, type StartedApp } from './browser.js';

const SCREENSHOTS = 'test-results/screenshots';
const WIDTHS = [375, 768, 1280] as const;

let app: StartedApp;
let browser: Browser;

async function openProducts(width: number, path = '/products'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('pageerror', (error) => assert.fail(`Page error: ${error.message}`));
  await page.goto(app.url + path);
  return page;
}

/** What the backend says for a query; the page must agree. */
async function backendCount(query: string): Promise<number> {
  const response = await fetch(`${app.url}/api/getAllProducts?limit=1&${query}`);
  return ((await response.json()) as { totalProducts: number }).totalProducts;
}

async function expectCount(page: Page, count: number): Promise<void> {
  const text = new RegExp(`^${count.toLocaleString('en-IN')} products?\\b`);
  await page.locator('.results-count').filter({ hasText: text }).waitFor({ timeout: 15_000 });
}

const sidebar = (page: Page) => page.locator('.products-sidebar');

before(async () => {
  [app, browser] = await Promise.all([startApp(), launchChromium()]);
  await mkdir(SCREENSHOTS, { recursive: true });
});

after(async () => {
  await browser?.close();
  await app?.stop();
});

describe('explore fabrics in Chromium', () => {
  it('lists 12 of 300 products with real swatches and pages through them', async () => {
    const page = await openProducts(1280);
    await expectCount(page, 300);
    assert.equal(await page.getByTestId('product-card').count(), 12);
    await page.locator('.pagination-label', { hasText: '1 of 25' }).waitFor();
    const image = page.getByTestId('product-card').first().locator('img');
    await image.evaluate((img: HTMLImageElement) => new Promise((resolve) => (img.complete ? resolve(null) : img.addEventListener('load', resolve, { once: true }))));
    assert.ok(await image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0), 'swatch image loads');
    const firstName = await page.locator('.product-card-name').first().textContent();
    await page.getByRole('button', { name: 'Next ›' }).click();
    await page.locator('.pagination-label', { hasText: '2 of 25' }).waitFor();
    const secondPage = (await (await fetch(`${app.url}/api/getAllProducts?page=2`)).json()) as { data: { name: string }[] };
    await page.locator('.product-card-name').first().filter({ hasText: secondPage.data[0]!.name }).waitFor();
    assert.notEqual(await page.locator('.product-card-name').first().textContent(), firstName);
    await page.close();
  });

  it('filters by category, subcategory, price and rating exactly as the backend does', async () => {
    const page = await openProducts(1280);
    await expectCount(page, 300);
    const cotton = sidebar(page).getByRole('checkbox', { name: 'Cotton', exact: true });
    await cotton.focus();
    await page.keyboard.press('Space');
    await expectCount(page, await backendCount('category=Cotton'));
    for (const category of await page.locator('.product-card-category').allTextContents()) assert.equal(category, 'Cotton');
    await sidebar(page).getByRole('button', { name: 'Show Cotton types' }).click();
    await sidebar(page).getByRole('checkbox', { name: 'Poplin' }).check();
    await expectCount(page, await backendCount('category=Cotton&subCategory=Poplin'));
    await cotton.uncheck();
    await expectCount(page, 300);
    assert.equal(await sidebar(page).getByRole('checkbox', { name: 'Poplin' }).isChecked(), false, 'unchecking Cotton drops Poplin');
    await sidebar(page).getByRole('radio', { name: '₹100 – ₹200' }).check();
    await expectCount(page, await backendCount('priceRange=100-200'));
    await sidebar(page).getByRole('radio', { name: /4 stars & up/ }).check();
    await expectCount(page, await backendCount('priceRange=100-200&rating=4'));
    await sidebar(page).getByRole('combobox', { name: 'Count' }).selectOption('40x40');
    await expectCount(page, await backendCount('priceRange=100-200&rating=4&count=40x40'));
    await sidebar(page).getByRole('button', { name: 'Reset' }).click();
    await expectCount(page, 300);
    await page.close();
  });

  it('searches only when Search is pressed, and cancel clears the search', async () => {
    const page = await openProducts(1280);
    await expectCount(page, 300);
    await sidebar(page).getByRole('searchbox').fill('mulmul');
    await page.waitForTimeout(400);
    await expectCount(page, 300);
    await sidebar(page).getByRole('button', { name: 'Search', exact: true }).click();
    const found = await backendCount('search=mulmul');
    assert.ok(found > 0 && found < 300);
    await expectCount(page, found);
    await page.locator('.results-count', { hasText: '“mulmul”' }).waitFor();
    await sidebar(page).getByRole('button', { name: 'Cancel search' }).click();
    await expectCount(page, 300);
    assert.equal(await sidebar(page).getByRole('searchbox').inputValue(), '');
    await page.close();
  });

  it('a filter change while a request is in flight aborts that request', async () => {
    const page = await openProducts(1280);
    await expectCount(page, 300);
    let held = 0;
    await page.route('**/graphql', async (route) => {
      if (held++ === 0) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue().catch(() => {});
    });
    const aborted: string[] = [];
    page.on('requestfailed', (request) => {
      if (request.url().endsWith('/graphql')) aborted.push(request.failure()?.errorText ?? '');
    });
    await sidebar(page).getByRole('checkbox', { name: "Today's deals" }).check();
    await sidebar(page).getByRole('checkbox', { name: 'Silk', exact: true }).check();
    await expectCount(page, await backendCount('bestDeals=true&category=Silk'));
    assert.deepEqual(aborted, ['net::ERR_ABORTED']);
    await page.close();
  });

  it('on a phone: search box, Filter popup, bottom navigation; the heart asks a visitor to sign in', async () => {
    const page = await openProducts(375);
    await expectCount(page, 300);
    assert.equal(await sidebar(page).isVisible(), false);
    assert.ok(await page.getByRole('navigation', { name: 'Mobile' }).isVisible());
    assert.equal(await page.getByRole('navigation', { name: 'Main' }).isVisible(), false);
    await page.getByRole('button', { name: 'Filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Your Filters' });
    await dialog.waitFor();
    await dialog.getByRole('checkbox', { name: 'Shirting' }).check();
    const shirting = await backendCount('endUse=Shirting');
    await dialog.getByRole('button', { name: `Show ${shirting} products` }).waitFor();
    await page.screenshot({ path: `${SCREENSHOTS}/filters-popup-375.png` });
    await dialog.getByRole('button', { name: `Show ${shirting} products` }).click();
    await expectCount(page, shirting);
    await page.getByTestId('product-card').first().getByRole('button', { name: /to wishlist/ }).click();
    await page.waitForURL('**/login');
    await page.close();
  });

  it('New Arrivals on the home page opens today\'s deals', async () => {
    const page = await openProducts(1280, '/');
    await page.getByRole('button', { name: 'New Arrivals' }).click();
    await page.waitForURL('**/products');
    await expectCount(page, await backendCount('bestDeals=true'));
    assert.ok(await sidebar(page).getByRole('checkbox', { name: "Today's deals" }).isChecked());
    await page.close();
  });

  it('shows the not-found screen for an unknown path', async () => {
    const page = await openProducts(1280, '/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.close();
  });

  it('saves screenshots of /products and / at 375, 768 and 1280 px', async () => {
    for (const width of WIDTHS) {
      const page = await openProducts(width);
      await expectCount(page, 300);
      await page.waitForFunction(() => [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight).every((img) => img.complete));
      await page.screenshot({ path: `${SCREENSHOTS}/products-${width}.png` });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling at ${width} px (overflow ${overflow})`);
      await page.goto(`${app.url}/`);
      await page.getByRole('heading', { name: 'Your Marketplace for Every Fabric Need' }).waitFor();
      await page.screenshot({ path: `${SCREENSHOTS}/home-${width}.png` });
      await page.close();
    }
  });
});

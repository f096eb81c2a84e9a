import type { Page } from '@playwright/test';
import { LANDING_BUDGET_KB } from '../../scripts/landing-bundle.js';
import { scriptsUntilAlive } from '../support/scripts-until-alive.js';
import { axeViolations, expect, imagesInViewLoaded, SCREENSHOTS, sidewaysOverflow, test, WIDTHS } from './fixtures.js';

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
/** How many slides are wholly inside the carousel's frame. */
const slidesInView = (page: Page) =>
  carousel(page).evaluate((region) => {
    const frame = region.querySelector('.keen-slider')!.getBoundingClientRect();
    return [...region.querySelectorAll('[aria-roledescription="slide"]')]
      .map((slide) => slide.getBoundingClientRect())
      .filter((box) => box.left >= frame.left - 1 && box.right <= frame.right + 1).length;
  });
const firstInView = (page: Page) =>
  carousel(page).evaluate((region) => {
    const frame = region.querySelector('.keen-slider')!.getBoundingClientRect();
    return (
      [...region.querySelectorAll('[aria-roledescription="slide"]')]
        .find((slide) => Math.abs(slide.getBoundingClientRect().left - frame.left) < 2)
        ?.getAttribute('aria-label') ?? null
    );
  });

test.describe('landing page in Chromium', () => {
  test('shows every SPEC §2.3 section in order, with the catalogue count, three new arrivals and the support links', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your Marketplace for Every Fabric Need', level: 1 })).toBeVisible();
    await expect(page.getByText('Quality is Our First Priority')).toBeVisible();
    await expect(
      page.getByText('A next-generation B2B marketplace built on a legacy of trust, experience, and excellence in textiles'),
    ).toBeVisible();
    const { totalProducts } = (await (await fetch(`${baseURL}/api/getAllProducts?page=1&limit=1`)).json()) as { totalProducts: number };
    await expect(page.getByTestId('product-overview')).toHaveText(totalProducts.toLocaleString('en-IN'));
    // The sections below the hero are drawn once the page is alive.
    await expect(page.getByRole('heading', { name: 'From Our Blog' })).toBeVisible();
    const headings = await page.locator('main h2').allTextContents();
    const order = [
      'About Us',
      'Certifications',
      'Best Deals',
      'New Arrivals',
      'What you get',
      'Why Choose Us',
      'Source Highest Quality Fabric',
      'Our Purpose',
      'Our achievements',
      'What Customers Say About Us ?',
      'Our Services',
      'Need help? We are here 24/7',
      'How It Works',
      'From Our Blog',
    ];
    expect(headings.filter((heading) => order.includes(heading) || heading.startsWith('A textile legacy'))).toEqual([
      'A textile legacy since 1970, now a marketplace',
      ...order.slice(1),
    ]);
    await expect(page.locator('.home-new [data-testid="product-card"]')).toHaveCount(3);
    for (const [label, value] of [
      ['Strategy', '87'],
      ['Positive Feedback', '91'],
      ['Service', '96'],
    ]) {
      await expect(page.getByRole('meter', { name: label }).first()).toHaveAttribute('aria-valuenow', value!);
    }
    await expect(page.getByText('78k+')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Phone' })).toHaveAttribute('href', /^tel:\+91/);
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/91/);
    await expect(page.getByRole('link', { name: 'Message' })).toHaveAttribute('href', /^sms:\+91/);
    await expect(page.getByRole('link', { name: 'Email', exact: true })).toHaveAttribute('href', 'mailto:support@fabricmart.example.in');
  });

  test(`a visitor's phone downloads at most ${LANDING_BUDGET_KB} KB of JavaScript (gzipped) until the page answers`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const { scripts, kb, afterKb } = await scriptsUntilAlive(page, '/');
    expect(kb, JSON.stringify(scripts)).toBeLessThanOrEqual(LANDING_BUDGET_KB);
    // The sections below the hero (their code and the carousel's) come after, and do arrive.
    expect(afterKb).toBeGreaterThan(5);
    await expect(page.getByRole('heading', { name: 'From Our Blog' })).toBeAttached();
  });

  test('under 600 px the sub-paragraph replaces the tagline', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByText('A next-generation B2B marketplace built on a legacy')).toBeHidden();
    await expect(page.getByText(/Source fabric by the metre from verified Indian mills/)).toBeVisible();
  });

  for (const [width, shown] of [
    [900, 2],
    [1000, 3],
  ] as const) {
    test(`the deals carousel shows ${shown} deals at ${width} px and moves by itself`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await carousel(page).scrollIntoViewIfNeeded();
      await expect.poll(() => slidesInView(page)).toBe(shown);
      const first = await firstInView(page);
      await page.mouse.move(0, 0);
      await expect.poll(() => firstInView(page), { timeout: 8_000 }).not.toBe(first);
    });
  }

  test('the carousel waits while hovered, and Next, Previous and Pause work from the keyboard', async ({ page }) => {
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded();
    await carousel(page).locator('.keen-slider').hover();
    const first = await firstInView(page);
    await page.waitForTimeout(4_000);
    expect(await firstInView(page)).toBe(first);
    expect(first).toBe('1 of 9');
    await page.getByRole('button', { name: 'Next deals' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstInView(page)).toBe('2 of 9');
    await page.getByRole('button', { name: 'Previous deals' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => firstInView(page)).toBe('1 of 9');
    await page.keyboard.press('Enter');
    await expect.poll(() => firstInView(page)).toBe('9 of 9');
    await page.getByRole('button', { name: 'Stop moving the deals' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Start moving the deals' })).toBeVisible();
    await expect(page.locator('#home-deals-slides')).toHaveAttribute('aria-live', 'polite');
  });

  test('under prefers-reduced-motion the carousel does not move by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Start moving the deals' })).toBeVisible();
    const first = await firstInView(page);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(4_000);
    expect(await firstInView(page)).toBe(first);
  });

  for (const width of WIDTHS) {
    test(`landing at ${width} px: no sideways scrolling, no axe violation, screenshot`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await expect(page.locator('.home-new [data-testid="product-card"]')).toHaveCount(3);
      await imagesInViewLoaded(page);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENSHOTS}/landing-top-${width}.png` });
      await page.screenshot({ path: `${SCREENSHOTS}/landing-${width}.png`, fullPage: true });
      await page.locator('[aria-roledescription="carousel"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENSHOTS}/landing-deals-${width}.png` });
      // Every SPEC section stays, but a phone is not made to scroll 11,000 px through them (cards two across, rows of
      // three scrolling sideways).
      if (width === 375) expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(8500);
    });
  }
});

import { axeViolations, expect, SCREENSHOTS, sidewaysOverflow, test, atEachWidth } from './fixtures.js';

test.describe('blogs, about, privacy, terms and not-found in Chromium', () => {
  test('Blogs shows the newest article featured, cut to 90 words, and six Latest Blogs whose Read More opens the article', async ({
    page,
  }) => {
    await page.goto('/blogs');
    const featured = page.locator('.blog-featured');
    await expect(featured.getByRole('heading', { name: 'Sustainable Fabrics: A Practical Guide for Indian Apparel Brands' })).toBeVisible();
    await expect(featured.locator('time')).toHaveText('3 Mar 2025');
    const description = await featured.locator('.blog-featured-text > p').nth(1).textContent();
    expect(description!.replace('…', '').trim().split(/\s+/)).toHaveLength(90);
    const latest = page.getByRole('region', { name: 'Latest Blogs' }).getByRole('listitem');
    await expect(latest).toHaveCount(6);
    await expect(latest.last().locator('time')).toHaveText('20 Feb 2025');

    await page.getByRole('link', { name: 'Read More: Cotton vs Linen: Which Fabric Is Right for Your Next Collection?' }).click();
    await page.waitForURL('**/blogs/cotton-vs-linen');
    await expect(
      page.getByRole('heading', { name: 'Cotton vs Linen: Which Fabric Is Right for Your Next Collection?', level: 1 }),
    ).toBeVisible();
    await expect(page.getByText(/Linen, spun from flax, is stronger/)).toBeVisible();
    await page.getByRole('link', { name: '‹ All blogs' }).click();
    await page.waitForURL('**/blogs');
  });

  test('About Us has the story, the policies and the contact email; the terms and privacy policy say who may use the service', async ({
    page,
  }) => {
    await page.goto('/about-us');
    await expect(page.getByRole('heading', { name: 'About Us', level: 1 })).toBeVisible();
    for (const heading of [
      'Our story',
      'What you get',
      'Our promise',
      'Our vision',
      'Core values',
      'Why choose FabricMart',
      'Refund and shipping policy',
      'Legal disclaimer',
      'Contact',
    ]) {
      await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    }
    await expect(page.getByText('Delivery takes 3-10 working days.')).toBeVisible();
    await expect(page.getByText(/support@fabricmart\.example\.in/)).toBeVisible();
    for (const path of ['/tNc', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByText(/Only registered business entities may use the service/)).toBeVisible();
      await expect(page.getByText(/18 or older/)).toBeVisible();
    }
  });

  test('an unknown path and an unknown article show the not-found screen with a way back home', async ({ page }) => {
    for (const path of ['/no-such-page', '/blogs/no-such-article']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  test('content and signed-out pages at 375, 768 and 1280 px: no sideways scrolling, no axe violation, screenshots', async ({ page }) => {
    // Nine pages at three widths, each scanned by axe: about a minute on a busy two-core machine.
    test.setTimeout(180_000);
    for (const [name, path] of [
      ['blogs', '/blogs'],
      ['blog-article', '/blogs/bamboo-fabric-explained'],
      ['about', '/about-us'],
      ['privacy', '/privacy-policy'],
      ['terms', '/tNc'],
      ['not-found', '/nowhere'],
      ['register', '/register'],
      ['forget-password', '/forget-password'],
      ['my-setting-signed-out', '/my-setting'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await atEachWidth(page, async (width) => {
        expect(await sidewaysOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
        expect(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
      });
    }
  });

  test('the API documentation page shows the API’s own definition whatever its query string', async ({ page }) => {
    // Swagger UI's page, not the app's: its own load, not the app's ready mark.
    await page.goto('/api/docs/?url=/api/health', { waitUntil: 'domcontentloaded' });
    await expect(page).toHaveURL(/\/api\/docs\/$/);
    await expect(page.getByRole('heading', { name: /FabricMart REST API/ })).toBeVisible();
    await expect(page.getByText('Unable to render this definition')).toHaveCount(0);
  });
});

import { expect, signedInTest, test } from './fixtures.js';

test.describe('what the browser keeps between visits (SPEC §4, §9)', () => {
  test('a returning visitor sees the catalogue and categories from storage while the network has not answered', async ({ page }) => {
    await page.goto('/products');
    const first = page.getByTestId('product-card').first().locator('.product-card-name');
    await expect(first).toBeVisible();
    const name = await first.textContent();
    // The page came drawn by the server; the app keeps the first page it was drawn with.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('products') !== null)).toBe(true);
    const stored = await page.evaluate(() => ({
      products: JSON.parse(localStorage.getItem('products') ?? 'null') as { data: { name: string }[] } | null,
      allCategory: JSON.parse(localStorage.getItem('allCategory') ?? 'null') as unknown[] | null,
      categoryList: JSON.parse(localStorage.getItem('categoryList') ?? 'null') as string[] | null,
    }));
    expect(stored.products?.data[0]?.name).toBe(name);
    expect(stored.allCategory?.length).toBeGreaterThan(0);
    expect(stored.categoryList).toContain('Cotton');

    // The next visit starts on a page the server leaves to the browser (so nothing comes drawn), and catalogue
    // queries never answer; yet on /products the first page and the category strip show, from storage.
    await page.route('**/graphql?*', (route) =>
      /operationName=(Products|Categories)\b/.test(route.request().url()) ? undefined : route.fallback(),
    );
    await page.goto('/wishlist');
    await page.evaluate(() => {
      history.pushState(null, '', '/products');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('product-card').first().locator('.product-card-name')).toHaveText(name!);
    await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Cotton' })).toBeVisible();
  });

  test('storage edited by hand is ignored, not trusted', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('products', '{"data":[{"id":1}],"totalProducts":"x"}');
      localStorage.setItem('allCategory', 'not json');
    });
    await page.goto('/products');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });

  test('leftover CacheStorage caches are deleted at start, with one reload', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(async () => {
      const cache = await caches.open('old-app-shell');
      await cache.put('/stale.js', new Response('stale'));
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.reload();
    // Our reload, then the app's own one after deleting the caches, and no more.
    await expect.poll(() => loads).toBe(2);
    await page.waitForTimeout(1_500);
    expect(loads).toBe(2);
    expect(await page.evaluate(async () => (await caches.keys()).length)).toBe(0);
    await expect(page.getByRole('heading', { name: 'Your Marketplace for Every Fabric Need' })).toBeVisible();
  });

  signedInTest('Order History keeps the buyer’s first page for the next visit, and logging out forgets it', async ({ page }) => {
    await page.goto('/user-profile');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Order History' }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('allOrders'))).not.toBeNull();
    await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('button', { name: 'LogOut' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('allOrders'))).toBeNull();
  });
});

import {
  checkedScreenshot,
  expect,
  MUMBAI_ADDRESS,
  operator,
  rest,
  SCREENSHOTS,
  sidewaysOverflow,
  signedInTest as test,
  signInPage,
  soldByTheMetre,
} from './fixtures.js';

interface ListedProduct {
  _id: string;
  name: string;
  minOrderMetres: number;
  productVarieties: { color: string; stock: number; priceTiers: unknown[] }[];
}

test.describe('quotes for bulk orders in Chromium', () => {
  test('a buyer asks a price on the product page; once priced, accepts it from Quotes, finds it in the cart at the quoted price, and can remove it', async ({
    page,
    browser,
    baseURL,
    buyer,
  }) => {
    const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=5&limit=12`)).json()) as { data: ListedProduct[] };
    const product = data.find((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 600)!;
    const colour = product.productVarieties[0]!;
    await page.goto(`/product/${product._id}`);
    await page.getByText('Request a quote').click();
    const form = page.locator('.request-quote');
    await form.getByLabel('Metres').fill('600');
    await form.getByLabel('Target price / m (optional)').fill('150');
    await form.getByRole('button', { name: 'Ask for a price' }).click();
    await expect(form.getByRole('status')).toContainText(/Quote \d+ requested\./);
    const id = /Quote (\d+)/.exec((await form.getByRole('status').textContent())!)![1]!;

    // The operator prices it at the console, in a browser of their own.
    const desk = await operator(baseURL!);
    const deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const deskPage = await deskContext.newPage();
    await signInPage(deskPage, desk);
    await deskPage.goto('/admin/quotes');
    await expect(deskPage.getByRole('link', { name: /^Quotes/ })).toContainText(/\d/);
    await deskPage.getByRole('link', { name: `Quote ${id}` }).click();
    await deskPage.getByLabel(`Price per metre of ${product.name} in ${colour.color}`).fill('142.5');
    await deskPage.getByLabel('Message to the buyer (needed to decline)').fill('Our best price for 600 m.');
    await deskPage.getByRole('button', { name: 'Send prices' }).click();
    await expect(deskPage.getByRole('heading', { name: new RegExp(`Quote ${id}`) })).toContainText('Quoted');
    await checkedScreenshot(deskPage, { path: `${SCREENSHOTS}/quote-desk-1280.png`, fullPage: true });
    await deskContext.close();

    await form.getByRole('button', { name: 'See your quotes' }).click();
    await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
    const row = page.getByRole('button', { name: new RegExp(`^Quote ${id} `) });
    await expect(row).toContainText('Quoted');
    await expect(row).toContainText('Waiting for you');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/quotes-list-${width}.png` });
    }
    await row.click();
    await expect(page.getByText(/Prices hold until .+ \((6 days 2\d hours|7 days) left\)/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lines' })).toContainText('₹142.50');
    await expect(page.getByText('Our best price for 600 m.')).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/quote-detail-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(page.getByRole('heading', { name: /Quote \d+/ })).toContainText('Accepted');
    await page.locator('.quote-detail').getByRole('link', { name: 'cart', exact: true }).click();
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    await expect(line).toContainText('₹142.50 / metre');
    await expect(line).toContainText(`Quoted price, quote ${id}`);
    // Its metres are the quote's: no field to change them here.
    await expect(line).toContainText('600 m, as quoted');
    await expect(line.getByRole('group', { name: /^Metres of/ })).toHaveCount(0);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/cart-quoted-line-${width}.png` });
    }

    // Removed from the cart (its metres cannot change), the quote stays accepted and says its lines are gone.
    await line.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: /Quote \d+/ })).toContainText('Accepted');
    await expect(page.getByText('Its lines are no longer in your cart. Ask again to put a new price in it.')).toBeVisible();
  });
});

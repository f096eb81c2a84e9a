import type { Browser, Page } from '@playwright/test';
import {
  checkedScreenshot,
  checkoutToSummary,
  expect,
  MUMBAI_ADDRESS,
  operator,
  mailArrived,
  rest,
  SCREENSHOTS,
  sidewaysOverflow,
  signedInTest as test,
  signInPage,
  soldByTheMetre,
  WIDTHS,
  pageOfItsOwn,
} from './fixtures.js';

interface ListedProduct {
  _id: string;
  name: string;
  minOrderMetres: number;
  productVarieties: { color: string; stock: number; priceTiers: unknown[] }[];
}

/** The operator, at the console in a browser of their own, prices some lines of a quote (labels → ₹/m). */
async function priceAtDesk(browser: Browser, baseURL: string, id: string, prices: Record<string, string>, message: string, shot?: string) {
  const desk = await operator(baseURL);
  const page = await pageOfItsOwn(browser, { viewport: { width: 1280, height: 900 } });
  await signInPage(page, desk);
  await page.goto('/admin/quotes');
  await expect(page.getByRole('link', { name: /^Quotes/ })).toContainText(/\d/);
  await page.getByRole('link', { name: `Quote ${id}` }).click();
  for (const [label, price] of Object.entries(prices)) await page.getByLabel(label).fill(price);
  await page.getByLabel('Message to the buyer (needed to decline)').fill(message);
  // The navigation's badge reads the waiting quotes again after the action, without a reload (other tests may add
  // theirs meanwhile, so it is compared with what that read answered).
  let sent = false;
  const reread = page.waitForRequest((request) => sent && request.url().endsWith('/api/admin/me') && request.method() === 'GET');
  sent = true;
  await page.getByRole('button', { name: 'Send prices' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Quote ${id}`) })).toContainText('Quoted');
  const waiting = ((await (await (await reread).response())!.json()) as { pendingQuotes: number }).pendingQuotes;
  const badge = async () => {
    const shown = page.locator('.admin-nav a', { hasText: 'Quotes' }).locator('.admin-badge');
    return (await shown.count()) === 0 ? 0 : Number(await shown.textContent());
  };
  await expect.poll(badge).toBe(waiting);
  if (shot)
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/${shot}-${width}.png`, fullPage: true });
    }
  await page.context().close();
  return desk;
}

/** The buyer opens one of their quotes from /user-profile › Quotes (read afresh). */
async function openQuote(page: Page, id: string) {
  await page.goto('/user-profile');
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Quotes' }).click();
  await page.getByRole('button', { name: new RegExp(`^Quote ${id} `) }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Quote ${id}`) })).toBeVisible();
}

test.describe('quotes for bulk orders in Chromium', () => {
  test('on a phone, Quotes is in the profile menu as every other section is', async ({ page, baseURL, buyer }) => {
    const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=3&limit=12`)).json()) as { data: ListedProduct[] };
    const product = data[0]!;
    const asked = await rest<{ data: { _id: string } }>(baseURL!, buyer.token, 'POST', '/quotes', {
      lines: [{ productId: product._id, color: product.productVarieties[0]!.color, metres: Math.max(100, product.minOrderMetres) }],
    });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/my-setting');
    await page.getByRole('link', { name: 'Quotes' }).click();
    await expect(page.getByRole('heading', { name: 'Quotes', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(`^Quote ${asked.data._id} `) })).toBeVisible();
    // The list names the fabrics asked for.
    await expect(page.getByRole('button', { name: new RegExp(`^Quote ${asked.data._id} `) })).toContainText(product.name);
    await checkedScreenshot(page, { path: `${SCREENSHOTS}/quotes-list-375.png` });

    // Priced at the desk: the email carries the prices, the validity and a link that opens the quote itself.
    const desk = await operator(baseURL!);
    await rest(baseURL!, desk.token, 'POST', `/admin/quotes/${asked.data._id}/price`, {
      lines: [{ productId: product._id, color: product.productVarieties[0]!.color, pricepermeter: 199.5 }],
      validUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    const mail = await mailArrived(buyer.email, new RegExp(`^Your quote ${asked.data._id}: Your quote has been priced$`));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('at ₹199.50 a metre');
    expect(mail[0]!.text).toMatch(/These prices hold until \d+ \w+ \d{4}\./);
    const link = /See the quote and answer it: (\S+)/.exec(mail[0]!.text)![1]!;
    const { pathname, search } = new URL(link);
    await page.goto(pathname + search);
    await expect(page.getByRole('heading', { name: new RegExp(`Quote ${asked.data._id}`) })).toContainText('Quoted');
    await expect(page).toHaveURL(/\/user-profile$/);
  });

  test('a coupon beside an accepted quote takes off the list-price lines only, and the cart says which', async ({
    page,
    baseURL,
    buyer,
  }) => {
    const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=9&limit=24`)).json()) as { data: ListedProduct[] };
    const [quoted, listed] = data.filter((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 100);
    const desk = await operator(baseURL!);
    const asked = await rest<{ data: { _id: string } }>(baseURL!, buyer.token, 'POST', '/quotes', {
      lines: [{ productId: quoted!._id, color: quoted!.productVarieties[0]!.color, metres: 100 }],
    });
    await rest(baseURL!, desk.token, 'POST', `/admin/quotes/${asked.data._id}/price`, {
      lines: [{ productId: quoted!._id, color: quoted!.productVarieties[0]!.color, pricepermeter: 150 }],
      validUntil: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    });
    await rest(baseURL!, buyer.token, 'POST', `/quotes/${asked.data._id}/accept`);
    await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', {
      productId: listed!._id,
      color: listed!.productVarieties[0]!.color,
      quantity: 10,
    });
    await rest(baseURL!, buyer.token, 'POST', '/user/apply-coupon', { couponCode: 'WELCOME10' });

    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.filter({ hasText: 'as quoted' })).toContainText('Quoted price: coupons do not apply');
    await expect(lines.filter({ hasNotText: 'as quoted' }).getByTestId('coupon-note')).toContainText(
      /^Coupon WELCOME10: −₹[\d,]+\.\d\d, ₹[\d,]+\.\d\d after it$/,
    );
    await expect(page.locator('.summary-discount')).toContainText('Coupon WELCOME10 (list-price lines)');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/cart-coupon-beside-quote-${width}.png`, fullPage: true });
    }
  });

  test('a buyer asks a price on the product page; once priced, accepts it from Quotes, finds it in the cart at the quoted price, and can remove it', async ({
    page,
    browser,
    baseURL,
  }) => {
    const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=5&limit=12`)).json()) as { data: ListedProduct[] };
    const product = data.find((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 600)!;
    const colour = product.productVarieties[0]!;
    await page.goto(`/product/${product._id}`);
    // The colours can be chosen once the fabric's details have loaded.
    await expect(page.getByRole('radio', { name: colour.color, exact: true })).toBeEnabled();
    await page.getByRole('radio', { name: colour.color, exact: true }).check({ force: true });
    await expect(page.getByRole('radio', { name: colour.color, exact: true })).toBeChecked();
    await page.getByText('Request a quote').click();
    const form = page.locator('.request-quote');
    await form.getByLabel('Metres').fill('600');
    await form.getByLabel('Target price / m (optional)').fill('150');
    await form.getByRole('button', { name: 'Ask for a price' }).click();
    await expect(form.getByRole('status')).toContainText(/Quote \d+ requested\./);
    const id = /Quote (\d+)/.exec((await form.getByRole('status').textContent())!)![1]!;
    // Sent once: the button waits for a changed form before it asks again.
    await expect(form.getByRole('button', { name: 'Price asked for' })).toBeDisabled();
    await form.getByLabel('Metres').fill('700');
    await expect(form.getByRole('button', { name: 'Ask for a price' })).toBeEnabled();

    // The operator prices it at the console, in a browser of their own.
    await priceAtDesk(
      browser,
      baseURL!,
      id,
      { [`Price per metre of ${product.name} in ${colour.color}`]: '142.5' },
      'Our best price for 600 m.',
    );

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
    // 600 m at ₹142.50: the line's total, GST at 5% (woven fabrics) and the total with GST.
    await expect(page.getByRole('region', { name: 'Lines' })).toContainText('₹85,500.00');
    await expect(page.locator('.quote-totals')).toContainText('GST 5%₹4,275.00');
    await expect(page.locator('.quote-totals')).toContainText('Total with GST₹89,775.00');
    await expect(page.getByText('Our best price for 600 m.')).toBeVisible();
    // The quotation downloads as a PDF named by its number.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download PDF of quotation ${id}` }).click();
    expect((await download).suggestedFilename()).toBe(`Quotation-${id}.pdf`);
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

  test('600 m of two colours asked from the cart: one line priced, asked again, both priced, accepted and checked out through the three steps at the quoted prices', async ({
    page,
    browser,
    baseURL,
    buyer,
  }) => {
    const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=7&limit=24`)).json()) as { data: ListedProduct[] };
    const product = data.find(
      (candidate) =>
        soldByTheMetre(candidate) &&
        candidate.productVarieties.length >= 2 &&
        candidate.productVarieties.slice(0, 2).every((variety) => variety.stock >= 400),
    )!;
    const [first, second] = product.productVarieties as [ListedProduct['productVarieties'][0], ListedProduct['productVarieties'][0]];
    await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
    for (const colour of [first, second])
      await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', { productId: product._id, color: colour.color, quantity: 300 });

    await page.goto('/cart');
    await page.getByText('Request a quote').click();
    const form = page.locator('.request-quote');
    await form.getByLabel('Note (optional)').fill('Two colours for a shirt run');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/cart-request-quote-${width}.png`, fullPage: true });
    }
    await form.getByRole('button', { name: 'Ask for a price' }).click();
    await expect(form.getByRole('status')).toContainText(/Quote \d+ requested\./);
    const id = /Quote (\d+)/.exec((await form.getByRole('status').textContent())!)![1]!;
    const label = (colour: { color: string }) => `Price per metre of ${product.name} in ${colour.color}`;

    // The operator prices one line and declines nothing.
    await priceAtDesk(browser, baseURL!, id, { [label(first)]: '180' }, 'The first colour at ₹180; the second needs a word with the mill.');
    await openQuote(page, id);
    const heading = page.getByRole('heading', { name: new RegExp(`Quote ${id}`) });
    await expect(heading).toContainText('Quoted');
    const lines = page.getByRole('region', { name: 'Lines' });
    await expect(lines.getByRole('row', { name: new RegExp(first.color) })).toContainText('₹180.00');
    await expect(lines.getByRole('row', { name: new RegExp(second.color) })).toContainText('—');

    // The buyer asks again, with more metres of the first colour.
    await page.getByLabel(`Metres of ${product.name} in ${first.color}`).fill('350');
    await page.getByRole('button', { name: 'Ask again' }).click();
    await expect(heading).toContainText('Requested');

    // Both priced; accepted; the quoted lines take the place of the cart's metres.
    const desk = await priceAtDesk(
      browser,
      baseURL!,
      id,
      { [label(first)]: '175', [label(second)]: '190.5' },
      'Both colours, 650 m.',
      'quote-desk',
    );
    await openQuote(page, id);
    await expect(page.getByText('Both colours, 650 m.')).toBeVisible();
    await page.getByRole('button', { name: 'Accept' }).click();
    await expect(heading).toContainText('Accepted');
    await expect(lines.getByText('In your cart')).toHaveCount(2);
    await page.locator('.quote-detail').getByRole('link', { name: 'cart', exact: true }).click();
    const cartLines = page.getByTestId('cart-line');
    await expect(cartLines).toHaveCount(2);
    await expect(cartLines.filter({ hasText: first.color })).toContainText('₹175.00 / metre');
    await expect(cartLines.filter({ hasText: first.color })).toContainText('350 m, as quoted');
    await expect(cartLines.filter({ hasText: second.color })).toContainText('₹190.50 / metre');
    await expect(page.getByText('Request a quote'), 'no metre lines are left to ask about').toHaveCount(0);

    // The three steps of checkout, at the quoted prices: 350 × ₹175 + 300 × ₹190.50 = ₹1,18,400.
    await page.getByRole('link', { name: 'Checkout' }).click();
    await page.waitForURL('**/checkout');
    await checkoutToSummary(page, /7 Linking Road/);
    await expect(page.getByText('₹1,18,400.00').first()).toBeVisible();
    await page.getByRole('tab', { name: 'Cash on Delivery' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    const success = page.getByRole('dialog', { name: 'Payment Success' });
    await expect(success).toBeVisible();
    await success.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/success-payment');

    const orders = await rest<{ orders: { item: { color: string; quantity: number; price: number } }[] }>(
      baseURL!,
      buyer.token,
      'GET',
      '/user/orderlist?limit=10',
    );
    expect(
      orders.orders
        .map(({ item }) => ({ color: item.color, quantity: item.quantity, price: item.price }))
        .sort((a, b) => a.price - b.price),
    ).toEqual([
      // An order line's price is its whole line (SPEC): 300 × ₹190.50 and 350 × ₹175.
      { color: second.color, quantity: 300, price: 57_150 },
      { color: first.color, quantity: 350, price: 61_250 },
    ]);
    await openQuote(page, id);
    await expect(heading).toContainText('Ordered');
    // The metres go back, so the other specs find the catalogue as it was.
    for (const colour of [first, second])
      await rest(baseURL!, desk.token, 'PUT', '/admin/stock', { productId: product._id, color: colour.color, stock: colour.stock });
  });
});

import { readFile } from 'node:fs/promises';
import type { Browser, Page } from '@playwright/test';
import { ADMIN_SECTIONS } from '../../domain/admin.js';
import { blankPng } from '../support/multipart.js';
import { pdfText } from '../support/pdf-text.js';
import {
  atEachWidth,
  checkedScreenshot,
  createBuyer,
  expect,
  MUMBAI_ADDRESS,
  operator,
  rest,
  SCREENSHOTS,
  sidewaysOverflow,
  signInPage,
  soldByTheMetre,
  test,
  type Buyer,
  pageOfItsOwn,
} from './fixtures.js';

/** A page of its own (another browser context), signed in as `who`. */
async function pageOf(browser: Browser, who: Buyer): Promise<Page> {
  const page = await pageOfItsOwn(browser, { viewport: { width: 1280, height: 900 } });
  await signInPage(page, who);
  return page;
}

/** Answers the console's confirmation dialog with its confirming button. */
async function confirm(page: Page, button: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test.describe('operators’ console', () => {
  // Later specs count the seeded catalogue: a fabric this spec made is retired even if its test stopped half-way.
  const created = new Set<string>();
  test.afterAll(async ({ baseURL }) => {
    if (created.size === 0) return;
    const ops = await operator(baseURL!);
    for (const id of created) await rest(baseURL!, ops.token, 'DELETE', `/admin/products/${id}`);
  });

  test('a buyer opening /admin sees the not-found screen, and no Admin link', async ({ page, baseURL }) => {
    const buyer = await createBuyer(baseURL!);
    await signInPage(page, buyer);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('every section at 1280 and 768 px, keyboard reachable and axe clean', async ({ page, baseURL }) => {
    // Twenty axe checks and screenshots (ten sections at two widths) take most of a minute on two cores.
    test.slow();
    const ops = await operator(baseURL!);
    // Rows in the tables that matter at 768 px: a company (with a long GSTIN and name) and an order of it.
    const buyer = await createBuyer(baseURL!, 'Sanjay Mehta');
    await rest(baseURL!, buyer.token, 'PUT', '/user/business', {
      companyName: 'Shree Laxmi Narayan Synthetics and Garments Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      address: '7 Linking Road, Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400050',
    });
    await rest(baseURL!, buyer.token, 'POST', '/company');
    await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
    const { data: listed } = (await (await fetch(`${baseURL}/api/getAllProducts?page=6&limit=12`)).json()) as {
      data: { _id: string; minOrderMetres: number; productVarieties: { color: string; stock: number; priceTiers: unknown[] }[] }[];
    };
    const fabric = listed.filter(soldByTheMetre).find((product) => product.productVarieties[0]!.stock >= 5)!;
    await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', {
      productId: fabric._id,
      color: fabric.productVarieties[0]!.color,
      quantity: 2,
    });
    await rest(baseURL!, buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    await signInPage(page, ops);
    await page.goto('/');
    await page.getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    for (const width of [1280, 768]) {
      await page.setViewportSize({ width, height: 900 });
      for (const section of ADMIN_SECTIONS) {
        await page
          .getByRole('navigation', { name: 'Console sections' })
          .getByRole('link', { name: new RegExp(`^${section.label}`) })
          .click();
        await expect(page.getByRole('heading', { level: 1, name: section.label })).toBeVisible();
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        // Every table fits, or scrolls inside its own frame: the page itself never scrolls sideways.
        expect(await sidewaysOverflow(page), `${section.label} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
        // At a tablet's width and wider each table fits whole, with nothing hidden to scroll to.
        const hidden = await page
          .locator('.table-scroll')
          .evaluateAll((frames) => frames.map((frame) => frame.scrollWidth - frame.clientWidth));
        expect(
          hidden.filter((pixels) => pixels > 1),
          `${section.label}'s tables at ${width} px`,
        ).toEqual([]);
        await checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-${section.path}-${width}.png` });
      }
    }
    // The keyboard reaches the sections in order.
    await page.goto('/admin/orders');
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    await nav.getByRole('link', { name: 'Orders' }).focus();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Fabrics' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Fabrics' })).toBeVisible();
  });

  test('an operator creates a fabric with two colours and a photo; a buyer finds it, orders it, and sees each stage to Delivered', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const ops = await operator(baseURL!);
    await signInPage(page, ops);
    const name = `Console Linen ${Date.now()}`;
    await page.goto('/admin/fabrics');
    await page.getByRole('link', { name: 'New fabric' }).click();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Description').fill('A breezy linen for resort shirts. Minimum order 10 metres; first sample free.');
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption('Linen');
    await page.getByLabel('Fabric type').fill('100% Linen');
    await page.getByLabel('GSM weight').fill('140');
    await page.getByLabel('Width (inches)').fill('58');
    const first = page.getByRole('group', { name: 'Colour 1' });
    await first.getByLabel('Colour name').fill('Sea Salt');
    await first.getByLabel('Price per metre (₹)').fill('420');
    await first.getByLabel('Stock (m)').fill('300');
    await page.getByRole('button', { name: 'Add a colour' }).click();
    const second = page.getByRole('group', { name: 'Colour 2' });
    // A new colour is drawn apart from the others; a name the palette knows brings its code, a picked code stays.
    await expect(second.getByLabel('Colour code')).not.toHaveValue(await first.getByLabel('Colour code').inputValue());
    await second.getByLabel('Colour name').fill('Mustard');
    await expect(second.getByLabel('Colour code')).toHaveValue('#c9962b');
    await second.getByLabel('Colour code').fill('#1b3a6b');
    await second.getByLabel('Colour name').fill('Ink Blue');
    await expect(second.getByLabel('Colour code')).toHaveValue('#1b3a6b');
    await second.getByLabel('Price per metre (₹)').fill('450');
    await second.getByLabel('Discounted price (₹)').fill('399');
    await second.getByLabel('Stock (m)').fill('120');
    // From 50 m Ink Blue costs ₹380 a metre: a break must step down from the colour's (discounted) price.
    await second.getByRole('button', { name: 'Add a price break' }).click();
    await second.getByLabel('From (m)').fill('50');
    await second.getByLabel('₹ per metre').fill('380');
    // Count and construction are the operator's to choose: nothing is assumed for them.
    await page.getByRole('button', { name: 'Create fabric' }).click();
    await expect(page.getByText('Fill in the fields marked above, then save again.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/fabrics\/new$/);
    await page.getByRole('combobox', { name: 'Yarn count' }).selectOption('60x60');
    await page.getByRole('combobox', { name: 'Construction' }).selectOption('76x56');
    await page.getByRole('button', { name: 'Create fabric' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/fabrics\/\d+$/);
    const productId = /(\d+)$/.exec(page.url())![1]!;
    created.add(productId);
    const saved = await rest<{
      data: {
        count: string;
        construction: string;
        productVarieties: {
          color: string;
          colorCode: string;
          images: string[];
          priceTiers: { minMetres: number; pricepermeter: number }[];
        }[];
      };
    }>(baseURL!, ops.token, 'GET', `/admin/products/${productId}`);
    expect(saved.data).toMatchObject({ count: '60x60', construction: '76x56' });
    // Each colour's generated swatch is drawn in its own code.
    const [seaSalt, inkBlue] = saved.data.productVarieties;
    expect(inkBlue!.colorCode).toBe('#1b3a6b');
    expect(inkBlue!.priceTiers).toEqual([{ minMetres: 50, pricepermeter: 380 }]);
    expect(seaSalt!.priceTiers).toEqual([]);
    expect(seaSalt!.colorCode).not.toBe(inkBlue!.colorCode);
    for (const colour of [seaSalt!, inkBlue!]) expect(colour.images[0]).toContain(colour.colorCode.slice(1));
    await page.getByLabel('Add photos of Ink Blue').setInputFiles({ name: 'ink.png', mimeType: 'image/png', buffer: blankPng(64, 48) });
    await page.getByRole('button', { name: 'Upload Ink Blue photos' }).click();
    await expect(page.getByText('1 photo added')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ink Blue photo' })).toBeVisible();
    await atEachWidth(page, (width) =>
      checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-fabric-editor-${width}.png`, fullPage: true }),
    );

    // The buyer finds it by searching, and orders 3 metres of Ink Blue.
    const buyer = await createBuyer(baseURL!, 'Resort Shirts Co');
    await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
    const shopper = await pageOf(browser, buyer);
    await shopper.goto('/');
    await shopper.getByRole('searchbox', { name: 'Search all fabrics' }).fill(name);
    await shopper.getByRole('searchbox', { name: 'Search all fabrics' }).press('Enter');
    await shopper
      .getByRole('link', { name: new RegExp(name) })
      .first()
      .click();
    await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible();
    await shopper.getByRole('radio', { name: 'Ink Blue', exact: true }).check();
    await expect(shopper.locator('img[src^="/api/uploads/"]').first(), 'the photo the operator uploaded').toBeVisible();
    await shopper.getByRole('button', { name: 'Add to Cart' }).click();
    const popup = shopper.getByRole('dialog', { name: 'Add to Cart' });
    await popup.getByLabel('Quantity (metres)').fill('3');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(popup).toBeHidden();
    await shopper.goto('/checkout');
    await shopper.getByRole('button', { name: 'Next' }).click();
    await shopper.getByRole('button', { name: 'Next' }).click();
    await shopper.getByRole('tab', { name: 'Cash on Delivery' }).click();
    await shopper.getByRole('button', { name: 'Place Order' }).click();
    await expect(shopper.getByRole('dialog', { name: 'Payment Success' })).toBeVisible();

    // The operator finds the order by the buyer's email and moves it to Delivered; the buyer sees each stage.
    await page.goto('/admin/orders');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(buyer.email);
    await page.getByRole('searchbox', { name: 'Search orders' }).press('Enter');
    await expect(page.getByText('1 order', { exact: true })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`${name} \\(Ink Blue\\) × 3 m`) })).toBeVisible();
    await page.getByRole('link', { name: /^FM/ }).click();
    await expect(page.getByRole('heading', { level: 2, name: /^Order FM/ })).toBeVisible();
    await checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-order-1280.png` });
    // The operator downloads the buyer's tax invoice from the order's page.
    const [invoice] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
    expect(invoice.suggestedFilename()).toMatch(/^Tax-invoice-FM-\d{4}-\d{6}\.pdf$/);
    const invoiceText = (await pdfText(await readFile(await invoice.path()))).replace(/\s+/g, ' ');
    expect(invoiceText).toContain('Tax Invoice');
    expect(invoiceText).toContain('(Ink Blue)');
    for (const stage of ['Ongoing', 'Shipped', 'Delivered']) {
      if (stage === 'Shipped') {
        // Shipping asks how it leaves: nothing is asked or sent until the dispatch is right.
        const dispatch = page.getByRole('group', { name: 'Dispatch' });
        await dispatch.getByRole('button', { name: 'Ship order' }).click();
        await expect(dispatch.getByRole('alert')).toHaveText('Correct the dispatch above first.');
        await expect(dispatch.getByLabel('Transporter or courier')).toHaveAttribute('aria-invalid', 'true');
        await dispatch.getByLabel('Transporter or courier').fill('VRL Logistics');
        await dispatch.getByLabel('LR or AWB number').fill('vrl 2611-0457');
        await dispatch.getByLabel('Vehicle number (optional)').fill('MH 12 AB 1234');
        await dispatch.getByLabel('Distance in km (optional)').fill('265');
        await atEachWidth(page, (width) =>
          width === 768 ? Promise.resolve() : checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-dispatch-${width}.png` }),
        );
        await dispatch.getByRole('button', { name: 'Ship order' }).click();
        await confirm(page, 'Ship order');
        await expect(page.getByRole('region', { name: 'Dispatch' })).toContainText(
          'VRL Logistics · LR/AWB VRL2611-0457 · vehicle MH12AB1234',
        );
      } else {
        await page.getByRole('button', { name: `Advance to ${stage}` }).click();
        await confirm(page, `Advance to ${stage}`);
      }
      // Said once, and the Buyer block stays.
      await expect(page.getByRole('status').filter({ hasText: `Order moved to ${stage}` })).toHaveCount(1);
      await expect(page.getByRole('region', { name: 'Buyer' })).toContainText(buyer.email);
      await shopper.goto('/user-profile');
      await shopper
        .getByRole('button', { name: 'Order History' })
        .click()
        .catch(() => undefined);
      await expect(shopper.getByTestId('order-card').first()).toContainText(stage);
      if (stage === 'Shipped') {
        await shopper.getByTestId('order-card').first().getByRole('button', { expanded: false }).click();
        await shopper.getByRole('button', { name: 'Track My Order' }).click();
        const consignment = shopper.getByRole('dialog', { name: 'Shippment Details' }).getByRole('definition');
        await expect(consignment).toHaveText(['VRL Logistics', 'VRL2611-0457', 'MH12AB1234', /\d{1,2} \w{3} 20\d\d/]);
      }
    }
    await expect(page.getByRole('button', { name: /^Advance/ })).toHaveCount(0);
    const { data } = await rest<{ data: { orderStatus: string; productId: string }[] }>(
      baseURL!,
      ops.token,
      'GET',
      `/admin/orders?q=${encodeURIComponent(buyer.email)}`,
    );
    expect(data).toMatchObject([{ orderStatus: 'Delivered', productId }]);

    // Every step is in Activity.
    await page.goto('/admin/activity');
    await expect(page.getByRole('cell', { name: /Created Console Linen/ }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: /to Delivered$/ }).first()).toBeVisible();
    // Read as people read: the action in words, the time in India's.
    await expect(page.getByRole('cell', { name: /^added a fabric Created Console Linen/ }).first()).toBeVisible();
    const indiaNow = new Date().toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
    await expect(page.getByRole('cell', { name: new RegExp(`^${indiaNow}`) }).first()).toBeVisible();
    // Filtered to today and exported as a sheet.
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    await page.getByLabel('From').fill(today);
    await expect(page.getByRole('cell', { name: /^added a fabric Created Console Linen/ }).first()).toBeVisible();
    await atEachWidth(page, (width) => checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-activity-${width}.png` }));
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(sheet.suggestedFilename()).toBe(`Activity-${today}-to-now.csv`);
    expect(await readFile(await sheet.path(), 'utf8')).toContain(',added a fabric,product.create,');

    // Retired, it leaves search but stays in the buyer's past order; the catalogue is back to the seeded fabrics.
    await page.goto(`/admin/fabrics/${productId}`);
    await page.getByRole('button', { name: 'Retire fabric' }).click();
    await confirm(page, 'Retire fabric');
    await expect(page.getByRole('heading', { level: 2, name: `${name} (retired)` })).toBeVisible();
    created.delete(productId);
    const search = await fetch(`${baseURL}/api/getAllProducts?page=1&limit=12&search=${encodeURIComponent(name)}`);
    expect(((await search.json()) as { totalProducts: number }).totalProducts).toBe(0);
    await shopper.goto('/user-profile');
    await shopper
      .getByRole('button', { name: 'Order History' })
      .click()
      .catch(() => undefined);
    await expect(shopper.getByTestId('order-card').first()).toContainText(name);
    await shopper.context().close();
  });

  test('an operator downloads the month’s GSTR-1 as JSON and as CSV', async ({ page, baseURL }) => {
    const ops = await operator(baseURL!);
    await signInPage(page, ops);
    await page.goto('/admin/gst-returns');
    await expect(page.getByRole('heading', { level: 1, name: 'GST returns' })).toBeVisible();
    const month = await page.getByLabel('Month').inputValue();
    expect(month).toMatch(/^\d{4}-\d{2}$/);
    await atEachWidth(page, (width) => checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-gst-returns-${width}.png` }));
    const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
    expect(json.suggestedFilename()).toBe(`GSTR1-${month}.json`);
    const gstr = JSON.parse(await readFile(await json.path(), 'utf8')) as { gstin: string; fp: string; doc_issue: unknown };
    expect(gstr).toMatchObject({ gstin: '09AAFCF1970M1Z8', fp: `${month.slice(5)}${month.slice(0, 4)}` });
    await expect(page.getByText(`Saved GSTR1-${month}.json`)).toBeVisible();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`GSTR1-${month}.csv`);
    expect((await readFile(await csv.path(), 'utf8')).split('\r\n')[0]).toContain('Table,Recipient GSTIN,Document number');
  });

  test('a buyer reports a problem with delivered fabric; the operator settles it with a credit note the buyer downloads', async ({
    page,
    baseURL,
    browser,
  }) => {
    test.setTimeout(180_000);
    const ops = await operator(baseURL!);
    const buyer = await createBuyer(baseURL!);
    await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
    const { data } = await rest<{
      data: {
        _id: string;
        name: string;
        minOrderMetres: number;
        productVarieties: { color: string; stock: number; priceTiers?: unknown[] }[];
      }[];
    }>(baseURL!, buyer.token, 'GET', '/getAllProducts?page=4&limit=12');
    const fabric = data.find((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= 20)!;
    await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', {
      productId: fabric._id,
      color: fabric.productVarieties[0]!.color,
      quantity: 20,
    });
    const placed = await rest<{ orders: { _id: string }[] }>(baseURL!, buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    const orderId = placed.orders[0]!._id;
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    for (const body of [undefined, { dispatch: { transporter: 'VRL Logistics', lrNumber: 'VRL-7731', date: today } }, undefined])
      await rest(baseURL!, ops.token, 'POST', `/admin/order/${orderId}/advance`, body);

    await signInPage(page, buyer);
    await page.goto('/user-profile');
    await page.getByRole('button', { name: 'Order History' }).click();
    const card = page.getByTestId('order-card').filter({ hasText: fabric.name });
    await card.getByRole('button', { expanded: false }).first().click();
    await card.getByRole('button', { name: 'Report a problem' }).click();
    const form = card.getByRole('form', { name: 'Report a problem' });
    await form.getByLabel('What is wrong').selectOption('Defect');
    await form.getByLabel(/^Metres affected/).fill('6');
    await form.getByLabel(/^Roll or lot number/).fill('ROLL-4');
    await form.getByLabel('What you see').fill('Holes every metre or so along the selvedge of roll 4.');
    await form.getByLabel(/^Photos/).setInputFiles({ name: 'roll-4.png', mimeType: 'image/png', buffer: blankPng(64, 64) });
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expect(form.getByRole('alert')).toHaveText('Claims are taken on fabric that has not been cut: confirm the fabric is uncut.');
    await form.getByLabel('The fabric has not been cut').check();
    await atEachWidth(page, (width) =>
      width === 768 ? Promise.resolve() : checkedScreenshot(page, { path: `${SCREENSHOTS}/claim-form-${width}.png` }),
    );
    await form.getByRole('button', { name: 'Send claim' }).click();
    await expect(page.getByText('Claim opened. We will answer within two working days.')).toBeVisible();
    const claim = card.getByRole('region', { name: /^Claim \d+/ });
    await expect(claim).toContainText('Defect · 6 m · roll or lot ROLL-4');
    const claimId = /Claim (\d+)/.exec(await claim.getByRole('heading', { level: 3 }).innerText())![1]!;
    await claim.getByLabel('Write to FabricMart').fill('Roll 4 only; the others are fine.');
    await claim.getByRole('button', { name: 'Send message' }).click();
    await expect(claim.getByText('Roll 4 only; the others are fine.')).toBeVisible();

    // The operator reads it in the console, with the photo, and credits ₹1,000 of it.
    const desk = await pageOf(browser, ops);
    await desk.goto('/admin/claims');
    await desk.getByRole('link', { name: `Claim ${claimId}` }).click();
    await expect(desk.getByRole('heading', { level: 1, name: new RegExp(`Claim ${claimId}`) })).toBeVisible();
    await expect(desk.getByRole('img', { name: `Photo 1 of claim ${claimId}` })).toBeVisible();
    await expect(desk.getByText('Roll 4 only; the others are fine.')).toBeVisible();
    // The desk suggests what the claimed metres came to, and takes an amount written with grouping.
    await expect(desk.getByText(/^6 m of 20 m at the order's price come to ₹[0-9,]+\.\d{2}\./)).toBeVisible();
    await desk.getByRole('button', { name: 'Use this amount' }).click();
    await expect(desk.getByLabel(/^Amount to credit/)).toHaveValue(/^[0-9,]+(\.\d{1,2})?$/);
    await desk.getByLabel(/^Amount to credit/).fill('1,000');
    await desk.getByLabel('Reason the buyer will read').fill('Roll 4 has weaving faults: we credit six metres of it.');
    await atEachWidth(desk, (width) =>
      width === 768 ? Promise.resolve() : checkedScreenshot(desk, { path: `${SCREENSHOTS}/admin-claim-${width}.png` }),
    );
    await desk.getByRole('button', { name: 'Credit note', exact: true }).click();
    // The confirmation states the amount with its GST.
    await expect(desk.getByRole('dialog')).toContainText(
      `Credit note for claim ${claimId}: ₹1,000.00 + GST 5% ₹50.00 = ₹1,050.00? The buyer is emailed.`,
    );
    await confirm(desk, 'Credit note');
    await expect(desk.getByText(/credit note CN\/\d{4}\/\d{6} for ₹1,050.00/)).toBeVisible();
    await desk.context().close();

    // The buyer sees it settled, with the credit note to download: even when the order list shows from storage first
    // (kept before the claim was opened) and the fresh list arrives after the order is opened, as on a slow line.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const ordersQuery = (url: URL) => url.pathname.endsWith('/graphql') && url.searchParams.get('operationName') === 'Orders';
    await page.route(ordersQuery, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload();
    await page.getByRole('button', { name: 'Order History' }).click();
    await card.getByRole('button', { expanded: false }).first().click();
    await expect(card.getByRole('button', { name: 'Report a problem' })).toBeVisible();
    release();
    await card.getByRole('button', { name: `View claim ${claimId}` }).click();
    await expect(claim).toContainText('Credit note: Roll 4 has weaving faults');
    const number = (await claim.locator('.claim-credit strong').innerText()).trim();
    await atEachWidth(page, (width) =>
      width === 768 ? Promise.resolve() : checkedScreenshot(page, { path: `${SCREENSHOTS}/claim-settled-${width}.png` }),
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      claim.getByRole('button', { name: `Download credit note ${number}` }).click(),
    ]);
    const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ');
    expect(text).toContain(`Credit note number: ${number}`);
    expect(text).toContain(`Claim ${claimId}: Roll 4 has weaving faults`);
  });

  test('hiding a review takes it off the product page', async ({ page, baseURL, browser }) => {
    const ops = await operator(baseURL!);
    const reviewer = await createBuyer(baseURL!, 'Loud Reviewer');
    const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=3&limit=12`)).json()) as { data: { _id: string }[] };
    const productId = data[5]!._id;
    const text = `Rude words about this mill ${Date.now()}`;
    const form = new FormData();
    form.append('productId', productId);
    form.append('rating', '1');
    form.append('review', text);
    await rest(baseURL!, reviewer.token, 'POST', '/product/addReview', form);
    const visitor = await pageOfItsOwn(browser);
    await visitor.goto(`/product/${productId}`);
    await expect(visitor.getByTestId('review').filter({ hasText: text })).toBeVisible();

    await signInPage(page, ops);
    await page.goto('/admin/reviews');
    const card = page.getByRole('listitem').filter({ hasText: text });
    await card.getByRole('button', { name: 'Hide' }).click();
    await confirm(page, 'Hide');
    await expect(card.getByText('Review hidden')).toBeVisible();
    await expect(card.getByText('Hidden', { exact: true })).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(visitor.getByTestId('review').filter({ hasText: text })).toHaveCount(0);
    await visitor.close();
  });

  test('blocking a buyer signs their open tab out on its next request, and they cannot sign in', async ({ page, baseURL, browser }) => {
    const ops = await operator(baseURL!);
    const buyer = await createBuyer(baseURL!, 'Fraud Suspect');
    const tab = await pageOf(browser, buyer);
    await tab.goto('/wishlist');
    await expect(tab.getByRole('link', { name: 'My cart', exact: true })).toBeVisible();

    await signInPage(page, ops);
    await page.goto('/admin/buyers');
    await page.getByRole('searchbox', { name: 'Search buyers' }).fill(buyer.email);
    await page.getByRole('searchbox', { name: 'Search buyers' }).press('Enter');
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    await row.getByRole('button', { name: 'Block' }).click();
    await confirm(page, 'Block');
    await expect(row.getByText(`${buyer.email} blocked`)).toBeVisible();

    // Its next request is refused: the session ends and the tab asks it to sign in again.
    await tab.goto('/cart');
    await expect(tab.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(tab.getByRole('link', { name: 'My cart', exact: true })).toHaveCount(0);
    await tab.getByLabel('Email Address').fill(buyer.email);
    await tab.getByLabel('Password', { exact: true }).fill(buyer.password);
    await tab.getByRole('button', { name: 'Sign in' }).click();
    await expect(tab.getByText('This account is blocked. Please contact support.')).toBeVisible();
    await tab.context().close();
  });
});

import { readFile } from 'node:fs/promises';
import { HSN_BY_CATEGORY } from '../../domain/invoice.js';
import type { ProductBody } from '../../domain/rest/admin.js';
import { shortRupees as short } from '../../domain/price-breaks.js';
import { listedVariety } from '../../domain/product.js';
import { pdfText } from '../support/pdf-text.js';
import {
  checkedScreenshot,
  expect,
  MUMBAI_ADDRESS,
  rest,
  SCREENSHOTS,
  sidewaysOverflow,
  signedInTest as test,
  soldByTheMetre,
  operator,
  WIDTHS,
} from './fixtures.js';

interface RestVariety {
  color: string;
  stock: number;
  pricepermeter: number;
  discountedPrice: number | null;
  priceTiers: { minMetres: number; pricepermeter: number }[];
}
/** The colour a fabric is listed at and opens on (domain/product.ts listedVariety, over the REST shape). */
const listedColour = (varieties: RestVariety[]) =>
  varieties[listedVariety(varieties.map((variety) => ({ stock: variety.stock, price: variety.discountedPrice ?? variety.pricepermeter })))];
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount);

/** A colour with three times `metres` in stock, from the catalogue's fourth page (other specs use the first ones). */
async function colourInStock(baseURL: string, metres: number) {
  const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=4&limit=12`)).json()) as {
    data: {
      _id: string;
      name: string;
      minOrderMetres: number;
      category: { categoryName: string }[];
      productVarieties: { color: string; stock: number; priceTiers: unknown[] }[];
    }[];
  };
  for (const product of data.filter(soldByTheMetre))
    for (const variety of product.productVarieties)
      if (variety.stock >= metres * 3)
        return { productId: product._id, name: product.name, color: variety.color, category: product.category[0]!.categoryName };
  throw new Error('No colour in stock on page 4');
}

test.describe('buying as a business in Chromium', () => {
  test('My Account › Business: a broken GSTIN is named as it is typed; a valid one picks its state and is kept', async ({ page }) => {
    await page.goto('/user-profile');
    const business = page.getByRole('region', { name: 'Business' });
    await expect(business.getByLabel('Company name')).toHaveValue('');
    await business.getByLabel('Company name').fill('Resort Shirts Pvt Ltd');
    await business.getByLabel('GSTIN (optional)').fill('27AAPFU0939F1ZX');
    await expect(business.getByText("The GSTIN's check character should be V.")).toBeVisible();
    await expect(business.getByLabel('GSTIN (optional)')).toHaveAttribute('aria-invalid', 'true');
    await business.getByRole('button', { name: 'Save business details' }).click();
    // Save names what is missing first, and nothing is sent.
    await expect(page.getByText('Please fill the company name, billing address, city, state and PIN code')).toBeVisible();

    await business.getByLabel('GSTIN (optional)').fill('27aapfu0939f1zv');
    await expect(business.getByText('Registered in Maharashtra (27).')).toBeVisible();
    await expect(business.getByLabel('State')).toHaveValue('Maharashtra');
    await business.getByLabel('Billing address').fill('7 Linking Road, Bandra West');
    await business.getByLabel('City').fill('Mumbai');
    await business.getByLabel('PIN code').fill('400050');
    // A state other than the GSTIN's is refused before any call, with the reason.
    await business.getByLabel('State').selectOption('Gujarat');
    await business.getByRole('button', { name: 'Save business details' }).click();
    await expect(
      page.getByText('This GSTIN is registered in Maharashtra (state code 27), so the billing state should be Maharashtra.'),
    ).toBeVisible();
    await business.getByLabel('State').selectOption('Maharashtra');
    await business.getByRole('button', { name: 'Save business details' }).click();
    await expect(page.getByText('Business details saved')).toBeVisible();
    await expect(business.getByLabel('GSTIN (optional)')).toHaveValue('27AAPFU0939F1ZV');

    await page.reload();
    const again = page.getByRole('region', { name: 'Business' });
    await expect(again.getByLabel('Company name')).toHaveValue('Resort Shirts Pvt Ltd');
    await expect(again.getByLabel('GSTIN (optional)')).toHaveValue('27AAPFU0939F1ZV');
    await expect(again.getByLabel('State')).toHaveValue('Maharashtra');
    await expect(again.getByLabel('PIN code')).toHaveValue('400050');

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await again.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/business-profile-${width}.png`, fullPage: true });
    }
  });

  test('My Account › Addresses: the book without a cart, the billing address taken in with one click, a default for Checkout', async ({
    page,
    buyer,
    baseURL,
  }) => {
    await rest(baseURL!, buyer.token, 'PUT', '/user/business', {
      companyName: 'Resort Shirts Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      address: '7 Linking Road, Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400050',
    });
    await page.goto('/user-profile');
    const book = page.getByRole('region', { name: 'Addresses' });
    await expect(book.getByText('No addresses found.')).toBeVisible();
    await book.getByRole('button', { name: 'Deliver to the billing address (Mumbai)' }).click();
    const popup = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(popup.getByLabel('Address *')).toHaveValue('7 Linking Road, Bandra West');
    await expect(popup.getByLabel('PIN code *')).toHaveValue('400050');
    await popup.getByRole('button', { name: 'Save Address' }).click();
    await expect(popup).toBeHidden();
    const cards = book.getByTestId('account-address');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('Resort Shirts Pvt Ltd');
    await expect(cards.first()).toContainText('Default');
    // The billing address is in the book now: it is not offered again.
    await expect(book.getByRole('button', { name: /Deliver to the billing address/ })).toHaveCount(0);

    await book.getByRole('button', { name: '+ Add New Address' }).click();
    await popup.getByLabel('Tag (Home, Warehouse…)').fill('Warehouse');
    await popup.getByLabel('Address *').fill('Plot 12, GIDC Sachin');
    await popup.getByLabel('City *').fill('Surat');
    await popup.getByLabel('State *').selectOption('Gujarat');
    await popup.getByLabel('PIN code *').fill('394230');
    await popup.getByLabel('Phone number (10 digits) *').fill('9825012345');
    await popup.getByRole('button', { name: 'Save Address' }).click();
    await expect(cards).toHaveCount(2);
    const warehouse = cards.filter({ hasText: 'Plot 12, GIDC Sachin' });
    await warehouse.getByRole('button', { name: /^Make default/ }).click();
    await expect(page.getByText('Address selected successfully')).toBeVisible();
    await expect(warehouse).toContainText('Default');

    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await book.scrollIntoViewIfNeeded();
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/account-addresses-${width}.png`, fullPage: true });
    }

    // Checkout opens on the default; the book is the same one.
    const addresses = await rest<{ data: { address: string; selected: boolean }[] }>(baseURL!, buyer.token, 'GET', '/addresses');
    expect(addresses.data.find((row) => row.selected)?.address).toBe('Plot 12, GIDC Sachin');

    await cards
      .filter({ hasText: 'Bandra West' })
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page.getByRole('dialog', { name: 'Are You Sure to Delete this Address?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(cards).toHaveCount(1);
    await expect(book.getByRole('button', { name: 'Deliver to the billing address (Mumbai)' })).toBeVisible();
  });

  test('Checkout offers the billing address for delivery while the book does not hold it', async ({ page, buyer, baseURL }) => {
    await rest(baseURL!, buyer.token, 'PUT', '/user/business', {
      companyName: 'Resort Shirts Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      address: '7 Linking Road, Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400050',
    });
    const colour = await colourInStock(baseURL!, 2);
    await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', { productId: colour.productId, color: colour.color, quantity: 2 });
    await page.goto('/checkout');
    await expect(page.getByText('No addresses found.')).toBeVisible();
    await page.getByRole('button', { name: 'Deliver to the billing address (Mumbai)' }).click();
    const popup = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(popup.getByLabel('Address *')).toHaveValue('7 Linking Road, Bandra West');
    await popup.getByRole('button', { name: 'Save Address' }).click();
    await expect(page.getByRole('radio', { name: /7 Linking Road, Bandra West/ })).toBeChecked();
    await expect(page.getByRole('button', { name: /Deliver to the billing address/ })).toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/checkout-billing-address-${width}.png` });
    }
  });

  test('Order History › Order again puts the same metres in the cart at today’s price, and says so with a way to the cart', async ({
    page,
    baseURL,
    buyer,
  }) => {
    const colour = await colourInStock(baseURL!, 4);
    await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
    await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', { productId: colour.productId, color: colour.color, quantity: 4 });
    await rest(baseURL!, buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });

    await page.goto('/user-profile');
    await page.getByRole('button', { name: 'Order History' }).click();
    const card = page.getByTestId('order-card').first();
    await card.getByRole('button', { expanded: false }).click();
    await card.getByRole('button', { name: 'Order again' }).click();
    await expect(card.getByRole('status')).toContainText(`4 m of ${colour.name} (${colour.color}) added to your cart`);
    await expect(page.getByRole('link', { name: 'My cart, 1 products' })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/order-again-${width}.png` });
    }
    await card.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(colour.name).first()).toBeVisible();
  });

  test('Order History › Order again at a changed price says so first, and adds only at the price accepted', async ({
    page,
    baseURL,
    buyer,
  }) => {
    const ops = await operator(baseURL!);
    const body = (price: number): ProductBody => ({
      name: `Reorder Poplin ${Date.now().toString(36)}`,
      description: 'A cotton poplin for shirts, woven in Bhiwandi.',
      category: 'Cotton',
      subCategory: null,
      fabricType: 'Poplin',
      pattern: 'Solid',
      count: '40x40',
      construction: '132x72',
      endUse: 'Shirting',
      weight: 110,
      width: 58,
      minOrderMetres: 1,
      productVarieties: [{ color: 'Sky', colorCode: '#87CEEB', pricepermeter: price, stock: 100 }],
    });
    const first = body(95);
    const made = await rest<{ data: { _id: string } }>(baseURL!, ops.token, 'POST', '/admin/products', first);
    try {
      await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
      await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', { productId: made.data._id, color: 'Sky', quantity: 10 });
      await rest(baseURL!, buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
      await rest(baseURL!, ops.token, 'PUT', `/admin/products/${made.data._id}`, {
        ...first,
        productVarieties: [{ ...first.productVarieties[0]!, pricepermeter: 98 }],
      });

      await page.goto('/user-profile');
      await page.getByRole('button', { name: 'Order History' }).click();
      const card = page.getByTestId('order-card').first();
      await card.getByRole('button', { expanded: false }).click();
      await card.getByRole('button', { name: 'Order again' }).click();
      await expect(card.getByRole('status')).toHaveText('₹98/m now, was ₹95 when you ordered it.');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await card.getByRole('button', { name: 'Add at ₹98/m' }).scrollIntoViewIfNeeded();
        expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
        await checkedScreenshot(page, { path: `${SCREENSHOTS}/order-again-price-${width}.png` });
      }
      await card.getByRole('button', { name: 'Add at ₹98/m' }).click();
      await expect(card.getByRole('status')).toContainText(`10 m of ${first.name} (Sky) added to your cart`);
      await expect(page.getByRole('link', { name: 'My cart, 1 products' })).toBeVisible();
    } finally {
      await rest(baseURL!, ops.token, 'DELETE', `/admin/products/${made.data._id}`);
    }
  });

  test('/cart › Quick order: a pasted sheet is previewed row by row, then the good rows go into the cart', async ({ page, baseURL }) => {
    const colour = await colourInStock(baseURL!, 6);
    await page.goto('/cart');
    await page.getByText('Quick order from a CSV').click();
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByRole('alert')).toContainText('Paste or choose a sheet: a header row (productId,color,metres)');
    await page
      .getByLabel('Or paste it')
      .fill(
        `productId,color,metres\n${colour.productId},${colour.color.toUpperCase()},6\n${colour.productId},No Such Colour,2\n999999999,Red,1`,
      );
    await page.getByRole('button', { name: 'Preview' }).click();
    const result = page.getByRole('status').filter({ hasText: 'rows can go into your cart' });
    await expect(result).toContainText('1 of 3 rows can go into your cart');
    // The colour matched as typed in capitals, named as the catalogue names it, with the fabric's name.
    await expect(result.getByRole('row', { name: /^2 / })).toContainText('Can be added');
    await expect(result.getByRole('row', { name: /^2 / })).toContainText(`${colour.name} (${colour.productId}) · ${colour.color} · 6 m`);
    await expect(result.getByRole('row', { name: /^3 / })).toContainText(`Fabric ${colour.productId} has no colour No Such Colour.`);
    await expect(page.getByRole('link', { name: 'My cart, 1 products' }), 'a preview changes nothing').toHaveCount(0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/quick-order-${width}.png`, fullPage: true });
    }
    await page.getByRole('button', { name: 'Add 1 row to cart' }).click();
    // Said twice: in the sheet's result and in the toast.
    await expect(page.getByRole('status').filter({ hasText: '1 of 3 rows added to your cart' }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Cart lines' })).toContainText(colour.name);
    await expect(page.getByRole('link', { name: 'My cart, 1 products' })).toBeVisible();
  });

  test('Order History › Download invoice saves the GST tax invoice, with both GSTINs, the HSN code and IGST to another state', async ({
    page,
    baseURL,
    buyer,
  }) => {
    const colour = await colourInStock(baseURL!, 2);
    await rest(baseURL!, buyer.token, 'PUT', '/user/business', {
      companyName: 'Resort Shirts Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      address: '7 Linking Road, Bandra West',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400050',
    });
    await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
    await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', { productId: colour.productId, color: colour.color, quantity: 2 });
    const placed = await rest<{ orders: { invoiceNumber: string; pricing: { estimatedTax: number; total: number } }[] }>(
      baseURL!,
      buyer.token,
      'POST',
      '/buy',
      { paymentMethod: 'Cash on Delivery' },
    );
    const { invoiceNumber, pricing } = placed.orders[0]!;

    await page.goto('/user-profile');
    await page.getByRole('button', { name: 'Order History' }).click();
    const card = page.getByTestId('order-card').first();
    await card.getByRole('button', { expanded: false }).click();
    await expect(card.getByText(invoiceNumber)).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/invoice-download-${width}.png` });
    }
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: `Download invoice ${invoiceNumber}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Tax-invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(`Invoice number: ${invoiceNumber}`);
    expect(text).toContain('GSTIN: 09AAFCF1970M1Z8');
    expect(text).toContain('GSTIN: 27AAPFU0939F1ZV');
    expect(text).toContain('Resort Shirts Pvt Ltd');
    expect(text).toContain(HSN_BY_CATEGORY[colour.category]!);
    expect(text).toContain('Place of supply: Maharashtra (27)');
    expect(text).toContain(`IGST @ 5% ${rupees(pricing.estimatedTax)}`);
    expect(text).not.toContain('CGST');
    expect(text).toContain(`Invoice total ${rupees(pricing.total)}`);
  });

  test('price breaks count a fabric across its colours: 150 m of one and 50 m of another reach the 200 m break of both', async ({
    page,
    baseURL,
    buyer,
  }) => {
    type Laddered = { _id: string; name: string; minOrderMetres: number; productVarieties: RestVariety[] };
    const breaksAt200 = (variety: RestVariety | undefined) =>
      variety !== undefined && variety.stock >= 300 && variety.priceTiers.some((tier) => tier.minMetres === 200);
    let found: Laddered | undefined;
    for (let listPage = 7; listPage >= 1 && !found; listPage--) {
      const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=${listPage}&limit=50`)).json()) as { data: Laddered[] };
      found = data.find(
        (product) => product.minOrderMetres <= 50 && breaksAt200(product.productVarieties[0]) && breaksAt200(product.productVarieties[1]),
      );
    }
    expect(found, 'the seed has a fabric with two colours breaking at 200 m').toBeDefined();
    const [first, second] = found!.productVarieties as [RestVariety, RestVariety];
    const atBreak = (variety: RestVariety) => variety.priceTiers.find((tier) => tier.minMetres === 200)!.pricepermeter;
    await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', { productId: found!._id, color: first.color, quantity: 150 });
    await page.goto(`/product/${found!._id}`);
    // The colours can be chosen once the fabric's details have loaded.
    await expect(page.getByRole('radio', { name: second.color, exact: true })).toBeEnabled();
    await page.getByRole('radio', { name: second.color, exact: true }).check({ force: true });
    await expect(page.getByRole('radio', { name: second.color, exact: true })).toBeChecked();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const popup = page.getByRole('dialog', { name: 'Add to Cart' });
    await expect(popup.getByRole('radio', { name: second.color, exact: true })).toBeChecked();
    await popup.getByLabel('Quantity (metres)').fill('50');
    await expect(popup.locator('.popup-price')).toContainText(`${rupees(atBreak(second))} / metre`);
    await expect(popup.locator('.price-ladder')).toContainText('150 m of this fabric already in your cart count.');
    await expect(popup.locator('.price-ladder')).toContainText('Breaks count every colour of this fabric in your cart together.');
    await page.setViewportSize({ width: 375, height: 800 });
    await checkedScreenshot(page, { path: `${SCREENSHOTS}/price-break-across-colours-popup-375.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(popup).toBeHidden();
    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines.filter({ hasText: first.color })).toContainText(`${rupees(atBreak(first))} / metre`);
    await expect(lines.filter({ hasText: second.color })).toContainText(`${rupees(atBreak(second))} / metre`);
    await expect(lines.filter({ hasText: second.color })).toContainText('Bulk price from 200 m');
  });

  test('a fabric with price breaks: the ladder on its page, 200 m at the break price in the cart and the order, and a free sample', async ({
    page,
    baseURL,
    buyer,
  }) => {
    // A fabric sold from at most 50 m whose first colour breaks at 200 m and has the metres.
    type Laddered = { _id: string; name: string; minOrderMetres: number; productVarieties: RestVariety[] };
    let found: Laddered | undefined;
    for (let listPage = 1; listPage <= 6 && !found; listPage++) {
      const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=${listPage}&limit=50`)).json()) as {
        data: Laddered[];
      };
      found = data.find((product) => {
        const listed = listedColour(product.productVarieties);
        return (
          product.minOrderMetres <= 50 &&
          listed !== undefined &&
          listed.stock >= 400 &&
          listed.priceTiers.some((tier) => tier.minMetres === 200)
        );
      });
    }
    expect(found, 'the seed has a fabric with a break at 200 m').toBeDefined();
    const product = found!;
    // The colour the page opens on: the one the fabric is listed at.
    const colour = listedColour(product.productVarieties)!;
    const shown = colour.discountedPrice ?? colour.pricepermeter;
    const atBreak = colour.priceTiers.find((tier) => tier.minMetres === 200)!.pricepermeter;
    await page.goto(`/product/${product._id}`);
    const ladder = page.locator('.product-detail-info .price-ladder');
    await expect(ladder).toContainText(new RegExp(`200(–\\d+)? m\\+? ${short(atBreak).replace('.', '\\.')}`));
    await expect(ladder).toContainText(`${product.minOrderMetres}–`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/price-ladder-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const popup = page.getByRole('dialog', { name: 'Add to Cart' });
    await expect(popup.getByLabel('Quantity (metres)')).toHaveValue(String(product.minOrderMetres));
    await popup.getByLabel('Quantity (metres)').fill('200');
    await expect(popup.locator('.price-ladder-saving')).toContainText(`you save`);
    await expect(popup.locator('.popup-price')).toContainText(`${rupees(atBreak)} / metre`);
    await checkedScreenshot(page, { path: `${SCREENSHOTS}/price-ladder-popup-1280.png` });
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(popup).toBeHidden();

    await page.getByRole('button', { name: 'Order a free sample' }).click();
    await expect(page.locator('.free-sample').getByRole('status')).toHaveText('Free sample added to your cart View cart');
    await page.getByRole('button', { name: 'Order a free sample' }).click();
    await expect(page.locator('.free-sample').getByRole('status')).toContainText('is already in your cart: one per colour.');

    await page.goto('/cart');
    const lines = page.getByTestId('cart-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText(`${rupees(atBreak)} / metre`);
    await expect(lines.first()).toContainText(`Bulk price from 200 m (was ${short(shown)}/m).`);
    await expect(lines.nth(1)).toContainText('Free sample');
    // The summary says the GST the invoice will charge (5% on 200 m at the break; the free sample none), and the total with it.
    const subtotal = Math.round(atBreak * 200 * 100);
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await expect(summary.getByText('(GST 5%)')).toBeVisible();
    await expect(summary).toContainText(`Estimated Tax (GST 5%)${rupees(Math.round(subtotal * 0.05) / 100)}`);
    await expect(summary).toContainText(`Total with GST${rupees((subtotal + Math.round(subtotal * 0.05)) / 100)}`);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await sidewaysOverflow(page), `no sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/cart-breaks-sample-${width}.png`, fullPage: true });
    }

    await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
    const placed = await rest<{ orders: { item: { price: number; isSample: boolean } }[] }>(baseURL!, buyer.token, 'POST', '/buy', {
      paymentMethod: 'Cash on Delivery',
    });
    expect(placed.orders.map((order) => [order.item.isSample, order.item.price])).toEqual([
      [false, Math.round(atBreak * 200 * 100) / 100],
      [true, 0],
    ]);
    // What was taken goes back, so the other specs find the catalogue as it was.
    const operatorAccount = await operator(baseURL!);
    await rest(baseURL!, operatorAccount.token, 'PUT', '/admin/stock', {
      productId: product._id,
      color: colour.color,
      stock: colour.stock,
    });
  });
});

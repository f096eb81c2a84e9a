import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { formatDay, indianDay } from '../../domain/day.js';
import { pdfText } from '../support/pdf-text.js';
import {
  atEachWidth,
  checkedScreenshot,
  checkoutToSummary,
  expect,
  imagesInViewLoaded,
  operator,
  mailArrived,
  SCREENSHOTS,
  sidewaysOverflow,
  signedInTest,
  WIDTHS,
  soldByTheMetre,
  type Buyer,
} from './fixtures.js';

interface RestProduct {
  _id: string;
  name: string;
  minOrderMetres: number;
  productVarieties: { color: string; stock: number; priceTiers: unknown[] }[];
}

async function rest<T>(baseURL: string, token: string, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method,
    headers: { authorization: token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** Puts `metres` of a colour with stock into the buyer's cart, through the API; the product's name. */
async function fillCart(baseURL: string, buyer: Buyer, metres = 2, skip = 0): Promise<string> {
  const { data } = (await (await fetch(`${baseURL}/api/getAllProducts?page=2&limit=12`)).json()) as { data: RestProduct[] };
  const product = data.filter((candidate) => soldByTheMetre(candidate) && candidate.productVarieties[0]!.stock >= metres)[skip]!;
  await rest(baseURL, buyer.token, 'POST', '/user/add-to-cart', {
    productId: product._id,
    color: product.productVarieties[0]!.color,
    quantity: metres,
  });
  return product.name;
}

const addAddress = (baseURL: string, buyer: Buyer) =>
  rest(baseURL, buyer.token, 'POST', '/address', {
    address: '14 Ring Road',
    city: 'Surat',
    state: 'Gujarat',
    country: 'India',
    alternativePhoneNumber: '9876501234',
    pinCode: '395002',
  });

/** From the address step (an address selected) through free shipping to the payment step. */
async function toPayment(page: Page) {
  await page.goto('/checkout');
  await checkoutToSummary(page, /14 Ring Road/);
}

signedInTest.describe('checkout and orders in Chromium', () => {
  signedInTest(
    'a new buyer adds an address, places a Cash on Delivery order, finds it in Order History, and an operator ships it',
    async ({ page, baseURL, buyer }) => {
      const name = await fillCart(baseURL!, buyer, 2);
      await page.goto('/cart');
      await page.getByRole('link', { name: 'Checkout' }).click();
      await page.waitForURL('**/checkout');
      await expect(page.getByText('No addresses found.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

      await page.getByRole('button', { name: '+ Add New Address' }).click();
      const popup = page.getByRole('dialog', { name: 'Add New Address' });
      // The map tab: a click on the map fills the fields from the (fake, loopback) reverse-geocoding service.
      await popup.getByRole('tab', { name: 'Map' }).click();
      const map = popup.getByTestId('address-map');
      await expect(map.locator('img.leaflet-tile-loaded').first()).toBeAttached();
      await map.click({ position: { x: 120, y: 120 } });
      await expect(popup.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
      await expect(popup.getByLabel('City *')).toHaveValue('Surat');
      await expect(popup.getByLabel('State *')).toHaveValue('Gujarat');
      await expect(popup.getByLabel('Address *')).toHaveValue('21, Ring Road');
      await popup.getByLabel('Address *').fill('14 Ring Road');
      await popup.getByLabel('Phone number (10 digits) *').fill('98765');
      await popup.getByRole('button', { name: 'Save Address' }).click();
      await expect(popup.locator('#address-phone-problem')).toHaveText('Please enter a valid phone number');
      await popup.getByLabel('Phone number (10 digits) *').fill('9876501234');
      await popup.getByLabel('PIN code').fill('395002');
      await popup.getByRole('button', { name: 'Save Address' }).click();
      await expect(popup).toBeHidden();
      await expect(page.getByText('Address added successfully')).toBeVisible();
      await expect(page.getByRole('radio', { name: /14 Ring Road/ })).toBeChecked();

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Shipment Method' })).toBeVisible();
      await expect(page.getByRole('radio', { name: /Free Shipping/ })).toBeChecked();
      await page.getByRole('radio', { name: /Schedule Delivery/ }).check();
      await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
      await page.getByLabel('Delivery date').fill(new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10));
      await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
      await page.getByRole('radio', { name: /Express Shipping/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();

      await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
      await expect(page.getByText(name)).toBeVisible();
      await expect(page.getByText('₹8.50')).toBeVisible();
      await page.getByRole('tab', { name: 'Cash on Delivery' }).click();
      await page.getByRole('button', { name: 'Place Order' }).click();
      const success = page.getByRole('dialog', { name: 'Payment Success' });
      await expect(success).toBeVisible();
      await success.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/success-payment');
      await expect(page.getByRole('heading', { name: 'Thank you for purchasing from Us' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^My cart/ })).toHaveAccessibleName('My cart');
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await checkedScreenshot(page, { path: `${SCREENSHOTS}/success-payment-${width}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('link', { name: 'My Account › Order History' }).click();
      const card = page.getByTestId('order-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText('Ordered Placed');
      await card.getByRole('button', { expanded: false }).click();
      await expect(card.getByText('Estimated Tax')).toBeVisible();
      await card.getByRole('button', { name: 'Track My Order' }).click();
      const tracking = page.getByRole('dialog', { name: 'Shippment Details' });
      await expect(tracking.getByText('Your Order is not Ongoing yet')).toBeVisible();
      await expect(tracking.getByRole('button', { name: 'Cancel Order' })).toBeVisible();
      await tracking.getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('button', { name: 'Track My Order' }), 'closed, the focus goes back to what opened it').toBeFocused();

      // The operator moves it along (as `npm run admin -- advance <id>` does).
      const ops = await operator(baseURL!);
      const { orders } = await rest<{ orders: { _id: string }[] }>(baseURL!, buyer.token, 'GET', '/user/orderlist?page=1&limit=5');
      await rest(baseURL!, ops.token, 'POST', `/admin/order/${orders[0]!._id}/advance`);
      await rest(baseURL!, ops.token, 'POST', `/admin/order/${orders[0]!._id}/delay`, { message: 'Loom breakdown at the mill' });
      await rest(baseURL!, ops.token, 'POST', `/admin/order/${orders[0]!._id}/advance`, {
        dispatch: { transporter: 'Gati Express', lrNumber: 'GATI-88412', date: indianDay(new Date()) },
      });
      await page.reload();
      await page
        .getByRole('button', { name: 'Order History' })
        .click()
        .catch(() => undefined);
      await expect(page.getByTestId('order-card')).toContainText('Shipped');
      await page.getByTestId('order-card').getByRole('button', { expanded: false }).click();
      // Shipped, the card's shipment date is the day the goods left (today), not the day planned (tomorrow).
      await expect(page.getByTestId('order-card').locator('dt:text-is("Shipment date") + dd')).toHaveText(formatDay(indianDay(new Date())));
      await page.getByRole('button', { name: 'Track My Order' }).click();
      await expect(tracking.getByText('Your Order is not Delivered yet')).toBeVisible();
      await expect(tracking.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
      // The delay recorded while Ongoing stays under Ongoing now that the order has shipped.
      const rows = await tracking.getByRole('listitem').allInnerTexts();
      const at = (text: string) => rows.findIndex((row) => row.includes(text));
      expect(at('Loom breakdown at the mill')).toBe(at('Ongoing') + 1);
      expect(at('Shipped')).toBeGreaterThan(at('Loom breakdown at the mill'));
      await expect(tracking.getByRole('definition').first()).toHaveText('Gati Express');
      await expect(tracking.getByRole('link', { name: 'Track with Gati Express (opens in a new tab)' })).toHaveAttribute(
        'href',
        'https://www.gati.example/track?lr=GATI-88412',
      );
      await atEachWidth(page, (width) =>
        width === 768 ? Promise.resolve() : checkedScreenshot(page, { path: `${SCREENSHOTS}/tracking-delay-${width}.png` }),
      );
      expect((await mailArrived(buyer.email, /(delayed|shipped)$/, 2)).map((message) => message.subject.split(' ').at(-1))).toEqual([
        'delayed',
        'shipped',
      ]);
    },
  );

  signedInTest(
    'card details shape themselves and say what is wrong by their field; a declined card keeps the checkout: back to the cart resumes at Payment, "Try another way" pays cash on delivery',
    async ({ page, baseURL, buyer }) => {
      await addAddress(baseURL!, buyer);
      const name = await fillCart(baseURL!, buyer, 1);
      await toPayment(page);
      await expect(page.getByText('Test cards: 4111 1111 1111 1111 is accepted')).toBeVisible();
      // As a phone's number pad types them: no spaces, no slash.
      await page.getByLabel('Card number').pressSequentially('4000000000000002');
      await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
      await page.getByLabel('Expiry (MM/YY)').pressSequentially('1239');
      await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/39');
      await page.getByRole('button', { name: 'Place Order' }).click();
      const cvv = page.getByLabel('CVV');
      await expect(cvv).toBeFocused();
      await expect(cvv).toHaveAccessibleDescription('Enter the 3 or 4 digits on the back of the card.');
      await expect(page.getByLabel('Name on card')).toHaveAccessibleDescription('Enter the name as it is printed on the card.');
      await expect(page.getByRole('dialog', { name: 'Payment Failure' })).toHaveCount(0);
      await cvv.fill('123');
      await page.getByLabel('Name on card').fill('Asha Patel');
      await expect(cvv).not.toHaveAttribute('aria-invalid');
      await page.getByRole('button', { name: 'Place Order' }).click();
      const failure = page.getByRole('dialog', { name: 'Payment Failure' });
      await expect(failure.getByText('Your card was declined. Nothing was charged and no order was placed.')).toBeVisible();
      // The popup fits a phone and a tablet as it does a laptop (checkedScreenshot fails a popup cut off or scrolling sideways).
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await checkedScreenshot(page, { path: `${SCREENSHOTS}/payment-failure-${width}.png` });
      }
      await failure.getByRole('button', { name: 'Back to cart' }).click();
      await page.waitForURL('**/cart');
      await expect(page.getByTestId('cart-line')).toHaveCount(1);

      // Checkout again, the cart unchanged: straight to the Payment step with the same address and shipping.
      await page.getByRole('link', { name: 'Checkout' }).click();
      await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
      await expect(page.getByText('Deliver to Asha Textiles, 14 Ring Road')).toBeVisible();
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiry (MM/YY)').fill('12/39');
      await page.getByLabel('CVV').fill('123');
      await page.getByLabel('Name on card').fill('Asha Patel');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await failure.getByRole('button', { name: 'Try another way' }).click();
      await expect(failure).toBeHidden();
      await expect(page.getByRole('button', { name: 'Place Order' }), 'the focus goes back to what opened the popup').toBeFocused();
      await expect(page.getByLabel('Card number'), 'the card is kept, to correct or to leave').toHaveValue('4000 0000 0000 0002');
      await page.getByRole('tab', { name: 'Cash on Delivery' }).click();
      await page.getByRole('button', { name: 'Place Order' }).click();

      // One order number from the popup to the thank-you page, Order History and the confirmation email.
      const success = page.getByRole('dialog', { name: 'Payment Success' });
      const number = (await success
        .getByRole('list', { name: 'Orders placed' })
        .getByRole('listitem')
        .first()
        .locator('strong')
        .textContent())!;
      expect(number).toMatch(/^FM[0-9A-F]{10}$/);
      await expect(success).toContainText(name);
      await success.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/success-payment');
      await expect(page.getByRole('list', { name: 'Orders placed' })).toContainText(`${number} ${name}`);
      await page.reload();
      await expect(page.getByRole('list', { name: 'Orders placed' }), 'a reload keeps it').toContainText(number);
      await page.getByRole('link', { name: 'My Account › Order History' }).click();
      await expect(page.getByTestId('order-card')).toContainText(number);
      const mail = await mailArrived(buyer.email, /^FabricMart order confirmation/);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toContain(number);
      expect(mail[0]!.text).toContain(`${number}  ${name}`);
    },
  );

  signedInTest(
    'a purchase of two fabrics reads as one: one purchase number on the popup, the thank-you page, Order History and the email',
    async ({ page, baseURL, buyer }) => {
      await addAddress(baseURL!, buyer);
      const first = await fillCart(baseURL!, buyer, 1, 0);
      const second = await fillCart(baseURL!, buyer, 1, 1);
      await toPayment(page);
      await page.getByRole('tab', { name: 'Cash on Delivery' }).click();
      // The buyer's purchase order: a number too long for an e-invoice is said by its field, which gets the focus.
      const po = page.getByLabel('PO number');
      await po.fill('PO/2026/ASHA/000118');
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(po).toBeFocused();
      await expect(po).toHaveAccessibleDescription(
        'A PO number is up to 16 letters, digits, spaces and / . _ # -, as printed on your purchase order.',
      );
      await po.fill('PO/2026/118');
      const needed = new Date(Date.now() + 30 * 864e5 + 5.5 * 36e5).toISOString().slice(0, 10);
      await page.getByLabel('Needed by').fill(needed);
      await page.setViewportSize({ width: 375, height: 800 });
      await page.getByLabel('PO number').scrollIntoViewIfNeeded();
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/checkout-purchase-order-375.png` });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.getByRole('button', { name: 'Place Order' }).click();
      const success = page.getByRole('dialog', { name: 'Payment Success' });
      const purchase = (await success.locator('.purchase-number strong').textContent())!;
      expect(purchase).toMatch(/^P[0-9A-F]{10}$/);
      await expect(success).toContainText('Your purchase is placed as 2 orders, one per fabric and colour');
      await success.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/success-payment');
      await expect(page.getByText(`Purchase ${purchase}`)).toBeVisible();
      await page.getByRole('link', { name: 'My Account › Order History' }).click();
      const group = page.getByTestId('purchase-group').filter({ hasText: purchase });
      await expect(group.getByRole('heading')).toContainText(`Purchase ${purchase}`);
      await expect(group.getByRole('heading')).toContainText('2 orders');
      await expect(group.getByTestId('order-card')).toHaveCount(2);
      await expect(group).toContainText(first);
      await expect(group).toContainText(second);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await checkedScreenshot(page, { path: `${SCREENSHOTS}/purchase-in-history-${width}.png` });
      }
      const mail = await mailArrived(buyer.email, /^FabricMart order confirmation/);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toContain(`(purchase ${purchase})`);
      expect(mail[0]!.text).toContain(`Thank you for your purchase ${purchase}.`);
      expect(mail[0]!.text).toContain('Your PO number: PO/2026/118');
      // From checkout to the tax invoice.
      const { orders } = await rest<{ orders: { _id: string; purchaseId: string }[] }>(
        baseURL!,
        buyer.token,
        'GET',
        '/user/orderlist?page=1&limit=5',
      );
      const order = orders.find((candidate) => candidate.purchaseId === purchase)!;
      const pdf = await fetch(`${baseURL}/api/order/${order._id}/invoice.pdf`, { headers: { authorization: buyer.token } });
      const text = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).replace(/\s+/g, ' ');
      expect(text).toContain('Buyer’s order no.: PO/2026/118');
    },
  );

  signedInTest(
    'by keyboard: Next moves the focus to the new step’s heading, and the payment tabs follow the arrow keys',
    async ({ page, baseURL, buyer }) => {
      await addAddress(baseURL!, buyer);
      await fillCart(baseURL!, buyer, 1);
      await page.goto('/checkout');
      await expect(page.getByRole('radio', { name: /14 Ring Road/ })).toBeChecked();
      await page.getByRole('button', { name: 'Next' }).press('Enter');
      await expect(page.getByRole('heading', { name: 'Shipment Method' })).toBeFocused();
      await page.getByRole('button', { name: 'Next' }).press('Enter');
      await expect(page.getByRole('heading', { name: 'Summary' })).toBeFocused();
      // From the Summary: the PO number, the day needed, then the payment tabs, one Tab stop for all three.
      let presses = 0;
      const creditCard = page.getByRole('tab', { name: 'Credit Card' });
      while (presses < 8 && !(await creditCard.evaluate((element) => element === document.activeElement))) {
        await page.keyboard.press('Tab');
        presses++;
      }
      await expect(creditCard).toBeFocused();
      // The PO number, the date's day, month and year, and its picker: a handful, where it took 56 before.
      expect(presses).toBeLessThanOrEqual(7);
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: 'Paypal' })).toBeFocused();
      await expect(page.getByRole('tab', { name: 'Paypal' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'Paypal' }).getByLabel('UPI ID')).toBeVisible();
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: 'Cash on Delivery' })).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(creditCard, 'the arrows wrap').toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(page.getByRole('tab', { name: 'Paypal' }), 'one Tab stop: the others are skipped').not.toBeFocused();
    },
  );

  signedInTest('Paypal (UPI) and a good card place orders; a wrong UPI id is said by its field', async ({ page, baseURL, buyer }) => {
    await addAddress(baseURL!, buyer);
    await fillCart(baseURL!, buyer, 1);
    await toPayment(page);
    await page.getByRole('tab', { name: 'Paypal' }).click();
    await page.getByLabel('UPI ID').fill('asha');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByLabel('UPI ID')).toHaveAccessibleDescription('Enter a UPI ID like name@bank.');
    await page.getByLabel('UPI ID').fill('asha@okaxis');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Success' })).toBeVisible();

    await fillCart(baseURL!, buyer, 1, 1);
    await toPayment(page);
    await page.getByLabel('Card number').fill('4111 1111 1111 1111');
    await page.getByLabel('Expiry (MM/YY)').fill('12/39');
    await page.getByLabel('CVV').fill('123');
    await page.getByLabel('Name on card').fill('Asha Patel');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Success' })).toBeVisible();
    const { totalItems } = await rest<{ totalItems: number }>(baseURL!, buyer.token, 'GET', '/user/orderlist');
    expect(totalItems).toBe(2);
  });

  for (const width of [375, 1280])
    signedInTest(
      `Add New Address at ${width} px says every problem beside its field, focuses the first, and its toast is drawn above the popup`,
      async ({ page, baseURL, buyer }) => {
        await fillCart(baseURL!, buyer, 1);
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/checkout');
        await page.getByRole('button', { name: '+ Add New Address' }).click();
        const popup = page.getByRole('dialog', { name: 'Add New Address' });
        await popup.getByLabel('Address *').fill('14 Ring Road');
        await popup.getByLabel('State *').selectOption('Gujarat');
        await popup.getByLabel('PIN code').fill('39500');
        await popup.getByLabel('Phone number (10 digits) *').fill('98765');
        await popup.getByRole('button', { name: 'Save Address' }).click();
        // Every problem at once, each beside its field and named by it; the first takes the focus.
        const city = popup.getByLabel('City *');
        await expect(city).toHaveAttribute('aria-invalid', 'true');
        await expect(city).toHaveAccessibleDescription('Please fill in this field');
        await expect(popup.getByLabel('PIN code')).toHaveAccessibleDescription('Please enter a valid 6-digit PIN code');
        await expect(popup.getByLabel('Phone number (10 digits) *')).toHaveAccessibleDescription('Please enter a valid phone number');
        await expect(popup.getByLabel('State *')).not.toHaveAttribute('aria-invalid');
        await expect(city).toBeFocused();
        // The toast (SPEC's first message) is inside the popup's layer, so nothing covers it.
        const toast = popup.getByRole('status').filter({ hasText: 'Please fill all the fields' });
        await expect(toast).toBeVisible();
        // Polled: the toast slides in, so its box is read again until it has settled where it is drawn.
        const onTop = async () => {
          const box = (await toast.boundingBox())!;
          return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="status"]')?.textContent ?? '', {
            x: box.x + box.width / 2,
            y: box.y + box.height / 2,
          });
        };
        await expect.poll(onTop, { timeout: 5_000 }).toContain('Please fill all the fields');
        await checkedScreenshot(page, { path: `${SCREENSHOTS}/address-problems-${width}.png` });
        // A fixed field loses its problem; the rest stay.
        await city.fill('Surat');
        await expect(city).not.toHaveAttribute('aria-invalid');
        await expect(popup.getByLabel('PIN code')).toHaveAttribute('aria-invalid', 'true');
      },
    );

  signedInTest('/checkout with an empty cart says so and links to the fabrics', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Explore fabrics' }).click();
    await expect(page).toHaveURL(/\/products(\?|$)/);
  });

  signedInTest('the map tab falls back to the manual tab with a note when its tiles cannot load', async ({ page, baseURL, buyer }) => {
    await fillCart(baseURL!, buyer, 1);
    await page.route('**/tiles/**', (route) => route.abort());
    await page.goto('/checkout');
    await page.getByRole('button', { name: '+ Add New Address' }).click();
    const popup = page.getByRole('dialog', { name: 'Add New Address' });
    await popup.getByRole('tab', { name: 'Map' }).click();
    await expect(popup.getByText('The map could not load here, so please enter the address by hand.')).toBeVisible();
    await expect(popup.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
    await expect(popup.getByLabel('City *')).toBeVisible();
  });

  signedInTest(
    'Cancel Order asks first, saying what is cancelled and that nothing was charged; Keep order changes nothing',
    async ({ page, baseURL, buyer }) => {
      await addAddress(baseURL!, buyer);
      const name = await fillCart(baseURL!, buyer, 1);
      await rest(baseURL!, buyer.token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
      await page.goto('/user-profile');
      await page.getByRole('button', { name: 'Order History' }).click();
      await page.getByTestId('order-card').getByRole('button', { expanded: false }).click();
      await page.getByRole('button', { name: 'Track My Order' }).click();
      const tracking = page.getByRole('dialog', { name: 'Shippment Details' });
      await tracking.getByRole('button', { name: 'Cancel Order' }).click();
      const question = tracking.getByRole('group', { name: /^Cancel order FM/ });
      await expect(question).toContainText(name);
      await expect(question).toContainText('It was to be paid on delivery, so nothing was charged.');
      await expect(tracking.getByRole('button', { name: 'Keep order' })).toBeFocused();
      await tracking.getByRole('button', { name: 'Keep order' }).click();
      await expect(tracking.getByRole('button', { name: 'Cancel Order' })).toBeFocused();
      await expect(page.getByTestId('order-card')).toContainText('Ordered Placed');
      await tracking.getByRole('button', { name: 'Cancel Order' }).click();
      await checkedScreenshot(page, { path: `${SCREENSHOTS}/cancel-confirm-1280.png` });
      await tracking.getByRole('button', { name: 'Yes, cancel order' }).click();
      await expect(page.getByText('Order Cancelled Successfully')).toBeVisible();
      await expect(tracking).toBeHidden();
      await expect(page.getByTestId('order-card')).toContainText('Cancelled');
      expect(await mailArrived(buyer.email, / cancelled$/)).toHaveLength(1);
      // The cancellation reversed the invoice with a GST credit note, on the card and as a PDF.
      const card = page.getByTestId('order-card');
      const creditNote = card.getByRole('definition').filter({ hasText: /^CN\/\d{4}\/\d{6}$/ });
      await expect(creditNote).toBeVisible();
      const number = (await creditNote.innerText()).trim();
      await atEachWidth(page, (width) =>
        width === 768 ? Promise.resolve() : checkedScreenshot(page, { path: `${SCREENSHOTS}/credit-note-${width}.png` }),
      );
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: `Download credit note ${number}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`Credit-note-${number.replaceAll('/', '-')}.pdf`);
      const text = (await pdfText(await readFile(await download.path()))).replace(/\s+/g, ' ');
      expect(text).toContain(`Credit note number: ${number}`);
      expect(text).toContain(name);
    },
  );

  signedInTest(
    'screenshots of checkout and Order History at 375, 768 and 1280 px, with no sideways scrolling',
    async ({ page, baseURL, buyer }) => {
      // Every checkout screen at three widths, each scanned by axe: about 40 s alone, past 60 s on a busy machine.
      signedInTest.slow();
      const shots = (name: string, options: { fullPage?: boolean; overflow?: boolean } = {}) =>
        atEachWidth(page, async (width) => {
          if (options.overflow) expect(await sidewaysOverflow(page), `${name} at ${width} px`).toBe(0);
          await checkedScreenshot(page, { path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: options.fullPage });
        });
      await addAddress(baseURL!, buyer);
      await fillCart(baseURL!, buyer, 2);
      await page.goto('/checkout');
      await expect(page.getByRole('radio', { name: /14 Ring Road/ })).toBeChecked();
      await shots('checkout-address', { fullPage: true, overflow: true });
      await page.getByRole('button', { name: '+ Add New Address' }).click();
      await shots('address-popup');
      await page.getByRole('tab', { name: 'Map' }).click();
      await expect(page.getByTestId('address-map').locator('img.leaflet-tile-loaded').first()).toBeAttached();
      await shots('address-map');
      await page.getByRole('dialog', { name: 'Add New Address' }).getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('radio', { name: /Schedule Delivery/ }).check();
      await shots('checkout-shipping', { fullPage: true, overflow: true });
      await page.getByRole('radio', { name: /Free Shipping/ }).check();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
      await imagesInViewLoaded(page);
      await shots('checkout-payment', { fullPage: true, overflow: true });
      await page.getByRole('tab', { name: 'Cash on Delivery' }).click();
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(page.getByRole('dialog', { name: 'Payment Success' })).toBeVisible();
      await shots('payment-success');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.waitForURL('**/success-payment');
      await page.getByRole('link', { name: 'My Account › Order History' }).click();
      await page.getByTestId('order-card').getByRole('button', { expanded: false }).click();
      await imagesInViewLoaded(page);
      await shots('order-history', { fullPage: true, overflow: true });
      await page.getByRole('button', { name: 'Track My Order' }).click();
      await shots('tracking');
    },
  );
});

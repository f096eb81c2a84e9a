import { blankPng } from '../support/multipart.js';
import {
  atEachWidth,
  checkedScreenshot,
  createBuyer,
  expect,
  MUMBAI_ADDRESS,
  operator,
  rest,
  SCREENSHOTS,
  signInPage,
  test,
} from './fixtures.js';

type Fabric = { _id: string; name: string; productVarieties: { color: string; stock: number; pricepermeter: number }[] };

test('an operator ships a consignment over ₹50,000 with an estimated distance, changes its truck, and replaces its e-way bill', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const ops = await operator(baseURL!);
  const buyer = await createBuyer(baseURL!);
  await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
  // Enough metres of one colour to be worth more than ₹50,000 with tax.
  const { data } = await rest<{ data: Fabric[] }>(baseURL!, buyer.token, 'GET', '/getAllProducts?page=2&limit=24');
  const fabric = data.find((candidate) => {
    const colour = candidate.productVarieties[0]!;
    return colour.stock * colour.pricepermeter > 60_000 && colour.stock >= Math.ceil(50_000 / colour.pricepermeter);
  })!;
  const colour = fabric.productVarieties[0]!;
  const metres = Math.ceil(50_000 / colour.pricepermeter);
  await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', { productId: fabric._id, color: colour.color, quantity: metres });
  const placed = await rest<{ orders: { _id: string; orderId: string; pricing: { total: number } }[] }>(
    baseURL!,
    buyer.token,
    'POST',
    '/buy',
    { paymentMethod: 'Cash on Delivery' },
  );
  const order = placed.orders.find((each) => each.pricing.total > 50_000)!;
  await rest(baseURL!, ops.token, 'POST', `/admin/order/${order._id}/advance`);

  await signInPage(page, ops);
  await page.goto(`/admin/orders/${order._id}`);
  const dispatch = page.getByRole('group', { name: 'Dispatch' });
  await expect(dispatch).toContainText('Leave the distance empty to estimate it from the PIN codes.');
  await dispatch.getByLabel('Transporter or courier').fill('VRL Logistics');
  await dispatch.getByLabel('LR or AWB number').fill('VRL-4410');
  await dispatch.getByLabel('Vehicle number (optional)').fill('UP16 AB 1234');
  await dispatch.getByRole('button', { name: 'Ship order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ship order', exact: true }).click();
  const shipped = page.getByRole('region', { name: 'Dispatch' });
  await expect(shipped).toContainText(/E-way bill \d{4} \d{4} \d{4}, valid until/);
  const first = /E-way bill (\d{4} \d{4} \d{4})/.exec(await shipped.innerText())![1]!;

  // The truck broke down near Vapi: a new vehicle, with the reason the buyer reads.
  const vehicle = page.getByRole('group', { name: 'Change vehicle' });
  await vehicle.getByRole('button', { name: 'Change vehicle' }).click();
  await expect(vehicle.getByRole('alert')).toHaveText('Enter the vehicle number as on its plate, like MH12AB1234 or 22BH1234AA.');
  await vehicle.getByLabel('New vehicle number').fill('gj 05 cd 4321');
  await vehicle.getByLabel('Why').selectOption('Breakdown');
  await atEachWidth(page, (width) => checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-consignment-${width}.png`, fullPage: true }));
  await vehicle.getByRole('button', { name: 'Change vehicle' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Remark for the e-way bill system/).fill('Axle broke near Vapi');
  await dialog.getByRole('button', { name: 'Change vehicle', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Vehicle changed to GJ05CD4321');
  await expect(shipped).toContainText('vehicle GJ05CD4321');
  await expect(page.getByText('Now moving in vehicle GJ05CD4321 (breakdown): Axle broke near Vapi.')).toBeVisible();

  // A shipped order offers no e-invoice cancellation (its goods have left), and its e-way bill's cancellation sits
  // folded below the order's details, for goods that did not move.
  await expect(page.getByRole('group', { name: 'E-invoice' })).toHaveCount(0);
  const cancel = page.getByRole('group', { name: 'Cancel e-way bill' });
  await expect(cancel).toBeHidden();
  const tracking = await page.getByRole('heading', { level: 3, name: 'Tracking' }).boundingBox();
  const undo = page.getByRole('region', { name: 'Cancel' });
  expect((await undo.boundingBox())!.y, 'the tools that cannot be undone come after the details').toBeGreaterThan(tracking!.y);
  // Its e-way bill had the wrong distance: cancelled, and another generated with the right one.
  await undo.getByText(/^The goods did not move: cancel e-way bill/).click();
  await cancel.getByLabel('Why').selectOption('Data entry mistake');
  await cancel.getByRole('button', { name: 'Cancel e-way bill' }).click();
  await dialog.getByLabel(/^Remark for the e-way bill system/).fill('Distance was wrong');
  await dialog.getByRole('button', { name: 'Cancel e-way bill', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`E-way bill ${first} cancelled`);
  await expect(shipped).not.toContainText('E-way bill');
  const renew = page.getByRole('group', { name: 'New e-way bill' });
  await renew.getByLabel(/^Distance in km/).fill('1400');
  await renew.getByRole('button', { name: 'Generate e-way bill' }).click();
  await expect(page.getByRole('status')).toContainText(/^E-way bill \d{4} \d{4} \d{4} generated, valid until/);
  await expect(shipped).toContainText(/E-way bill \d{4} \d{4} \d{4}, valid until/);
  expect(await shipped.innerText()).not.toContain(first);

  // Photos of the loaded truck, shown to the operator and in the buyer's tracking.
  const photos = page.getByRole('group', { name: 'Dispatch photos' });
  await photos.getByRole('button', { name: 'Add photos' }).click();
  await expect(photos.getByRole('alert')).toHaveText('Choose at least one photo (JPEG, PNG or WebP).');
  await photos.getByLabel(/^Bales, the loaded truck/).setInputFiles([
    { name: 'truck.png', mimeType: 'image/png', buffer: blankPng(64, 48) },
    { name: 'lr-copy.png', mimeType: 'image/png', buffer: blankPng(48, 64) },
  ]);
  await photos.getByRole('button', { name: 'Add photos' }).click();
  await expect(page.getByRole('status')).toHaveText('2 photos added to the dispatch');
  await expect(shipped.getByRole('img', { name: 'Dispatch photo 2 of 2' })).toBeVisible();

  await page.context().clearCookies();
  await signInPage(page, buyer);
  await page.goto('/user-profile');
  await page.getByRole('button', { name: 'Order History' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: fabric.name });
  await card.getByRole('button', { expanded: false }).first().click();
  await card.getByRole('button', { name: 'Track My Order' }).click();
  const consignment = page.getByRole('definition').filter({ has: page.getByRole('img', { name: 'Dispatch photo 1 of 2' }) });
  await expect(consignment).toBeVisible();
  await expect(page.getByText('Now moving in vehicle GJ05CD4321 (breakdown): Axle broke near Vapi.')).toBeVisible();
  await atEachWidth(page, (width) =>
    width === 768 ? Promise.resolve() : checkedScreenshot(page, { path: `${SCREENSHOTS}/tracking-consignment-${width}.png` }),
  );
});

test('an operator cancels a business purchase with its e-invoice within 24 hours', async ({ page, baseURL }) => {
  const ops = await operator(baseURL!);
  const buyer = await createBuyer(baseURL!);
  await rest(baseURL!, buyer.token, 'PUT', '/user/business', {
    companyName: 'Mumbai Shirts LLP',
    gstin: '27AAPFU0939F1ZV',
    address: MUMBAI_ADDRESS.address,
    city: MUMBAI_ADDRESS.city,
    state: MUMBAI_ADDRESS.state,
    pinCode: MUMBAI_ADDRESS.pinCode,
  });
  await rest(baseURL!, buyer.token, 'POST', '/address', MUMBAI_ADDRESS);
  const { data } = await rest<{ data: Fabric[] }>(baseURL!, buyer.token, 'GET', '/getAllProducts?page=3&limit=12');
  const fabric = data.find((candidate) => candidate.productVarieties[0]!.stock >= 10)!;
  await rest(baseURL!, buyer.token, 'POST', '/user/add-to-cart', {
    productId: fabric._id,
    color: fabric.productVarieties[0]!.color,
    quantity: 10,
  });
  const placed = await rest<{ purchaseId: string; orders: { _id: string; invoiceNumber: string }[] }>(
    baseURL!,
    buyer.token,
    'POST',
    '/buy',
    {
      paymentMethod: 'Cash on Delivery',
    },
  );
  const order = placed.orders[0]!;
  // The invoice is registered just after Place Order answers; its download waits for it.
  const invoice = await fetch(`${baseURL}/api/purchase/${placed.purchaseId}/invoice.pdf`, { headers: { authorization: buyer.token } });
  expect(invoice.status).toBe(200);

  await signInPage(page, ops);
  await page.goto(`/admin/orders/${order._id}`);
  const einvoice = page.getByRole('group', { name: 'E-invoice' });
  await expect(einvoice).toContainText(/IRN [0-9a-f]{12}…; the portal cancels it until/);
  await einvoice.getByLabel('Reason').selectOption('Duplicate');
  await atEachWidth(page, (width) =>
    width === 768 ? Promise.resolve() : checkedScreenshot(page, { path: `${SCREENSHOTS}/admin-irn-cancel-${width}.png`, fullPage: true }),
  );
  await einvoice.getByRole('button', { name: 'Cancel e-invoice' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Remark for the portal/).fill('Placed twice by the buyer');
  await dialog.getByRole('button', { name: 'Cancel e-invoice', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`E-invoice ${order.invoiceNumber} cancelled with its order`);
  await expect(page.getByRole('heading', { level: 2, name: /^Order / })).toContainText('Cancelled');
  await expect(page.getByText(`Tax invoice ${order.invoiceNumber} · e-invoice cancelled (void)`)).toBeVisible();
  await expect(einvoice).toHaveCount(0);
});

import { readFile } from 'node:fs/promises';
import {
  checkedScreenshot,
  createBuyer,
  expect,
  MUMBAI_ADDRESS,
  operator,
  rest,
  SCREENSHOTS,
  sidewaysOverflow,
  signInPage,
  test,
} from './fixtures.js';

/** The rates the GST portal's GSTR-1 schema takes; a return with any other is refused. */
const PORTAL_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40];
const GSTIN = '27AAPFU0939F1ZV';

type Fabric = {
  _id: string;
  productVarieties: { color: string; stock: number; pricepermeter: number; discountedPrice: number | null; priceTiers: unknown[] }[];
};
/** Rupees a metre of the colour costs at any quantity (no price breaks). */
const flatPrice = (colour: Fabric['productVarieties'][number]) =>
  colour.priceTiers.length === 0 ? (colour.discountedPrice ?? colour.pricepermeter) : null;
interface Gstr1 {
  b2b: { ctin: string; inv: { inum: string; itms: { itm_det: { rt: number } }[] }[] }[];
  b2cs: { rt: number }[];
  hsn: { hsn_b2b: { rt: number }[]; hsn_b2c: { rt: number }[] };
}

test('the operator’s month end at 1280 and 768 px: ships an on-account consignment over ₹50,000 with its e-way bill, confirms one payment and rejects another, holds the company with a reason, and files a GSTR-1 the portal accepts', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const url = baseURL!;
  const desk = await operator(url);
  const owner = await createBuyer(url, 'Harish Agarwal');
  const name = `Month End Textiles ${Date.now()}`;
  await rest(url, owner.token, 'PUT', '/user/business', {
    companyName: name,
    gstin: GSTIN,
    address: '7 Linking Road, Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400050',
  });
  const { data: made } = await rest<{ data: { _id: string } }>(url, owner.token, 'POST', '/company');
  await rest(url, desk.token, 'PUT', `/admin/companies/${made._id}/terms`, { terms: 'net30', creditLimit: 1_000_000 });
  await rest(url, owner.token, 'POST', '/address', MUMBAI_ADDRESS);
  // Enough metres of one colour to be worth more than ₹50,000 with tax: the consignment needs an e-way bill.
  let fabric: Fabric | undefined;
  for (let page = 3; !fabric && page <= 12; page++) {
    const { data } = await rest<{ data: Fabric[] }>(url, owner.token, 'GET', `/getAllProducts?page=${page}&limit=24`);
    fabric = data.find(({ productVarieties: [first] }) => {
      const price = flatPrice(first!);
      return price !== null && first!.stock >= Math.ceil(50_000 / price) + 10;
    });
  }
  if (!fabric) throw new Error('No colour in stock worth ₹50,000');
  const colour = fabric.productVarieties[0]!;
  await rest(url, owner.token, 'POST', '/user/add-to-cart', {
    productId: fabric._id,
    color: colour.color,
    quantity: Math.ceil(50_000 / flatPrice(colour)!),
  });
  const placed = await rest<{ orders: { _id: string; invoiceNumber: string; pricing: { total: number } }[] }>(
    url,
    owner.token,
    'POST',
    '/buy',
    { paymentMethod: 'On Account' },
  );
  const order = placed.orders.find((each) => each.pricing.total > 50_000)!;
  await rest(url, desk.token, 'POST', `/admin/order/${order._id}/advance`);
  const fits = async (width: number, shot: string) => {
    await page.setViewportSize({ width, height: 900 });
    expect(await sidewaysOverflow(page), `${shot} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    const hidden = await page
      .locator('.table-scroll')
      .evaluateAll((frames) => frames.map((frame) => frame.scrollWidth - frame.clientWidth));
    expect(
      hidden.filter((pixels) => pixels > 1),
      `${shot}'s tables at ${width} px`,
    ).toEqual([]);
    await checkedScreenshot(page, { path: `${SCREENSHOTS}/month-end-${shot}-${width}.png`, fullPage: true });
  };

  // Ships it: the e-way bill is generated with the dispatch.
  await signInPage(page, desk);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/orders/${order._id}`);
  await expect(page.getByText(`${name}`, { exact: false }).first()).toBeVisible();
  const dispatch = page.getByRole('group', { name: 'Dispatch' });
  await dispatch.getByLabel('Transporter or courier').fill('VRL Logistics');
  await dispatch.getByLabel('LR or AWB number').fill('VRL-5120');
  await dispatch.getByLabel('Vehicle number (optional)').fill('MH04 AB 1234');
  await dispatch.getByRole('button', { name: 'Ship order' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Ship order', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Dispatch' })).toContainText(/E-way bill \d{4} \d{4} \d{4}, valid until/);
  for (const width of [1280, 768]) await fits(width, 'shipped');

  // The company reports two payments: one arrived, one with a UTR the bank does not know.
  const half = Math.round((order.pricing.total / 2) * 100) / 100;
  for (const reference of ['UTIBR52026120100001', 'HDFCR52026120100009'])
    await rest(url, owner.token, 'POST', '/company/payments', {
      amount: half,
      method: 'RTGS',
      reference,
      allocations: [{ invoiceId: order.invoiceNumber, amount: half }],
    });
  await page.goto(`/admin/companies/${made._id}`);
  await page.getByRole('button', { name: 'Confirm UTIBR52026120100001' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm UTIBR52026120100001' }).click();
  await expect(page.getByRole('button', { name: 'Confirm UTIBR52026120100001' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Reject HDFCR52026120100009' }).click();
  const rejecting = page.getByRole('dialog');
  await rejecting.getByLabel('Why (the company reads it)').fill('No credit for this UTR in our account');
  await rejecting.getByRole('button', { name: 'Reject HDFCR52026120100009' }).click();
  await expect(page.getByText('rejected: No credit for this UTR in our account')).toBeVisible();
  for (const width of [1280, 768]) await fits(width, 'payments');
  const ledger = await rest<{ data: { payments: { reference: string; status: string }[] } }>(url, owner.token, 'GET', '/company/ledger');
  expect(Object.fromEntries(ledger.data.payments.map((payment) => [payment.reference, payment.status]))).toEqual({
    UTIBR52026120100001: 'confirmed',
    HDFCR52026120100009: 'rejected',
  });

  // Half is still open: the company goes on hold from Receivables, with why.
  await page.goto('/admin/receivables');
  const owing = page.getByRole('row').filter({ hasText: name });
  await owing.getByRole('button', { name: 'Put on hold' }).click();
  await page.getByRole('dialog').getByLabel('Why (the company reads it)').fill('Half of the December invoice unpaid');
  await page.getByRole('dialog').getByRole('button', { name: 'Put on hold' }).click();
  await expect(owing.getByText('On hold', { exact: true })).toBeVisible();
  for (const width of [1280, 768]) await fits(width, 'receivables');

  // The month's GSTR-1: the invoice is in B2B under the company's GSTIN, and every rate is one the portal takes.
  await page.goto('/admin/gst-returns');
  const [json] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download JSON' }).click()]);
  const gstr = JSON.parse(await readFile(await json.path(), 'utf8')) as Gstr1;
  const filed = gstr.b2b.find((buyer) => buyer.ctin === GSTIN)?.inv.find((invoice) => invoice.inum === order.invoiceNumber);
  expect(filed?.itms.map((item) => item.itm_det.rt)).toEqual([5]);
  const rates = [
    ...gstr.b2b.flatMap((buyer) => buyer.inv.flatMap((invoice) => invoice.itms.map((item) => item.itm_det.rt))),
    ...gstr.b2cs.map((row) => row.rt),
    ...gstr.hsn.hsn_b2b.map((row) => row.rt),
    ...gstr.hsn.hsn_b2c.map((row) => row.rt),
  ];
  expect(rates.filter((rate) => !PORTAL_RATES.includes(rate))).toEqual([]);
  for (const width of [1280, 768]) await fits(width, 'gst-returns');
});

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { AdminTaxRate } from '../../domain/rest/admin.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import type { RestCart } from '../../domain/rest/shopping.js';
import { rateWarning, TAX_RATE_MESSAGES } from '../../domain/tax-rates.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'tax.rates@fabricmart.example.in';
const NOIDA = { city: 'Noida', state: 'Uttar Pradesh', pinCode: '201301' };

describe.each(testDatabases())('GST rates by HSN on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  const { call } = shop;
  let operatorSession: Promise<string> | undefined;
  const operatorToken = () => (operatorSession ??= shop.buyer(OPERATOR));
  const rates = async (token: string) => (await call(token, 'GET', '/admin/tax-rates')).json<{ data: AdminTaxRate[] }>().data;
  const hsnOf = async (colour: Colour) =>
    (
      await sql<{
        hsn_code: string;
      }>`SELECT c.hsn_code FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${Number(colour.productId)}`.execute(
        api.database.db,
      )
    ).rows[0]!.hsn_code;

  /** Two fresh colours of fabrics filed under different HSN headings. */
  async function twoHeadings(): Promise<[Colour & { hsn: string }, Colour & { hsn: string }]> {
    const first = await shop.colour(100, 20_000);
    const firstHsn = await hsnOf(first);
    for (;;) {
      const second = await shop.colour(100, 15_000);
      const secondHsn = await hsnOf(second);
      if (secondHsn !== firstHsn)
        return [
          { ...first, hsn: firstHsn },
          { ...second, hsn: secondHsn },
        ];
    }
  }

  it('lists every heading the categories file under at the rate in force (5% for fabrics, cited) until an operator sets it; only operators', async () => {
    const operator = await operatorToken();
    const listed = await rates(operator);
    expect(listed.length).toBeGreaterThan(5);
    expect(listed.every((row) => row.rate === 5 && row.updatedAt === null && /^\d{4}$/.test(row.hsn))).toBe(true);
    expect(listed.every((row) => row.inForce?.percent === 5 && row.warning === null)).toBe(true);
    expect(listed.find((row) => row.hsn === '5208')!.inForce).toEqual({
      percent: 5,
      what: 'woven fabrics of cotton',
      citation: 'Notification 9/2025-Central Tax (Rate), Schedule I',
    });
    expect(listed.find((row) => row.hsn === '5208')!.categories).toEqual(expect.arrayContaining(['Cotton', 'Khadi']));
    expect((await call(await shop.buyer(), 'GET', '/admin/tax-rates')).statusCode).toBe(403);
    expect((await call(await shop.buyer(), 'PUT', '/admin/tax-rates/5208', { rate: 5 })).statusCode).toBe(403);
  });

  it('refuses a rate the GST portal does not take, a malformed heading and one no category uses, and changes nothing', async () => {
    const operator = await operatorToken();
    const before = await rates(operator);
    for (const [hsn, rate, status, message] of [
      ['5208', 7.5, 400, TAX_RATE_MESSAGES.badRate],
      ['5208', 10, 400, TAX_RATE_MESSAGES.badRate],
      ['52a8', 5, 400, TAX_RATE_MESSAGES.badHsn],
      ['9999', 5, 404, TAX_RATE_MESSAGES.unknownHsn('9999')],
    ] as const) {
      const answer = await call(operator, 'PUT', `/admin/tax-rates/${hsn}`, { rate });
      expect(answer.statusCode, `${hsn} at ${rate}%`).toBe(status);
      expect(answer.json().message).toBe(message);
    }
    expect((await call(operator, 'PUT', '/admin/tax-rates/5208', { rate: '5' })).statusCode).toBe(400);
    expect(await rates(operator)).toEqual(before);
  });

  it('taxes each line at its heading’s rate: the summary, the orders, the invoice’s CGST + SGST per rate, and Activity', async () => {
    const operator = await operatorToken();
    const [cotton, other] = await twoHeadings();
    const set = await call(operator, 'PUT', `/admin/tax-rates/${cotton.hsn}`, { rate: 5 });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ msg: TAX_RATE_MESSAGES.saved(cotton.hsn, 5), data: { hsn: cotton.hsn, rate: 5 } });
    // 12% is no longer a slab and not the fabric's rate: set, as the portal still takes it, and flagged.
    const flagged = await call(operator, 'PUT', `/admin/tax-rates/${other.hsn}`, { rate: 12 });
    expect(flagged.statusCode).toBe(200);
    expect(flagged.json<{ msg: string; data: AdminTaxRate }>().data.warning).toBe(rateWarning(other.hsn, 12));
    expect(flagged.json<{ msg: string }>().msg).toBe(`${TAX_RATE_MESSAGES.saved(other.hsn, 12)} ${rateWarning(other.hsn, 12)}`);
    expect(rateWarning(other.hsn, 12)).toMatch(
      /is at 5% by Notification 9\/2025-Central Tax \(Rate\), Schedule I: 12% would charge the wrong tax\.$/,
    );

    const token = await shop.buyer();
    await shop.addAddress(token, NOIDA);
    await shop.addToCart(token, cotton, 3); // ₹600 at 5% = ₹30
    await shop.addToCart(token, other, 5); // ₹750 at 12% = ₹90
    const cart = (await call(token, 'GET', '/user/cart')).json<{ data: RestCart }>().data;
    expect(cart.products.map((line) => line.taxPercent).sort((a, b) => a - b)).toEqual([5, 12]);
    // The cart says the GST the invoice will charge, as the quote does: the checkout's estimate, to the paisa.
    expect(cart).toMatchObject({ totalPrice: 1350, tax: 120, taxRates: [5, 12], totalWithTax: 1470 });
    const summary = (await call(token, 'GET', '/checkout/summary')).json<{
      pricing: { estimatedTax: number; total: number; taxRates: number[] };
    }>();
    expect(summary.pricing).toMatchObject({ estimatedTax: 120, total: 1470, taxRates: [5, 12] });

    const placed = await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery', expectedTotal: 1470 });
    expect(placed.statusCode).toBe(200);
    const answer = placed.json<BuyAnswer>();
    expect(answer.pricing).toMatchObject({ estimatedTax: 120, taxRates: [5, 12] });
    const byRate = Object.fromEntries(answer.orders.map((order) => [order.pricing.taxRates[0]!, order.pricing.estimatedTax]));
    expect(byRate).toEqual({ 5: 30, 12: 90 });

    const text = (await pdfText((await call(token, 'GET', `/purchase/${answer.purchaseId}/invoice.pdf`)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`${cotton.hsn} 5%`);
    expect(text).toContain(`${other.hsn} 12%`);
    expect(text).toContain('CGST @ 2.5% ₹15.00');
    expect(text).toContain('SGST @ 2.5% ₹15.00');
    expect(text).toContain('CGST @ 6% ₹45.00');
    expect(text).toContain('SGST @ 6% ₹45.00');
    expect(text).toContain('Invoice total ₹1,470.00');

    // Outside Uttar Pradesh the same rates are IGST.
    const away = await shop.buyer();
    await shop.addAddress(away);
    await shop.addToCart(away, cotton, 2);
    const elsewhere = (await call(away, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    const igst = await pdfText((await call(away, 'GET', `/purchase/${elsewhere.purchaseId}/invoice.pdf`)).rawPayload);
    expect(igst.replace(/\s+/g, ' ')).toContain('IGST @ 5% ₹20.00');

    const activity = (await call(operator, 'GET', '/admin/activity?kind=tax.set')).json<{
      data: { objectId: string; before: unknown; after: unknown }[];
    }>().data;
    expect(activity.find((entry) => entry.objectId === other.hsn)).toMatchObject({ before: { rate: 5 }, after: { rate: 12 } });
  });

  it('leaves orders already placed at the rate they were taxed at', async () => {
    const operator = await operatorToken();
    const colour = await shop.colour(100, 20_000);
    const hsn = await hsnOf(colour);
    expect((await call(operator, 'PUT', `/admin/tax-rates/${hsn}`, { rate: 18 })).statusCode).toBe(200);
    const token = await shop.buyer();
    await shop.addAddress(token);
    await shop.addToCart(token, colour, 1);
    const placed = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    expect(placed.orders[0]!.pricing).toMatchObject({ estimatedTax: 36, taxRates: [18] });
    expect((await call(operator, 'PUT', `/admin/tax-rates/${hsn}`, { rate: 28 })).statusCode).toBe(200);
    const listed = (await call(token, 'GET', '/user/orderlist?page=1&limit=5')).json<{
      orders: { pricing: { estimatedTax: number; taxRates: number[] } }[];
    }>();
    expect(listed.orders[0]!.pricing).toMatchObject({ estimatedTax: 36, taxRates: [18] });
  });

  it('keeps the last of concurrent settings, each one in Activity, without an error', async () => {
    const operator = await operatorToken();
    const settings = async () =>
      (await call(operator, 'GET', '/admin/activity?kind=tax.set&limit=100'))
        .json<{ data: { objectId: string; after: { rate: number } }[] }>()
        .data.filter((entry) => entry.objectId === '5516');
    const before = (await settings()).length;
    const answers = await Promise.all([0, 5, 12, 18, 28].map((rate) => call(operator, 'PUT', '/admin/tax-rates/5516', { rate })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const kept = (await rates(operator)).find((row) => row.hsn === '5516')!.rate;
    expect([0, 5, 12, 18, 28]).toContain(kept);
    const entries = await settings();
    expect(entries).toHaveLength(before + 5);
    expect(entries[0]!.after.rate).toBe(kept);
  });
});

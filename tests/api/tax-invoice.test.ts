import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'invoices.desk@fabricmart.example.in';
const SUPPLIER_GSTIN = '09AAFCF1970M1Z8';
const NOIDA_GSTIN = '09ABCDE1234F1ZY';
const NOIDA = { address: 'B-12, Sector 2', city: 'Noida', state: 'Uttar Pradesh', pinCode: '201301' };

describe.each(testDatabases())('GST tax invoices on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);

  /** A buyer's order of `metres` of a fresh colour delivered to `delivery`; the order and the buyer's token. */
  async function order(metres: number, pricePaise: number, delivery: Record<string, string> = {}, token?: string) {
    const buyer = token ?? (await shop.buyer());
    await shop.addAddress(buyer, delivery);
    const colour = await shop.colour(100, pricePaise);
    expect((await shop.addToCart(buyer, colour, metres)).statusCode).toBe(200);
    const placed = await shop.call(buyer, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(placed.statusCode).toBe(200);
    return { token: buyer, colour, order: placed.json<BuyAnswer>().orders[0]! };
  }
  const invoice = (token: string | null, orderId: string) => shop.call(token, 'GET', `/order/${orderId}/invoice.pdf`);
  const hsnOf = async (colour: Colour) =>
    (
      await sql<{
        hsn_code: string;
      }>`SELECT c.hsn_code FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ${Number(colour.productId)}`.execute(
        api.database.db,
      )
    ).rows[0]!.hsn_code;

  it('bills a business in the supplier’s state with CGST and SGST, half each, and every Rule 46 field', async () => {
    const token = await shop.buyer();
    const saved = await shop.call(token, 'PUT', '/user/business', { companyName: 'Noida Garments LLP', gstin: NOIDA_GSTIN, ...NOIDA });
    expect(saved.statusCode).toBe(200);
    // 3 m at ₹200: ₹600 taxable, ₹30 GST at 5% (woven fabrics), ₹630 in all.
    const { order: placed, colour } = await order(3, 20_000, NOIDA, token);
    expect(placed.invoiceNumber).toMatch(/^FM\/\d{4}\/\d{6}$/);

    const answer = await invoice(token, placed._id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Tax-invoice-${placed.invoiceNumber.replaceAll('/', '-')}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`Invoice number: ${placed.invoiceNumber}`);
    expect(text).toContain('FabricMart Textiles Private Limited');
    expect(text).toContain(`GSTIN: ${SUPPLIER_GSTIN}`);
    expect(text).toContain('Noida Garments LLP');
    expect(text).toContain(`GSTIN: ${NOIDA_GSTIN}`);
    expect(text).toContain('Place of supply: Uttar Pradesh (09)');
    expect(text).toContain(await hsnOf(colour));
    expect(text).toContain('3 MTR');
    expect(text).toContain('CGST @ 2.5% ₹15.00');
    expect(text).toContain('SGST @ 2.5% ₹15.00');
    expect(text).not.toContain('IGST');
    expect(text).toContain('Invoice total ₹630.00');
    expect(text).toContain('Rupees Six Hundred Thirty Only');
    expect(text).toContain('Tax payable on reverse charge: No');
  });

  it('bills another state with IGST at the whole rate, and a buyer without a GSTIN as unregistered', async () => {
    // 7 m at ₹1,234.56: ₹8,641.92 taxable, ₹432.10 tax, ₹9,074.02 in all.
    const { token, order: placed } = await order(7, 123_456);
    expect(placed.pricing.total).toBe(9074.02);
    const text = await pdfText((await invoice(token, placed._id)).rawPayload);
    expect(text).toContain('Place of supply: Gujarat (24)');
    expect(text).toContain('IGST @ 5% ₹432.10');
    expect(text).not.toContain('CGST');
    expect(text).toContain('GSTIN: Unregistered buyer');
    expect(text).toContain('Invoice total ₹9,074.02');
    expect(text).toContain('Rupees Nine Thousand Seventy-Four and Two Paise Only');
  });

  it('splits an odd paisa of tax so that CGST and SGST add up to the tax exactly', async () => {
    // 1 m at ₹100.10: tax ₹5.01 (5% rounded), CGST ₹2.50 and SGST ₹2.51.
    const { token, order: placed } = await order(1, 10_010, NOIDA);
    expect(placed.pricing.estimatedTax).toBe(5.01);
    const text = await pdfText((await invoice(token, placed._id)).rawPayload);
    expect(text).toContain('CGST @ 2.5% ₹2.50');
    expect(text).toContain('SGST @ 2.5% ₹2.51');
    expect(text).toContain(`Invoice total ₹${placed.pricing.total.toFixed(2)}`);
  });

  it('is the buyer’s own or an operator’s to read: anyone else gets 404, and signed out 401', async () => {
    const { token, order: placed } = await order(2, 20_000);
    expect((await invoice(await shop.buyer(), placed._id)).statusCode).toBe(404);
    expect((await invoice(null, placed._id)).statusCode).toBe(401);
    expect((await invoice(token, '999999999')).statusCode).toBe(404);
    expect((await invoice(token, 'abc')).statusCode).toBe(400);
    const operator = await shop.buyer(OPERATOR);
    expect((await invoice(operator, placed._id)).statusCode).toBe(200);
  });

  it('gives 30 concurrent orders 30 different numbers in one unbroken run, and a refused order none', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const token = await shop.buyer();
        await shop.addAddress(token);
        const colour = await shop.colour(10);
        expect((await shop.addToCart(token, colour, 1)).statusCode).toBe(200);
        return token;
      }),
    );
    const placed = await Promise.all(buyers.map((token) => shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })));
    const numbers = placed.map((answer) => answer.json<BuyAnswer>().orders[0]!.invoiceNumber);
    expect(new Set(numbers).size).toBe(30);
    const serials = numbers.map((number) => Number(number.split('/')[2])).sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]!).toBe(29);

    // An order refused for want of stock gives no number back to be skipped: the next order takes the next one.
    const token = await shop.buyer();
    await shop.addAddress(token);
    const scarce = await shop.colour(5);
    expect((await shop.addToCart(token, scarce, 5)).statusCode).toBe(200);
    await sql`UPDATE product_varieties SET stock = 1 WHERE id = ${scarce.varietyId}`.execute(api.database.db);
    expect((await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).statusCode).toBe(409);
    const next = await order(1, 20_000);
    expect(Number(next.order.invoiceNumber.split('/')[2])).toBe(serials.at(-1)! + 1);
  });

  it('keeps the business the order was billed to when the profile changes later', async () => {
    const token = await shop.buyer();
    await shop.call(token, 'PUT', '/user/business', { companyName: 'Noida Garments LLP', gstin: NOIDA_GSTIN, ...NOIDA });
    const { order: placed } = await order(1, 20_000, NOIDA, token);
    await shop.call(token, 'PUT', '/user/business', { companyName: 'Renamed Exports', gstin: '', ...NOIDA });
    const text = await pdfText((await invoice(token, placed._id)).rawPayload);
    expect(text).toContain('Noida Garments LLP');
    expect(text).not.toContain('Renamed Exports');
    const listed = (await shop.call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders;
    expect(listed[0]!.invoiceNumber).toBe(placed.invoiceNumber);
  });
});

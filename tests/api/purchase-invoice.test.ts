import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../domain/invoice.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'purchase.invoices@fabricmart.example.in';

describe.each(testDatabases())('one tax invoice per purchase on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  const { call } = shop;
  const purchaseInvoice = (token: string | null, purchaseId: string) => call(token, 'GET', `/purchase/${purchaseId}/invoice.pdf`);

  /** A buyer's purchase of 3 m at ₹200 and 5 m at ₹150 of two fresh colours, and a free sample of a third. */
  async function purchase() {
    const token = await shop.buyer();
    await shop.addAddress(token);
    await shop.addToCart(token, await shop.colour(100, 20_000), 3);
    await shop.addToCart(token, await shop.colour(100, 15_000), 5);
    const sample = await shop.colour(100, 30_000);
    expect((await call(token, 'POST', '/user/add-sample', { productId: sample.productId, color: sample.color })).statusCode).toBe(200);
    const placed = await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(placed.statusCode).toBe(200);
    return { token, placed: placed.json<BuyAnswer>() };
  }

  it('lists every line of the purchase, the sample at ₹0 among them, under one number, with tax per line and in total', async () => {
    const { token, placed } = await purchase();
    expect(placed.orders).toHaveLength(3);
    const numbers = new Set(placed.orders.map((order) => order.invoiceNumber));
    expect(numbers.size).toBe(1);
    const [number] = numbers;
    expect(number).toMatch(/^FM\/\d{4}\/\d{6}$/);

    const answer = await purchaseInvoice(token, placed.purchaseId);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="Tax-invoice-${number!.replaceAll('/', '-')}.pdf"`);
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain(`Invoice number: ${number}`);
    expect(text).toContain(`Purchase: ${placed.purchaseId}`);
    // A line's description wraps in its column.
    const flat = text.replace(/\s+/g, ' ');
    for (const order of placed.orders) expect(flat).toContain(`order ${order.orderId}`);
    // ₹600 + ₹750 taxable, ₹30 + ₹37.50 GST at 5%; the sample is one piece at ₹0.
    expect(text).toContain('3 MTR');
    expect(text).toContain('5 MTR');
    expect(text).toContain('1 PCS');
    expect(flat).toContain('free sample cutting');
    expect(text).toContain('₹30.00');
    expect(text).toContain('₹37.50');
    expect(text).toContain('Taxable value ₹1,350.00');
    const total = placed.orders.reduce((sum, order) => sum + order.pricing.total, 0);
    expect(total).toBe(placed.pricing.total);
    expect(text).toContain(`Invoice total ₹${total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`);

    // Each order's invoice link answers the same document.
    for (const order of placed.orders) {
      const same = await call(token, 'GET', `/order/${order._id}/invoice.pdf`);
      expect(Buffer.compare(same.rawPayload, answer.rawPayload), order.orderId).toBe(0);
    }
  });

  it("is the buyer's own or an operator's: anyone else 404, a malformed number 400, signed out 401", async () => {
    const { placed } = await purchase();
    const stranger = await purchaseInvoice(await shop.buyer(), placed.purchaseId);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(INVOICE_MESSAGES.noPurchase);
    expect((await purchaseInvoice(await shop.buyer(OPERATOR), placed.purchaseId)).statusCode).toBe(200);
    expect((await purchaseInvoice(null, placed.purchaseId)).statusCode).toBe(401);
    expect((await purchaseInvoice(await shop.buyer(), 'P123')).statusCode).toBe(400);
    expect((await purchaseInvoice(await shop.buyer(), 'PFFFFFFFFFF')).statusCode).toBe(404);
  });

  it('keeps the invoices of purchases placed before: one per order, each with its own line', async () => {
    const { token, placed } = await purchase();
    // As Place Order numbered them before: the second and third orders had numbers of their own.
    const [, second, third] = placed.orders;
    const legacy = ['FM/9900/000002', 'FM/9900/000003'];
    await sql`UPDATE orders SET invoice_number = ${legacy[0]} WHERE id = ${Number(second!._id)}`.execute(api.database.db);
    await sql`UPDATE orders SET invoice_number = ${legacy[1]} WHERE id = ${Number(third!._id)}`.execute(api.database.db);
    const refused = await purchaseInvoice(token, placed.purchaseId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(INVOICE_MESSAGES.invoicedPerOrder(placed.purchaseId));
    const own = await pdfText((await call(token, 'GET', `/order/${second!._id}/invoice.pdf`)).rawPayload);
    expect(own).toContain(`Invoice number: ${legacy[0]}`);
    expect(own).toContain(`Order: ${second!.orderId}`);
    expect(own).not.toContain(third!.orderId);
  });

  it('stays as issued while an order of it is cancelled; marked cancelled once every order is', async () => {
    const { token, placed } = await purchase();
    const cancel = (id: string) => call(token, 'PATCH', `/order/cancel/${id}`, { status: 'Cancelled', message: 'Changed the range' });
    expect((await cancel(placed.orders[0]!._id)).statusCode).toBe(200);
    const partly = await pdfText((await purchaseInvoice(token, placed.purchaseId)).rawPayload);
    expect(partly).not.toContain('CANCELLED');
    for (const order of placed.orders.slice(1)) expect((await cancel(order._id)).statusCode).toBe(200);
    const cancelled = await pdfText((await purchaseInvoice(token, placed.purchaseId)).rawPayload);
    expect(cancelled).toContain('CANCELLED');
    expect(cancelled).toContain('Changed the range');
  });
});

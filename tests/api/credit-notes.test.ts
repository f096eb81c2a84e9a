import { describe, expect, it } from 'vitest';
import { INVOICE_MESSAGES } from '../../domain/invoice.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'credit.notes@fabricmart.example.in';

describe.each(testDatabases())('GST credit notes on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  const { call } = shop;
  let operatorToken: Promise<string> | undefined;
  const operator = () => (operatorToken ??= shop.buyer(OPERATOR));

  /** A buyer in Gujarat with a placed order of `metres` at ₹200 a metre. */
  async function placed(metres = 3) {
    const token = await shop.buyer();
    await shop.addAddress(token);
    await shop.addToCart(token, await shop.colour(100, 20_000), metres);
    const answer = await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    return { token, order: answer.json<BuyAnswer>().orders[0]! };
  }
  const cancel = (token: string, id: string, message = 'Ordered the wrong shade') =>
    call(token, 'PATCH', `/order/cancel/${id}`, { status: 'Cancelled', message });
  const note = (token: string | null, id: string) => call(token, 'GET', `/credit-note/${id}.pdf`);

  it('reverses a cancelled order against its invoice: its own serial, the line, the tax and the total', async () => {
    const { token, order } = await placed();
    const cancelled = (await cancel(token, order._id)).json<{ data: RestOrder }>().data;
    expect(cancelled.creditNoteNumber).toMatch(/^CN\/\d{4}\/\d{6}$/);
    expect(cancelled.creditNoteId).toMatch(/^[1-9][0-9]*$/);
    const listed = (await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders[0]!;
    expect(listed).toMatchObject({ creditNoteNumber: cancelled.creditNoteNumber, creditNoteId: cancelled.creditNoteId });

    const answer = await note(token, cancelled.creditNoteId!);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="Credit-note-${cancelled.creditNoteNumber!.replaceAll('/', '-')}.pdf"`,
    );
    const text = (await pdfText(answer.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Credit Note');
    expect(text).toContain(`Credit note number: ${cancelled.creditNoteNumber}`);
    expect(text).toMatch(new RegExp(`Against invoice: ${order.invoiceNumber.replaceAll('/', '\\/')} of \\d{1,2} \\w{3} 20\\d\\d`));
    expect(text).toContain(`Reason: Order ${order.orderId} cancelled by the buyer: Ordered the wrong shade`);
    // 3 m at ₹200 to Gujarat from Uttar Pradesh: ₹600 taxable, IGST at 5% ₹30, ₹630.
    expect(text).toContain('3 MTR');
    expect(text).toContain('IGST @ 5% ₹30.00');
    expect(text).toContain('Credit note total ₹630.00');
    expect(text).toContain('Rupees Six Hundred Thirty Only');
    // Drawn once: the next download is the same document.
    expect(Buffer.compare((await note(token, cancelled.creditNoteId!)).rawPayload, answer.rawPayload)).toBe(0);
  });

  it("is the buyer's own or an operator's: anyone else 404, signed out 401", async () => {
    const { token, order } = await placed();
    const id = (await cancel(token, order._id)).json<{ data: RestOrder }>().data.creditNoteId!;
    const stranger = await note(await shop.buyer(), id);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().message).toBe(INVOICE_MESSAGES.noCreditNote);
    expect((await note(await operator(), id)).statusCode).toBe(200);
    expect((await note(null, id)).statusCode).toBe(401);
    expect((await note(token, '999999999')).statusCode).toBe(404);
  });

  it("is issued when the mill cancels too, with the mill's reason", async () => {
    const { token, order } = await placed(2);
    const cancelled = await call(await operator(), 'POST', `/admin/order/${order._id}/cancel`, { message: 'Loom breakdown' });
    const data = cancelled.json<{ data: RestOrder }>().data;
    expect(data.creditNoteNumber).toMatch(/^CN\//);
    const text = (await pdfText((await note(token, data.creditNoteId!)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Reason: Order ${order.orderId} cancelled by FabricMart: Loom breakdown`);
    expect(text).toContain('Credit note total ₹420.00');
  });

  it('is not issued for a free sample that charged nothing; a samples-only purchase reverses its shipping', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    await shop.addToCart(token, await shop.colour(100), 2);
    const colour = await shop.colour(100);
    await call(token, 'POST', '/user/add-sample', { productId: colour.productId, color: colour.color });
    const orders = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders;
    const sample = orders.find((order) => order.item.isSample)!;
    expect(sample.pricing.total).toBe(0);
    expect((await cancel(token, sample._id)).json<{ data: RestOrder }>().data).toMatchObject({
      orderStatus: 'Cancelled',
      creditNoteNumber: null,
      creditNoteId: null,
    });

    const other = await shop.colour(100);
    await call(token, 'POST', '/user/add-sample', { productId: other.productId, color: other.color });
    const [alone] = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders;
    expect(alone!.pricing.total).toBeGreaterThan(0);
    const cancelled = (await cancel(token, alone!._id)).json<{ data: RestOrder }>().data;
    const text = (await pdfText((await note(token, cancelled.creditNoteId!)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('1 PCS');
    expect(text).toContain(`Credit note total ₹${alone!.pricing.total.toFixed(2)}`);
  });

  it('gives concurrent cancellations different numbers in one unbroken run, and a second cancel none', async () => {
    const orders = await Promise.all(Array.from({ length: 8 }, () => placed(1)));
    const answers = await Promise.all(orders.map(({ token, order }) => cancel(token, order._id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(orders.map(() => 200));
    const serials = answers
      .map((answer) => Number(answer.json<{ data: RestOrder }>().data.creditNoteNumber!.split('/')[2]))
      .sort((a, b) => a - b);
    expect(serials.at(-1)! - serials[0]!).toBe(7);
    expect(new Set(serials).size).toBe(8);
    expect((await cancel(orders[0]!.token, orders[0]!.order._id)).statusCode).toBe(409);
  });
});

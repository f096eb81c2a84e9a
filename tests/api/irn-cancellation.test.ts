import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { indianDay } from '../../domain/day.js';
import { IRN_CANCEL_MESSAGES } from '../../domain/irn-cancellation.js';
import type { AdminOrder } from '../../domain/rest/admin.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'einvoice.desk@fabricmart.example.in';
const MUMBAI_GSTIN = '27AAPFU0939F1ZV';
const MUMBAI = { address: '7 Linking Road', city: 'Mumbai', state: 'Maharashtra', pinCode: '400050' };

describe.each(testDatabases())('cancelling an e-invoice on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    einvoicing: true,
    mailer: {
      send: async (message) => {
        sent.push(message);
      },
    },
  });
  const shop = shoppers(api);
  const { call } = shop;
  let operatorToken: Promise<string> | undefined;
  const operator = () => (operatorToken ??= shop.buyer(OPERATOR));
  const today = () => indianDay(new Date());

  /** A Mumbai business's purchase of two colours (3 m and 2 m, or `metres`), its invoice registered. */
  async function purchase({ gstin = true, metres = 3 } = {}) {
    const token = await shop.buyer();
    if (gstin) await call(token, 'PUT', '/user/business', { companyName: 'Mumbai Shirts LLP', gstin: MUMBAI_GSTIN, ...MUMBAI });
    await shop.addAddress(token, MUMBAI);
    const colours = [await shop.colour(1000, 20_000), await shop.colour(1000, 15_000)];
    await shop.addToCart(token, colours[0]!, metres);
    await shop.addToCart(token, colours[1]!, 2);
    const placed = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    // Downloading issues it (Place Order also does, after it answers).
    expect((await call(token, 'GET', `/purchase/${placed.purchaseId}/invoice.pdf`)).statusCode).toBe(200);
    return { token, placed, colours };
  }
  const cancelIrn = async (purchaseId: string, body: object = { reason: '3', remark: 'Buyer ordered twice' }) =>
    call(await operator(), 'POST', `/admin/purchase/${purchaseId}/einvoice/cancel`, body);
  const orderOf = async (id: string) => (await call(await operator(), 'GET', `/admin/orders/${id}`)).json<{ data: AdminOrder }>().data;

  it('cancels the IRN with every order of the purchase: stock back, no credit note, the invoice void and out of GSTR-1', async () => {
    const { token, placed, colours } = await purchase();
    const listed = (await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders;
    const until = new Date(listed[0]!.irnCancelUntil!);
    expect(until.getTime() - Date.now()).toBeGreaterThan(23 * 60 * 60 * 1000);
    expect(until.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    const stockBefore = await shop.stockOf(colours[0]!);

    const answer = await cancelIrn(placed.purchaseId);
    expect(answer.statusCode, answer.body).toBe(200);
    const number = placed.orders[0]!.invoiceNumber;
    expect(answer.json().msg).toBe(`E-invoice ${number} cancelled with its 2 orders`);
    for (const order of answer.json<{ data: RestOrder[] }>().data) {
      expect(order).toMatchObject({ orderStatus: 'Cancelled', irnCancelled: true, irnCancelUntil: null, creditNoteNumber: null });
      expect(order.trackingDetails.at(-1)!.message).toBe(
        'Cancelled by FabricMart with its e-invoice (order cancelled): Buyer ordered twice. The invoice is void: nothing on it is payable.',
      );
    }
    expect(await shop.stockOf(colours[0]!)).toBe(stockBefore + 3);
    await api.app.jobs.settled();
    const mails = sent.filter((mail) => mail.subject === `FabricMart purchase ${placed.purchaseId} cancelled`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`cancelled with its tax invoice ${number}: Buyer ordered twice.`);

    const text = (await pdfText((await call(token, 'GET', `/purchase/${placed.purchaseId}/invoice.pdf`)).rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('CANCELLED');
    expect(text).toContain('IRN cancelled on');
    expect(text).toContain('Order cancelled, Buyer ordered twice. This e-invoice is void');

    const gstr1 = (await call(await operator(), 'GET', `/admin/gst-returns/${today().slice(0, 7)}.json`)).json<{
      b2b: { inv: { inum: string }[] }[];
      doc_issue: { doc_det: { doc_num: number; docs: { cancel: number; totnum: number; net_issue: number }[] }[] };
    }>();
    expect(gstr1.b2b.flatMap((buyer) => buyer.inv.map((invoice) => invoice.inum))).not.toContain(number);
    const invoices = gstr1.doc_issue.doc_det.find((row) => row.doc_num === 1)!.docs[0]!;
    expect(invoices.cancel).toBeGreaterThanOrEqual(1);
    expect(invoices.net_issue).toBe(invoices.totnum - invoices.cancel);

    const activity = (await call(await operator(), 'GET', '/admin/activity?kind=einvoice.cancel&limit=1')).json<{
      data: { summary: string }[];
    }>().data;
    expect(activity[0]!.summary).toBe(
      `Cancelled the e-invoice ${number} (order cancelled) with ${placed.orders.map((order) => order.orderId).join(', ')}: Buyer ordered twice`,
    );
    const again = await cancelIrn(placed.purchaseId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(IRN_CANCEL_MESSAGES.already);
  });

  it('refuses a wrong request, a purchase without an IRN, and one past 24 hours, changing nothing', async () => {
    const { placed } = await purchase();
    for (const [body, message] of [
      [{ reason: '9', remark: 'x' }, IRN_CANCEL_MESSAGES.reason],
      [{ reason: '3', remark: '  ' }, IRN_CANCEL_MESSAGES.remark],
      [{ reason: '3', remark: '\u200b\u2060\ufeff' }, IRN_CANCEL_MESSAGES.remark],
      [{ reason: '3', remark: 'x'.repeat(101) }, IRN_CANCEL_MESSAGES.remark],
    ] as const) {
      const refused = await cancelIrn(placed.purchaseId, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect((await cancelIrn('P-NO-SUCH')).statusCode).toBe(404);

    const b2c = await purchase({ gstin: false });
    const unregistered = await cancelIrn(b2c.placed.purchaseId);
    expect(unregistered.statusCode).toBe(409);
    expect(unregistered.json().message).toBe(IRN_CANCEL_MESSAGES.noIrn);

    // Registered 25 hours ago: the portal no longer cancels it.
    const ackDate = new Date(Date.now() - 25 * 60 * 60 * 1000 + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 19).replace('T', ' ');
    await sql`UPDATE invoice_documents SET invoice = jsonb_set(invoice, '{einvoice,ackDate}', to_jsonb(${ackDate}::text))
      WHERE invoice_number = ${placed.orders[0]!.invoiceNumber}`.execute(api.database.db);
    const late = await cancelIrn(placed.purchaseId);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/^The portal cancels an IRN only within 24 hours; this one could be cancelled until /);
    expect((await orderOf(placed.orders[0]!._id)).orderStatus).toBe('Ordered Placed');
    expect((await orderOf(placed.orders[0]!._id)).irnCancelUntil).toBeNull();
  });

  it('refuses once a credit note reverses part of the invoice, or an order has left', async () => {
    const credited = await purchase();
    await call(credited.token, 'PATCH', `/order/cancel/${credited.placed.orders[1]!._id}`, { status: 'Cancelled', message: '' });
    const { creditNoteNumber } = await orderOf(credited.placed.orders[1]!._id);
    const afterCredit = await cancelIrn(credited.placed.purchaseId);
    expect(afterCredit.statusCode).toBe(409);
    expect(afterCredit.json().message).toBe(IRN_CANCEL_MESSAGES.creditNoted(creditNoteNumber!));
    expect((await orderOf(credited.placed.orders[0]!._id)).orderStatus).toBe('Ordered Placed');

    // 300 m at ₹200 with its companion is over ₹50,000 with tax: it ships with an e-way bill.
    const shipped = await purchase({ metres: 300 });
    const [first, second] = shipped.placed.orders;
    const advance = async (id: string, body?: object) => call(await operator(), 'POST', `/admin/order/${id}/advance`, body);
    for (const order of [first!, second!]) expect((await advance(order._id)).statusCode).toBe(200);
    const dispatch = { transporter: 'VRL Logistics', lrNumber: 'VRL-1', date: today(), distanceKm: 300 };
    const shipping = await advance(first!._id, { dispatch });
    const ewayBill = shipping.json<{ data: AdminOrder }>().data.dispatch!.ewayBillNumber!;
    // The console offers the cancellation only while the order has not left.
    expect(shipping.json<{ data: AdminOrder }>().data.irnCancelUntil).toBeNull();
    expect((await orderOf(second!._id)).irnCancelUntil).not.toBeNull();
    const whileActive = await cancelIrn(shipped.placed.purchaseId);
    expect(whileActive.statusCode).toBe(409);
    expect(whileActive.json().message).toBe(IRN_CANCEL_MESSAGES.ewayBillActive(ewayBill));

    await sql`UPDATE dispatches SET eway_bill_cancelled_at = now(), eway_bill_cancel_reason = '2', eway_bill_cancel_remark = 'test'
      WHERE eway_bill_number = ${ewayBill}`.execute(api.database.db);
    const gone = await cancelIrn(shipped.placed.purchaseId);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(IRN_CANCEL_MESSAGES.shipped(first!.orderId, 'Shipped'));
    expect((await orderOf(second!._id)).orderStatus).toBe('Ongoing');
  });

  it('cancels once when two operators press at the same moment', async () => {
    const { placed } = await purchase();
    const answers = await Promise.all([cancelIrn(placed.purchaseId), cancelIrn(placed.purchaseId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const order = await orderOf(placed.orders[0]!._id);
    expect(order.trackingDetails.filter((entry) => entry.status === 'Cancelled')).toHaveLength(1);
  });
});

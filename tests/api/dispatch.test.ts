import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { indianDay } from '../../domain/day.js';
import { sql } from 'kysely';
import { DISPATCH_MESSAGES } from '../../domain/dispatch.js';
import { EWAY_BILL_MESSAGES, ewayBillNumberText, ewayBillValidUntil } from '../../domain/eway-bill.js';
import { DEFAULT_SUPPLIER } from '../../domain/invoice.js';
import type { AdminOrder } from '../../domain/rest/admin.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'dispatch.desk@fabricmart.example.in';

describe.each(testDatabases())('dispatch at Shipped on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    trackingLinks: [{ name: 'VRL Logistics', url: 'https://www.vrlgroup.in/track?lr={lr}' }],
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
  const dispatch = () => ({ transporter: 'VRL Logistics', lrNumber: 'vrl 2611/0457', vehicleNumber: 'gj 05 ab-1234', date: today() });

  /** A buyer's purchase of `lines` colours, the first `ongoing` orders moved to Ongoing. */
  async function ongoingPurchase(lines = 1, ongoing = lines, metres = (line: number) => 2 + line) {
    const token = await shop.buyer();
    await shop.addAddress(token);
    for (let line = 0; line < lines; line++) await shop.addToCart(token, await shop.colour(500), metres(line));
    const placed = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
    for (const order of placed.orders.slice(0, ongoing)) expect((await advance(order._id)).statusCode).toBe(200);
    return { token, orders: placed.orders };
  }
  const advance = async (id: string, body?: object) => call(await operator(), 'POST', `/admin/order/${id}/advance`, body);
  const orderOf = async (id: string) => (await call(await operator(), 'GET', `/admin/orders/${id}`)).json<{ data: AdminOrder }>().data;

  it('refuses to ship without a dispatch, or with a wrong one, and changes nothing', async () => {
    const { orders } = await ongoingPurchase();
    const id = orders[0]!._id;
    for (const [body, message] of [
      [undefined, DISPATCH_MESSAGES.missing],
      [{}, DISPATCH_MESSAGES.missing],
      [{ dispatch: { ...dispatch(), transporter: ' ' } }, DISPATCH_MESSAGES.transporter],
      [{ dispatch: { ...dispatch(), lrNumber: '--' } }, DISPATCH_MESSAGES.lrNumber],
      [{ dispatch: { ...dispatch(), vehicleNumber: 'TRUCK 7' } }, DISPATCH_MESSAGES.vehicleNumber],
      [{ dispatch: { ...dispatch(), date: '2020-01-01' } }, DISPATCH_MESSAGES.date],
      [{ dispatch: { ...dispatch(), date: indianDay(new Date(), 2) } }, DISPATCH_MESSAGES.date],
      [{ dispatch: { ...dispatch(), date: '2026-13-01' } }, DISPATCH_MESSAGES.date],
      [{ dispatch: { ...dispatch(), distanceKm: 0 } }, DISPATCH_MESSAGES.distanceKm],
      [{ dispatch: { ...dispatch(), distanceKm: 9.5 } }, DISPATCH_MESSAGES.distanceKm],
    ] as const) {
      const refused = await advance(id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const order = await orderOf(id);
    expect(order).toMatchObject({ orderStatus: 'Ongoing', dispatch: null });
    expect(order.trackingDetails.map((entry) => entry.status)).toEqual(['Ordered Placed', 'Ongoing']);
  });

  it('takes a dispatch only when the order ships', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    await shop.addToCart(token, await shop.colour(10), 1);
    const [order] = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders;
    const early = await advance(order!._id, { dispatch: dispatch() });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(DISPATCH_MESSAGES.onlyAtShipped);
    expect((await orderOf(order!._id)).orderStatus).toBe('Ordered Placed');
  });

  it('records the consignment: the buyer sees transporter and LR number, one email names every order in it', async () => {
    const { token, orders } = await ongoingPurchase(3);
    const [first, second, third] = orders.map((order) => order!);
    const shipped = await advance(first!._id, { dispatch: { ...dispatch(), distanceKm: 265 }, alsoShip: [second!._id] });
    expect(shipped.json()).toMatchObject({ msg: '2 orders moved to Shipped in one consignment', data: { orderStatus: 'Shipped' } });
    const expected = {
      transporter: 'VRL Logistics',
      lrNumber: 'VRL2611/0457',
      vehicleNumber: 'GJ05AB1234',
      date: today(),
      ewayBillNumber: null,
      ewayBillValidUntil: null,
      ewayBillCancelled: false,
      ewayBillCancelUntil: null,
      trackingUrl: 'https://www.vrlgroup.in/track?lr=VRL2611%2F0457',
      photos: [],
    };
    const mine = (await call(token, 'GET', '/user/orderlist?limit=10')).json<{ orders: RestOrder[] }>().orders;
    const byId = new Map(mine.map((order) => [order._id, order]));
    expect(byId.get(first!._id)!.dispatch).toEqual(expected);
    expect(byId.get(second!._id)!.dispatch).toEqual(expected);
    expect(byId.get(second!._id)!.trackingDetails.at(-1)).toMatchObject({
      status: 'Shipped',
      message: 'Your order is shipped: VRL Logistics, LR/AWB VRL2611/0457.',
    });
    expect(byId.get(third!._id)).toMatchObject({ orderStatus: 'Ongoing', dispatch: null });

    await api.app.jobs.settled();
    const mails = sent.filter((mail) => mail.subject.includes(first!.orderId) && mail.subject.endsWith('shipped'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`FabricMart orders ${first!.orderId}, ${second!.orderId} shipped`);
    expect(mails[0]!.text).toContain(`Sent by VRL Logistics, LR/AWB VRL2611/0457, vehicle GJ05AB1234, on `);

    const activity = (await call(await operator(), 'GET', '/admin/activity?kind=order.advance&limit=1')).json<{
      data: { summary: string }[];
    }>().data;
    expect(activity[0]!.summary).toBe(`Shipped ${first!.orderId}, ${second!.orderId} (from Ongoing) by VRL Logistics, LR/AWB VRL2611/0457`);
  });

  it("refuses to take along an order of another purchase, or one not at the order's stage", async () => {
    const { orders } = await ongoingPurchase(3, 2);
    const behind = orders[2]!._id;
    const other = await ongoingPurchase(1);
    for (const stranger of [other.orders[0]!._id, behind, '999999999']) {
      const refused = await advance(orders[0]!._id, { dispatch: dispatch(), alsoShip: [orders[1]!._id, stranger] });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(DISPATCH_MESSAGES.notCompanion(stranger, orders[0]!.purchaseId));
    }
    expect((await orderOf(orders[1]!._id)).orderStatus).toBe('Ongoing');
    expect((await orderOf(orders[0]!._id)).orderStatus).toBe('Ongoing');
    expect((await orderOf(other.orders[0]!._id)).orderStatus).toBe('Ongoing');
  });

  it('gives a consignment over ₹50,000 with tax an e-way bill, valid a day per 200 km; below that, none', async () => {
    // Two orders of 150 m at ₹200 (₹31,500 with GST at 5%): alone neither needs one; together they do.
    const { token, orders } = await ongoingPurchase(3, 3, () => 150);
    const [first, second, third] = orders.map((order) => order!);
    expect(first!.pricing.total).toBe(31_500);
    const alone = await advance(third!._id, { dispatch: dispatch() });
    expect(alone.json<{ data: AdminOrder }>().data.dispatch).toMatchObject({ ewayBillNumber: null, ewayBillValidUntil: null });

    const before = new Date();
    const shipped = await advance(first!._id, { dispatch: { ...dispatch(), distanceKm: 450 }, alsoShip: [second!._id] });
    const { ewayBillNumber, ewayBillValidUntil: validUntil } = shipped.json<{ data: AdminOrder }>().data.dispatch!;
    expect(ewayBillNumber).toMatch(/^[1-9][0-9]{11}$/);
    // 450 km: three days, to midnight in India.
    expect([ewayBillValidUntil(before, 450).toISOString(), ewayBillValidUntil(new Date(), 450).toISOString()]).toContain(validUntil);
    const mine = (await call(token, 'GET', '/user/orderlist?limit=10')).json<{ orders: RestOrder[] }>().orders;
    expect(mine.find((order) => order._id === second!._id)!.dispatch).toMatchObject({ ewayBillNumber, ewayBillValidUntil: validUntil });
    await api.app.jobs.settled();
    const mail = sent.find((message) => message.subject === `FabricMart orders ${first!.orderId}, ${second!.orderId} shipped`);
    expect(mail!.text).toContain(`e-way bill ${ewayBillNumberText(ewayBillNumber!)}`);

    // Part A from the invoices, Part B from the dispatch, as registered.
    const { rows } = await sql<{ eway_bill: { partA: Record<string, unknown>; partB: Record<string, unknown> } }>`
      SELECT eway_bill FROM dispatches WHERE eway_bill_number = ${ewayBillNumber}`.execute(api.database.db);
    const registered = typeof rows[0]!.eway_bill === 'string' ? JSON.parse(rows[0]!.eway_bill) : rows[0]!.eway_bill;
    expect(registered.partA).toMatchObject({
      supplierGstin: DEFAULT_SUPPLIER.gstin,
      fromPinCode: '201301',
      buyerGstin: 'URP',
      documentType: 'INV',
      // One invoice for the purchase: both orders are on it.
      documentNumbers: [first!.invoiceNumber],
      valuePaise: 63_000_00,
      taxablePaise: 60_000_00,
      reason: 'Supply',
    });
    expect(registered.partB).toMatchObject({
      mode: 'Road',
      vehicleNumber: 'GJ05AB1234',
      transporterDocNumber: 'VRL2611/0457',
      distanceKm: 450,
    });
  });

  it('estimates the distance from the PIN codes when none is entered, and asks for it when a PIN code is unknown', async () => {
    // Noida (201301) to Surat (395003): about 1,170 km by road, so six days.
    const { orders } = await ongoingPurchase(1, 1, () => 300);
    const before = new Date();
    const shipped = (await advance(orders[0]!._id, { dispatch: dispatch() })).json<{ data: AdminOrder }>().data.dispatch!;
    expect([ewayBillValidUntil(before, 1171).toISOString(), ewayBillValidUntil(new Date(), 1171).toISOString()]).toContain(
      shipped.ewayBillValidUntil,
    );
    const { rows } = await sql<{ eway_bill: unknown; distance_km: number }>`
      SELECT eway_bill, distance_km FROM dispatches WHERE eway_bill_number = ${shipped.ewayBillNumber}`.execute(api.database.db);
    const registered = typeof rows[0]!.eway_bill === 'string' ? JSON.parse(rows[0]!.eway_bill) : rows[0]!.eway_bill;
    expect(registered.partB).toMatchObject({ distanceKm: 1171, distanceEstimated: true });
    expect(rows[0]!.distance_km).toBe(1171);

    const token = await shop.buyer();
    await shop.addAddress(token, { pinCode: '395999' });
    await shop.addToCart(token, await shop.colour(500), 300);
    const [far] = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders;
    expect((await advance(far!._id)).statusCode).toBe(200);
    const unknown = await advance(far!._id, { dispatch: dispatch() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(EWAY_BILL_MESSAGES.distanceNeeded('₹63,000.00'));
    expect((await orderOf(far!._id)).orderStatus).toBe('Ongoing');
    expect((await advance(far!._id, { dispatch: { ...dispatch(), distanceKm: 250 } })).statusCode).toBe(200);
  });

  it('ships once when two operators press Ship at the same moment', async () => {
    const { orders } = await ongoingPurchase();
    const id = orders[0]!._id;
    const answers = await Promise.all([
      advance(id, { dispatch: dispatch() }),
      advance(id, { dispatch: { ...dispatch(), lrNumber: 'OTHER-1' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const order = await orderOf(id);
    expect(order.trackingDetails.filter((entry) => entry.status === 'Shipped')).toHaveLength(1);
    expect(order.dispatch!.lrNumber).toBe(answers[0]!.statusCode === 200 ? 'VRL2611/0457' : 'OTHER-1');
  });
});

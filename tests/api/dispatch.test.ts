import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { indianDay } from '../../domain/day.js';
import { DISPATCH_MESSAGES } from '../../domain/dispatch.js';
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
  async function ongoingPurchase(lines = 1, ongoing = lines) {
    const token = await shop.buyer();
    await shop.addAddress(token);
    for (let line = 0; line < lines; line++) await shop.addToCart(token, await shop.colour(50), 2 + line);
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

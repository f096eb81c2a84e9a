import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { indianDay } from '../../domain/day.js';
import { ewayBillValidUntil } from '../../domain/eway-bill.js';
import { EWAY_BILL_CHANGE_MESSAGES } from '../../domain/eway-bill-changes.js';
import type { AdminOrder } from '../../domain/rest/admin.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'transport.desk@fabricmart.example.in';

describe.each(testDatabases())("a consignment's e-way bill and vehicle after it leaves, on $name", (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  const { call } = shop;
  let operatorToken: Promise<string> | undefined;
  const operator = () => (operatorToken ??= shop.buyer(OPERATOR));
  const post = async (path: string, body?: object) => call(await operator(), 'POST', `/admin/order/${path}`, body);
  const orderOf = async (id: string) => (await call(await operator(), 'GET', `/admin/orders/${id}`)).json<{ data: AdminOrder }>().data;

  /** A shipped order of `metres` at ₹200 (300 m is ₹63,000 with GST at 5%: it moves with an e-way bill). */
  async function shipped(metres = 300) {
    const token = await shop.buyer();
    await shop.addAddress(token);
    await shop.addToCart(token, await shop.colour(1000), metres);
    const [order] = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders;
    expect((await post(`${order!._id}/advance`)).statusCode).toBe(200);
    const dispatch = {
      transporter: 'VRL Logistics',
      lrNumber: 'VRL-7',
      vehicleNumber: 'GJ05AB1234',
      date: indianDay(new Date()),
      distanceKm: 450,
    };
    const answer = await post(`${order!._id}/advance`, { dispatch });
    expect(answer.statusCode).toBe(200);
    return { token, id: order!._id, ewayBill: answer.json<{ data: AdminOrder }>().data.dispatch!.ewayBillNumber };
  }

  it('puts a new vehicle on the consignment: the buyer reads why, the e-way bill keeps its validity', async () => {
    const { token, id, ewayBill } = await shipped();
    for (const [body, message] of [
      [{ vehicleNumber: 'TRUCK 7', reason: '1', remark: 'Axle broke' }, EWAY_BILL_CHANGE_MESSAGES.vehicleNumber],
      [{ vehicleNumber: 'MH12AB1234', reason: '9', remark: 'Axle broke' }, EWAY_BILL_CHANGE_MESSAGES.vehicleReason],
      [{ vehicleNumber: 'MH12AB1234', reason: '1', remark: ' ' }, EWAY_BILL_CHANGE_MESSAGES.remark],
    ] as const) {
      const refused = await post(`${id}/dispatch/vehicle`, body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const before = await orderOf(id);
    const changed = await post(`${id}/dispatch/vehicle`, { vehicleNumber: 'mh 12 ab 1234', reason: '1', remark: 'Axle broke near Vapi' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().msg).toBe('Vehicle changed to MH12AB1234');
    const order = changed.json<{ data: AdminOrder }>().data;
    expect(order.dispatch).toMatchObject({
      vehicleNumber: 'MH12AB1234',
      ewayBillNumber: ewayBill,
      ewayBillValidUntil: before.dispatch!.ewayBillValidUntil,
    });
    const mine = (await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders[0]!;
    expect(mine.orderStatus).toBe('Shipped');
    expect(mine.trackingDetails.at(-1)!.message).toBe('Now moving in vehicle MH12AB1234 (breakdown): Axle broke near Vapi.');
    const same = await post(`${id}/dispatch/vehicle`, { vehicleNumber: 'MH12AB1234', reason: '2', remark: 'Again' });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toBe(EWAY_BILL_CHANGE_MESSAGES.sameVehicle('MH12AB1234'));
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM dispatch_vehicles WHERE vehicle_number = 'MH12AB1234'
      AND remark = 'Axle broke near Vapi'`.execute(api.database.db);
    expect(rows[0]!.n).toBe(1);
  });

  it('cancels an e-way bill within 24 hours and generates another; the buyer sees only the live one', async () => {
    const { token, id, ewayBill } = await shipped();
    expect((await orderOf(id)).dispatch!.ewayBillCancelUntil).not.toBeNull();
    const still = await post(`${id}/eway-bill`, {});
    expect(still.statusCode).toBe(409);
    expect(still.json().message).toBe(EWAY_BILL_CHANGE_MESSAGES.stillActive(ewayBill!));
    expect((await post(`${id}/eway-bill/cancel`, { reason: '7', remark: 'x' })).json().message).toBe(
      EWAY_BILL_CHANGE_MESSAGES.cancelReason,
    );

    const cancelled = await post(`${id}/eway-bill/cancel`, { reason: '3', remark: 'Wrong distance' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<{ data: AdminOrder }>().data.dispatch).toMatchObject({
      ewayBillNumber: null,
      ewayBillCancelled: true,
      ewayBillCancelUntil: null,
    });
    expect((await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders[0]!.dispatch!.ewayBillNumber).toBeNull();
    const twice = await post(`${id}/eway-bill/cancel`, { reason: '3', remark: 'Wrong distance' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(EWAY_BILL_CHANGE_MESSAGES.alreadyCancelled);

    const renewed = await post(`${id}/eway-bill`, { distanceKm: 900 });
    expect(renewed.statusCode).toBe(200);
    const dispatch = renewed.json<{ data: AdminOrder }>().data.dispatch!;
    expect(dispatch.ewayBillNumber).toMatch(/^[1-9][0-9]{11}$/);
    expect(dispatch.ewayBillNumber).not.toBe(ewayBill);
    expect(dispatch.ewayBillCancelled).toBe(false);
    expect((await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders[0]!.dispatch!.ewayBillNumber).toBe(
      dispatch.ewayBillNumber,
    );
    const activity = (await call(await operator(), 'GET', '/admin/activity?kind=ewaybill.generate&limit=1')).json<{
      data: { summary: string }[];
    }>().data;
    expect(activity[0]!.summary).toContain(`replacing ${ewayBill}`);
  });

  it('extends an e-way bill held up near its expiry, for the distance left; never days before it expires', async () => {
    const { id, ewayBill } = await shipped();
    const body = { remainingKm: 180, currentPinCode: '396191', reason: '4', remark: 'Transhipped at Vapi' };
    for (const [wrong, message] of [
      [{ ...body, reason: '3' }, EWAY_BILL_CHANGE_MESSAGES.extensionReason],
      [{ ...body, remainingKm: 0 }, EWAY_BILL_CHANGE_MESSAGES.remainingKm],
      [{ ...body, currentPinCode: '01234' }, EWAY_BILL_CHANGE_MESSAGES.currentPinCode],
    ] as const) {
      const refused = await post(`${id}/eway-bill/extend`, wrong);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    const early = await post(`${id}/eway-bill/extend`, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(
      /^An e-way bill is extended only from 8 hours before it expires to 8 hours after; this one expires on /,
    );

    // Two hours left: it may be extended, for a day (180 km) from now.
    await sql`UPDATE dispatches SET eway_bill_valid_until = now() + interval '2 hours' WHERE eway_bill_number = ${ewayBill}`.execute(
      api.database.db,
    );
    const before = new Date();
    const extended = await post(`${id}/eway-bill/extend`, body);
    expect(extended.statusCode).toBe(200);
    const validUntil = extended.json<{ data: AdminOrder }>().data.dispatch!.ewayBillValidUntil;
    expect([ewayBillValidUntil(before, 180).toISOString(), ewayBillValidUntil(new Date(), 180).toISOString()]).toContain(validUntil);
    expect(extended.json().msg).toMatch(/^E-way bill \d{4} \d{4} \d{4} extended until /);
  });

  it('refuses after 24 hours, once delivered, before shipping, and without an e-way bill; cancels once at a time', async () => {
    const late = await shipped();
    await sql`UPDATE dispatches SET eway_bill_created_at = now() - interval '25 hours' WHERE eway_bill_number = ${late.ewayBill}`.execute(
      api.database.db,
    );
    const tooLate = await post(`${late.id}/eway-bill/cancel`, { reason: '4', remark: 'Late' });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toMatch(/^An e-way bill is cancelled only within 24 hours of its generation; this one could be until /);

    expect((await post(`${late.id}/advance`)).statusCode).toBe(200);
    for (const [path, body] of [
      ['eway-bill/cancel', { reason: '4', remark: 'Late' }],
      ['dispatch/vehicle', { vehicleNumber: 'MH12AB1234', reason: '1', remark: 'x' }],
    ] as const) {
      const delivered = await post(`${late.id}/${path}`, body);
      expect(delivered.statusCode).toBe(409);
      expect(delivered.json().message).toBe(EWAY_BILL_CHANGE_MESSAGES.delivered);
    }

    const small = await shipped(3);
    expect(small.ewayBill).toBeNull();
    const none = await post(`${small.id}/eway-bill/cancel`, { reason: '1', remark: 'x' });
    expect(none.json().message).toBe(EWAY_BILL_CHANGE_MESSAGES.noEwayBill);
    const notNeeded = await post(`${small.id}/eway-bill`);
    expect(notNeeded.statusCode).toBe(409);
    expect(notNeeded.json().message).toBe(EWAY_BILL_CHANGE_MESSAGES.notNeeded('₹630.00'));

    const token = await shop.buyer();
    await shop.addAddress(token);
    await shop.addToCart(token, await shop.colour(100), 2);
    const [placed] = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders;
    const unshipped = await post(`${placed!._id}/dispatch/vehicle`, { vehicleNumber: 'MH12AB1234', reason: '4', remark: 'x' });
    expect(unshipped.statusCode).toBe(409);
    expect(unshipped.json().message).toBe(EWAY_BILL_CHANGE_MESSAGES.notShipped);

    const racing = await shipped();
    const answers = await Promise.all([1, 2].map(() => post(`${racing.id}/eway-bill/cancel`, { reason: '1', remark: 'Twice' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });
});

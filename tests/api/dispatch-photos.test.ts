import { describe, expect, it } from 'vitest';
import { indianDay } from '../../domain/day.js';
import { DISPATCH_MESSAGES } from '../../domain/dispatch.js';
import type { AdminOrder } from '../../domain/rest/admin.js';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { TINY_PNG } from '../support/multipart.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'dispatch.photos@fabricmart.example.in';

/** Photos as the console's FormData sends them. */
async function photoForm(photos: Buffer[]) {
  const form = new FormData();
  photos.forEach((bytes, index) => form.append('photos', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `bale-${index}.png`));
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

describe.each(testDatabases())('dispatch photos on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  const { call } = shop;
  let operatorToken: Promise<string> | undefined;
  const operator = () => (operatorToken ??= shop.buyer(OPERATOR));

  async function order(ship = true) {
    const token = await shop.buyer();
    await shop.addAddress(token);
    await shop.addToCart(token, await shop.colour(100), 3);
    const [placed] = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders;
    if (ship) {
      const dispatch = { transporter: 'VRL Logistics', lrNumber: 'VRL-9', date: indianDay(new Date()) };
      for (const body of [undefined, { dispatch }])
        expect((await call(await operator(), 'POST', `/admin/order/${placed!._id}/advance`, body)).statusCode).toBe(200);
    }
    return { token, id: placed!._id };
  }
  const upload = async (id: string, photos: Buffer[]) => {
    const body = await photoForm(photos);
    return api.app.inject({
      method: 'POST',
      url: `/api/admin/order/${id}/dispatch/photos`,
      headers: { authorization: await operator(), ...body.headers },
      payload: body.payload,
    });
  };

  it("keeps photos of a shipped consignment, served in the buyer's tracking, never more than five", async () => {
    const { token, id } = await order();
    const first = await upload(id, [TINY_PNG, TINY_PNG]);
    expect(first.statusCode).toBe(200);
    expect(first.json().msg).toBe('2 photos added to the dispatch');
    const photos = first.json<{ data: AdminOrder }>().data.dispatch!.photos;
    expect(photos).toHaveLength(2);
    expect((await api.app.inject({ method: 'GET', url: photos[0]! })).statusCode).toBe(200);
    const mine = (await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders[0]!;
    expect(mine.dispatch!.photos).toEqual(photos);

    // Three uploads of two at once: only one more fits, whatever the order they land in.
    const burst = await Promise.all([1, 2, 3].map(() => upload(id, [TINY_PNG, TINY_PNG])));
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = burst.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(DISPATCH_MESSAGES.photosFull(4));
    const last = await upload(id, [TINY_PNG, TINY_PNG]);
    expect(last.json().message).toBe(DISPATCH_MESSAGES.photosFull(4));
    expect((await upload(id, [TINY_PNG])).statusCode).toBe(200);
    expect((await call(token, 'GET', '/user/orderlist')).json<{ orders: RestOrder[] }>().orders[0]!.dispatch!.photos).toHaveLength(5);
  });

  it('refuses photos before shipping, files that are not images, and an empty form', async () => {
    const waiting = await order(false);
    const early = await upload(waiting.id, [TINY_PNG]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(DISPATCH_MESSAGES.photosNotShipped);
    const { id } = await order();
    const text = await upload(id, [Buffer.from('not a picture at all')]);
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(DISPATCH_MESSAGES.photosType);
    const none = await upload(id, []);
    expect(none.statusCode).toBe(400);
    const tooMany = await upload(
      id,
      Array.from({ length: 6 }, () => TINY_PNG),
    );
    expect(tooMany.statusCode).toBe(400);
    expect((await call(await operator(), 'GET', `/admin/orders/${id}`)).json<{ data: AdminOrder }>().data.dispatch!.photos).toEqual([]);
  });
});

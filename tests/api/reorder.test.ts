import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ReorderAnswer } from '../../domain/rest/business.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

describe.each(testDatabases())('order again on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });
  const shop = shoppers(api);

  /** A buyer who ordered `metres` of a fresh colour; the order's id. */
  async function ordered(metres: number, stock = 50, pricePaise = 20_000) {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const colour = await shop.colour(stock, pricePaise);
    expect((await shop.addToCart(token, colour, metres)).statusCode).toBe(200);
    const placed = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(placed.statusCode).toBe(200);
    return { token, colour, orderId: placed.json<BuyAnswer>().orders[0]!._id };
  }
  const reorder = (token: string | null, orderId: string) => shop.call(token, 'POST', `/order/${orderId}/reorder`);
  const setPrice = (colour: Colour, paise: number) =>
    sql`UPDATE product_varieties SET price_per_metre_paise = ${paise}, discounted_price_paise = NULL WHERE id = ${colour.varietyId}`.execute(
      api.database.db,
    );

  it('puts the same fabric, colour and metres in the cart at today’s price, and adds to a line already there', async () => {
    const { token, colour, orderId } = await ordered(3);
    const samePrice = (await reorder(token, orderId)).json<ReorderAnswer>();
    expect(samePrice.added).toHaveLength(1);
    expect(samePrice.priceChange).toBeUndefined();
    await shop.call(token, 'POST', '/user/remove-from-cart', { productId: colour.productId, color: colour.color });
    await setPrice(colour, 25_000);
    // At a changed price it says so first and adds nothing (as Buy it again does).
    const asked = (await reorder(token, orderId)).json<ReorderAnswer>();
    expect(asked).toMatchObject({
      msg: '₹250/m now, was ₹200 when you ordered it.',
      added: [],
      priceChange: { was: 200, now: 250, quoted: false },
    });
    expect(asked.data.products).toEqual([]);
    // Accepting another price than today's adds nothing either.
    expect((await shop.call(token, 'POST', `/order/${orderId}/reorder`, { confirmPrice: 240 })).json<ReorderAnswer>().added).toEqual([]);
    expect((await shop.call(token, 'POST', `/order/${orderId}/reorder`, { confirmPrice: -1 })).statusCode).toBe(400);
    const first = await shop.call(token, 'POST', `/order/${orderId}/reorder`, { confirmPrice: 250 });
    expect(first.statusCode).toBe(200);
    const answer = first.json<ReorderAnswer>();
    expect(answer.added).toEqual([{ productId: colour.productId, color: colour.color, metres: 3 }]);
    expect(answer.skipped).toEqual([]);
    expect(answer.msg).toMatch(/^3 m of .+ added to your cart$/);
    expect(answer.data.products).toMatchObject([{ quantity: 3, color: colour.color, unitPrice: 250 }]);
    const again = (await shop.call(token, 'POST', `/order/${orderId}/reorder`, { confirmPrice: 250 })).json<ReorderAnswer>();
    expect(again.data.products).toMatchObject([{ quantity: 6, unitPrice: 250 }]);
  });

  it('skips a colour without the metres in stock or no longer sold, says why, and changes nothing', async () => {
    const short = await ordered(10, 12);
    // 2 m left after the order.
    const skipped = (await reorder(short.token, short.orderId)).json<ReorderAnswer>();
    expect(skipped.added).toEqual([]);
    expect(skipped.skipped).toEqual([{ productId: short.colour.productId, color: short.colour.color, reason: 'Only 2 metres in stock' }]);
    expect(skipped.data.products).toEqual([]);

    const retired = await ordered(2);
    await sql`UPDATE products SET retired_at = now() WHERE id = ${Number(retired.colour.productId)}`.execute(api.database.db);
    const gone = (await reorder(retired.token, retired.orderId)).json<ReorderAnswer>();
    expect(gone.skipped[0]!.reason).toBe('This fabric or colour is no longer sold.');
    expect(gone.data.products).toEqual([]);
    await sql`UPDATE products SET retired_at = NULL WHERE id = ${Number(retired.colour.productId)}`.execute(api.database.db);
  });

  it('another buyer’s order, an unknown one or no session: 404 or 401, and no cart changes', async () => {
    const { orderId } = await ordered(1);
    const stranger = await shop.buyer();
    expect((await reorder(stranger, orderId)).statusCode).toBe(404);
    expect((await reorder(stranger, '999999999')).statusCode).toBe(404);
    expect((await reorder(stranger, 'abc')).statusCode).toBe(400);
    expect((await reorder(null, orderId)).statusCode).toBe(401);
    expect((await shop.call(stranger, 'GET', '/user/cart')).json<{ data: { products: unknown[] } }>().data.products).toEqual([]);
  });
});

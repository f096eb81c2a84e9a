import { describe, expect, it } from 'vitest';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';

/** Numbers as strings and JSON literals that are not finite, not whole or not numbers at all. */
const NOT_A_QUANTITY: [label: string, json: string][] = [
  ['"-Infinity"', '"-Infinity"'],
  ['"-1e309"', '"-1e309"'],
  ['"Infinity"', '"Infinity"'],
  ['"1e309"', '"1e309"'],
  ['"NaN"', '"NaN"'],
  ['1e309 (JSON)', '1e309'],
  ['-1e309 (JSON)', '-1e309'],
  ['0', '0'],
  ['-1', '-1'],
  ['2.5', '2.5'],
  ['"0x10"', '"0x10"'],
  ['true', 'true'],
  ['[]', '[]'],
  ['{}', '{}'],
  ['null', 'null'],
  ['1e20', '1e20'],
];

describe.each(testDatabases())('hostile numbers and bodies on $name', (testDatabase) => {
  const api = withApiApp(testDatabase);
  const shop = shoppers(api);
  const raw = (token: string, method: 'POST' | 'PATCH', url: string, body: string) =>
    api.app.inject({ method, url: `/api${url}`, headers: { authorization: token, 'content-type': 'application/json' }, payload: body });

  it.each(NOT_A_QUANTITY)(
    'a quantity of %s is refused with 400 on add-to-cart, updateCart and move-to-cart, changing nothing',
    async (_label, json) => {
      const token = await shop.buyer();
      const fabric = await shop.colour(50);
      const line = (quantity: string) =>
        `{"productId":"${fabric.productId}","color":${JSON.stringify(fabric.color)},"quantity":${quantity}}`;
      expect((await shop.addToCart(token, fabric, 3)).statusCode).toBe(200);
      for (const [method, url] of [
        ['POST', '/user/add-to-cart'],
        ['PATCH', '/user/updateCart'],
        ['POST', '/wishlist/move-to-cart'],
      ] as const) {
        const response = await raw(token, method, url, line(json));
        expect(response.statusCode, `${url} ${response.body}`).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/quantity/);
      }
      const cart = (await shop.call(token, 'GET', '/user/cart')).json<{ data: { products: { quantity: number }[] } }>().data;
      expect(cart.products.map((entry) => entry.quantity)).toEqual([3]);
      expect(await shop.stockOf(fabric)).toBe(50);
    },
  );

  it.each([['"-Infinity"'], ['-1e309'], ['"1e309"'], ['-1'], ['"abc"']])(
    'an expectedTotal of %s is refused with 400 and places nothing',
    async (json) => {
      const token = await shop.buyer();
      await shop.addAddress(token);
      const fabric = await shop.colour(20);
      await shop.addToCart(token, fabric, 2);
      const response = await raw(token, 'POST', '/buy', `{"paymentMethod":"Cash on Delivery","expectedTotal":${json}}`);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/expectedTotal/);
      expect(await shop.stockOf(fabric)).toBe(20);
    },
  );

  it('an order over ₹1,00,00,000 is refused with 400 saying so, in the cart and at the till, and nothing is placed', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    // 100,000 m at ₹1,090 is ₹10.9 crore: more paise than a 32-bit number holds.
    const fabric = await shop.colour(200_000, 109_000);
    const tooMuch = await shop.addToCart(token, fabric, 100_000);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json<{ message: string }>().message).toBe(
      'One order may be at most ₹1,00,00,000. For more, please contact us for a quote.',
    );
    expect((await shop.addToCart(token, fabric, 9000)).statusCode).toBe(200);
    const update = await shop.call(token, 'PATCH', '/user/updateCart', {
      productId: fabric.productId,
      color: fabric.color,
      quantity: 10_000,
    });
    expect(update.statusCode).toBe(400);
    // The price rises after the line was added: the till refuses what the cart would have allowed.
    await api.app.inject({ method: 'GET', url: '/api/health' });
    const { sql } = await import('kysely');
    await sql`UPDATE product_varieties SET price_per_metre_paise = 1100000 WHERE id = ${fabric.varietyId}`.execute(api.database.db);
    const buy = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(buy.statusCode).toBe(400);
    expect(buy.json<{ message: string }>().message).toContain('at most ₹1,00,00,000');
    expect(await shop.stockOf(fabric)).toBe(200_000);
  });

  it('a body nested thousands deep is refused with 400 before it is walked', async () => {
    const token = await shop.buyer();
    const deep = `{"productId":"1","color":"x","quantity":1,"extra":${'['.repeat(10_000)}${']'.repeat(10_000)}}`;
    const response = await raw(token, 'POST', '/user/add-to-cart', deep);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/nested too deeply/);
    const proto = `{"email":"a@b.in","password":"x","__proto__":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/api/user/signin',
      headers: { 'content-type': 'application/json' },
      payload: proto,
    });
    expect(signIn.statusCode).toBe(400);
  });
});

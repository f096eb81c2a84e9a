import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { QuickOrderAnswer, ReorderAnswer } from '../../domain/rest/business.js';
import type { Product } from '../../domain/rest/catalogue.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import type { RestCart } from '../../domain/rest/shopping.js';
import { cartRead } from '../../api/repositories/carts.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { planOf } from '../support/plan-of.js';
import { testAuthConfig } from '../support/test-config.js';

describe.each(testDatabases())('price breaks and minimum orders on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });
  const shop = shoppers(api);

  /** A colour at ₹245 a metre with breaks at 50 m (₹232) and 200 m (₹215), and its fabric's minimum. */
  async function laddered(stock = 1000, minimum = 1): Promise<Colour> {
    const colour = await shop.colour(stock, 24_500);
    await sql`INSERT INTO price_breaks (variety_id, min_metres, price_per_metre_paise)
      VALUES (${colour.varietyId}, 50, 23200), (${colour.varietyId}, 200, 21500)`.execute(api.database.db);
    await sql`UPDATE products SET min_order_metres = ${minimum} WHERE id = ${Number(colour.productId)}`.execute(api.database.db);
    await api.app.catalogueChanges.refresh();
    return colour;
  }
  const cart = async (token: string) => (await shop.call(token, 'GET', '/user/cart')).json<{ data: RestCart }>().data;
  const update = (token: string, colour: Colour, quantity: number) =>
    shop.call(token, 'PATCH', '/user/updateCart', { productId: colour.productId, color: colour.color, quantity });

  // First, before any test sets a fabric's minimum by hand.
  it('seeds each fabric’s minimum from its description, and breaks on about a third of the fabrics', async () => {
    const { rows } = await sql<{ description: string; min_order_metres: number }>`
      SELECT description, min_order_metres FROM products WHERE id <= 300`.execute(api.database.db);
    for (const row of rows) {
      const stated = /Minimum order (\d+) metres/.exec(row.description);
      expect(row.min_order_metres).toBe(stated ? Number(stated[1]) : 1);
    }
    const { rows: counted } = await sql<{ laddered: number; total: number }>`
      SELECT count(DISTINCT v.product_id)::int AS laddered, (SELECT count(*)::int FROM products WHERE id <= 300) AS total
      FROM price_breaks b JOIN product_varieties v ON v.id = b.variety_id WHERE v.product_id <= 300`.execute(api.database.db);
    const share = counted[0]!.laddered / counted[0]!.total;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.45);
  });

  it('shows every colour’s breaks and the fabric’s minimum in the product answers', async () => {
    const colour = await laddered(1000, 20);
    const product = (await api.app.inject(`/api/product/${colour.productId}`)).json<{ data: Product }>().data;
    expect(product.minOrderMetres).toBe(20);
    const variety = product.productVarieties.find((item) => item.color === colour.color)!;
    expect(variety.priceTiers).toEqual([
      { minMetres: 50, pricepermeter: 232 },
      { minMetres: 200, pricepermeter: 215 },
    ]);
    const others = product.productVarieties.filter((item) => item.color !== colour.color);
    for (const other of others) expect(Array.isArray(other.priceTiers)).toBe(true);
  });

  it('prices a line at the highest break its metres reach: exactly at each break, and one metre below it', async () => {
    const token = await shop.buyer();
    const colour = await laddered();
    expect((await shop.addToCart(token, colour, 49)).statusCode).toBe(200);
    expect((await cart(token)).products[0]).toMatchObject({ quantity: 49, unitPrice: 245, itemPrice: 12_005 });
    expect((await update(token, colour, 50)).json<{ data: RestCart }>().data.products[0]).toMatchObject({
      unitPrice: 232,
      itemPrice: 11_600,
    });
    expect((await update(token, colour, 199)).json<{ data: RestCart }>().data.products[0]).toMatchObject({ unitPrice: 232 });
    expect((await update(token, colour, 200)).json<{ data: RestCart }>().data.products[0]).toMatchObject({
      unitPrice: 215,
      itemPrice: 43_000,
    });
    // Back under a break, back to its price.
    expect((await update(token, colour, 49)).json<{ data: RestCart }>().data.products[0]).toMatchObject({ unitPrice: 245 });
  });

  it('counts the metres of one fabric across its colours: 150 m of one and 150 m of another reach the 200 m break of each', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const first = await laddered();
    const { rows } = await sql<{ id: number; color: string }>`
      SELECT id, color FROM product_varieties WHERE product_id = ${Number(first.productId)} AND id <> ${first.varietyId} LIMIT 1`.execute(
      api.database.db,
    );
    const other = rows[0]!;
    await sql`DELETE FROM cart_lines WHERE variety_id = ${other.id}`.execute(api.database.db);
    await sql`UPDATE product_varieties SET stock = 1000, price_per_metre_paise = 24500, discounted_price_paise = NULL WHERE id = ${other.id}`.execute(
      api.database.db,
    );
    await sql`DELETE FROM price_breaks WHERE variety_id = ${other.id}`.execute(api.database.db);
    await sql`INSERT INTO price_breaks (variety_id, min_metres, price_per_metre_paise)
      VALUES (${other.id}, 50, 23200), (${other.id}, 200, 21500)`.execute(api.database.db);
    await api.app.catalogueChanges.refresh();
    const second: Colour = { ...first, color: other.color, varietyId: other.id };
    await shop.addToCart(token, first, 150);
    expect((await cart(token)).products[0]).toMatchObject({
      unitPrice: 232,
      fabricMetres: 150,
      appliedBreak: { minMetres: 50, price: 232 },
      nextBreak: { minMetres: 200, price: 215, metresMore: 50 },
    });
    await shop.addToCart(token, second, 150);
    expect((await cart(token)).products.map((line) => [line.color, line.unitPrice, line.fabricMetres])).toEqual([
      [first.color, 215, 300],
      [second.color, 215, 300],
    ]);
    // The answer says which break applies and what the next would take: the BFF prices nothing again.
    expect((await cart(token)).products[0]).toMatchObject({
      listPrice: 245,
      appliedBreak: { minMetres: 200, price: 215 },
      nextBreak: null,
    });
    // Fewer metres of one colour take both back under the break.
    expect((await update(token, second, 40)).json<{ data: RestCart }>().data.products.map((line) => line.unitPrice)).toEqual([232, 232]);
    await update(token, second, 150);
    const placed = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(placed.json<BuyAnswer>().orders.map((order) => order.item.price)).toEqual([32_250, 32_250]);
  });

  it.runIf(testDatabase.name === 'PostgreSQL')(
    "the cart's read sums each fabric's metres once for the cart, not once for each line",
    async () => {
      const email = `breaks.${Date.now()}@mill.example.in`;
      const token = await shop.buyer(email);
      for (let n = 0; n < 6; n++) await shop.addToCart(token, await shop.colour(100), 2);
      const { rows } = await sql<{ id: number }>`SELECT id FROM users WHERE email = ${email}`.execute(api.database.db);
      const plan = await planOf(api.database.db, cartRead.statement(api.database.db, { userId: rows[0]!.id, code: null }).compile(), {
        analyze: true,
      });
      const scans = plan.split('\n').filter((line) => /\bon cart_lines\b/.test(line));
      expect(scans.length, plan).toBeGreaterThan(0);
      // Summed again for each line, the cart's lines would be read once more for each of its 6 lines (loops=6).
      for (const scan of scans) expect(scan, plan).toMatch(/loops=1\)/);
    },
  );

  it('charges the break price at Place Order, to the paisa', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const colour = await laddered();
    await shop.addToCart(token, colour, 200);
    const placed = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(placed.statusCode).toBe(200);
    const order = placed.json<BuyAnswer>().orders[0]!;
    expect(order.item.price).toBe(43_000);
    expect(order.pricing).toMatchObject({ subTotal: 43_000, estimatedTax: 2150, total: 45_150 });
    expect(await shop.stockOf(colour)).toBe(800);
  });

  it('a discounted price below a break is kept: the line pays the lower of the two', async () => {
    const token = await shop.buyer();
    const colour = await laddered();
    await sql`UPDATE product_varieties SET discounted_price_paise = 22000 WHERE id = ${colour.varietyId}`.execute(api.database.db);
    await shop.addToCart(token, colour, 60);
    expect((await cart(token)).products[0]).toMatchObject({ unitPrice: 220 });
  });

  it('refuses a line below the fabric’s minimum when adding or changing it, and changes nothing', async () => {
    const token = await shop.buyer();
    const colour = await laddered(1000, 50);
    const below = await shop.addToCart(token, colour, 49);
    expect(below.statusCode).toBe(400);
    expect(below.json<{ message: string }>().message).toBe('Minimum order for this fabric is 50 metres');
    expect((await cart(token)).products).toEqual([]);
    expect((await shop.addToCart(token, colour, 50)).statusCode).toBe(200);
    const lowered = await update(token, colour, 49);
    expect(lowered.statusCode).toBe(400);
    expect(lowered.json<{ message: string }>().message).toBe('Minimum order for this fabric is 50 metres');
    expect((await cart(token)).products[0]).toMatchObject({ quantity: 50 });
    // Adding to a line counts what the line already holds.
    expect((await shop.addToCart(token, colour, 1)).statusCode).toBe(200);
    expect((await cart(token)).products[0]).toMatchObject({ quantity: 51 });
  });

  it('order again skips a line now below its fabric’s minimum, and a quick order refuses such a row', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const colour = await laddered(1000, 1);
    await shop.addToCart(token, colour, 10);
    const orderId = (await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>().orders[0]!._id;
    await sql`UPDATE products SET min_order_metres = 25 WHERE id = ${Number(colour.productId)}`.execute(api.database.db);
    const again = (await shop.call(token, 'POST', `/order/${orderId}/reorder`)).json<ReorderAnswer>();
    expect(again.added).toEqual([]);
    expect(again.skipped).toEqual([
      { productId: colour.productId, color: colour.color, reason: 'Minimum order for this fabric is 25 metres' },
    ]);

    const sheet = `productId,color,metres\n${colour.productId},${colour.color},24\n${colour.productId},${colour.color},1`;
    const answer = await api.app.inject({
      method: 'POST',
      url: '/api/user/cart/quick-order',
      headers: { 'content-type': 'text/csv', authorization: token },
      payload: sheet,
    });
    const rows = answer.json<QuickOrderAnswer>().rows;
    expect(rows[0]).toMatchObject({ status: 'refused', reason: 'Minimum order for this fabric is 25 metres' });
    // The second row alone is below the minimum too: the refused row above it added nothing.
    expect(rows[1]).toMatchObject({ status: 'refused', reason: 'Minimum order for this fabric is 25 metres' });
    expect((await cart(token)).products).toEqual([]);
  });
});

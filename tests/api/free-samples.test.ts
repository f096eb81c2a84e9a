import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import type { CartAnswer, RestCart } from '../../domain/rest/shopping.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

describe.each(testDatabases())('free samples on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });
  const shop = shoppers(api);

  const sample = (token: string, colour: Colour) =>
    shop.call(token, 'POST', '/user/add-sample', { productId: colour.productId, color: colour.color });
  const cart = async (token: string) => (await shop.call(token, 'GET', '/user/cart')).json<{ data: RestCart }>().data;
  const buy = (token: string, shipping?: string) =>
    shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery', ...(shipping ? { shipping: { _id: shipping } } : {}) });

  it('puts a sample line in the cart (price 0, quantity 1), exempt from the minimum, and takes no stock when ordered', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const colour = await shop.colour(40);
    await sql`UPDATE products SET min_order_metres = 100 WHERE id = ${Number(colour.productId)}`.execute(api.database.db);
    const added = await sample(token, colour);
    expect(added.statusCode).toBe(200);
    expect(added.json<CartAnswer>().msg).toBe('Free sample added to your cart');
    expect((await cart(token)).products).toMatchObject([{ color: colour.color, quantity: 1, unitPrice: 0, itemPrice: 0, isSample: true }]);
    // Samples alone pay the flat sample shipping, whatever the method: ₹99, no tax.
    const placed = await buy(token, 'express');
    expect(placed.statusCode).toBe(200);
    const order = placed.json<BuyAnswer>().orders[0]!;
    expect(order.item).toMatchObject({ quantity: 1, price: 0, isSample: true });
    expect(order.pricing).toMatchObject({ subTotal: 0, estimatedShippingHandling: 99, estimatedTax: 0, total: 99 });
    expect(await shop.stockOf(colour)).toBe(40);
    expect((await cart(token)).products).toEqual([]);
    const invoice = (await pdfText((await shop.call(token, 'GET', `/order/${order._id}/invoice.pdf`)).rawPayload)).replace(/\s+/g, ' ');
    expect(invoice).toContain('free sample cutting');
    expect(invoice).toContain('1 PCS');
    expect(invoice).toContain('Invoice total ₹99.00');
  });

  it('one free sample per colour per buyer ever: another colour of the fabric is welcome; the same colour twice, or after ordering it, is refused', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const colour = await shop.colour(40);
    const { rows } = await sql<{ color: string }>`
      SELECT color FROM product_varieties WHERE product_id = ${Number(colour.productId)} AND id <> ${colour.varietyId} LIMIT 1`.execute(
      api.database.db,
    );
    expect((await sample(token, colour)).statusCode).toBe(200);
    const again = await sample(token, colour);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(
      `A free sample of ${(await cart(token)).products[0]!.productId.name} in ${colour.color} is already in your cart: one per colour.`,
    );
    if (rows[0]) {
      const otherColour = await shop.call(token, 'POST', '/user/add-sample', { productId: colour.productId, color: rows[0].color });
      expect(otherColour.statusCode, 'a second shade of the same fabric').toBe(200);
      expect((await cart(token)).products.filter((line) => line.isSample)).toHaveLength(2);
    }
    expect((await buy(token)).statusCode).toBe(200);
    const after = await sample(token, colour);
    expect(after.statusCode).toBe(409);
    expect(after.json<{ message: string }>().message).toMatch(
      /^You have already had the free sample of .+ in .+: one per colour\. Order metres to buy more\.$/,
    );
    // Another buyer may have one.
    expect((await sample(await shop.buyer(), colour)).statusCode).toBe(200);
  });

  it('holds at most 5 sample lines in a cart; removing one makes room', async () => {
    const token = await shop.buyer();
    // Six colours of six different fabrics.
    const colours: Colour[] = [];
    while (colours.length < 6) {
      const colour = await shop.colour(10);
      if (!colours.some((other) => other.productId === colour.productId)) colours.push(colour);
    }
    for (const colour of colours.slice(0, 5)) expect((await sample(token, colour)).statusCode).toBe(200);
    const sixth = await sample(token, colours[5]!);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json<{ message: string }>().message).toBe('A cart holds at most 5 free samples: order these first, or remove one.');
    expect((await cart(token)).products).toHaveLength(5);
    const removed = await shop.call(token, 'POST', '/user/remove-sample', { productId: colours[0]!.productId, color: colours[0]!.color });
    expect(removed.json<CartAnswer>().msg).toBe('Sample removed from your cart');
    expect((await sample(token, colours[5]!)).statusCode).toBe(200);
    expect(
      (await shop.call(token, 'POST', '/user/remove-sample', { productId: colours[0]!.productId, color: colours[0]!.color })).statusCode,
    ).toBe(404);
  });

  it('samples beside metres ship free with them; the metres pay as ever', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const metres = await shop.colour(50, 20_000);
    const cutting = await shop.colour(50);
    await shop.addToCart(token, metres, 3);
    await sample(token, cutting);
    // The same colour may be in the cart as metres and as a sample.
    expect((await sample(token, metres)).statusCode).toBe(200);
    const summary = (await shop.call(token, 'GET', '/checkout/summary')).json<{
      pricing: { estimatedShippingHandling: number; total: number };
    }>();
    expect(summary.pricing).toMatchObject({ estimatedShippingHandling: 0, total: 630 });
    const placed = (await buy(token)).json<BuyAnswer>();
    expect(placed.orders).toHaveLength(3);
    expect(placed.pricing).toMatchObject({ subTotal: 600, estimatedShippingHandling: 0, estimatedTax: 30, total: 630 });
    expect(await shop.stockOf(metres)).toBe(47);
    expect(await shop.stockOf(cutting)).toBe(50);
  });

  it('two purchases at once with the same fabric’s sample: one order has it, the other is refused and places nothing', async () => {
    const colour = await shop.colour(40);
    const token = await shop.buyer();
    await shop.addAddress(token);
    await sample(token, colour);
    // A second claim slipped past the cart's check (as a concurrent purchase from another cart could): the key refuses it.
    const me = Number((await shop.call(token, 'GET', '/user/me')).json<{ data: { _id: string } }>().data._id);
    const placed = await buy(token);
    expect(placed.statusCode).toBe(200);
    await sql`INSERT INTO cart_samples (user_id, variety_id, product_id) VALUES (${me}, ${colour.varietyId}, ${Number(colour.productId)})`.execute(
      api.database.db,
    );
    const second = await buy(token);
    expect(second.statusCode).toBe(409);
    expect(
      (await sql<{ total: number }>`SELECT count(*)::int AS total FROM orders WHERE user_id = ${me}`.execute(api.database.db)).rows[0]!
        .total,
    ).toBe(1);
  });

  it('cancelling a sample order frees the fabric’s sample again and gives no metres back', async () => {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const colour = await shop.colour(40);
    await sample(token, colour);
    const order = (await buy(token)).json<BuyAnswer>().orders[0]!;
    const again = (await shop.call(token, 'POST', `/order/${order._id}/reorder`)).json<{
      added: unknown[];
      skipped: { reason: string }[];
    }>();
    expect(again.added).toEqual([]);
    expect(again.skipped[0]!.reason).toBe('A free sample is once per colour: order its metres from the product page.');
    const cancelled = await shop.call(token, 'PATCH', `/order/cancel/${order._id}`, { status: 'Cancelled' });
    expect(cancelled.statusCode).toBe(200);
    expect(await shop.stockOf(colour)).toBe(40);
    expect((await sample(token, colour)).statusCode).toBe(200);
  });
});

import fc from 'fast-check';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyAnswer, RestOrder } from '../../domain/rest/checkout.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import type { RestCart } from '../../domain/rest/shopping.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'line.kinds.desk@fabricmart.example.in';
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

/**
 * A colour's stock covers its metres over every kind of cart line (list price, quoted),
 * and a coupon discounts list-price lines only.
 */
describe.each(testDatabases())('cart line kinds on $name', (testDatabase) => {
  let operator = '';

  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR, QUOTE_REQUESTS_PER_HOUR: '1000000' }),
  });
  const shop = shoppers(api);
  beforeAll(async () => {
    // One buyer asks for many quotes in the property below: the hourly limit on quote requests is not what it tests.
    operator = await shop.buyer(OPERATOR);
  }, 120_000);

  const message = (answer: { json: <T>() => T }) => answer.json<{ message: string }>().message;
  const cart = async (token: string) => (await shop.call(token, 'GET', '/user/cart')).json<{ data: RestCart }>().data;
  const ordersOf = async (token: string) =>
    (await shop.call(token, 'GET', '/user/orderlist?limit=50')).json<{ orders: RestOrder[] }>().orders;

  /** A buyer's accepted quote of `metres` of the colour at `price` rupees a metre; its id. */
  async function acceptedQuote(token: string, colour: Colour, metres: number, price = 150) {
    const asked = await shop.call(token, 'POST', '/quotes', { lines: [{ productId: colour.productId, color: colour.color, metres }] });
    expect(asked.statusCode).toBe(201);
    const id = asked.json<{ data: RestQuote }>().data._id;
    const priced = await shop.call(operator, 'POST', `/admin/quotes/${id}/price`, {
      lines: [{ productId: colour.productId, color: colour.color, pricepermeter: price }],
      validUntil: inDays(7),
    });
    expect(priced.statusCode).toBe(200);
    return { id, accept: () => shop.call(token, 'POST', `/quotes/${id}/accept`) };
  }

  async function buyerWithAddress() {
    const token = await shop.buyer();
    await shop.addAddress(token);
    return token;
  }

  it('a quoted line and list-price metres of one colour: the cart refuses past the stock, and Place Order never sells more than it has', async () => {
    const token = await buyerWithAddress();
    const colour = await shop.colour(10);
    const quote = await acceptedQuote(token, colour, 8);
    expect((await quote.accept()).statusCode).toBe(200);

    const more = await shop.addToCart(token, colour, 8);
    expect(more.statusCode).toBe(409);
    expect(message(more)).toBe(`Your cart already holds 8 m of ${colour.color} at a quoted price: only 2 m more are in stock.`);
    expect((await cart(token)).products.map((line) => [line.quantity, line.quoteId])).toEqual([[8, quote.id]]);
    expect((await shop.addToCart(token, colour, 2)).statusCode).toBe(200);

    // A cart that holds too much anyway (written before this rule, or bought down since): Place Order sells nothing.
    await sql`UPDATE cart_lines SET quantity = 8 WHERE variety_id = ${colour.varietyId}`.execute(api.database.db);
    const refused = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toContain('for the 2 lines of it in your cart');
    expect(await shop.stockOf(colour)).toBe(10);
    expect(await ordersOf(token)).toHaveLength(0);

    await sql`UPDATE cart_lines SET quantity = 2 WHERE variety_id = ${colour.varietyId}`.execute(api.database.db);
    const placed = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(placed.statusCode).toBe(200);
    expect(await shop.stockOf(colour)).toBe(0);
  });

  it('two accepted quotes of one colour are counted together: the second is refused when the stock cannot cover both', async () => {
    const token = await buyerWithAddress();
    const colour = await shop.colour(10);
    const first = await acceptedQuote(token, colour, 6);
    const second = await acceptedQuote(token, colour, 6);
    expect((await first.accept()).statusCode).toBe(200);
    const refused = await second.accept();
    expect(refused.statusCode).toBe(409);
    expect(message(refused)).toBe(`Your cart already holds 12 m of ${colour.color} at a quoted price: no more metres are in stock.`);
    // The refused acceptance changed nothing: still Quoted, its line not in the cart.
    expect((await shop.call(token, 'GET', `/quotes/${second.id}`)).json<{ data: RestQuote }>().data.status).toBe('Quoted');
    expect((await cart(token)).products.map((line) => line.quoteId)).toEqual([first.id]);
  });

  it('a reorder and a quick order beside a quoted line count its metres', async () => {
    const token = await buyerWithAddress();
    const colour = await shop.colour(10);
    expect((await shop.addToCart(token, colour, 4)).statusCode).toBe(200);
    expect((await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).statusCode).toBe(200);
    const [order] = await ordersOf(token);
    // 6 m left; a quote holds 5 of them.
    expect((await (await acceptedQuote(token, colour, 5)).accept()).statusCode).toBe(200);

    const again = await shop.call(token, 'POST', `/order/${order!._id}/reorder`);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ skipped: { reason: string }[] }>().skipped).toEqual([expect.objectContaining({ reason: 'Only 1 metre in stock' })]);

    const sheet = `productId,color,metres\n${colour.productId},${colour.color},2\n`;
    const quick = await api.app.inject({
      method: 'POST',
      url: '/api/user/cart/quick-order',
      headers: { 'content-type': 'text/csv', authorization: token },
      payload: sheet,
    });
    expect(quick.statusCode).toBe(200);
    expect(quick.json<{ rows: { status: string; reason?: string }[] }>().rows).toEqual([
      expect.objectContaining({ status: 'refused', reason: 'Only 1 metre in stock' }),
    ]);
    expect((await cart(token)).products).toHaveLength(1);
  });

  it('a coupon takes nothing off quoted lines: refused on a cart of quoted lines only, and only the list-price lines are discounted', async () => {
    const token = await buyerWithAddress();
    const quotedColour = await shop.colour(1000, 30_000);
    const listColour = await shop.colour(1000, 20_000);
    expect((await (await acceptedQuote(token, quotedColour, 100, 250)).accept()).statusCode).toBe(200);

    const onlyQuoted = await shop.call(token, 'POST', '/user/apply-coupon', { couponCode: 'WELCOME10' });
    expect(onlyQuoted.statusCode).toBe(400);
    expect(message(onlyQuoted)).toBe('Coupons apply to fabric at list prices: the quoted prices in your cart are already negotiated.');

    expect((await shop.addToCart(token, listColour, 10)).statusCode).toBe(200);
    const applied = await shop.call(token, 'POST', '/user/apply-coupon', { couponCode: 'WELCOME10' });
    expect(applied.statusCode).toBe(200);
    const withCoupon = applied.json<{ data: RestCart }>().data;
    // ₹25,000 quoted + ₹2,000 at list price; 10% of ₹2,000 only.
    expect(withCoupon).toMatchObject({ subTotal: 27_000, discount: 200, totalPrice: 26_800 });
    const byKind = (quoted: boolean) => withCoupon.products.find((line) => (line.quoteId !== null) === quoted)!;
    expect(byKind(true)).toMatchObject({ couponDiscountedPrice: null, appliedCoupon: null });
    expect(byKind(false)).toMatchObject({ couponDiscountedPrice: 1_800, appliedCoupon: { code: 'WELCOME10' } });

    const summary = (await shop.call(token, 'GET', '/checkout/summary')).json<{ pricing: { discount: number; total: number } }>();
    expect(summary.pricing.discount).toBe(200);

    const placed = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(placed.statusCode).toBe(200);
    expect(placed.json<BuyAnswer>().pricing).toMatchObject({ subTotal: 27_000, discount: 200 });
    const orders = await ordersOf(token);
    const quotedOrder = orders.find((item) => item.quoteId !== null)!;
    const listOrder = orders.find((item) => item.quoteId === null)!;
    expect(quotedOrder).toMatchObject({ couponCode: null, pricing: { discount: 0 } });
    expect(listOrder).toMatchObject({ couponCode: 'WELCOME10', pricing: { discount: 200 } });
    // The operator's order page says the same.
    const desk = (await shop.call(operator, 'GET', `/admin/orders/${listOrder._id}`)).json<{ data: RestOrder }>().data;
    expect(desk).toMatchObject({ couponCode: 'WELCOME10', pricing: { discount: 200 } });
  });

  it('a coupon’s minimum cart counts list-price lines only', async () => {
    const token = await buyerWithAddress();
    const quotedColour = await shop.colour(1000, 30_000);
    const listColour = await shop.colour(1000, 20_000);
    expect((await (await acceptedQuote(token, quotedColour, 100, 250)).accept()).statusCode).toBe(200);
    expect((await shop.addToCart(token, listColour, 10)).statusCode).toBe(200);
    // FLAT500 needs ₹5,000: the cart is ₹27,000, but only ₹2,000 of it at list prices.
    const refused = await shop.call(token, 'POST', '/user/apply-coupon', { couponCode: 'FLAT500' });
    expect(refused.statusCode).toBe(400);
    expect(message(refused)).toBe('FLAT500 needs ₹5,000.00 or more of fabric at list prices (quoted lines do not count).');
  });

  it('property: whatever mix of list-price lines and accepted quotes a cart holds, Place Order never sells more than the stock', async () => {
    const token = await buyerWithAddress();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 12 }),
        fc.array(
          fc.oneof(
            fc.record({ kind: fc.constant('list' as const), metres: fc.integer({ min: 1, max: 12 }) }),
            fc.record({ kind: fc.constant('quoted' as const), metres: fc.integer({ min: 1, max: 12 }) }),
          ),
          {
            minLength: 1,
            maxLength: 4,
          },
        ),
        async (stock, steps) => {
          const colour = await shop.colour(1000);
          for (const step of steps) {
            if (step.kind === 'list') await shop.addToCart(token, colour, step.metres);
            else await (await acceptedQuote(token, colour, step.metres)).accept();
          }
          // Whatever the cart took in, the stock now falls under it (bought down by someone else).
          await sql`UPDATE product_varieties SET stock = ${stock} WHERE id = ${colour.varietyId}`.execute(api.database.db);
          const held = (await cart(token)).products
            .filter((line) => line.color === colour.color)
            .reduce((sum, line) => sum + line.quantity, 0);
          const answer = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
          const left = await shop.stockOf(colour);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(answer.statusCode).toBe(held <= stock ? 200 : 409);
          expect(left).toBe(held <= stock ? stock - held : stock);
          // The next run starts from an empty cart.
          for (const line of (await cart(token)).products)
            await shop.call(token, 'POST', '/user/remove-from-cart', {
              productId: line.productId._id,
              color: line.color,
              ...(line.quoteId ? { quoteId: line.quoteId } : {}),
            });
        },
      ),
      { numRuns: 15, seed: 20261126 },
    );
  }, 240_000);
});

import { describe, expect, it } from 'vitest';
import { countRoundTrips, type RoundTrips } from '../../api/db/round-trips.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';

/** The statements of the last request, counted as the server's /metrics counts them (BEGIN and COMMIT included). */
let last: RoundTrips | undefined;

async function sent<T>(call: () => Promise<T>): Promise<{ answer: T; trips: number; statements: string[] }> {
  last = undefined;
  const answer = await call();
  return { answer, trips: last!.count, statements: last!.statements! };
}

/** What a buyer's action costs in database statements: a fixed few, however many lines the cart holds. */
describe.each(testDatabases())('database round trips per buyer action on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, {
    hooks: (app) =>
      app.addHook('onRequest', (_request, _reply, done) => {
        last = countRoundTrips(done, true);
      }),
  });
  const shop = () => shoppers(api);
  // On PostgreSQL a transaction's BEGIN goes with its first statement (api/db/pg-exchanges.ts); PGlite's is its own.
  const begin = testDatabase.name === 'PostgreSQL' ? 0 : 1;

  /** A signed-in buyer with an address and a cart of `lines` colours, 2 m each. */
  async function cartOf(lines: number): Promise<{ token: string; colours: Colour[] }> {
    const { buyer, colour, addToCart, addAddress } = shop();
    const token = await buyer();
    await addAddress(token);
    const colours: Colour[] = [];
    for (let index = 0; index < lines; index++) colours.push(await colour(100));
    for (const each of colours) expect((await addToCart(token, each, 2)).statusCode).toBe(200);
    return { token, colours };
  }

  it('a cart change, a coupon, reading the cart and a move from the wishlist cost the same few statements for 1 line or 6', async () => {
    const { call, addToCart, colour } = shop();
    const costs: number[][] = [];
    for (const lines of [1, 6]) {
      const { token } = await cartOf(lines);
      const extra = await colour(100);
      const add = await sent(() => addToCart(token, extra, 2));
      expect(add.answer.statusCode).toBe(200);
      const coupon = await sent(() => call(token, 'POST', '/user/apply-coupon', { couponCode: 'WELCOME10' }));
      expect(coupon.answer.statusCode, coupon.answer.body).toBe(200);
      const read = await sent(() => call(token, 'GET', '/user/cart'));
      expect(read.answer.statusCode).toBe(200);
      // The buyer's session is cached (api/auth/session-cache.ts): the cart, its coupon and the buyer's uses of it are
      // one read.
      expect(read.statements).toHaveLength(1);
      // In one exchange (BEGIN,) the cart's lock with the colour read and its line written, and the cart read back;
      // COMMIT.
      expect(add.trips, add.statements.join('\n')).toBeLessThanOrEqual(2 + begin);
      // A coupon: (BEGIN,) the lock with the cart read and the coupon asked for; the coupon set with the COMMIT
      // (PGlite: its own COMMIT).
      expect(coupon.trips, coupon.statements.join('\n')).toBeLessThanOrEqual(2 + 2 * begin);
      // From the wishlist: as adding, the wishlist entry deleted with the COMMIT.
      const wished = await colour(100);
      expect((await call(token, 'POST', '/wishlist/add', { productId: wished.productId, color: wished.color })).statusCode).toBe(200);
      const move = await sent(() =>
        call(token, 'POST', '/wishlist/move-to-cart', { productId: wished.productId, color: wished.color, quantity: 2 }),
      );
      expect(move.answer.statusCode, move.answer.body).toBe(200);
      expect(move.trips, move.statements.join('\n')).toBeLessThanOrEqual(2 + 2 * begin);
      costs.push([add.trips, coupon.trips, read.trips, move.trips]);
    }
    expect(costs[1]).toEqual(costs[0]);
  });

  // A cached answer costs none (tests/api/metrics.test.ts).
  it('a product page not yet cached costs one statement: the product, one page of its reviews and their count', async () => {
    const { colour } = shop();
    const { productId } = await colour(100);
    // A review limit no other test asks for, so the answer cannot be cached yet.
    const page = await sent(() => api.app.inject(`/api/product/${productId}?reviewLimit=3`));
    expect(page.answer.statusCode).toBe(200);
    expect(page.answer.headers['x-cache']).not.toBe('hit');
    expect(page.answer.json().data).toMatchObject({ _id: String(productId), reviewPages: expect.any(Number) });
    expect(page.trips, page.statements.join('\n')).toBe(1);
  });

  it('Place Order costs the same statements for 2 lines or 8, a coupon with them', async () => {
    const { call } = shop();
    const costs: number[] = [];
    for (const lines of [2, 8]) {
      const { token } = await cartOf(lines);
      expect((await call(token, 'POST', '/user/apply-coupon', { couponCode: 'WELCOME10' })).statusCode).toBe(200);
      const order = await sent(() => call(token, 'POST', '/buy', { paymentMethod: 'UPI', upiId: 'asha@okaxis' }));
      expect(order.answer.statusCode, order.answer.body).toBe(200);
      expect(order.answer.json<{ orders: unknown[] }>().orders).toHaveLength(lines);
      costs.push(order.trips);
      // (BEGIN with) the cart's lock; the cart, address and company read together; the stock taken, the
      // coupon used and the cart emptied together; the orders written, the invoice numbered, the orders read back and
      // the queued jobs (the confirmation, the invoices and the capture, one statement) together, with COMMIT (on
      // PGlite, COMMIT is its own). The payment is captured and marked by its job, after the answer.
      expect(order.trips, order.statements.join('\n')).toBeLessThanOrEqual(4 + 2 * begin);
    }
    expect(costs[1]).toBe(costs[0]);
  });

  it('Place Order with an Idempotency-Key (as the checkout sends it) costs one more; a replay of it two in all', async () => {
    const { call } = shop();
    const { token } = await cartOf(3);
    const body = { paymentMethod: 'UPI', upiId: 'asha@okaxis' };
    const headers = { 'idempotency-key': `round-trips-${Date.now()}` };
    const order = await sent(() => call(token, 'POST', '/buy', body, headers));
    expect(order.answer.statusCode, order.answer.body).toBe(200);
    // As without a key, and the answer remembered with the COMMIT (PGlite: its own COMMIT); the remembered answer is
    // looked for, and the undo point set, in the cart lock's exchange.
    expect(order.trips, order.statements.join('\n')).toBeLessThanOrEqual(5 + 2 * begin);
    const replay = await sent(() => call(token, 'POST', '/buy', body, headers));
    expect(replay.answer.json()).toEqual(order.answer.json());
    // (BEGIN with) the cart's lock and the remembered answer; COMMIT.
    expect(replay.trips, replay.statements.join('\n')).toBeLessThanOrEqual(2 + begin);
  });
});

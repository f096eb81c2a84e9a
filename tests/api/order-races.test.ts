import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const BUYERS = 50;
const STOCK = 10;
const ROUNDS = 20;

describe.each(testDatabases())('Place Order under concurrency on $name', (testDatabase) => {
  let buyers: string[] = [];

  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });
  const shop = shoppers(api);
  beforeAll(async () => {
    buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const token = await shop.buyer();
        await shop.addAddress(token);
        return token;
      }),
    );
  }, 120_000);

  const placedOf = async (varietyId: number) =>
    (await sql<{ total: number }>`SELECT count(*)::int AS total FROM order_items WHERE variety_id = ${varietyId}`.execute(api.database.db))
      .rows[0]!.total;

  it(`${BUYERS} buyers race for ${STOCK} metres, 1 metre each, ${ROUNDS} rounds: exactly ${STOCK} orders, stock never below 0`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      // Everyone starts the round with only this colour in the cart (the losers of the last round still hold theirs).
      await sql`DELETE FROM cart_lines`.execute(api.database.db);
      const colour = await shop.colour(STOCK, 10_000 + round);
      for (const token of buyers) expect((await shop.addToCart(token, colour, 1)).statusCode).toBe(200);
      // In a random order, all at once.
      const order = buyers.map((token) => ({ token, key: Math.random() })).sort((a, b) => a.key - b.key);
      const answers = await Promise.all(order.map(({ token }) => shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(
        statuses.filter((status) => status === 200),
        `round ${round}`,
      ).toHaveLength(STOCK);
      expect(
        statuses.filter((status) => status !== 200).every((status) => status === 409),
        `round ${round}: ${statuses.join(',')}`,
      ).toBe(true);
      expect(await shop.stockOf(colour)).toBe(0);
      expect(await placedOf(colour.varietyId)).toBe(STOCK);
    }
  }, 300_000);

  it('200 concurrent retries of one Place Order with one Idempotency-Key place one order and all get the same answer', async () => {
    const token = buyers[0]!;
    await sql`DELETE FROM cart_lines`.execute(api.database.db);
    const colour = await shop.colour(500);
    await shop.addToCart(token, colour, 3);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' }, { 'idempotency-key': 'one-click-0001' }),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const purchases = new Set(answers.map((answer) => answer.json<BuyAnswer>().purchaseId));
    expect(purchases.size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await shop.stockOf(colour)).toBe(497);
    expect(await placedOf(colour.varietyId)).toBe(1);
  }, 120_000);
});

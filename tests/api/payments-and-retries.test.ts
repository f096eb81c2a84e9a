import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { simulatedPayments, type PaymentProvider } from '../../api/checkout/payment.js';
import type { Database } from '../../api/db/database.js';
import { MAX_TRANSACTION_ATTEMPTS, transaction } from '../../api/db/transaction.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const GOOD_CARD = { number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Asha Patel' };

/** The simulated provider, with a record of what it was asked, in order. */
function recordingPayments() {
  const simulated = simulatedPayments();
  const calls: string[] = [];
  const provider: PaymentProvider = {
    ...simulated,
    async authorise(request) {
      const result = await simulated.authorise(request);
      calls.push(result.ok ? `authorise ${result.paymentId}` : 'declined');
      return result;
    },
    async capture(paymentId) {
      if (failCaptures > 0) {
        failCaptures--;
        calls.push(`capture failed ${paymentId}`);
        throw new Error('the gateway did not answer');
      }
      calls.push(`capture ${paymentId}`);
    },
    void: async (paymentId) => void calls.push(`void ${paymentId}`),
  };
  let failCaptures = 0;
  return {
    provider,
    calls,
    /** The next `times` captures fail, as a gateway that did not answer. */
    failNextCaptures: (times: number) => void (failCaptures = times),
  };
}

/** Makes the next `times` inserts into orders fail with `code`, from inside the database (a sequence outlives rollbacks). */
async function failNextOrderInserts(database: Database, times: number, code: string) {
  await database.runScript(`
    DROP TRIGGER IF EXISTS fail_orders ON orders;
    DROP SEQUENCE IF EXISTS fail_orders_seq;
    CREATE SEQUENCE fail_orders_seq;
    CREATE OR REPLACE FUNCTION fail_orders() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF nextval('fail_orders_seq') <= ${times} THEN RAISE EXCEPTION 'forced by the test' USING ERRCODE = '${code}'; END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER fail_orders BEFORE INSERT ON orders FOR EACH ROW EXECUTE FUNCTION fail_orders();`);
}

describe.each(testDatabases())('payments and retried transactions on $name', (testDatabase) => {
  const payments = recordingPayments();

  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }),
    payments: payments.provider,
    jobs: { retries: 2, retryDelaySeconds: 1, expireSeconds: 30 },
  });
  const shop = shoppers(api);
  afterAll(async () => {
    await sql`DROP TRIGGER IF EXISTS fail_orders ON orders`.execute(api.database.db);
  });

  async function readyBuyer() {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const colour = await shop.colour(20);
    expect((await shop.addToCart(token, colour, 3)).statusCode).toBe(200);
    return { token, colour };
  }
  const buy = (token: string) => shop.call(token, 'POST', '/buy', { paymentMethod: 'Credit Card', card: GOOD_CARD });

  /** The purchase's orders: their payment and whether it is marked captured. */
  const capturedOf = async (purchase: string) =>
    (
      await sql<{
        payment_id: string;
        captured: boolean;
      }>`SELECT payment_id, payment_captured_at IS NOT NULL AS captured FROM orders
      WHERE purchase_number = ${purchase}`.execute(api.database.db)
    ).rows;

  it('authorises inside the transaction and captures once the orders are committed, after the answer', async () => {
    const { token } = await readyBuyer();
    payments.calls.length = 0;
    const answer = await buy(token);
    expect(answer.statusCode).toBe(200);
    const [authorised] = payments.calls;
    const paymentId = authorised!.split(' ')[1];
    await expect.poll(() => payments.calls).toEqual([authorised, `capture ${paymentId}`]);
    await expect.poll(() => capturedOf(answer.json<BuyAnswer>().purchaseId)).toEqual([{ payment_id: paymentId, captured: true }]);
  });

  it('a capture the gateway fails is tried again: the order stands, and its payment is captured once', async () => {
    const { token } = await readyBuyer();
    payments.calls.length = 0;
    payments.failNextCaptures(1);
    const answer = await buy(token);
    expect(answer.statusCode).toBe(200);
    const paymentId = payments.calls[0]!.split(' ')[1];
    const purchase = answer.json<BuyAnswer>().purchaseId;
    await expect.poll(() => payments.calls).toContain(`capture failed ${paymentId}`);
    expect(await capturedOf(purchase)).toEqual([{ payment_id: paymentId, captured: false }]);
    await expect.poll(() => capturedOf(purchase), { timeout: 15_000, interval: 200 }).toEqual([{ payment_id: paymentId, captured: true }]);
    expect(payments.calls.filter((call) => call === `capture ${paymentId}`)).toHaveLength(1);
  });

  it('a serialization failure after authorising is retried: the first hold is voided, one purchase is placed and captured', async () => {
    const { token, colour } = await readyBuyer();
    await failNextOrderInserts(api.database, 1, '40001');
    payments.calls.length = 0;
    const answer = await buy(token);
    expect(answer.statusCode, answer.body).toBe(200);
    await expect.poll(() => payments.calls).toHaveLength(4);
    const [first, voided, second, captured] = payments.calls;
    expect(voided).toBe(first!.replace('authorise', 'void'));
    expect(captured).toBe(second!.replace('authorise', 'capture'));
    expect(second).not.toBe(first);
    expect(await shop.stockOf(colour)).toBe(17);
    expect((await shop.call(token, 'GET', '/user/orderlist')).json<{ totalItems: number }>().totalItems).toBe(1);
  });

  it(`after ${MAX_TRANSACTION_ATTEMPTS} failed attempts the buyer is asked to try again (409), every hold is voided and nothing is placed`, async () => {
    const { token, colour } = await readyBuyer();
    await failNextOrderInserts(api.database, MAX_TRANSACTION_ATTEMPTS, '40P01');
    payments.calls.length = 0;
    const answer = await buy(token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<{ message: string }>().message).toBe('The store was busy with the same items just now. Please try again.');
    expect(payments.calls.filter((call) => call.startsWith('authorise'))).toHaveLength(MAX_TRANSACTION_ATTEMPTS);
    expect(payments.calls.filter((call) => call.startsWith('void'))).toHaveLength(MAX_TRANSACTION_ATTEMPTS);
    expect(payments.calls.filter((call) => call.startsWith('capture'))).toEqual([]);
    expect(await shop.stockOf(colour)).toBe(20);
    expect((await buy(token)).statusCode).toBe(200);
    // Its capture follows the answer.
    await expect.poll(() => payments.calls.filter((call) => call.startsWith('capture'))).toHaveLength(1);
  });

  it('a declined card holds nothing, so there is nothing to void', async () => {
    const { token } = await readyBuyer();
    payments.calls.length = 0;
    const declined = await shop.call(token, 'POST', '/buy', {
      paymentMethod: 'Credit Card',
      card: { ...GOOD_CARD, number: '4000 0000 0000 0002' },
    });
    expect(declined.statusCode).toBe(402);
    expect(payments.calls).toEqual(['declined']);
  });

  it.runIf(testDatabase.name === 'PostgreSQL')(
    'two transactions that lock the same rows in opposite orders: the deadlock is retried and both finish',
    async () => {
      const rows = (await sql<{ id: number }>`SELECT id FROM product_varieties ORDER BY id LIMIT 2`.execute(api.database.db)).rows.map(
        (row) => row.id,
      );
      let attempts = 0;
      let arrived = 0;
      let release: () => void = () => {};
      const bothHoldOne = new Promise<void>((resolve) => (release = resolve));
      const lockBoth = (first: number, second: number) =>
        transaction(api.database.db, async (trx) => {
          attempts++;
          await sql`SELECT id FROM product_varieties WHERE id = ${first} FOR UPDATE`.execute(trx);
          if (++arrived === 2) release();
          await bothHoldOne;
          await sql`SELECT id FROM product_varieties WHERE id = ${second} FOR UPDATE`.execute(trx);
          return first;
        });
      expect(await Promise.all([lockBoth(rows[0]!, rows[1]!), lockBoth(rows[1]!, rows[0]!)])).toEqual(rows);
      expect(attempts).toBe(3);
    },
    20_000,
  );
});

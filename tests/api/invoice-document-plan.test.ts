import { CompiledQuery, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { documentQuery } from '../../api/repositories/invoices.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { planOf } from '../support/plan-of.js';
import { testAuthConfig } from '../support/test-config.js';

/**
 * Orders the table is filled with, few of them cancelled (a sale's), each with a tracking entry or two: enough for
 * PostgreSQL to plan as it does in a sale.
 */
const OTHER_ORDERS = 10_000;

/** Rows each node of an EXPLAIN ANALYZE that reads order_tracking gave, times its loops, summed. */
const trackingRowsRead = (plan: string) =>
  plan
    .split('\n')
    .filter((line) => /on order_tracking\b/.test(line))
    .reduce((sum, line) => {
      const [, rows, loops] = /actual time=[\d.]+\.\.[\d.]+ rows=(\d+) loops=(\d+)/.exec(line) ?? [];
      return sum + Number(rows ?? 0) * Number(loops ?? 0);
    }, 0);

/**
 * An invoice's document (every download and every issue reads it) is found from its order by indexes alone: its cost
 * does not grow with the orders and cancellations of other buyers.
 */
describe.each(testDatabases().filter((database) => database.name === 'PostgreSQL'))(
  'the invoice document read on $name',
  (testDatabase) => {
    const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });
    const shop = shoppers(api);
    const { call } = shop;

    it(`reads only its own invoice's tracking among ${OTHER_ORDERS.toLocaleString('en-IN')} other orders, few of them cancelled`, async () => {
      const token = await shop.buyer();
      await shop.addAddress(token);
      await shop.addToCart(token, await shop.colour(100), 2);
      await shop.addToCart(token, await shop.colour(100), 3);
      const placed = (await call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })).json<BuyAnswer>();
      for (const order of placed.orders)
        expect(
          (await call(token, 'PATCH', `/order/cancel/${order._id}`, { status: 'Cancelled', message: 'Ordered twice' })).statusCode,
        ).toBe(200);
      const [first] = placed.orders;
      const { db } = api.database;
      // Copies of the first order, each its own invoice, with its tracking: every other one cancelled.
      await sql`
      WITH copies AS (
        INSERT INTO orders SELECT (jsonb_populate_record(o, jsonb_build_object('id', nextval(pg_get_serial_sequence('orders', 'id')),
          'order_number', 'FMB' || lpad(g::text, 8, '0'), 'invoice_number', 'B/' || g, 'purchase_number', 'PB' || lpad(g::text, 9, '0'),
          'stage', 'Ordered Placed'))).*
        FROM orders o, generate_series(1, ${OTHER_ORDERS}) g WHERE o.id = ${Number(first!._id)}
        RETURNING id)
      INSERT INTO order_tracking (order_id, status, message)
      SELECT id, 'Ordered Placed', 'Your order has been placed.' FROM copies
      UNION ALL SELECT id, 'Ongoing', 'Your order is ongoing.' FROM copies WHERE id % 2 = 0
      UNION ALL SELECT id, 'Cancelled', 'Cancelled by the buyer.' FROM copies WHERE id % 1000 = 0`.execute(db);
      await sql`ANALYZE orders`.execute(db);
      await sql`ANALYZE order_tracking`.execute(db);

      const document = (await documentQuery(Number(first!._id), undefined).execute(db)).rows[0];
      expect(document).toMatchObject({ invoice_number: first!.invoiceNumber, cancel_message: 'Ordered twice' });
      const compiled = documentQuery(Number(first!._id), undefined).compile(db);
      // As a read is sent (a named prepared statement, planned once for any order after its first few calls) and alone.
      const plans = [
        await db.connection().execute(async (connection) => {
          await sql`SET plan_cache_mode = force_generic_plan`.execute(connection);
          try {
            await connection.executeQuery(CompiledQuery.raw(`PREPARE invoice_document AS ${compiled.sql}`));
            const explained = await connection.executeQuery<Record<string, string>>(
              CompiledQuery.raw(
                `EXPLAIN (ANALYZE) EXECUTE invoice_document(${compiled.parameters.map((value) => Number(value)).join(', ')})`,
              ),
            );
            return explained.rows.map((row) => Object.values(row)[0]).join('\n');
          } finally {
            await sql`DEALLOCATE invoice_document`.execute(connection);
            await sql`RESET plan_cache_mode`.execute(connection);
          }
        }),
        await planOf(db, compiled, { analyze: true }),
        // And when the planner believes a join over every order's tracking is cheaper (statistics taken while the tables
        // were small, as in a sale's first minutes): a lookup from each of its orders is the only way it can go.
        await db.connection().execute(async (connection) => {
          await sql`SET enable_nestloop = off`.execute(connection);
          try {
            const explained = await connection.executeQuery<Record<string, string>>(
              CompiledQuery.raw(`EXPLAIN (ANALYZE) ${compiled.sql}`, [...compiled.parameters]),
            );
            return explained.rows.map((row) => Object.values(row)[0]).join('\n');
          } finally {
            await sql`RESET enable_nestloop`.execute(connection);
          }
        }),
      ];
      for (const plan of plans) {
        expect(plan).not.toMatch(/Seq Scan on order_tracking/);
        // Its two orders' newest Cancelled entries, a row or two each.
        expect(trackingRowsRead(plan), plan).toBeLessThanOrEqual(4);
      }
    }, 120_000);
  },
);

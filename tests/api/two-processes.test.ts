import { readdir } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { uploadsDir } from '../../api/photo-store.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import { apiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { TINY_PNG } from '../support/multipart.js';
import { saveProfilePicture } from '../support/profile-picture.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'operator.two@mill.example.in';
const postgres = testDatabases().find((database) => database.name === 'PostgreSQL');

/**
 * Two server processes over one PostgreSQL database, as two machines behind a load balancer: each app
 * here has its own connections (and so its own LISTEN for catalogue changes), its own caches and its own DATA_DIR.
 */
describe.runIf(postgres)('two processes over one PostgreSQL database', () => {
  const one = {} as { app: FastifyInstance; database: Database; dataDir: string };
  const two = {} as { app: FastifyInstance; database: Database; dataDir: string };
  const auth = testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR });
  const onOne = shoppers(one);
  const onTwo = shoppers(two);
  let operator = '';

  beforeAll(async () => {
    for (const side of [one, two]) {
      side.database = await postgres!.open();
      side.dataDir = tempDataDir();
      side.app = await apiApp(side.database, { auth, dataDir: side.dataDir });
    }
    operator = await onOne.buyer(OPERATOR);
  });
  afterAll(async () => {
    for (const side of [one, two]) {
      await side.app.close();
      await side.database.close();
    }
  });

  const savePicture = (side: typeof one, token: string) => saveProfilePicture(side.app, token);

  it('a session made on one works on the other, and a photo stored through one is served by the other', async () => {
    const token = await onOne.buyer();
    expect((await onTwo.call(token, 'GET', '/user/me')).statusCode).toBe(200);
    const first = await savePicture(one, token);
    const served = await two.app.inject(first);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);
    // Kept in the database, not in either process's DATA_DIR.
    expect(await readdir(uploadsDir(one.dataDir)).catch(() => [])).toEqual([]);
    // Replaced through the other process: the first picture is gone for both.
    const second = await savePicture(two, token);
    expect((await one.app.inject(second)).statusCode).toBe(200);
    expect((await one.app.inject(first)).statusCode).toBe(404);
    expect((await two.app.inject(first)).statusCode).toBe(404);
  });

  it('a session ended or blocked through one is refused by the other within 2 seconds, though the other had it cached', async () => {
    const me = async (token: string) => (await onTwo.call(token, 'GET', '/user/me')).statusCode;
    const signedOut = await onOne.buyer();
    const blockedEmail = `blocked.two.${Date.now()}@mill.example.in`;
    const blocked = await onOne.buyer(blockedEmail);
    for (const token of [signedOut, blocked]) expect([await me(token), await me(token)]).toEqual([200, 200]);
    expect((await onOne.call(signedOut, 'POST', '/user/logout')).statusCode).toBe(200);
    const found = await onOne.call(operator, 'GET', `/admin/buyers?q=${encodeURIComponent(blockedEmail)}`);
    const account = found.json<{ data: { _id: string; email: string }[] }>().data.find((buyer) => buyer.email === blockedEmail)!;
    expect((await onOne.call(operator, 'POST', `/admin/buyers/${account._id}/block`)).statusCode).toBe(200);
    await expect.poll(() => me(signedOut), { timeout: 2000, interval: 20 }).toBe(401);
    await expect.poll(() => me(blocked), { timeout: 2000, interval: 20 }).toBe(401);
  });

  it('a process whose subscription dropped forgets the sessions it cached: a sign-out it could not hear still ends', async () => {
    const token = await onOne.buyer();
    expect((await onTwo.call(token, 'GET', '/user/me')).statusCode).toBe(200);
    // Both processes' subscriptions cut, as a restarted database or a broken connection would.
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
      WHERE datname = current_database() AND query = 'LISTEN "session_changes"'`.execute(one.database.db);
    expect((await onOne.call(token, 'POST', '/user/logout')).statusCode).toBe(200);
    await expect.poll(async () => (await onTwo.call(token, 'GET', '/user/me')).statusCode, { timeout: 5000, interval: 50 }).toBe(401);
    // Subscribed again: a later sign-out is heard.
    const next = await onOne.buyer();
    expect((await onTwo.call(next, 'GET', '/user/me')).statusCode).toBe(200);
    await expect
      .poll(
        async () => {
          const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND query = 'LISTEN "session_changes"'`.execute(one.database.db);
          return rows[0]!.n;
        },
        { timeout: 5000 },
      )
      .toBe(2);
    expect((await onOne.call(next, 'POST', '/user/logout')).statusCode).toBe(200);
    await expect.poll(async () => (await onTwo.call(next, 'GET', '/user/me')).statusCode, { timeout: 2000, interval: 20 }).toBe(401);
  });

  it("an operator's stock change on one shows on the other within 2 seconds, though the other had cached the product", async () => {
    const colour = await onOne.colour(40);
    const stockOnTwo = async () => {
      const product = (await two.app.inject(`/api/product/${colour.productId}`)).json<{
        data: { productVarieties: { color: string; stock: number }[] };
      }>().data;
      return product.productVarieties.find((variety) => variety.color === colour.color)!.stock;
    };
    await expect.poll(stockOnTwo, { timeout: 2000 }).toBe(40);
    await stockOnTwo(); // now cached on the second process
    const changed = await onOne.call(operator, 'PUT', '/admin/stock', { productId: colour.productId, color: colour.color, stock: 17 });
    expect(changed.statusCode).toBe(200);
    const started = performance.now();
    await expect.poll(stockOnTwo, { timeout: 2000, interval: 25 }).toBe(17);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('buyers on both processes race for 6 metres, 1 metre each: exactly 6 orders, stock 0', async () => {
    const buyers = await Promise.all(
      Array.from({ length: 24 }, async () => {
        const token = await onOne.buyer();
        await onOne.addAddress(token);
        return token;
      }),
    );
    const colour = await onOne.colour(6, 12_345);
    for (const token of buyers) expect((await onTwo.addToCart(token, colour, 1)).statusCode).toBe(200);
    const answers = await Promise.all(
      buyers.map((token, index) => (index % 2 ? onOne : onTwo).call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(6);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(','),
    ).toBe(true);
    expect(await onOne.stockOf(colour)).toBe(0);
    const { rows } = await sql<{
      total: number;
    }>`SELECT count(*)::int AS total FROM order_items WHERE variety_id = ${colour.varietyId}`.execute(one.database.db);
    expect(rows[0]!.total).toBe(6);
  }, 120_000);

  it('one Idempotency-Key retried 100 times on each process places one order, and every answer is the same', async () => {
    const token = await onOne.buyer();
    await onOne.addAddress(token);
    const colour = await onOne.colour(500);
    await onOne.addToCart(token, colour, 3);
    const headers = { 'idempotency-key': `two-processes-${Date.now()}` };
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        (index % 2 ? onOne : onTwo).call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' }, headers),
      ),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.json<BuyAnswer>().purchaseId)).size).toBe(1);
    expect(await onOne.stockOf(colour)).toBe(497);
  }, 120_000);
});

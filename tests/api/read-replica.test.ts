import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../api/config.js';
import { CATALOGUE_READS, openDatabase } from '../../api/db/database.js';
import { buildServer } from '../../server/app.js';
import { copyOfTemplate } from '../support/fresh-postgres.js';
import { SURAT_ADDRESS } from '../support/buyers.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const READER = 'fabric_catalogue_reader';
const templateUrl = inject('postgresTemplateUrl');

/** Connections the reader role holds to `database` now. */
async function readerConnections(admin: pg.Client, database: string): Promise<number> {
  const { rows } = await admin.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM pg_stat_activity WHERE usename = $1 AND datname = $2',
    [READER, database],
  );
  return rows[0]!.total;
}

describe.skipIf(!templateUrl)('catalogue reads from a read replica (DATABASE_READ_URL) on PostgreSQL', () => {
  it('serves lists, product pages and categories through the read URL, writes nothing through it, and a buyer sees their own change at once', async () => {
    const url = await copyOfTemplate(templateUrl);
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    // A role that can only read, standing in for a replica of the same database.
    await admin.query(`DO $$ BEGIN CREATE ROLE ${READER} LOGIN; EXCEPTION WHEN duplicate_object THEN NULL; END $$`);
    await admin.query(`GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${READER}`);
    await admin.query(`ALTER ROLE ${READER} SET default_transaction_read_only = on`);
    const readUrl = new URL(url);
    readUrl.username = READER;
    const database = await openDatabase({ databaseUrl: url, readUrl: readUrl.href });
    const app = await buildServer({ database, auth: testAuthConfig({ OTP_IN_RESPONSE: 'true' }), dataDir: tempDataDir() });
    try {
      expect(await readerConnections(admin, name)).toBe(0);
      const list = await app.inject({ url: '/api/getAllProducts?limit=5&category=Cotton' });
      expect(list.statusCode).toBe(200);
      const product = list.json().data[0];
      expect((await app.inject({ url: `/api/product/${product._id}` })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/getAllProducts?search=poplin' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/categories' })).statusCode).toBe(200);
      expect(await readerConnections(admin, name)).toBeGreaterThan(0);

      // Signing up, a cart and an order are writes: they go to the primary, and the buyer reads them back at once.
      const email = `replica.${Date.now()}@mill.example.in`;
      const signup = (await app.inject({ method: 'POST', url: '/api/user/signup', payload: { email } })).json();
      const verified = await app.inject({
        method: 'POST',
        url: '/api/user/verifyOtp',
        payload: {
          type: 'signin',
          email,
          otp: signup.otp,
          challenge: signup.challenge,
          name: 'Replica Buyer',
          phone: '9876543210',
          password: 'Cotton@2026',
        },
      });
      expect(verified.statusCode).toBe(200);
      const authorization = verified.json().token as string;
      const { rows } = await admin.query<{ product_id: number; color: string }>(
        'UPDATE product_varieties SET stock = 500 WHERE id = (SELECT min(id) FROM product_varieties) RETURNING product_id, color',
      );
      await admin.query('UPDATE products SET min_order_metres = 1 WHERE id = $1', [rows[0]!.product_id]);
      const added = await app.inject({
        method: 'POST',
        url: '/api/user/add-to-cart',
        headers: { authorization },
        payload: { productId: String(rows[0]!.product_id), color: rows[0]!.color, quantity: 5 },
      });
      expect(added.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/user/cart', headers: { authorization } })).json().data.products).toHaveLength(1);
      expect(
        (await app.inject({ method: 'POST', url: '/api/address', headers: { authorization }, payload: SURAT_ADDRESS })).statusCode,
      ).toBe(200);
      const bought = await app.inject({
        method: 'POST',
        url: '/api/buy',
        headers: { authorization },
        payload: { paymentMethod: 'Cash on Delivery' },
      });
      expect(bought.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/user/orderlist', headers: { authorization } })).json().orders).toHaveLength(1);
    } finally {
      await app.close();
      await database.close();
      await admin.end();
    }
  });
});

describe.skipIf(!templateUrl)('the catalogue reads’ own pool on the primary (PG_CATALOGUE_POOL_SIZE)', () => {
  /** Connections of the catalogue pool to `database` now. */
  const catalogueConnections = async (admin: pg.Client, database: string) =>
    (
      await admin.query<{ total: number }>(
        'SELECT count(*)::int AS total FROM pg_stat_activity WHERE application_name = $1 AND datname = $2',
        [CATALOGUE_READS, database],
      )
    ).rows[0]!.total;

  it('reads lists and product pages through a pool of their own when asked for one, and through the primary’s by default', async () => {
    const url = await copyOfTemplate(templateUrl);
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    for (const cataloguePoolSize of [2, undefined]) {
      const database = await openDatabase({ databaseUrl: url, cataloguePoolSize });
      const app = await buildServer({ database, auth: testAuthConfig(), dataDir: tempDataDir() });
      try {
        const list = await app.inject({ url: '/api/getAllProducts?limit=5&category=Silk' });
        expect(list.statusCode).toBe(200);
        const product = await app.inject({ url: `/api/product/${list.json().data[0]._id}` });
        expect(product.json().data).toMatchObject({ _id: list.json().data[0]._id, reviewPages: expect.any(Number) });
        if (cataloguePoolSize) {
          expect(await catalogueConnections(admin, name)).toBeGreaterThan(0);
          expect(await catalogueConnections(admin, name)).toBeLessThanOrEqual(2);
          expect(database.poolUse!().catalogue!.total).toBeGreaterThan(0);
        } else {
          expect(await catalogueConnections(admin, name)).toBe(0);
          expect(database.poolUse!().catalogue).toBeUndefined();
        }
      } finally {
        await app.close();
        await database.close();
      }
    }
    await admin.end();
  });
});

describe('PG_CATALOGUE_POOL_SIZE', () => {
  it('is none by default, a whole number when set, and refused otherwise, saying why', () => {
    expect(loadConfig({}).cataloguePoolSize).toBe(0);
    expect(loadConfig({ PG_CATALOGUE_POOL_SIZE: '6' }).cataloguePoolSize).toBe(6);
    expect(() => loadConfig({ PG_CATALOGUE_POOL_SIZE: 'many' })).toThrow(
      'PG_CATALOGUE_POOL_SIZE must be a whole number from 0 to 500, got "many"',
    );
  });
});

describe('DATABASE_READ_URL', () => {
  it('is refused without DATABASE_URL, saying why', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://reader@replica.example.in/fabric' })).toThrow(
      'DATABASE_READ_URL needs DATABASE_URL: the embedded database has no replicas',
    );
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://app@primary.example.in/fabric',
        DATABASE_READ_URL: 'postgres://reader@replica.example.in/fabric',
      }).databaseReadUrl,
    ).toBe('postgres://reader@replica.example.in/fabric');
  });
});

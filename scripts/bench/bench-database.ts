import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../../api/db/database.js';
import { migrate } from '../../api/db/migrate.js';
import { compactCatalogue, seedCatalogue } from '../../api/seed/seed.js';

// Benchmark databases are seeded once and kept: PostgreSQL database fabric_bench_<N>, PGlite in data/bench/pglite-<N>;
// each run first puts every colour's stock back as it was seeded and compacts them (VACUUM FULL), so it starts from the
// same catalogue whatever ran before (a sale's orders would otherwise leave each run fewer colours to sell); bench:sale
// also clears earlier sales' buyers and orders.

const root = path.resolve(import.meta.dirname, '..', '..');

/**
 * The URL of PostgreSQL database fabric_bench_<products> on the server of `adminUrl`, migrated, seeded and compacted;
 * with `clearSales`, also without what earlier bench:sale runs left (clearSales below).
 */
export async function preparePostgres(adminUrl: string, products: number, options: { clearSales?: boolean } = {}): Promise<string> {
  const name = `fabric_bench_${products}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  await ensureSeeded(database, products, 'PostgreSQL');
  if (options.clearSales) await clearSales(database);
  await restoreStock(database);
  await compactCatalogue(database.db);
  await database.close();
  return url.href;
}

/** The DATA_DIR of an embedded database with `products` products, migrated, seeded and compacted. */
export async function preparePglite(products: number): Promise<string> {
  const dataDir = path.join(root, 'data', 'bench', `pglite-${products}`);
  mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await ensureSeeded(database, products, 'PGlite');
  await restoreStock(database);
  await compactCatalogue(database.db);
  await database.close();
  return dataDir;
}

async function ensureSeeded(database: Database, products: number, label: string): Promise<void> {
  await migrate(database);
  const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM products`.execute(database.db);
  if (rows[0]!.total === products) return;
  console.log(`Seeding ${products.toLocaleString('en-IN')} products into ${label} (once; kept for later runs)…`);
  await sql`DROP TABLE IF EXISTS bench_stock`.execute(database.db);
  await sql`TRUNCATE admin_activity, support_requests, order_tracking, order_items, orders, addresses, wishlist_items,
    cart_lines, carts, coupons, review_images, reviews, product_varieties, products, subcategories, categories,
    auth_events, one_time_codes, sessions, users RESTART IDENTITY CASCADE`.execute(database.db);
  await seedCatalogue(database.db, { products });
}

/**
 * What earlier bench:sale runs left: their buyers (with their sessions, carts, addresses and coupon uses), their
 * orders and invoices, sign-in codes and events, and the job queue's jobs; coupons counted again from what is left.
 * Each run then starts from the same database: kept, a run adds about 1,200 orders and 200 buyers, and the sixth and
 * seventh sessions' runs drifted slower with it.
 */
export async function clearSales(database: Database): Promise<void> {
  const cleared = await database.db.transaction().execute(async (trx) => {
    // Every bench:sale buyer signs up as sale.<time>.<n>.<random>@mill.example.in (scripts/bench-sale.ts).
    const saleEmail = 'sale.%@mill.example.in';
    const buyers = sql`SELECT id FROM users WHERE email LIKE ${saleEmail}`;
    await sql`DELETE FROM invoice_documents WHERE order_id IN (SELECT id FROM orders WHERE user_id IN (${buyers}))`.execute(trx);
    const orders = await sql`DELETE FROM orders WHERE user_id IN (${buyers})`.execute(trx);
    await sql`DELETE FROM auth_events WHERE subject LIKE ${saleEmail}`.execute(trx);
    await sql`DELETE FROM one_time_codes WHERE email LIKE ${saleEmail}`.execute(trx);
    const users = await sql`DELETE FROM users WHERE email LIKE ${saleEmail}`.execute(trx);
    await sql`UPDATE coupons c SET times_used = (SELECT count(*) FROM coupon_redemptions r WHERE r.coupon_id = c.id)`.execute(trx);
    await sql`DELETE FROM jobs.job`.execute(trx);
    await sql`DELETE FROM jobs.archive`.execute(trx);
    return { orders: Number(orders.numAffectedRows ?? 0), buyers: Number(users.numAffectedRows ?? 0) };
  });
  await sql`VACUUM ANALYZE`.execute(database.db);
  if (cleared.buyers > 0)
    console.log(
      `Cleared earlier sales: ${cleared.orders.toLocaleString('en-IN')} orders, ${cleared.buyers.toLocaleString('en-IN')} buyers.`,
    );
}

/**
 * Every colour's stock put back as it was when the database was first kept (table bench_stock, made then; a database
 * kept before it existed keeps its stock as first found).
 */
async function restoreStock(database: Database): Promise<void> {
  await sql`CREATE TABLE IF NOT EXISTS bench_stock AS SELECT id, stock FROM product_varieties`.execute(database.db);
  const restored = await sql`UPDATE product_varieties v SET stock = b.stock FROM bench_stock b
    WHERE b.id = v.id AND v.stock <> b.stock`.execute(database.db);
  const colours = Number(restored.numAffectedRows ?? 0);
  if (colours > 0) console.log(`Stock put back as seeded on ${colours.toLocaleString('en-IN')} colours.`);
}

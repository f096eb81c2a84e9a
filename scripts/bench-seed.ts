// npm run bench:seed -- [--products 100000]
// Seeds a fresh PostgreSQL database (admin URL from TEST_DATABASE_URL or DATABASE_URL) with `npm run db:seed`'s seed,
// and, as the baseline in the same run, another fresh database with the same rows by plain multi-row INSERTs.
// The budget: 100,000 products in at most 45 s on PostgreSQL on the 2-core machine.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../api/db/database.js';
import { migrate } from '../api/db/migrate.js';
import { generateProduct } from '../api/seed/generate.js';
import { insertReferenceData, seedCatalogue, settleCatalogue } from '../api/seed/seed.js';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
const products = Number(values.products);
const BUDGET_SECONDS = 45;
const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');

async function withFreshDatabase<T>(label: string, run: (database: Database) => Promise<T>): Promise<T> {
  const name = `fabric_bench_${label}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  try {
    await migrate(database);
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.end();
  }
}

/**
 * The baseline: the same rows as plain multi-row INSERT … VALUES statements, table by table in the natural order
 * (products, then their colours, breaks and reviews), with every trigger and key as the app has them, in one
 * transaction.
 */
async function plainInserts(database: Database, count: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await insertReferenceData(trx);
    // 1,000 products a statement keeps each under PostgreSQL's 65,535 parameters.
    for (let start = 1; start <= count; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, count - start + 1) }, (_, i) => generateProduct(start + i, 1));
      await trx
        .insertInto('products')
        .values(
          batch.map((p) => {
            const total = p.reviews.reduce((sum, r) => sum + r.rating, 0);
            return {
              id: p.id,
              name: p.name,
              description: p.description,
              category_id: p.categoryId,
              subcategory_id: p.subcategoryId,
              fabric_type: p.fabricType,
              pattern: p.pattern,
              yarn_count: p.yarnCount,
              construction: p.construction,
              end_use: p.endUse,
              gsm: p.gsm,
              width_inches: p.widthInches,
              created_at: p.createdAt,
              min_order_metres: p.minOrderMetres,
              rating_average: p.reviews.length ? Math.round((total / p.reviews.length) * 100) / 100 : 0,
              rating_count: p.reviews.length,
            };
          }),
        )
        .execute();
      const varieties = batch.flatMap((p) => p.varieties.map((v) => ({ productId: p.id, ...v })));
      const ids = await trx
        .insertInto('product_varieties')
        .values(
          varieties.map((v) => ({
            product_id: v.productId,
            position: v.position,
            color: v.color,
            color_hex: v.colorHex,
            images: v.images,
            stock: v.stock,
            price_per_metre_paise: v.pricePerMetrePaise,
            discounted_price_paise: v.discountedPricePaise,
          })),
        )
        .returning('id')
        .execute();
      const breaks = varieties.flatMap((v, index) =>
        v.priceBreaks.map((b) => ({ variety_id: ids[index]!.id, min_metres: b.minMetres, price_per_metre_paise: b.pricePaise })),
      );
      if (breaks.length > 0) await trx.insertInto('price_breaks').values(breaks).execute();
      const reviews = batch.flatMap((p) =>
        p.reviews.map((r) => ({
          product_id: p.id,
          user_id: r.reviewerIndex + 1,
          rating: r.rating,
          review: r.review,
          created_at: r.createdAt,
        })),
      );
      if (reviews.length > 0) await trx.insertInto('reviews').values(reviews).execute();
    }
  });
}

const seconds = (start: number) => (performance.now() - start) / 1000;

/** Seconds to write `products` products with `write`, then settle the tables for reading (VACUUM ANALYZE). */
const timed = (label: string, write: (database: Database) => Promise<void>) =>
  withFreshDatabase(label, async (database) => {
    const start = performance.now();
    await write(database);
    await settleCatalogue(database.db);
    return seconds(start);
  });

const seeded = await timed('seed', (database) => seedCatalogue(database.db, { products }));
const baseline = await timed('plain', (database) => plainInserts(database, products));

console.log(`Seeding ${products.toLocaleString('en-IN')} products on PostgreSQL (each ends with VACUUM ANALYZE)`);
console.table([
  {
    method: 'npm run db:seed (colours first, each product row written once)',
    seconds: Number(seeded.toFixed(1)),
    'products/s': Math.round(products / seeded),
  },
  {
    method: 'baseline: plain multi-row INSERTs, table by table',
    seconds: Number(baseline.toFixed(1)),
    'products/s': Math.round(products / baseline),
  },
]);
console.log(
  `Budget ${BUDGET_SECONDS} s: ${seeded <= BUDGET_SECONDS ? 'met' : 'MISSED'} (${seeded.toFixed(1)} s); ${(baseline / seeded).toFixed(1)}x the baseline's speed.`,
);

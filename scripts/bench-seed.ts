// npm run bench:seed -- [--products 100000] [--sample 2000]
// Seeds a fresh PostgreSQL database (admin URL from TEST_DATABASE_URL or DATABASE_URL) with the batched seed,
// and, as the baseline in the same run, one INSERT per row for a sample, scaled to the same size.
// The budget: 100k products in under 60 s on PostgreSQL.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase, type Database } from '../api/db/database.js';
import { migrate } from '../api/db/migrate.js';
import { CATEGORIES, REVIEWERS } from '../api/seed/catalogue-data.js';
import { generateProduct, PLACED_SUBCATEGORIES } from '../api/seed/generate.js';
import { compactCatalogue, seedCatalogue } from '../api/seed/seed.js';

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' }, sample: { type: 'string', default: '2000' } } });
const products = Number(values.products);
const sample = Math.min(products, Number(values.sample));
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

/** The baseline: the same rows, one INSERT statement each, in one transaction. */
async function rowByRow(database: Database, count: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    for (const [index, category] of CATEGORIES.entries())
      await trx
        .insertInto('categories')
        .values({ id: index + 1, name: category.name, position: index })
        .execute();
    for (const [index, sub] of PLACED_SUBCATEGORIES.entries())
      await trx.insertInto('subcategories').values({ id: sub.id, category_id: sub.categoryId, name: sub.name, position: index }).execute();
    for (const [index, name] of REVIEWERS.entries())
      await trx
        .insertInto('users')
        .values({ id: index + 1, name, email: `r${index}@buyers.example.in` })
        .execute();
    for (let id = 1; id <= count; id++) {
      const p = generateProduct(id, 1);
      await trx
        .insertInto('products')
        .values({
          id,
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
        })
        .execute();
      for (const v of p.varieties) {
        await trx
          .insertInto('product_varieties')
          .values({
            product_id: id,
            position: v.position,
            color: v.color,
            color_hex: v.colorHex,
            images: v.images,
            stock: v.stock,
            price_per_metre_paise: v.pricePerMetrePaise,
            discounted_price_paise: v.discountedPricePaise,
          })
          .execute();
      }
      for (const r of p.reviews) {
        await trx
          .insertInto('reviews')
          .values({ product_id: id, user_id: r.reviewerIndex + 1, rating: r.rating, review: r.review, created_at: r.createdAt })
          .execute();
      }
    }
  });
}

const seconds = (start: number) => (performance.now() - start) / 1000;

const batched = await withFreshDatabase('batched', async (database) => {
  const start = performance.now();
  await seedCatalogue(database.db, { products });
  await compactCatalogue(database.db);
  return seconds(start);
});
const baselineSample = await withFreshDatabase('rows', async (database) => {
  const start = performance.now();
  await rowByRow(database, sample);
  return seconds(start);
});
const baseline = baselineSample * (products / sample);

console.log(`Seeding ${products.toLocaleString('en-IN')} products on PostgreSQL`);
console.table([
  { method: 'batched unnest (npm run db:seed)', seconds: Number(batched.toFixed(1)), 'products/s': Math.round(products / batched) },
  {
    method: `baseline: one INSERT per row (${sample} measured, scaled)`,
    seconds: Number(baseline.toFixed(1)),
    'products/s': Math.round(products / baseline),
  },
]);
console.log(
  `Budget 60 s: ${batched < 60 ? 'met' : 'MISSED'} (${batched.toFixed(1)} s); ${(baseline / batched).toFixed(1)}x faster than the baseline.`,
);

import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { DEFAULT_HSN, HSN_BY_CATEGORY } from '../../domain/invoice.js';
import { CATEGORIES, REVIEWERS } from './catalogue-data.js';
import { generateProduct, PLACED_SUBCATEGORIES, type GeneratedProduct } from './generate.js';

export interface SeedOptions {
  products: number;
  seed?: number;
  batchSize?: number;
}

const pgArray = (items: string[]) => `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

async function insertReferenceData(trx: Transaction<DB>): Promise<void> {
  await trx
    .insertInto('categories')
    .values(
      CATEGORIES.map((category, index) => ({
        id: index + 1,
        name: category.name,
        position: index,
        hsn_code: HSN_BY_CATEGORY[category.name] ?? DEFAULT_HSN,
      })),
    )
    .execute();
  await trx
    .insertInto('subcategories')
    .values(PLACED_SUBCATEGORIES.map((sub, index) => ({ id: sub.id, category_id: sub.categoryId, name: sub.name, position: index })))
    .execute();
  await trx
    .insertInto('users')
    .values(
      REVIEWERS.map((name, index) => ({
        id: index + 1,
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@buyers.example.in`,
        can_sign_in: false,
      })),
    )
    .execute();
  await trx
    .insertInto('coupons')
    .values(
      COUPONS.map((coupon) => ({ ...coupon, starts_at: 'starts_at' in coupon ? coupon.starts_at : new Date('2025-01-01T00:00:00Z') })),
    )
    .execute();
}

/** The coupons the README lists: codes a buyer can try on any fresh catalogue. */
const COUPONS = [
  {
    code: 'WELCOME10',
    description: '10% off your order',
    kind: 'percent',
    value: 10,
    min_subtotal_paise: 0,
    max_discount_paise: null,
    per_buyer_limit: 1,
  },
  {
    code: 'FLAT500',
    description: '₹500 off orders of ₹5,000 or more',
    kind: 'flat',
    value: 50_000,
    min_subtotal_paise: 500_000,
    max_discount_paise: null,
    per_buyer_limit: 3,
  },
  {
    code: 'BULK15',
    description: '15% off orders of ₹25,000 or more, up to ₹10,000',
    kind: 'percent',
    value: 15,
    min_subtotal_paise: 2_500_000,
    max_discount_paise: 1_000_000,
    per_buyer_limit: 5,
  },
  {
    code: 'EXPIRED5',
    description: '5% off (an offer that has ended)',
    kind: 'percent',
    value: 5,
    min_subtotal_paise: 0,
    max_discount_paise: null,
    per_buyer_limit: 1,
    starts_at: new Date('2025-01-01T00:00:00Z'),
    ends_at: new Date('2025-06-30T18:30:00Z'),
  },
] as const;

async function insertBatch(trx: Transaction<DB>, products: GeneratedProduct[]): Promise<void> {
  const column = <T>(pick: (product: GeneratedProduct) => T) => products.map(pick);
  await sql`INSERT INTO products (id, name, description, category_id, subcategory_id, fabric_type, pattern,
      yarn_count, construction, end_use, gsm, width_inches, created_at, min_order_metres)
    SELECT * FROM unnest(${column((p) => p.id)}::int[], ${column((p) => p.name)}::text[],
      ${column((p) => p.description)}::text[], ${column((p) => p.categoryId)}::int[],
      ${column((p) => p.subcategoryId)}::int[], ${column((p) => p.fabricType)}::text[],
      ${column((p) => p.pattern)}::text[], ${column((p) => p.yarnCount)}::text[],
      ${column((p) => p.construction)}::text[], ${column((p) => p.endUse)}::text[],
      ${column((p) => p.gsm)}::int[], ${column((p) => p.widthInches)}::int[],
      ${column((p) => p.createdAt.toISOString())}::timestamptz[], ${column((p) => p.minOrderMetres)}::int[])`.execute(trx);

  const varieties = products.flatMap((p) => p.varieties.map((v) => ({ productId: p.id, ...v })));
  const vColumn = <T>(pick: (variety: (typeof varieties)[number]) => T) => varieties.map(pick);
  await sql`INSERT INTO product_varieties (product_id, position, color, color_hex, images, stock,
      price_per_metre_paise, discounted_price_paise)
    SELECT product_id, position, color, color_hex, images::text[], stock, price, discounted
    FROM unnest(${vColumn((v) => v.productId)}::int[], ${vColumn((v) => v.position)}::int[],
      ${vColumn((v) => v.color)}::text[], ${vColumn((v) => v.colorHex)}::text[],
      ${vColumn((v) => pgArray(v.images))}::text[], ${vColumn((v) => v.stock)}::int[],
      ${vColumn((v) => v.pricePerMetrePaise)}::int[], ${vColumn((v) => v.discountedPricePaise)}::int[])
      AS v(product_id, position, color, color_hex, images, stock, price, discounted)`.execute(trx);

  const breaks = varieties.flatMap((v) => v.priceBreaks.map((b) => ({ productId: v.productId, position: v.position, ...b })));
  if (breaks.length > 0) {
    const bColumn = <T>(pick: (tier: (typeof breaks)[number]) => T) => breaks.map(pick);
    await sql`INSERT INTO price_breaks (variety_id, min_metres, price_per_metre_paise)
      SELECT v.id, b.min_metres, b.price
      FROM unnest(${bColumn((b) => b.productId)}::int[], ${bColumn((b) => b.position)}::int[],
        ${bColumn((b) => b.minMetres)}::int[], ${bColumn((b) => b.pricePaise)}::int[]) AS b(product_id, position, min_metres, price)
      JOIN product_varieties v ON v.product_id = b.product_id AND v.position = b.position`.execute(trx);
  }

  const reviews = products.flatMap((p) => p.reviews.map((r) => ({ productId: p.id, ...r })));
  if (reviews.length === 0) return;
  const rColumn = <T>(pick: (review: (typeof reviews)[number]) => T) => reviews.map(pick);
  await sql`INSERT INTO reviews (product_id, user_id, rating, review, created_at)
    SELECT * FROM unnest(${rColumn((r) => r.productId)}::int[], ${rColumn((r) => r.reviewerIndex + 1)}::int[],
      ${rColumn((r) => r.rating)}::smallint[], ${rColumn((r) => r.review)}::text[],
      ${rColumn((r) => r.createdAt.toISOString())}::timestamptz[])`.execute(trx);
}

async function refreshRatingsAndSequences(trx: Transaction<DB>): Promise<void> {
  await sql`UPDATE products p SET rating_average = r.average, rating_count = r.total
    FROM (SELECT product_id, round(avg(rating), 2) AS average, count(*)::int AS total FROM reviews GROUP BY product_id) r
    WHERE p.id = r.product_id`.execute(trx);
  for (const table of ['categories', 'subcategories', 'users', 'products'] as const) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(trx);
  }
}

export async function isCatalogueEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return row.total === 0;
}

/** Seeds categories, reviewers and a deterministic catalogue into an empty database, all or nothing. */
export async function seedCatalogue(db: Kysely<DB>, options: SeedOptions): Promise<void> {
  const { products, seed = 1, batchSize = 2000 } = options;
  await db.transaction().execute(async (trx) => {
    await insertReferenceData(trx);
    for (let start = 1; start <= products; start += batchSize) {
      const end = Math.min(products, start + batchSize - 1);
      const batch = Array.from({ length: end - start + 1 }, (_, i) => generateProduct(start + i, seed));
      await insertBatch(trx, batch);
    }
    await refreshRatingsAndSequences(trx);
  });
}

/**
 * Rewrites the catalogue's tables without the row versions seeding leaves behind (each product row is written three
 * times: inserted, given its first colour's price, given its rating): 100,000 products shrink from about 500 MB to
 * 190 MB on PostgreSQL, so a page's reads touch far fewer blocks. A plain VACUUM after it marks every page all-visible
 * (VACUUM FULL does not), or the planner prices index-only scans as heap reads and picks sequential scans instead;
 * ANALYZE refreshes the statistics. VACUUM cannot run inside a transaction, so this comes after seedCatalogue().
 */
export async function compactCatalogue(db: Kysely<DB>): Promise<void> {
  await sql`VACUUM (FULL) products, product_varieties, reviews`.execute(db);
  await sql`VACUUM (ANALYZE) products, product_varieties, reviews`.execute(db);
}

/** Empties every catalogue and user table (for `db:seed --reset`). */
export async function clearDatabase(db: Kysely<DB>): Promise<void> {
  await sql`TRUNCATE support_requests, order_tracking, order_items, orders, addresses, wishlist_items, cart_lines,
    carts, coupons, review_images, reviews, product_varieties, products, subcategories, categories,
    auth_events, one_time_codes, sessions, users RESTART IDENTITY CASCADE`.execute(db);
}

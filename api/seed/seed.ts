import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types.js';
import { DEFAULT_HSN, HSN_BY_CATEGORY } from '../../domain/invoice.js';
import { listedVariety } from '../../domain/product.js';
import { CATEGORIES, REVIEWERS } from './catalogue-data.js';
import { generateProduct, PLACED_SUBCATEGORIES, type GeneratedProduct, type GeneratedVariety } from './generate.js';

export interface SeedOptions {
  products: number;
  seed?: number;
  batchSize?: number;
}

const pgArray = (items: string[]) => `{${items.map((item) => `"${item.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Categories, subcategories, the reviewers and the README's coupons: what every catalogue stands on. */
export async function insertReferenceData(trx: Transaction<DB>): Promise<void> {
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

/**
 * One batch, each product row written once: its colours, their price breaks and its reviews go in first, then the
 * products, with the listed colour's price, deal flag and stock (the cheapest colour in stock: domain/product.ts's
 * listedVariety, the rule migration 0013's trigger follows) and the rating read from the reviews just written, so the BEFORE INSERT trigger builds each answer
 * (list_json) from everything it shows. (Colours first needs the foreign keys to
 * products lifted: seedCatalogue() does that.) Colour ids are given here, from firstVarietyId, so that the breaks
 * can name them.
 */
async function insertBatch(trx: Transaction<DB>, products: GeneratedProduct[], firstVarietyId: number): Promise<number> {
  let nextId = firstVarietyId;
  const varieties = products.flatMap((p) => p.varieties.map((v) => ({ id: nextId++, productId: p.id, ...v })));
  const vColumn = <T>(pick: (variety: (typeof varieties)[number]) => T) => varieties.map(pick);
  await sql`INSERT INTO product_varieties (id, product_id, position, color, color_hex, images, stock,
      price_per_metre_paise, discounted_price_paise)
    SELECT id, product_id, position, color, color_hex, images::text[], stock, price, discounted
    FROM unnest(${vColumn((v) => v.id)}::int[], ${vColumn((v) => v.productId)}::int[], ${vColumn((v) => v.position)}::int[],
      ${vColumn((v) => v.color)}::text[], ${vColumn((v) => v.colorHex)}::text[],
      ${vColumn((v) => pgArray(v.images))}::text[], ${vColumn((v) => v.stock)}::int[],
      ${vColumn((v) => v.pricePerMetrePaise)}::int[], ${vColumn((v) => v.discountedPricePaise)}::int[])
      AS v(id, product_id, position, color, color_hex, images, stock, price, discounted)`.execute(trx);

  const breaks = varieties.flatMap((v) => v.priceBreaks.map((b) => ({ varietyId: v.id, ...b })));
  if (breaks.length > 0) {
    const bColumn = <T>(pick: (tier: (typeof breaks)[number]) => T) => breaks.map(pick);
    await sql`INSERT INTO price_breaks (variety_id, min_metres, price_per_metre_paise)
      SELECT * FROM unnest(${bColumn((b) => b.varietyId)}::int[], ${bColumn((b) => b.minMetres)}::int[],
        ${bColumn((b) => b.pricePaise)}::int[])`.execute(trx);
  }

  const reviews = products.flatMap((p) => p.reviews.map((r) => ({ productId: p.id, ...r })));
  if (reviews.length > 0) {
    const rColumn = <T>(pick: (review: (typeof reviews)[number]) => T) => reviews.map(pick);
    await sql`INSERT INTO reviews (product_id, user_id, rating, review, created_at)
      SELECT * FROM unnest(${rColumn((r) => r.productId)}::int[], ${rColumn((r) => r.reviewerIndex + 1)}::int[],
        ${rColumn((r) => r.rating)}::smallint[], ${rColumn((r) => r.review)}::text[],
        ${rColumn((r) => r.createdAt.toISOString())}::timestamptz[])`.execute(trx);
  }

  const column = <T>(pick: (product: GeneratedProduct) => T) => products.map(pick);
  const shownPrice = (v: GeneratedVariety) => v.discountedPricePaise ?? v.pricePerMetrePaise;
  const listed = products.map((p) => p.varieties[listedVariety(p.varieties.map((v) => ({ stock: v.stock, price: shownPrice(v) })))]!);
  const [first, last] = [products[0]!.id, products[products.length - 1]!.id];
  await sql`INSERT INTO products (id, name, description, category_id, subcategory_id, fabric_type, pattern,
      yarn_count, construction, end_use, gsm, width_inches, created_at, min_order_metres,
      shown_price_paise, is_deal, first_stock, rating_average, rating_count)
    SELECT p.*, coalesce(r.average, 0), coalesce(r.total, 0)
    FROM unnest(${column((p) => p.id)}::int[], ${column((p) => p.name)}::text[],
      ${column((p) => p.description)}::text[], ${column((p) => p.categoryId)}::int[],
      ${column((p) => p.subcategoryId)}::int[], ${column((p) => p.fabricType)}::text[],
      ${column((p) => p.pattern)}::text[], ${column((p) => p.yarnCount)}::text[],
      ${column((p) => p.construction)}::text[], ${column((p) => p.endUse)}::text[],
      ${column((p) => p.gsm)}::int[], ${column((p) => p.widthInches)}::int[],
      ${column((p) => p.createdAt.toISOString())}::timestamptz[], ${column((p) => p.minOrderMetres)}::int[],
      ${listed.map(shownPrice)}::int[], ${listed.map((v) => v.discountedPricePaise !== null)}::boolean[],
      ${listed.map((v) => v.stock)}::int[]) AS p(id)
    LEFT JOIN (SELECT product_id, round(avg(rating), 2) AS average, count(*)::int AS total FROM reviews
      WHERE product_id BETWEEN ${first} AND ${last} GROUP BY product_id) r ON r.product_id = p.id`.execute(trx);
  return nextId;
}

/**
 * While a seed writes colours before their products, what would get in its way steps aside, and each step returns
 * how to put it back: the foreign keys from colours and reviews to products (added back, they check every row in
 * one pass); the colours' and breaks' triggers that bring their products up to date (there are no products yet: the
 * seed writes them after, complete); and the products' own indexes, built once at the end instead of row by row.
 * These are DDL, inside the seed's transaction: other sessions wait for it rather than see a half-seeded catalogue.
 */
async function liftProductKeys(trx: Transaction<DB>): Promise<() => Promise<void>> {
  const keys = await sql<{ tab: string; name: string; definition: string }>`
    SELECT conrelid::regclass::text AS tab, conname AS name, pg_get_constraintdef(oid) AS definition
    FROM pg_constraint
    WHERE contype = 'f' AND confrelid = 'products'::regclass
      AND conrelid IN ('product_varieties'::regclass, 'reviews'::regclass)`.execute(trx);
  for (const key of keys.rows) await sql`ALTER TABLE ${sql.table(key.tab)} DROP CONSTRAINT ${sql.ref(key.name)}`.execute(trx);
  return async () => {
    for (const key of keys.rows)
      await sql`ALTER TABLE ${sql.table(key.tab)} ADD CONSTRAINT ${sql.ref(key.name)} ${sql.raw(key.definition)}`.execute(trx);
  };
}

const FOLLOWING_TRIGGERS = [
  ['product_varieties', 'product_varieties_inserted'],
  ['price_breaks', 'price_breaks_inserted'],
] as const;

async function quietFollowingTriggers(trx: Transaction<DB>): Promise<() => Promise<void>> {
  for (const [table, trigger] of FOLLOWING_TRIGGERS)
    await sql`ALTER TABLE ${sql.table(table)} DISABLE TRIGGER ${sql.ref(trigger)}`.execute(trx);
  return async () => {
    for (const [table, trigger] of FOLLOWING_TRIGGERS)
      await sql`ALTER TABLE ${sql.table(table)} ENABLE TRIGGER ${sql.ref(trigger)}`.execute(trx);
  };
}

/** The products' indexes that no constraint owns (the primary key stays: the colours' rows are checked against it). */
async function setAsideProductIndexes(trx: Transaction<DB>): Promise<() => Promise<void>> {
  const indexes = await sql<{ name: string; definition: string }>`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = 'products'
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE conrelid = 'products'::regclass)`.execute(trx);
  for (const index of indexes.rows) await sql`DROP INDEX ${sql.ref(index.name)}`.execute(trx);
  return async () => {
    for (const index of indexes.rows) await sql.raw(index.definition).execute(trx);
  };
}

async function refreshSequences(trx: Transaction<DB>): Promise<void> {
  for (const table of ['categories', 'subcategories', 'users', 'products', 'product_varieties'] as const) {
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
    const putBack = [await liftProductKeys(trx), await quietFollowingTriggers(trx), await setAsideProductIndexes(trx)];
    const last = await sql<{ id: number }>`SELECT coalesce(max(id), 0)::int AS id FROM product_varieties`.execute(trx);
    let varietyId = last.rows[0]!.id + 1;
    for (let start = 1; start <= products; start += batchSize) {
      const end = Math.min(products, start + batchSize - 1);
      const batch = Array.from({ length: end - start + 1 }, (_, i) => generateProduct(start + i, seed));
      varietyId = await insertBatch(trx, batch, varietyId);
    }
    for (const step of putBack) await step();
    await refreshSequences(trx);
  });
}

/**
 * After seeding, outside its transaction (VACUUM cannot run in one): a plain VACUUM marks every page all-visible, or
 * the planner prices index-only scans as heap reads and picks sequential scans instead; ANALYZE refreshes the
 * statistics. Seeding writes each row once, so there is nothing to compact.
 */
export async function settleCatalogue(db: Kysely<DB>): Promise<void> {
  await sql`VACUUM (ANALYZE) products, product_varieties, price_breaks, reviews`.execute(db);
}

/**
 * Rewrites the catalogue's tables without the dead row versions that writes leave behind (a benchmark database
 * reused by many runs), so a page's reads touch as few blocks as after a fresh seed, then settles them. VACUUM FULL
 * does not mark pages all-visible: the plain VACUUM after it does.
 */
export async function compactCatalogue(db: Kysely<DB>): Promise<void> {
  await sql`VACUUM (FULL) products, product_varieties, price_breaks, reviews`.execute(db);
  await settleCatalogue(db);
}

/** Empties every catalogue and user table (for `db:seed --reset`). */
export async function clearDatabase(db: Kysely<DB>): Promise<void> {
  await sql`TRUNCATE support_requests, order_tracking, order_items, orders, addresses, wishlist_items, cart_lines,
    carts, coupons, review_images, reviews, product_varieties, products, subcategories, categories,
    auth_events, one_time_codes, sessions, users RESTART IDENTITY CASCADE`.execute(db);
}

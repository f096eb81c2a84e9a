import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { withApiApp } from '../support/api-app.js';
import { testDatabases } from '../support/databases.js';

/**
 * Each case: a query string, and the same filter written as plain SQL over the tables,
 * independent of the repository's query builder.
 */
const cases: { query: string; where: string }[] = [
  { query: '', where: 'true' },
  { query: 'rating=4', where: 'p.rating_average >= 4' },
  { query: 'rating=1', where: 'p.rating_average >= 1' },
  { query: 'priceRange=0-50', where: 'first.price >= 0 AND first.price < 5000' },
  { query: 'priceRange=100-200', where: 'first.price >= 10000 AND first.price < 20000' },
  { query: 'priceRange=500-1000', where: 'first.price >= 50000 AND first.price < 100000' },
  { query: 'priceRange=1000-', where: 'first.price >= 100000' },
  { query: 'bestDeals=true', where: 'first.discounted IS NOT NULL' },
  { query: 'category=Cotton', where: "c.name = 'Cotton'" },
  { query: 'category=Silk,Denim', where: "c.name IN ('Silk', 'Denim')" },
  { query: 'subCategory=Poplin,Mulmul', where: "s.name IN ('Poplin', 'Mulmul')" },
  { query: 'category=Cotton,Linen&subCategory=Poplin', where: "s.name = 'Poplin' OR c.name = 'Linen'" },
  { query: 'weight=120', where: 'p.gsm <= 120' },
  { query: 'weight=400', where: 'p.gsm <= 400' },
  { query: 'count=40x40', where: "p.yarn_count = '40x40'" },
  { query: 'construction=60x60', where: "p.construction = '60x60'" },
  { query: 'endUse=Shirting', where: "p.end_use = 'Shirting'" },
  { query: 'endUse=Shirting,Ethnic%20%2F%20Dresses', where: "p.end_use IN ('Shirting', 'Ethnic / Dresses')" },
  { query: 'search=poplin', where: "doc ~* '\\mpoplin'" },
  { query: 'search=COTT%20check', where: "doc ~* '\\mcott' AND doc ~* '\\mcheck'" },
  { query: 'search=zzzznothing', where: 'false' },
  // What a buyer means: a misspelt word reads as the nearest word products hold, a word every product is narrows
  // nothing, a count as the trade says it finds that yarn.
  { query: 'search=cotten', where: "doc ~* '\\mcotton\\M'" },
  { query: 'search=LINNEN', where: "doc ~* '\\mlinen\\M'" },
  { query: 'search=chandery%20silk', where: "doc ~* '\\mchanderi\\M' AND doc ~* '\\msilk'" },
  { query: 'search=denim%20fabric', where: "doc ~* '\\mdenim'" },
  { query: 'search=cotton%20fabric', where: "doc ~* '\\mcotton'" },
  { query: 'search=40s', where: "p.yarn_count ~ '(^|\\D)40(\\D|$)'" },
  { query: 'search=40s%20poplin', where: "p.yarn_count ~ '(^|\\D)40(\\D|$)' AND doc ~* '\\mpoplin'" },
  {
    query: 'category=Cotton&rating=3&priceRange=50-200&weight=150&bestDeals=true',
    where:
      "c.name = 'Cotton' AND p.rating_average >= 3 AND first.price >= 5000 AND first.price < 20000 AND p.gsm <= 150 AND first.discounted IS NOT NULL",
  },
];

/** Each sort and the same order in plain SQL (ties as the index reads them). */
const sorts = [
  { sort: 'newest', order: 'p.id DESC' },
  { sort: 'price-asc', order: 'first.price ASC, p.id ASC' },
  { sort: 'price-desc', order: 'first.price DESC, p.id DESC' },
  { sort: 'rating', order: 'p.rating_average DESC, p.id DESC' },
];

async function expectedIds(database: Database, where: string, order = 'p.id DESC'): Promise<number[]> {
  const result = await sql<{ id: number }>`
    SELECT p.id FROM products p
    JOIN categories c ON c.id = p.category_id
    LEFT JOIN subcategories s ON s.id = p.subcategory_id
    -- Listed at its cheapest colour in stock (the cheapest of all when none is).
    CROSS JOIN LATERAL (SELECT coalesce(discounted_price_paise, price_per_metre_paise) AS price, discounted_price_paise AS discounted
          FROM product_varieties v WHERE v.product_id = p.id
          ORDER BY v.stock > 0 DESC, coalesce(discounted_price_paise, price_per_metre_paise), v.position LIMIT 1) first
    CROSS JOIN LATERAL (SELECT p.name || ' ' || p.fabric_type || ' ' || p.pattern || ' ' || p.description AS doc) d
    WHERE ${sql.raw(where)}
    ORDER BY ${sql.raw(order)}`.execute(database.db);
  return result.rows.map((row) => Number(row.id));
}

describe.each(testDatabases())('GET /api/getAllProducts on $name', (testDatabase) => {
  const api = withApiApp(testDatabase);

  it.each(cases)('?$query matches exactly what SQL finds', async ({ query, where }) => {
    const expected = await expectedIds(api.database, where);
    const response = await api.app.inject(`/api/getAllProducts?limit=100&${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ data: { _id: string }[]; totalProducts: number; totalPage: number }>();
    expect(body.totalProducts).toBe(expected.length);
    expect(body.totalPage).toBe(Math.ceil(expected.length / 100));
    expect(body.data.map((product) => Number(product._id))).toEqual(expected.slice(0, 100));
  });

  it.each(sorts)('?sort=$sort orders every product, and a filtered search, as SQL does', async ({ sort, order }) => {
    for (const [query, where] of [
      ['', 'true'],
      ['category=Cotton&search=cotton', "c.name = 'Cotton' AND doc ~* '\\mcotton'"],
    ] as const) {
      const expected = await expectedIds(api.database, where, order);
      const body = (await api.app.inject(`/api/getAllProducts?limit=100&sort=${sort}&${query}`)).json<{
        data: { _id: string }[];
        totalProducts: number;
      }>();
      expect(body.totalProducts, query).toBe(expected.length);
      expect(
        body.data.map((product) => Number(product._id)),
        `${sort} ${query}`,
      ).toEqual(expected.slice(0, 100));
    }
  });

  it('finds a product renamed since by a misspelling of its new name, and nothing for a word near no word', async () => {
    const [{ id }] = (
      await sql<{
        id: number;
      }>`UPDATE products SET name = 'Quetzalweave Brocade' WHERE id = (SELECT min(id) FROM products) RETURNING id`.execute(api.database.db)
    ).rows as [{ id: number }];
    const found = async (search: string) =>
      (await api.app.inject(`/api/getAllProducts?limit=100&search=${search}`))
        .json<{ data: { _id: string }[] }>()
        .data.map((product) => Number(product._id));
    await expect.poll(() => found('quetzelweave%20brocad')).toEqual([id]);
    expect(await found('qqqqqq')).toEqual([]);
  });

  it('refuses an order it does not know, in one sentence', async () => {
    const response = await api.app.inject('/api/getAllProducts?sort=cheapest');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('querystring/sort must be equal to one of the allowed values');
  });

  it('every filter case but the empty ones finds something, so the comparisons mean something', async () => {
    for (const { query, where } of cases.filter((c) => c.where !== 'false')) {
      expect((await expectedIds(api.database, where)).length, query).toBeGreaterThan(0);
    }
  });

  it('pages by 12 by default: page 2 holds the 13th to 24th products', async () => {
    const all = await expectedIds(api.database, 'true');
    const body = (await api.app.inject('/api/getAllProducts?page=2')).json<{ data: { _id: string }[]; totalPage: number }>();
    expect(body.data.map((product) => Number(product._id))).toEqual(all.slice(12, 24));
    expect(body.totalPage).toBe(Math.ceil(all.length / 12));
    const beyond = (await api.app.inject(`/api/getAllProducts?page=${body.totalPage + 1}`)).json<{ data: unknown[] }>();
    expect(beyond.data).toEqual([]);
  });

  it('shapes products as SPEC §3 describes, with rupee prices', async () => {
    const body = (await api.app.inject('/api/getAllProducts?limit=1')).json<{ data: Record<string, unknown>[] }>();
    const product = body.data[0]!;
    expect(Object.keys(product)).toEqual(
      expect.arrayContaining([
        '_id',
        'name',
        'description',
        'category',
        'fabricType',
        'pattern',
        'count',
        'construction',
        'endUse',
        'averageRating',
        'productVarieties',
      ]),
    );
    const id = Number(product._id);
    const variety = await sql<{ price_per_metre_paise: number; discounted_price_paise: number | null; color: string }>`
      SELECT price_per_metre_paise, discounted_price_paise, color FROM product_varieties WHERE product_id = ${id} AND position = 0`.execute(
      api.database.db,
    );
    const first = (product.productVarieties as Record<string, unknown>[])[0]!;
    expect(first.pricepermeter).toBe(variety.rows[0]!.price_per_metre_paise / 100);
    expect(first.discountedPrice).toBe(
      variety.rows[0]!.discounted_price_paise === null ? null : variety.rows[0]!.discounted_price_paise / 100,
    );
    expect(first.color).toBe(variety.rows[0]!.color);
    expect((product.category as { categoryName: string }[])[0]!.categoryName).toEqual(expect.any(String));
  });

  it('GET /api/product/{id} returns the product with its reviews, and 404 for none', async () => {
    const withReviews = await sql<{ product_id: number; total: number }>`
      SELECT product_id, count(*)::int AS total FROM reviews GROUP BY product_id ORDER BY product_id LIMIT 1`.execute(api.database.db);
    const { product_id: id, total } = withReviews.rows[0]!;
    const response = await api.app.inject(`/api/product/${id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { _id: string; rating: { value: number; userId: { name: string } }[]; reviewCount: number } }>();
    expect(data._id).toBe(String(id));
    expect(data.rating).toHaveLength(total);
    expect(data.reviewCount).toBe(total);
    expect(data.rating[0]!.value).toBeGreaterThanOrEqual(1);
    expect(data.rating[0]!.userId.name).not.toBe('');
    expect((await api.app.inject('/api/product/999999')).statusCode).toBe(404);
    expect((await api.app.inject('/api/product/abc')).statusCode).toBe(400);
  });
});

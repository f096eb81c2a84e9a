import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { CONSTRUCTIONS, END_USES, YARN_COUNTS } from '../../domain/catalogue.js';
import { migrate } from '../../api/db/migrate.js';
import { generateProduct } from '../../api/seed/generate.js';
import { withApiApp } from '../support/api-app.js';
import { TEST_CATALOGUE_SIZE } from '../support/catalogue-size.js';
import { testDatabases } from '../support/databases.js';

describe.each(testDatabases())('catalogue on $name', (testDatabase) => {
  const api = withApiApp(testDatabase);

  it('GET /api/categories lists at least 12 categories with their subcategories', async () => {
    const { data } = (await api.app.inject('/api/categories')).json<{
      data: { name: string; subCategory: { subCategoryName: string }[] }[];
    }>();
    expect(data.length).toBeGreaterThanOrEqual(12);
    const cotton = data.find((category) => category.name === 'Cotton')!;
    expect(cotton.subCategory.map((sub) => sub.subCategoryName)).toEqual(expect.arrayContaining(['Cambric', 'Poplin', 'Voile', 'Mulmul']));
    for (const category of data) expect(category.subCategory.length).toBeGreaterThan(0);
    const names = (await api.app.inject('/api/categories/array')).json<{ data: string[] }>().data;
    expect(names).toEqual(data.map((category) => category.name));
  });

  it('seeds a realistic catalogue: 2-6 colours each, SPEC §9 lists, GSM 50-400, reviews that match the averages', async () => {
    const {
      rows: [stats],
    } = await sql<Record<string, number>>`
      SELECT (SELECT count(*)::int FROM products) AS products,
             (SELECT min(n)::int FROM (SELECT count(*) AS n FROM product_varieties GROUP BY product_id) v) AS min_colours,
             (SELECT max(n)::int FROM (SELECT count(*) AS n FROM product_varieties GROUP BY product_id) v) AS max_colours,
             (SELECT min(gsm) FROM products) AS min_gsm, (SELECT max(gsm) FROM products) AS max_gsm,
             (SELECT count(*)::int FROM reviews) AS reviews,
             (SELECT count(*)::int FROM products p WHERE p.rating_count <> (SELECT count(*) FROM reviews r WHERE r.product_id = p.id)) AS wrong_counts,
             (SELECT count(DISTINCT end_use)::int FROM products) AS end_uses`.execute(api.database.db);
    expect(stats).toMatchObject({
      products: TEST_CATALOGUE_SIZE,
      min_colours: 2,
      max_colours: 6,
      wrong_counts: 0,
      end_uses: END_USES.length,
    });
    expect(stats!.min_gsm).toBeGreaterThanOrEqual(50);
    expect(stats!.max_gsm).toBeLessThanOrEqual(400);
    expect(stats!.reviews).toBeGreaterThan(TEST_CATALOGUE_SIZE);
    const lists = await sql<{ yarn_count: string; construction: string }>`SELECT DISTINCT yarn_count, construction FROM products`.execute(
      api.database.db,
    );
    for (const row of lists.rows) {
      expect(YARN_COUNTS).toContain(row.yarn_count);
      expect(CONSTRUCTIONS).toContain(row.construction);
    }
  });

  it('the generator is deterministic', () => {
    expect(generateProduct(42, 1)).toEqual(generateProduct(42, 1));
    expect(generateProduct(42, 1)).not.toEqual(generateProduct(42, 2));
  });

  it('gives every fabric of a 100,000-product catalogue its own name', () => {
    const names = new Set(Array.from({ length: 100_000 }, (_, index) => generateProduct(index + 1, 1).name));
    expect(names.size).toBe(100_000);
    expect(generateProduct(42, 1).name).toMatch(/^[A-Z][\w &'-]+ · Art\. 42$/);
  });

  it('migrating again changes nothing', async () => {
    expect(await migrate(api.database)).toEqual([]);
  });

  it('the schema refuses negative stock, ratings outside 1-5 and a subcategory of another category', async () => {
    await expect(sql`UPDATE product_varieties SET stock = -1 WHERE id = 1`.execute(api.database.db)).rejects.toThrow(/check/i);
    await expect(
      sql`INSERT INTO reviews (product_id, user_id, rating, review) VALUES (1, 1, 6, 'x')`.execute(api.database.db),
    ).rejects.toThrow(/check/i);
    await expect(
      sql`UPDATE product_varieties SET discounted_price_paise = price_per_metre_paise WHERE id = 1`.execute(api.database.db),
    ).rejects.toThrow(/check/i);
    const linen = await sql<{
      id: number;
    }>`SELECT s.id FROM subcategories s JOIN categories c ON c.id = s.category_id WHERE c.name = 'Linen' LIMIT 1`.execute(api.database.db);
    await expect(
      sql`UPDATE products SET subcategory_id = ${linen.rows[0]!.id} WHERE category_id = (SELECT id FROM categories WHERE name = 'Cotton') AND id = (SELECT min(id) FROM products WHERE category_id = (SELECT id FROM categories WHERE name = 'Cotton'))`.execute(
        api.database.db,
      ),
    ).rejects.toThrow(/foreign key/i);
  });

  it('serves swatches as cacheable SVG, the same picture for the same URL', async () => {
    const { data } = (await api.app.inject('/api/getAllProducts?limit=1')).json<{ data: { productVarieties: { images: string[] }[] }[] }>();
    const url = data[0]!.productVarieties[0]!.images[0]!;
    const first = await api.app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(first.body).toMatch(/^<svg /);
    expect((await api.app.inject(url)).body).toBe(first.body);
    expect((await api.app.inject('/api/swatches/notafabric-ffffff-1-0.svg')).statusCode).toBe(400);
  });

  it('GET /api/reviews gives the newest reviews of several products at once, as GET /product/{id} orders them', async () => {
    const response = await api.app.inject('/api/reviews?productIds=3,1,2,1&limit=2');
    expect(response.statusCode).toBe(200);
    const { data } = response.json<{ data: { productId: string; reviews: { _id: string }[] }[] }>();
    expect(data.map((entry) => entry.productId)).toEqual(['3', '1', '2']);
    for (const entry of data) {
      const detail = (await api.app.inject(`/api/product/${entry.productId}`)).json<{ data: { rating: { _id: string }[] } }>();
      expect(entry.reviews.map((review) => review._id)).toEqual(detail.data.rating.slice(0, 2).map((review) => review._id));
    }
    for (const bad of [
      'productIds=',
      'productIds=abc',
      'productIds=0',
      `productIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
      'productIds=1&limit=51',
    ]) {
      expect((await api.app.inject(`/api/reviews?${bad}`)).statusCode).toBe(400);
    }
  });
});

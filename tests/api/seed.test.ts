import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../support/databases.js';

// The seed writes colours, breaks and reviews before their products and each product row once (seeding at
// scale), instead of letting the triggers rewrite it. What a buyer sees must be what the triggers would have made:
// each product is listed at its cheapest colour in stock (migration 0013's products_follow_colours).
describe.each(testDatabases())('the seeded catalogue on $name', (testDatabase) => {
  it("every product's answer, listed price, deal flag, stock and rating agree with its colours and reviews", async () => {
    const database = await testDatabase.open();
    try {
      const { rows } = await sql<{ products: number; wrong: number }>`
        SELECT count(*)::int AS products, count(*) FILTER (WHERE
          p.list_json <> product_json(p)
          OR (p.shown_price_paise, p.is_deal, p.first_stock) IS DISTINCT FROM (f.shown_price_paise, f.deal, f.stock)
          OR (p.rating_average, p.rating_count) IS DISTINCT FROM (r.average, r.total)
        )::int AS wrong
        FROM products p
        LEFT JOIN LATERAL (
          SELECT v.shown_price_paise, v.discounted_price_paise IS NOT NULL AS deal, v.stock
          FROM product_varieties v WHERE v.product_id = p.id
          ORDER BY v.stock > 0 DESC, v.shown_price_paise, v.position LIMIT 1) f ON true
        LEFT JOIN LATERAL (
          SELECT coalesce(round(avg(rating), 2), 0) AS average, count(*)::int AS total FROM reviews WHERE product_id = p.id) r ON true`.execute(
        database.db,
      );
      expect(rows[0]!.products).toBeGreaterThanOrEqual(300);
      expect(rows[0]!.wrong).toBe(0);
      // Some answers carry price breaks and some products have reviews, so both paths above were checked.
      const { rows: shown } = await sql<{ tiers: number; rated: number }>`
        SELECT count(*) FILTER (WHERE list_json LIKE '%"minMetres"%')::int AS tiers,
          count(*) FILTER (WHERE rating_count > 0)::int AS rated FROM products`.execute(database.db);
      expect(shown[0]!.tiers).toBeGreaterThan(0);
      expect(shown[0]!.rated).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('the keys from colours and reviews to products are back, and new colours take ids after the seeded ones', async () => {
    const database = await testDatabase.open();
    try {
      const { rows: keys } = await sql<{ tab: string }>`
        SELECT conrelid::regclass::text AS tab FROM pg_constraint
        WHERE contype = 'f' AND confrelid = 'products'::regclass AND conrelid IN ('product_varieties'::regclass, 'reviews'::regclass)
        ORDER BY 1`.execute(database.db);
      expect(keys.map((key) => key.tab)).toEqual(['product_varieties', 'reviews']);
      await expect(
        sql`INSERT INTO reviews (product_id, user_id, rating, review) VALUES (999999999, 1, 5, 'x')`.execute(database.db),
      ).rejects.toThrow(/foreign key/);
      const { rows } = await sql<{ next: string; highest: number }>`
        SELECT pg_sequence_last_value(pg_get_serial_sequence('product_varieties', 'id')::regclass)::text AS next,
          (SELECT max(id) FROM product_varieties) AS highest`.execute(database.db);
      expect(Number(rows[0]!.next)).toBeGreaterThanOrEqual(rows[0]!.highest);
    } finally {
      await database.close();
    }
  });
});

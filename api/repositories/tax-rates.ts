import { sql, type Kysely, type Transaction } from 'kysely';
import { SEEDED_TAX_PERCENT } from '../../domain/tax-rates.js';
import type { DB } from '../db/types.js';

/** The GST rate of a product's category's HSN heading, the seeded rate when none is set: for a cart line's select. */
export const taxPercentOf = (productId: string) =>
  sql<number>`coalesce((SELECT r.rate_percent FROM products tp JOIN categories tc ON tc.id = tp.category_id
    JOIN tax_rates r ON r.hsn_code = coalesce(tp.hsn_code, tc.hsn_code) WHERE tp.id = ${sql.ref(productId)}), ${SEEDED_TAX_PERCENT})`;

/** The HSN heading of a product: its own, else its category's; for a cart line's select. */
export const hsnCodeOf = (productId: string) =>
  sql<string>`(SELECT coalesce(hp.hsn_code, hc.hsn_code) FROM products hp JOIN categories hc ON hc.id = hp.category_id WHERE hp.id = ${sql.ref(productId)})`;

/** GST rates by HSN heading: every heading a category files under, with its rate and the categories under it. */
export function createTaxRateRepository(db: Kysely<DB>) {
  return {
    /** Every heading a category files under or a fabric states as its own, with the fabrics that state it. */
    list: async () =>
      (
        await sql<{ hsn_code: string; rate_percent: number; categories: string[]; updated_at: Date | null; fabrics: number }>`
          WITH headings AS (
            SELECT hsn_code, name AS category, position FROM categories
            UNION ALL
            SELECT DISTINCT hsn_code, NULL::text, NULL::int FROM products WHERE hsn_code IS NOT NULL
          )
          SELECT h.hsn_code,
                 coalesce(max(r.rate_percent), ${SEEDED_TAX_PERCENT})::int AS rate_percent,
                 coalesce(array_agg(h.category ORDER BY h.position, h.category) FILTER (WHERE h.category IS NOT NULL), '{}') AS categories,
                 max(r.updated_at) AS updated_at,
                 (SELECT count(*) FROM products p WHERE p.hsn_code = h.hsn_code)::int AS fabrics
          FROM headings h LEFT JOIN tax_rates r ON r.hsn_code = h.hsn_code
          GROUP BY h.hsn_code
          ORDER BY h.hsn_code`.execute(db)
      ).rows,

    /** Whether some category or fabric files under the heading. */
    inUse: async (trx: Transaction<DB>, hsn: string) =>
      (await trx.selectFrom('categories').select('id').where('hsn_code', '=', hsn).limit(1).executeTakeFirst()) !== undefined ||
      (await trx.selectFrom('products').select('id').where('hsn_code', '=', hsn).limit(1).executeTakeFirst()) !== undefined,

    /** Sets the heading's rate; answers the rate it had (locked until the transaction ends), or the seeded one. */
    async set(trx: Transaction<DB>, hsn: string, rate: number): Promise<number> {
      const before = await trx.selectFrom('tax_rates').select('rate_percent').where('hsn_code', '=', hsn).forUpdate().executeTakeFirst();
      await trx
        .insertInto('tax_rates')
        .values({ hsn_code: hsn, rate_percent: rate })
        .onConflict((conflict) => conflict.column('hsn_code').doUpdateSet({ rate_percent: rate, updated_at: sql`now()` }))
        .execute();
      return before?.rate_percent ?? SEEDED_TAX_PERCENT;
    },
  };
}

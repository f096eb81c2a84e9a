import { sql, type Kysely, type Transaction } from 'kysely';
import { SEEDED_TAX_PERCENT } from '../../domain/tax-rates.js';
import type { DB } from '../db/types.js';

/** The HSN heading of the product row `product` (an alias in the select): its own, else its category's. */
export const hsnCodeOf = (product: string) =>
  sql<string>`coalesce(${sql.ref(`${product}.hsn_code`)}, (SELECT hc.hsn_code FROM categories hc WHERE hc.id = ${sql.ref(`${product}.category_id`)}))`;

/**
 * The GST rate of the HSN heading of the product row `product` (an alias in the select), the seeded rate when none is
 * set: for a cart or quote line's select. It reads the row already joined, so a cart's read plans fewer tables.
 */
export const taxPercentOf = (product: string) =>
  sql<number>`coalesce((SELECT r.rate_percent FROM tax_rates r WHERE r.hsn_code = ${hsnCodeOf(product)}), ${SEEDED_TAX_PERCENT})`;

/** The GST rate of each HSN heading. */
export interface TaxRateRepository {
  /** Every heading a category files under or a fabric states as its own, with the fabrics that state it. */
  list(): Promise<{ hsn_code: string; rate_percent: number; categories: string[]; updated_at: Date | null; fabrics: number }[]>;
  /** Whether some category or fabric files under the heading. */
  inUse(trx: Transaction<DB>, hsn: string): Promise<boolean>;
  /** Sets the heading's rate; answers the rate it had (locked until the transaction ends), or the seeded one. */
  set(trx: Transaction<DB>, hsn: string, rate: number): Promise<number>;
}

/** GST rates by HSN heading: every heading a category files under, with its rate and the categories under it. */
export function createTaxRateRepository(db: Kysely<DB>): TaxRateRepository {
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

import { sql, type Kysely, type Transaction } from 'kysely';
import { SEEDED_TAX_PERCENT } from '../../domain/tax-rates.js';
import type { DB } from '../db/types.js';

/** The GST rate of a product's category's HSN heading, the seeded rate when none is set: for a cart line's select. */
export const taxPercentOf = (productId: string) =>
  sql<number>`coalesce((SELECT r.rate_percent FROM products tp JOIN categories tc ON tc.id = tp.category_id
    JOIN tax_rates r ON r.hsn_code = tc.hsn_code WHERE tp.id = ${sql.ref(productId)}), ${SEEDED_TAX_PERCENT})`;

/** The HSN heading of a product's category, for a cart line's select. */
export const hsnCodeOf = (productId: string) =>
  sql<string>`(SELECT hc.hsn_code FROM products hp JOIN categories hc ON hc.id = hp.category_id WHERE hp.id = ${sql.ref(productId)})`;

/** GST rates by HSN heading: every heading a category files under, with its rate and the categories under it. */
export function createTaxRateRepository(db: Kysely<DB>) {
  return {
    list: () =>
      db
        .selectFrom('categories as c')
        .leftJoin('tax_rates as r', 'r.hsn_code', 'c.hsn_code')
        .select([
          'c.hsn_code',
          sql<number>`coalesce(max(r.rate_percent), ${SEEDED_TAX_PERCENT})`.as('rate_percent'),
          sql<string[]>`array_agg(c.name ORDER BY c.position, c.name)`.as('categories'),
          sql<Date | null>`max(r.updated_at)`.as('updated_at'),
        ])
        .groupBy('c.hsn_code')
        .orderBy('c.hsn_code')
        .execute(),

    /** Whether some category files under the heading. */
    inUse: async (trx: Transaction<DB>, hsn: string) =>
      (await trx.selectFrom('categories').select('id').where('hsn_code', '=', hsn).limit(1).executeTakeFirst()) !== undefined,

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

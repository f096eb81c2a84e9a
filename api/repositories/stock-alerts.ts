import { sql, type Transaction } from 'kysely';
import type { DB } from '../db/types.js';

/** A back-in-stock email to send: who, and which fabric and colour. */
export interface DueAlert {
  email: string;
  name: string;
  productId: number;
  productName: string;
  color: string;
}

/** Buyers waiting for a sold-out colour, told once it is back. */
export interface StockAlertRepository {
  /** The colour a buyer may wait for: on sale, with its stock now. */
  colour(trx: Transaction<DB>, productId: number, color: string): Promise<{ id: number; color: string; stock: number } | undefined>;
  /** Notes the wait unless the buyer waits already or for `limit` colours (under a lock per buyer). */
  add(trx: Transaction<DB>, userId: number, varietyId: number, limit: number): Promise<'added' | 'waiting' | 'full'>;
  /** The waits a restock of these fabrics answers, taken off the list in the restock's transaction. */
  due(trx: Transaction<DB>, productIds: number[]): Promise<DueAlert[]>;
}

/** Buyers waiting for sold-out colours (migration 0026). */
export function createStockAlertRepository(): StockAlertRepository {
  return {
    /** The colour a buyer may wait for: on sale, with its stock now. */
    colour: (trx: Transaction<DB>, productId: number, color: string) =>
      trx
        .selectFrom('product_varieties as v')
        .innerJoin('products as p', 'p.id', 'v.product_id')
        .select(['v.id', 'v.color', 'v.stock'])
        .where('v.product_id', '=', productId)
        .where('v.color', '=', color)
        .where('p.retired_at', 'is', null)
        .executeTakeFirst(),

    /**
     * Notes the wait unless the buyer waits already or for `limit` colours; under a lock per buyer, so a burst of asks
     * cannot pass the limit together.
     */
    async add(trx: Transaction<DB>, userId: number, varietyId: number, limit: number): Promise<'added' | 'waiting' | 'full'> {
      await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`stock-alerts:${userId}`}, 0))`.execute(trx);
      const waiting = await trx
        .selectFrom('stock_alerts')
        .select('variety_id')
        .where('user_id', '=', userId)
        .where('variety_id', '=', varietyId)
        .executeTakeFirst();
      if (waiting) return 'waiting';
      const { count } = await trx
        .selectFrom('stock_alerts')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(count) >= limit) return 'full';
      await trx.insertInto('stock_alerts').values({ user_id: userId, variety_id: varietyId }).execute();
      return 'added';
    },

    /** The waits a restock of these fabrics answers (colours now in stock), taken off the list in the restock's transaction. */
    due: async (trx: Transaction<DB>, productIds: number[]): Promise<DueAlert[]> => {
      if (productIds.length === 0) return [];
      const rows = await sql<{ email: string; name: string; product_id: number; product_name: string; color: string }>`
        DELETE FROM stock_alerts a
        USING product_varieties v, products p, users u
        WHERE a.variety_id = v.id AND p.id = v.product_id AND u.id = a.user_id
          AND v.stock > 0 AND p.retired_at IS NULL AND v.product_id IN (${sql.join(productIds)})
        RETURNING u.email, u.name, p.id AS product_id, p.name AS product_name, v.color`.execute(trx);
      return rows.rows.map((row) => ({
        email: row.email,
        name: row.name,
        productId: row.product_id,
        productName: row.product_name,
        color: row.color,
      }));
    },
  };
}

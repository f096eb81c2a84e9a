import { sql, type Kysely, type Transaction } from 'kysely';
import { IDEMPOTENCY_HOURS } from '../../domain/checkout.js';
import type { DB } from '../db/types.js';

export interface RememberedAnswer {
  requestHash: string;
  statusCode: number;
  answer: string;
}

/** The answers of Place Order by Idempotency-Key, per buyer, for IDEMPOTENCY_HOURS. */
export function createIdempotencyKeyRepository(db: Kysely<DB>) {
  const fresh = sql<boolean>`created_at > now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;
  return {
    /** The first answer given for this key, if it is still remembered. Call with the buyer's cart locked. */
    async find(trx: Transaction<DB>, userId: number, key: string): Promise<RememberedAnswer | null> {
      const row = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'answer', fresh.as('fresh')])
        .where('user_id', '=', userId)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return null;
      if (!row.fresh) {
        await trx.deleteFrom('idempotency_keys').where('user_id', '=', userId).where('key', '=', key).execute();
        return null;
      }
      return { requestHash: row.request_hash, statusCode: row.status_code, answer: row.answer };
    },

    remember: (trx: Transaction<DB>, userId: number, key: string, remembered: RememberedAnswer) =>
      trx
        .insertInto('idempotency_keys')
        .values({
          user_id: userId,
          key,
          request_hash: remembered.requestHash,
          status_code: remembered.statusCode,
          answer: remembered.answer,
        })
        .execute(),

    prune: () =>
      db
        .deleteFrom('idempotency_keys')
        .where(sql<boolean>`NOT (${fresh})`)
        .execute(),
  };
}

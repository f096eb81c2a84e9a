import { sql, type Kysely, type Transaction } from 'kysely';
import { IDEMPOTENCY_HOURS } from '../../domain/checkout.js';
import { step, type Step } from '../db/pipeline.js';
import type { DB } from '../db/types.js';

export interface RememberedAnswer {
  requestHash: string;
  statusCode: number;
  answer: string;
}

/** Place Order's Idempotency-Keys: the first answer kept, so a retry gets it again instead of a second order. */
export interface IdempotencyKeyRepository {
  /** The first answer given for this key, if it is still remembered, as a step (pipeline.ts); the cart locked. */
  finding(trx: Transaction<DB>, userId: number, key: string): Step<RememberedAnswer | null>;
  /** The answer given for this key, kept for IDEMPOTENCY_HOURS, as a step. */
  remembering(trx: Transaction<DB>, userId: number, key: string, remembered: RememberedAnswer): Step<void>;
  prune(): Promise<unknown>;
}

/** The answers of Place Order by Idempotency-Key, per buyer, for IDEMPOTENCY_HOURS. */
export function createIdempotencyKeyRepository(db: Kysely<DB>): IdempotencyKeyRepository {
  const fresh = sql<boolean>`created_at > now() - make_interval(hours => ${IDEMPOTENCY_HOURS})`;
  return {
    /**
     * The first answer given for this key, if it is still remembered, as a step (pipeline.ts). Call with the buyer's
     * cart locked. A forgotten one may still be in the table until pruned: `remembering` writes over it.
     */
    finding: (trx: Transaction<DB>, userId: number, key: string): Step<RememberedAnswer | null> =>
      step(
        trx
          .selectFrom('idempotency_keys')
          .select(['request_hash', 'status_code', 'answer'])
          .where('user_id', '=', userId)
          .where('key', '=', key)
          .where(fresh),
        ({ rows: [row] }) => (row ? { requestHash: row.request_hash, statusCode: row.status_code, answer: row.answer } : null),
      ),

    /** The answer given for this key, kept for IDEMPOTENCY_HOURS, as a step. */
    remembering: (trx: Transaction<DB>, userId: number, key: string, remembered: RememberedAnswer): Step<void> => {
      const answer = { request_hash: remembered.requestHash, status_code: remembered.statusCode, answer: remembered.answer };
      return step(
        trx
          .insertInto('idempotency_keys')
          .values({ user_id: userId, key, ...answer })
          .onConflict((conflict) => conflict.columns(['user_id', 'key']).doUpdateSet({ ...answer, created_at: sql`now()` })),
        () => undefined,
      );
    },

    prune: () =>
      db
        .deleteFrom('idempotency_keys')
        .where(sql<boolean>`NOT (${fresh})`)
        .execute(),
  };
}

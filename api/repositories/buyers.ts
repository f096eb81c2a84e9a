import { sql, type Kysely, type Transaction } from 'kysely';
import { countUpTo } from '../db/count-up-to.js';
import type { DB } from '../db/types.js';
import type { Executor } from '../db/executor.js';

const buyerColumns = (executor: Executor) =>
  executor
    .selectFrom('users as u')
    .where('u.can_sign_in', '=', true)
    .select([
      'u.id',
      'u.name',
      'u.email',
      'u.phone',
      'u.signed_up_with',
      'u.created_at',
      'u.blocked_at',
      sql<number>`(SELECT count(*)::int FROM orders o WHERE o.user_id = u.id)`.as('orders_count'),
      sql<number>`(SELECT coalesce(sum(o.total_paise), 0)::bigint FROM orders o WHERE o.user_id = u.id AND o.stage <> 'Cancelled')`.as(
        'spent_paise',
      ),
    ]);

/** A buyer as the console lists them: the account and what it has ordered. */
export type BuyerRow = Awaited<ReturnType<ReturnType<typeof buyerColumns>['executeTakeFirstOrThrow']>>;

/** Buyers as operators see them: what they ordered and spent, blocked or not. */
export interface BuyerRepository {
  /** Newest first, or those whose name or email holds `words` (trigram index); and how many, counted up to `cap`. */
  page(words: string, page: number, limit: number, cap: number): Promise<[BuyerRow[], number]>;
  one(executor: Executor, id: number): Promise<BuyerRow | undefined>;
  /** Blocked (every session ends now: the next request with any of its tokens is a 401) or unblocked. */
  setBlocked(trx: Transaction<DB>, id: number, blocked: boolean): Promise<void>;
}

/** Buyers (accounts that can sign in) as operators find, block and unblock them. */
export function createBuyerRepository(db: Kysely<DB>): BuyerRepository {
  return {
    /** Newest first, or those whose name or email holds `words` (trigram index, migration 0014); counted up to `cap`. */
    page(words: string, page: number, limit: number, cap: number) {
      const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matching = sql<boolean>`(lower(u.name) || ' ' || lower(u.email)) LIKE ${like}`;
      let query = buyerColumns(db);
      let count = db.selectFrom('users as u').where('u.can_sign_in', '=', true);
      if (words) {
        query = query.where(matching);
        count = count.where(matching);
      }
      return Promise.all([
        query
          .orderBy('u.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(db, count, cap),
      ]);
    },

    one: (executor: Executor, id: number): Promise<BuyerRow | undefined> =>
      buyerColumns(executor).where('u.id', '=', id).executeTakeFirst(),

    /** Blocked (every session ends now: the next request with any of its tokens is a 401) or unblocked. */
    async setBlocked(trx: Transaction<DB>, id: number, blocked: boolean) {
      await trx
        .updateTable('users')
        .set({ blocked_at: blocked ? new Date() : null })
        .where('id', '=', id)
        .execute();
      if (blocked)
        await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
    },
  };
}

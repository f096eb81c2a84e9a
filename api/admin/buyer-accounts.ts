import { sql } from 'kysely';
import { ADMIN_COUNT_LIMIT, ADMIN_SEARCH_COUNT_LIMIT } from '../../domain/admin.js';
import { countUpTo } from '../db/count-up-to.js';
import { pagedAnswer } from './paged.js';
import type { AdminBuyer } from '../../domain/rest/admin.js';
import { paiseToRupees } from '../../domain/money.js';
import { conflict, notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';

/** Buyers (accounts that can sign in) with what they have ordered; operators find them and block or unblock them. */
export function createBuyerAccounts(repos: Repositories, operators: readonly string[]) {
  const buyers = (db: Repositories['db']) =>
    db
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
  type BuyerRow = Awaited<ReturnType<ReturnType<typeof buyers>['executeTakeFirstOrThrow']>>;
  const toBuyer = (row: BuyerRow): AdminBuyer => ({
    _id: String(row.id),
    name: row.name,
    email: row.email,
    phone: row.phone,
    signedUpWith: row.signed_up_with,
    createdAt: row.created_at.toISOString(),
    blocked: row.blocked_at !== null,
    ordersCount: Number(row.orders_count),
    totalSpent: paiseToRupees(Number(row.spent_paise)),
  });

  const setBlocked = (id: number, blocked: boolean, operator: string) =>
    repos.transaction(async (trx) => {
      const db = trx;
      const before = await buyers(db).where('u.id', '=', id).executeTakeFirst();
      if (!before) throw notFound('There is no buyer with this id.');
      if ((before.blocked_at !== null) === blocked) throw conflict(`${before.email} is ${blocked ? 'blocked' : 'not blocked'} already.`);
      if (blocked && operators.includes(before.email.toLowerCase())) throw conflict('An operator cannot be blocked from the console.');
      await trx
        .updateTable('users')
        .set({ blocked_at: blocked ? new Date() : null })
        .where('id', '=', id)
        .execute();
      // Every session ends now: the next request with any of its tokens is a 401.
      if (blocked)
        await trx
          .updateTable('sessions')
          .set({ revoked_at: new Date() })
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .execute();
      await repos.activity.record(trx, {
        operator,
        kind: blocked ? 'buyer.block' : 'buyer.unblock',
        objectId: id,
        summary: `${blocked ? 'Blocked' : 'Unblocked'} ${before.email}`,
        before: { blocked: before.blocked_at !== null },
        after: { blocked },
      });
      const after = await buyers(db).where('u.id', '=', id).executeTakeFirstOrThrow();
      return { msg: `${before.email} ${blocked ? 'blocked' : 'unblocked'}`, data: toBuyer(after) };
    });

  return {
    /** Newest first, or those whose name or email holds the search (trigram index, migration 0014). */
    async page(q: string | undefined, page: number, limit: number) {
      const words = q?.trim().toLowerCase() ?? '';
      const like = `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const matching = sql<boolean>`(lower(u.name) || ' ' || lower(u.email)) LIKE ${like}`;
      let query = buyers(repos.db);
      let count = repos.db.selectFrom('users as u').where('u.can_sign_in', '=', true);
      if (words) {
        query = query.where(matching);
        count = count.where(matching);
      }
      const [rows, total] = await Promise.all([
        query
          .orderBy('u.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(repos.db, count, words ? ADMIN_SEARCH_COUNT_LIMIT : ADMIN_COUNT_LIMIT),
      ]);
      return pagedAnswer(rows.map(toBuyer), total, limit, words ? ADMIN_SEARCH_COUNT_LIMIT : ADMIN_COUNT_LIMIT);
    },
    block: (id: number, operator: string) => setBlocked(id, true, operator),
    unblock: (id: number, operator: string) => setBlocked(id, false, operator),
  };
}

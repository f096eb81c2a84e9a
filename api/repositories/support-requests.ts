import { sql, type Kysely, type Transaction } from 'kysely';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';
import { countUpTo } from '../db/count-up-to.js';
import type { DB } from '../db/types.js';
import type { Executor } from '../db/executor.js';

const supportColumns = (executor: Executor) =>
  executor
    .selectFrom('support_requests as s')
    .leftJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id', 's.name', 's.contact_details', 's.message', 's.user_id', 's.handled_at', 's.replied_at', 's.created_at', 'u.email']);

/** A request as the console shows it, with the sender's account email when they were signed in. */
export type SupportRow = Awaited<ReturnType<ReturnType<typeof supportColumns>['executeTakeFirstOrThrow']>>;

/** Support requests: sent from Get In Touch or Support & Help, listed at the console, handled, answered. */
export interface SupportRequestRepository {
  add(request: { userId: number | null; name: string; contactDetails: string; message: string }): Promise<void>;
  one(executor: Executor, id: number): Promise<SupportRow | undefined>;
  /** Newest first, all or only (un)handled ones, counted up to one past the console's cap. */
  page(handled: boolean | undefined, page: number, limit: number): Promise<{ rows: SupportRow[]; total: number }>;
  waiting(): Promise<number>;
  setHandled(trx: Transaction<DB>, id: number, handled: boolean): Promise<unknown>;
  /** Answered, and so handled. */
  markReplied(trx: Transaction<DB>, id: number): Promise<unknown>;
}

/** Messages from the support and contact forms, for the team to answer. */
export function createSupportRequestRepository(db: Kysely<DB>): SupportRequestRepository {
  return {
    async add(request: { userId: number | null; name: string; contactDetails: string; message: string }): Promise<void> {
      await db
        .insertInto('support_requests')
        .values({ user_id: request.userId, name: request.name, contact_details: request.contactDetails, message: request.message })
        .execute();
    },

    one: (executor: Executor, id: number): Promise<SupportRow | undefined> =>
      supportColumns(executor).where('s.id', '=', id).executeTakeFirst(),

    /** Newest first, all or only (un)handled ones, counted up to one past the console's cap. */
    async page(handled: boolean | undefined, page: number, limit: number) {
      let query = supportColumns(db);
      let count = db.selectFrom('support_requests as s');
      if (handled !== undefined) {
        query = query.where('s.handled_at', handled ? 'is not' : 'is', null);
        count = count.where('s.handled_at', handled ? 'is not' : 'is', null);
      }
      const [rows, total] = await Promise.all([
        query
          .orderBy('s.created_at', 'desc')
          .orderBy('s.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(db, count, ADMIN_COUNT_LIMIT),
      ]);
      return { rows, total };
    },

    waiting: async () =>
      (
        await db
          .selectFrom('support_requests')
          .select(sql<number>`count(*)::int`.as('total'))
          .where('handled_at', 'is', null)
          .executeTakeFirstOrThrow()
      ).total,

    setHandled: (trx: Transaction<DB>, id: number, handled: boolean) =>
      trx
        .updateTable('support_requests')
        .set({ handled_at: handled ? new Date() : null })
        .where('id', '=', id)
        .execute(),

    /** Answered, and so handled. */
    markReplied: (trx: Transaction<DB>, id: number) =>
      trx.updateTable('support_requests').set({ replied_at: new Date(), handled_at: new Date() }).where('id', '=', id).execute(),
  };
}

import { sql, type Kysely, type Transaction } from 'kysely';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';
import { countUpTo } from '../db/count-up-to.js';
import type { DB } from '../db/types.js';
import { recountRatings } from './reviews.js';
import type { Executor } from '../db/executor.js';

const reviewColumns = (executor: Executor) =>
  executor
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .select([
      'r.id',
      'r.product_id',
      'p.name as product_name',
      'r.rating',
      'r.review',
      'r.hidden_at',
      'r.created_at',
      'u.name as author_name',
      'u.email as author_email',
      sql<string[]>`coalesce((SELECT array_agg(url ORDER BY position) FROM review_images WHERE review_id = r.id), '{}')`.as('images'),
    ]);

/** A review as operators see it: with its fabric, its author and whether it is hidden. */
export type ModeratedReviewRow = Awaited<ReturnType<ReturnType<typeof reviewColumns>['executeTakeFirstOrThrow']>>;

/** Reviews as operators moderate them: every one, hidden or not, with its fabric and author. */
export interface ModeratedReviewRepository {
  /** Newest first, and how many there are, counted up to one past the console's cap. */
  page(page: number, limit: number): Promise<[ModeratedReviewRow[], number]>;
  one(executor: Executor, id: number): Promise<ModeratedReviewRow | undefined>;
  /** Hidden or shown again, with the fabric's rating recounted under its lock. */
  setHidden(trx: Transaction<DB>, review: { id: number; product_id: number }, hidden: boolean): Promise<void>;
}

/** Reviews as the console reads and hides them. */
export function createModeratedReviewRepository(db: Kysely<DB>): ModeratedReviewRepository {
  return {
    /** Newest first, counted up to one past the console's cap. */
    page: (page: number, limit: number) =>
      Promise.all([
        reviewColumns(db)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(db, db.selectFrom('reviews'), ADMIN_COUNT_LIMIT),
      ]),

    one: (executor: Executor, id: number): Promise<ModeratedReviewRow | undefined> =>
      reviewColumns(executor).where('r.id', '=', id).executeTakeFirst(),

    /** Hidden or shown again, with the fabric's rating recounted under its lock. */
    async setHidden(trx: Transaction<DB>, review: { id: number; product_id: number }, hidden: boolean) {
      await trx.selectFrom('products').select('id').where('id', '=', review.product_id).forUpdate().execute();
      await trx
        .updateTable('reviews')
        .set({ hidden_at: hidden ? new Date() : null })
        .where('id', '=', review.id)
        .execute();
      await recountRatings(trx, review.product_id);
    },
  };
}

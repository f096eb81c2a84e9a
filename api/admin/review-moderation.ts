import { sql } from 'kysely';
import { ADMIN_COUNT_LIMIT } from '../../domain/admin.js';
import { countUpTo } from '../db/count-up-to.js';
import { pagedAnswer } from './paged.js';
import type { AdminReview } from '../../domain/rest/admin.js';
import { notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import { recountRatings } from '../repositories/reviews.js';

const reviewColumns = (db: Repositories['db']) =>
  db
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
type ReviewRow = Awaited<ReturnType<ReturnType<typeof reviewColumns>['executeTakeFirstOrThrow']>>;

const toReview = (row: ReviewRow): AdminReview => ({
  _id: String(row.id),
  productId: String(row.product_id),
  productName: row.product_name,
  rating: row.rating,
  review: row.review,
  images: row.images,
  authorName: row.author_name,
  authorEmail: row.author_email,
  hidden: row.hidden_at !== null,
  createdAt: row.created_at.toISOString(),
});

/** Reviews as operators read and hide them; hiding recounts the product's rating in the same transaction. */
export function createReviewModeration(repos: Repositories) {
  return {
    async page(page: number, limit: number) {
      const [rows, total] = await Promise.all([
        reviewColumns(repos.db)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        countUpTo(repos.db, repos.db.selectFrom('reviews'), ADMIN_COUNT_LIMIT),
      ]);
      return pagedAnswer(rows.map(toReview), total, limit);
    },

    hide: (id: number, hidden: boolean, operator: string) =>
      repos.transaction(async (trx) => {
        const db = trx;
        const before = await reviewColumns(db).where('r.id', '=', id).executeTakeFirst();
        if (!before) throw notFound('There is no review with this id.');
        await trx.selectFrom('products').select('id').where('id', '=', before.product_id).forUpdate().execute();
        await trx
          .updateTable('reviews')
          .set({ hidden_at: hidden ? new Date() : null })
          .where('id', '=', id)
          .execute();
        await recountRatings(trx, before.product_id);
        await repos.activity.record(trx, {
          operator,
          kind: hidden ? 'review.hide' : 'review.restore',
          objectId: id,
          summary: `${hidden ? 'Hid' : 'Restored'} ${before.author_name}'s ${before.rating}-star review of ${before.product_name}`,
          before: { hidden: before.hidden_at !== null },
          after: { hidden },
        });
        const after = await reviewColumns(db).where('r.id', '=', id).executeTakeFirstOrThrow();
        return { msg: hidden ? 'Review hidden' : 'Review restored', data: toReview(after) };
      }),
  };
}

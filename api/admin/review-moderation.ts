import type { AdminReview } from '../../domain/rest/admin.js';
import { notFound } from '../errors.js';
import type { Repositories } from '../repositories/index.js';
import type { ModeratedReviewRow } from '../repositories/moderated-reviews.js';
import { pagedAnswer, type Paged, type RowChange } from './paged.js';

const toReview = (row: ModeratedReviewRow): AdminReview => ({
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

/** Console › Reviews: newest first with their photos, hidden or shown again. */
export interface ReviewModeration {
  page(page: number, limit: number): Promise<Paged<AdminReview>>;
  hide(id: number, hidden: boolean, operator: string): Promise<RowChange<AdminReview>>;
}

/** Reviews as operators read and hide them; hiding recounts the product's rating in the same transaction. */
export function createReviewModeration(repos: Repositories): ReviewModeration {
  return {
    async page(page: number, limit: number) {
      const [rows, total] = await repos.moderatedReviews.page(page, limit);
      return pagedAnswer(rows.map(toReview), total, limit);
    },

    hide: (id: number, hidden: boolean, operator: string) =>
      repos.transaction(async (trx) => {
        const before = await repos.moderatedReviews.one(trx, id);
        if (!before) throw notFound('There is no review with this id.');
        await repos.moderatedReviews.setHidden(trx, before, hidden);
        await repos.activity.record(trx, {
          operator,
          kind: hidden ? 'review.hide' : 'review.restore',
          objectId: id,
          summary: `${hidden ? 'Hid' : 'Restored'} ${before.author_name}'s ${before.rating}-star review of ${before.product_name}`,
          before: { hidden: before.hidden_at !== null },
          after: { hidden },
        });
        const after = (await repos.moderatedReviews.one(trx, id))!;
        return { msg: hidden ? 'Review hidden' : 'Review restored', data: toReview(after) };
      }),
  };
}

import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { transaction } from '../db/transaction.js';
import type { DB, ReviewsTable, UsersTable } from '../db/types.js';

/** A review with its reviewer's name and picture and its photos. */
export type ReviewRow = Pick<Selectable<ReviewsTable>, 'id' | 'product_id' | 'rating' | 'review' | 'created_at' | 'verified_purchase'> & {
  user_name: Selectable<UsersTable>['name'];
  user_profile_pic: Selectable<UsersTable>['profile_pic'];
  images: string[];
};

export interface NewReview {
  productId: number;
  userId: number;
  rating: number;
  review: string;
  orderId: string | null;
  images: string[];
}

/** Reviews as `ReviewRow`s, with their reviewers and photos, for a caller to narrow and order. */
export const selectReviews = (from: Kysely<DB> | Transaction<DB>) =>
  from
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .select([
      'reviews.id',
      'reviews.product_id',
      'reviews.rating',
      'reviews.review',
      'reviews.created_at',
      'reviews.verified_purchase',
      'users.name as user_name',
      'users.profile_pic as user_profile_pic',
      sql<string[]>`coalesce((SELECT array_agg(url ORDER BY position) FROM review_images WHERE review_id = reviews.id), '{}')`.as('images'),
    ]);

/** Buyers' reviews of fabrics, with the ratings they make. */
export interface ReviewRepository {
  /** A review that cites an order no longer verifies a purchase once that order is cancelled (in its transaction). */
  unverify(trx: Transaction<DB>, order: { user_id: number; order_number: string }): Promise<unknown>;
  /** The newest `limit` reviews of each product, in one query (reviews_product_idx serves each product's slice). */
  newestForProducts(productIds: number[], limit: number): Promise<Map<number, ReviewRow[]>>;
  /** Writes a buyer's review, replacing any earlier one of theirs, and brings the product's rating up to date. */
  write(review: NewReview): Promise<{ review: ReviewRow; replacedImages: string[] } | null>;
}

/** Reviews: written on `db`; the lists' newest reviews are read through `reads`, the catalogue's (Database.reads). */
export function createReviewRepository(db: Kysely<DB>, reads: Kysely<DB>): ReviewRepository {
  return {
    /** A review that cites an order no longer verifies a purchase once that order is cancelled (in its transaction). */
    unverify: (trx: Transaction<DB>, order: { user_id: number; order_number: string }) =>
      trx
        .updateTable('reviews')
        .set({ verified_purchase: false })
        .where('user_id', '=', order.user_id)
        .where('order_id', '=', order.order_number)
        .where('verified_purchase', '=', true)
        .execute(),

    /** The newest `limit` reviews of each product, in one query (reviews_product_idx serves each product's slice). */
    async newestForProducts(productIds: number[], limit: number): Promise<Map<number, ReviewRow[]>> {
      const byProduct = new Map<number, ReviewRow[]>(productIds.map((id) => [id, []]));
      if (productIds.length === 0) return byProduct;
      const rows = await reads
        .selectFrom('products as p')
        .where('p.id', 'in', productIds)
        .innerJoinLateral(
          (eb) =>
            selectReviews(reads)
              .whereRef('reviews.product_id', '=', eb.ref('p.id'))
              .where('reviews.hidden_at', 'is', null)
              .orderBy('reviews.created_at', 'desc')
              .orderBy('reviews.id', 'desc')
              .limit(limit)
              .as('r'),
          (join) => join.onTrue(),
        )
        .selectAll('r')
        .execute();
      for (const row of rows as ReviewRow[]) byProduct.get(row.product_id)!.push(row);
      return byProduct;
    },

    /**
     * Writes a buyer's review of a product, replacing any earlier one of theirs, and brings the product's average and
     * count up to date, all in one transaction. Returns the new review and the photos of the one it replaced.
     */
    async write(review: NewReview): Promise<{ review: ReviewRow; replacedImages: string[] } | null> {
      return transaction(db, async (trx) => {
        const product = await trx.selectFrom('products').select('id').where('id', '=', review.productId).forUpdate().executeTakeFirst();
        if (!product) return null;
        const replaced = await trx
          .deleteFrom('reviews')
          .where('product_id', '=', review.productId)
          .where('user_id', '=', review.userId)
          .returning(sql<string[]>`coalesce((SELECT array_agg(url) FROM review_images WHERE review_id = reviews.id), '{}')`.as('images'))
          .executeTakeFirst();
        // Verified: the order id names one of this buyer's orders that holds this product and was not cancelled.
        const verified =
          review.orderId !== null &&
          (await trx
            .selectFrom('orders')
            .innerJoin('order_items', 'order_items.order_id', 'orders.id')
            .select('orders.id')
            .where('orders.order_number', '=', review.orderId)
            .where('orders.user_id', '=', review.userId)
            .where('order_items.product_id', '=', review.productId)
            .where(({ not, exists, selectFrom }) =>
              not(
                exists(
                  selectFrom('order_tracking')
                    .select('order_tracking.id')
                    .whereRef('order_tracking.order_id', '=', 'orders.id')
                    .where('order_tracking.status', '=', 'Cancelled'),
                ),
              ),
            )
            .executeTakeFirst()) !== undefined;
        const { id } = await trx
          .insertInto('reviews')
          .values({
            product_id: review.productId,
            user_id: review.userId,
            rating: review.rating,
            review: review.review,
            order_id: review.orderId,
            verified_purchase: verified,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (review.images.length > 0) {
          await trx
            .insertInto('review_images')
            .values(review.images.map((url, position) => ({ review_id: id, position, url })))
            .execute();
        }
        await recountRatings(trx, review.productId);
        const written = await selectReviews(trx).where('reviews.id', '=', id).executeTakeFirstOrThrow();
        return { review: written, replacedImages: replaced?.images ?? [] };
      });
    },
  };
}

/** A product's average rating and count, from its reviews that are not hidden, in the caller's transaction. */
export const recountRatings = (trx: Transaction<DB>, productId: number) =>
  sql`UPDATE products SET
      rating_average = coalesce((SELECT round(avg(rating), 2) FROM reviews WHERE product_id = ${productId} AND hidden_at IS NULL), 0),
      rating_count = (SELECT count(*)::int FROM reviews WHERE product_id = ${productId} AND hidden_at IS NULL)
    WHERE id = ${productId}`.execute(trx);

import type { RestReview } from '../../domain/rest/catalogue.js';
import type { ReviewRow } from '../repositories/reviews.js';

export function rowToReview(row: ReviewRow): RestReview {
  return {
    _id: String(row.id),
    value: row.rating,
    review: row.review,
    date: row.created_at.toISOString(),
    images: row.images,
    userId: { name: row.user_name, profile_pic: row.user_profile_pic },
    verifiedPurchase: row.verified_purchase,
  };
}

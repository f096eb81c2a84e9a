import type { Review } from '../../domain/product.js';
import { RATING_BANDS } from '../../domain/shopping.js';
import { Stars } from '../components/Stars.js';

/** SPEC §2.6 rating summary: the average, and a bar per band (Excellent 5 … Poor 1) over the reviews loaded. */
export function RatingSummary({
  averageRating,
  reviewCount,
  reviews,
  partial,
}: {
  averageRating: number;
  reviewCount: number;
  reviews: Review[];
  partial: boolean;
}) {
  return (
    <div className="rating-summary">
      <div className="rating-summary-average">
        <strong>{averageRating.toFixed(1)}</strong>
        <Stars rating={averageRating} />
        <span>
          {reviewCount} {reviewCount === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <ul className="rating-bands" aria-label={partial ? `Ratings of the latest ${reviews.length} reviews` : 'Ratings'}>
        {RATING_BANDS.map(({ stars, label }) => {
          const count = reviews.filter((review) => review.rating === stars).length;
          const share = reviews.length > 0 ? Math.round((count / reviews.length) * 100) : 0;
          return (
            <li key={stars} className="rating-band">
              <span className="rating-band-label">{label}</span>
              <span className="rating-band-bar" role="img" aria-label={`${label}: ${count}`}>
                <span style={{ width: `${share}%` }} />
              </span>
              <span className="rating-band-count">{count}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

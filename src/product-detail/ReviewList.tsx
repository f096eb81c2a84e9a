import type { Review } from '../../domain/product.js';
import { Stars } from '../components/Stars.js';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="review-list">
      {reviews.map((review) => (
        <li key={review.id} className="review" data-testid="review">
          <div className="review-head">
            {review.userPicture ? (
              <img className="review-avatar" src={review.userPicture} alt="" width="36" height="36" />
            ) : (
              <span className="review-avatar" aria-hidden="true">
                {review.userName.slice(0, 1)}
              </span>
            )}
            <div>
              <strong>{review.userName}</strong>
              <div className="review-meta">
                <Stars rating={review.rating} />
                <time dateTime={review.date}>{dateFormat.format(new Date(review.date))}</time>
                {review.verifiedPurchase && <span className="verified">Verified purchase</span>}
              </div>
            </div>
          </div>
          <p>{review.review}</p>
          {review.images.length > 0 && (
            <div className="review-images">
              {review.images.map((image, index) => (
                <a key={image} href={image} target="_blank" rel="noreferrer">
                  <img src={image} alt={`Photo ${index + 1} from ${review.userName}`} width="88" height="88" loading="lazy" />
                </a>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

import { Link } from 'wouter';
import { Stars } from '../components/Stars.js';
import { ActionButton } from './ActionButton.js';
import { AdminCards } from './AdminCards.js';
import { ListFrame, listState, shortDate } from './ListFrame.js';
import { useReviewsDesk } from './desks.js';

/** Reviews: newest first with their photos; hidden (gone from the product page and its rating) or restored. */
export function ReviewsSection() {
  const { snapshot, send, rows, toggleHidden } = useReviewsDesk();
  return (
    <ListFrame state={listState(snapshot)} send={send} noun="reviews" one="review" emptyText="No reviews yet.">
      <AdminCards
        rows={rows}
        rowKey={(review) => review._id}
        card={(review) => ({
          muted: review.hidden,
          head: (
            <>
              <Stars rating={review.rating} /> <Link href={`/product/${review.productId}`}>{review.productName}</Link> · {review.authorName}{' '}
              ({review.authorEmail}) · {shortDate(review.createdAt)}
              {review.hidden && <span className="stage-chip stage-cancelled">Hidden</span>}
            </>
          ),
          text: review.review || <em>No text</em>,
          more: (
            <>
              {review.images.length > 0 && (
                <ul className="admin-thumbs">
                  {review.images.map((url) => (
                    <li key={url}>
                      <img src={url} alt={`Photo with ${review.authorName}'s review`} width="72" height="72" loading="lazy" />
                    </li>
                  ))}
                </ul>
              )}
              <div className="admin-actions">
                <ActionButton
                  label={review.hidden ? 'Restore' : 'Hide'}
                  tone={review.hidden ? 'plain' : 'danger'}
                  question={
                    review.hidden
                      ? `Show ${review.authorName}'s review on ${review.productName} again?`
                      : `Hide ${review.authorName}'s review? It leaves the product page and its rating.`
                  }
                  perform={() => toggleHidden(review)}
                />
              </div>
            </>
          ),
        })}
      />
    </ListFrame>
  );
}

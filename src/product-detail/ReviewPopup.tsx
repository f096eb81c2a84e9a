import { useEffect, useMemo, useRef } from 'react';
import type { Review } from '../../domain/product.js';
import { MAX_REVIEW_IMAGES, MAX_REVIEW_LENGTH } from '../../domain/shopping.js';
import { reviewPopupMachine, reviewProblems } from '../../machines/review-popup.js';
import { Popup } from '../components/Popup.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useShopEffects } from '../shop/use-shop-effects.js';

function Preview({ image, index, onRemove, disabled }: { image: Blob; index: number; onRemove: () => void; disabled: boolean }) {
  const url = useMemo(() => URL.createObjectURL(image), [image]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className="review-preview">
      <img src={url} alt={`Photo ${index + 1}`} width="72" height="72" />
      <button type="button" className="icon-button" aria-label={`Remove photo ${index + 1}`} disabled={disabled} onClick={onRemove}>
        ✕
      </button>
    </li>
  );
}

/** SPEC §2.12 review popup: text, rating, order id, up to 5 photos; it cannot be closed while uploading. */
export function ReviewPopup({
  productId,
  productName,
  onAdded,
  onClose,
}: {
  productId: string;
  productName: string;
  onAdded: (review: Review) => void;
  onClose: () => void;
}) {
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      reviewPopupMachine.provide({
        actors: { addReview: effects.actors.addReview },
        actions: { notify: effects.notify, reviewAdded: (_, review) => onAdded(review), closed: onClose },
      }),
    [effects, onAdded, onClose],
  );
  const [snapshot, send] = useScreenMachine(logic, { input: { productId } });
  const uploading = snapshot.matches('uploading');
  const { rating, review, orderId, images, showProblems } = snapshot.context;
  const problems = showProblems ? reviewProblems(snapshot.context) : {};
  const body = useRef<HTMLDivElement>(null);
  const submit = () => {
    send({ type: 'review.submit' });
    // The first field that needs something gets the focus, and with it its message is read out.
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return (
    <Popup
      id="review"
      title="Review Your Purchase"
      subtitle={productName}
      busy={uploading}
      onRequestClose={() => send({ type: 'review.close' })}
      onSubmit={submit}
    >
      <div ref={body} className="review-fields">
        <fieldset className="star-input" disabled={uploading} aria-describedby={problems.rating ? 'review-rating-problem' : undefined}>
          <legend>Rating</legend>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars} title={`${stars} ${stars === 1 ? 'star' : 'stars'}`}>
              <input
                type="radio"
                name="rating"
                value={stars}
                checked={rating === stars}
                onChange={() => send({ type: 'rating.change', rating: stars })}
                aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
                aria-invalid={problems.rating && stars === 1 ? true : undefined}
                aria-describedby={problems.rating ? 'review-rating-problem' : undefined}
              />
              <span aria-hidden="true" className={stars <= rating ? 'star filled' : 'star'}>
                ★
              </span>
            </label>
          ))}
          {problems.rating && (
            <span id="review-rating-problem" className="field-error">
              {problems.rating}
            </span>
          )}
        </fieldset>
        <label className="field">
          <span>Review</span>
          <textarea
            rows={4}
            maxLength={MAX_REVIEW_LENGTH}
            value={review}
            disabled={uploading}
            aria-invalid={problems.review ? true : undefined}
            aria-describedby={problems.review ? 'review-text-problem' : undefined}
            onChange={(event) => send({ type: 'review.change', review: event.target.value })}
          />
          {problems.review && (
            <span id="review-text-problem" className="field-error">
              {problems.review}
            </span>
          )}
        </label>
        <label className="field">
          <span>Order ID (optional)</span>
          <input
            value={orderId}
            maxLength={64}
            disabled={uploading}
            onChange={(event) => send({ type: 'orderId.change', orderId: event.target.value })}
          />
        </label>
        <label className="field">
          <span>Photos (up to {MAX_REVIEW_IMAGES}, 5 MB each)</span>
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            multiple
            disabled={uploading}
            onChange={(event) => {
              send({ type: 'images.add', images: [...(event.target.files ?? [])] });
              event.target.value = '';
            }}
          />
        </label>
        {images.length > 0 && (
          <ul className="review-previews">
            {images.map((image, index) => (
              <Preview
                key={index}
                image={image}
                index={index}
                disabled={uploading}
                onRemove={() => send({ type: 'image.remove', index })}
              />
            ))}
          </ul>
        )}
      </div>
      <button type="submit" className="button button-block" disabled={uploading}>
        {uploading ? 'Uploading…' : 'Submit Review'}
      </button>
    </Popup>
  );
}

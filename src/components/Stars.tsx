/** Whole-star rating (SPEC §2.5), e.g. 3.6 shows four stars. */
export function Stars({ rating, count }: { rating: number; count?: number }) {
  const whole = Math.round(rating);
  return (
    <span className="stars">
      <span role="img" aria-label={`Rated ${whole} out of 5`}>
        {[1, 2, 3, 4, 5].map((star) => (
          <span key={star} aria-hidden="true" className={star <= whole ? 'star filled' : 'star'}>
            ★
          </span>
        ))}
      </span>
      {count !== undefined && <span className="stars-count">({count})</span>}
    </span>
  );
}

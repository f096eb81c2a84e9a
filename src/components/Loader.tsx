import { useEffect, useState } from 'react';

/** How long a load may take before the buyer is told it is slow and offered to try again. */
export const SLOW_LOAD_MS = 15_000;

/**
 * A spinner while something loads. No screen waits forever: a load still going after SLOW_LOAD_MS says so and offers
 * to try again by reloading the page.
 */
export function Loader({ label = 'Loading' }: { label?: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_LOAD_MS);
    return () => clearTimeout(timer);
  }, []);
  if (slow)
    return (
      <div className="loader loader-slow" role="alert">
        <p>{label} is taking longer than it should: the connection may be slow or lost.</p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    );
  return (
    <div className="loader" role="status">
      <span className="loader-spinner" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

import type { QuoteStatus } from '../../domain/quotes.js';

/** A quote's state as a chip, coloured by who it waits for. */
export function QuoteStatusChip({ status }: { status: string }) {
  return <span className={`quote-chip quote-chip-${(status as QuoteStatus).toLowerCase()}`}>{status}</span>;
}

import type { ClaimStatus } from '../../domain/claims.js';

const TONE: Readonly<Record<ClaimStatus, string>> = {
  Open: 'quote-chip',
  Settled: 'quote-chip quote-chip-accepted',
  Rejected: 'quote-chip quote-chip-rejected',
};

/** A claim's state as a chip: open, settled or rejected. */
export function ClaimStatusChip({ status }: { status: ClaimStatus }) {
  return <span className={TONE[status]}>{status}</span>;
}

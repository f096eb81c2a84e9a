import type { ClaimStatus } from '../../domain/claims.js';

/** A claim's state as a chip: open claims wait for the operator. */
export function ClaimStatusChip({ status }: { status: ClaimStatus }) {
  return <span className={`chip claim-status claim-status-${status.toLowerCase()}`}>{status}</span>;
}

import { OUTCOME_LABELS } from '../../domain/claims.js';
import { formatRupees } from '../../domain/money.js';
import type { RestClaim } from '../../domain/rest/claims.js';

/** What the buyer reads about their claim: what happened, how it stands, what it made, and where to see it. */
export function claimEmailText(claim: RestClaim, what: string, link: string): string {
  const last = claim.messages.at(-1);
  return [
    `${what}.`,
    '',
    `Claim ${claim._id} on order ${claim.order.orderId} (${claim.order.name}, ${claim.order.color}): ${claim.kind}, ${claim.metres} m. It is now ${claim.status}.`,
    ...(claim.outcome ? ['', `${OUTCOME_LABELS[claim.outcome]}: ${claim.reason ?? ''}`] : []),
    ...(claim.creditNote ? [`Credit note ${claim.creditNote.number} for ${formatRupees(claim.creditNote.total)}.`] : []),
    ...(claim.replacementOrderId ? ['A replacement order at ₹0 is placed: it is in your order history.'] : []),
    ...(last && last.author === 'operator' && !claim.outcome ? ['', `FabricMart wrote: ${last.text}`] : []),
    '',
    `See the claim: ${link}`,
  ].join('\n');
}

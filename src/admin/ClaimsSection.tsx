import { Link } from 'wouter';
import { CLAIM_STATUSES } from '../../domain/claims.js';
import { adminPath } from './admin-paths.js';
import { AdminCards } from './AdminCards.js';
import { ClaimStatusChip } from '../claims/ClaimStatusChip.js';
import { ListFrame, listState, shortDate } from './ListFrame.js';
import { StatusFilter } from './StatusFilter.js';
import { useAdminList } from './use-admin-list.js';

/** Claims: open ones first; each opens to be discussed and settled. */
export function ClaimsSection() {
  const { snapshot, send, rows } = useAdminList('GET /claims', { status: 'Open' });
  const { status } = snapshot.context.filters;
  return (
    <>
      <StatusFilter
        statuses={CLAIM_STATUSES}
        current={status ?? ''}
        label="Claims to show"
        onChoose={(value) => send({ type: 'list.filter', name: 'status', value })}
      />
      <ListFrame state={listState(snapshot)} send={send} noun="claims" one="claim" emptyText="No claims here.">
        <AdminCards
          rows={rows}
          rowKey={(claim) => claim._id}
          card={(claim) => ({
            head: (
              <>
                <Link href={adminPath('claims', claim._id)}>
                  <strong>Claim {claim._id}</strong>
                </Link>{' '}
                · {claim.kind} · {claim.metres} of {claim.order.quantity} m of {claim.order.name} ({claim.order.color}) · order{' '}
                {claim.order.orderId} · {claim.buyerEmail} · {shortDate(claim.createdAt)} <ClaimStatusChip status={claim.status} />
              </>
            ),
            text: claim.note,
          })}
        />
      </ListFrame>
    </>
  );
}

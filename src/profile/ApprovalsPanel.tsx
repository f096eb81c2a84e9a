import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { formatDay } from '../../domain/day.js';
import { formatRupees } from '../../domain/money.js';
import { orderApprovalsMachine } from '../../machines/order-approvals.js';
import type { Approval } from '../graphql/generated.js';
import { notify } from '../services/notify.js';
import { useScreenActor } from '../services/screen-actor.js';
import { useApprovalActors } from './approval-actors.js';

const STATUS: Record<string, string> = {
  waiting: 'Awaiting approval',
  approved: 'Approved and placed',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn by the buyer',
};

/**
 * Orders above limits in My Account › Company account: an Approver or the Owner approves or rejects (with a reason)
 * each order of the company's Buyers; a Buyer follows their own. Orders the signed-in member asked for are theirs to
 * follow only: nobody decides their own. With `mine`, Order History's list of the buyer's own orders still waiting.
 */
export function ApprovalsPanel({
  canDecide,
  me,
  mine = false,
  linked = null,
  onPlaced,
}: {
  canDecide: boolean;
  me: string;
  mine?: boolean;
  /** The approval a mail linked to: scrolled to and focused once loaded. */
  linked?: string | null;
  /** An approved order was placed: what the company owes and its ledger are read again. */
  onPlaced?: () => void;
}) {
  const actors = useApprovalActors();
  const logic = useMemo(
    () => orderApprovalsMachine.provide({ actors, actions: { notify: (_, notice) => notify(notice), placed: () => onPlaced?.() } }),
    [actors, onPlaced],
  );
  const actor = useScreenActor(logic);
  const stage = useSelector(actor, (snapshot) => snapshot.value);
  const { approvals: all, reasons } = useSelector(actor, (snapshot) => snapshot.context);
  // In Order History: only the signed-in buyer's own orders still waiting.
  const approvals = mine ? all.filter((approval) => approval.status === 'waiting' && approval.buyerEmail === me) : all;
  const busy = stage !== 'ready';
  const linkedShown = stage === 'ready' && linked !== null && approvals.some((approval) => approval.id === linked);
  useEffect(() => {
    if (!linkedShown) return;
    const row = document.getElementById(`approval-${linked}`);
    row?.scrollIntoView({ block: 'center' });
    row?.focus({ preventScroll: true });
  }, [linkedShown, linked]);
  if (stage === 'loading') return mine ? null : <p className="field-hint">Loading orders awaiting approval…</p>;
  if (stage === 'failed')
    return (
      <p role="alert">
        The orders awaiting approval could not be loaded.{' '}
        <button type="button" className="link-button" onClick={() => actor.send({ type: 'approvals.retry' })}>
          Try again
        </button>
      </p>
    );
  if (approvals.length === 0) return null;
  return (
    <>
      {mine ? (
        <>
          <h2 id="company-approvals-title">Awaiting approval</h2>
          <p className="field-hint">Not placed yet: each is placed when an Approver of your company approves it.</p>
        </>
      ) : (
        <h3 id="company-approvals-title">Orders above limits</h3>
      )}
      <ul className="company-members" aria-labelledby="company-approvals-title">
        {approvals.map((approval) => (
          <ApprovalRow
            key={approval.id}
            approval={approval}
            linked={approval.id === linked}
            decidable={canDecide && approval.status === 'waiting' && approval.buyerEmail !== me}
            busy={busy}
            reason={reasons[approval.id] ?? ''}
            onReason={(reason) => actor.send({ type: 'approval.reason', id: approval.id, reason })}
            onApprove={() => actor.send({ type: 'approval.approve', id: approval.id })}
            onReject={() => actor.send({ type: 'approval.reject', id: approval.id })}
            withdrawable={approval.status === 'waiting' && approval.buyerEmail === me}
            onWithdraw={() => actor.send({ type: 'approval.withdraw', id: approval.id })}
          />
        ))}
      </ul>
    </>
  );
}

interface RowProps {
  approval: Approval;
  /** A mail linked here. */
  linked: boolean;
  decidable: boolean;
  busy: boolean;
  reason: string;
  onReason: (reason: string) => void;
  onApprove: () => void;
  onReject: () => void;
  /** The signed-in member asked for it and it still waits: they may take it back. */
  withdrawable: boolean;
  onWithdraw: () => void;
}

function ApprovalRow({ approval, linked, decidable, busy, reason, onReason, onApprove, onReject, withdrawable, onWithdraw }: RowProps) {
  const id = `approval-${approval.id}`;
  return (
    <li className={linked ? 'company-member approval-linked' : 'company-member'} id={id} tabIndex={linked ? -1 : undefined}>
      <p className="company-member-who">
        <strong>{formatRupees(approval.total)}</strong> by {approval.buyerName}{' '}
        <span className="company-member-email">
          · {approval.paymentMethod} · {STATUS[approval.status] ?? approval.status}
          {approval.purchaseId ? ` (purchase ${approval.purchaseId})` : ''}
        </span>
      </p>
      <p className="field-hint">Needs approval: {approval.why}.</p>
      <ul className="company-list">
        {approval.lines.map((line) => (
          <li key={`${line.name}-${line.color}-${line.quoteId ?? ''}`}>
            {line.name} ({line.color}), {line.metres} m{line.quoteId && ` · at the price of quote ${line.quoteId}`}
          </li>
        ))}
      </ul>
      {(approval.poNumber || approval.requestedDelivery || approval.deliverTo) && (
        <dl className="approval-facts">
          {approval.poNumber && (
            <div>
              <dt>PO number</dt>
              <dd>{approval.poNumber}</dd>
            </div>
          )}
          {approval.requestedDelivery && (
            <div>
              <dt>Needed by</dt>
              <dd>{formatDay(approval.requestedDelivery)}</dd>
            </div>
          )}
          {approval.deliverTo && (
            <div>
              <dt>Deliver to</dt>
              <dd>{approval.deliverTo}</dd>
            </div>
          )}
        </dl>
      )}
      {approval.rejectReason && <p>Reason: {approval.rejectReason}</p>}
      {withdrawable && (
        <div className="company-actions">
          <button type="button" className="button button-outline" disabled={busy} onClick={onWithdraw}>
            Withdraw this order
          </button>
        </div>
      )}
      {decidable && (
        <div className="company-member-edit approval-decide">
          <div className="field">
            <label htmlFor={`${id}-reason`}>Reason, if you reject it</label>
            <input id={`${id}-reason`} maxLength={500} value={reason} onChange={(event) => onReason(event.target.value)} />
          </div>
          <div className="company-actions">
            <button type="button" className="button" disabled={busy} onClick={onApprove}>
              Approve and place
            </button>
            <button type="button" className="button button-outline" disabled={busy} onClick={onReject}>
              Reject
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

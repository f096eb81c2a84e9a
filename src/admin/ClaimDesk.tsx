import { useState } from 'react';
import { Link } from 'wouter';
import {
  actionOf,
  claimTransitionProblem,
  CLAIM_MESSAGES,
  CLAIM_OUTCOMES,
  claimedValuePaise,
  OUTCOME_LABELS,
  settleQuestion,
  type ClaimOutcome,
} from '../../domain/claims.js';
import { formatRupees, paiseToRupees, parseRupees, rupeesToPaise } from '../../domain/money.js';
import { Loader } from '../components/Loader.js';
import { QuoteThread } from '../quotes/QuoteThread.js';
import { ActionButton } from './ActionButton.js';
import { adminPath } from './admin-paths.js';
import { ClaimStatusChip } from '../claims/ClaimStatusChip.js';
import { shortDate } from './ListFrame.js';
import { LoadFailed } from './LoadFailed.js';
import { useClaimDesk } from './claim-desk.js';

/** One claim at the console: what the buyer reports, their photos, the thread, and the settlement. */
export function ClaimDesk({ id }: { id: string }) {
  const desk = useClaimDesk(id);
  const { data: claim, error, reload } = desk;
  const [outcome, setOutcome] = useState<ClaimOutcome>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState('');
  if (error) return <LoadFailed error={error} retry={reload} />;
  if (!claim) return <Loader label="Loading the claim" />;
  const typed = parseRupees(amount);
  // What the claimed metres are worth at the order's price: the refund's amount, and the credit suggested.
  const claimedPaise = claimedValuePaise(rupeesToPaise(claim.order.taxable), claim.order.quantity, claim.metres);
  const creditPaise =
    outcome === 'credit' ? (typed === undefined ? null : rupeesToPaise(typed)) : outcome === 'refund' ? claimedPaise : null;
  const settleProblem = () => {
    const refused = claimTransitionProblem(claim.status, actionOf(outcome), 'operator');
    if (refused) return refused;
    if (reason.trim().length < 3) return CLAIM_MESSAGES.reasonNeeded;
    if (outcome === 'credit' && !(typed !== undefined && typed > 0)) return CLAIM_MESSAGES.amountNeeded;
    return null;
  };
  const open = claimTransitionProblem(claim.status, 'settle', 'operator') === null;
  return (
    <section className="quote-detail" aria-labelledby="claim-desk-title">
      <Link href={adminPath('claims')}>← Claims</Link>
      <h1 id="claim-desk-title">
        Claim {claim._id} <ClaimStatusChip status={claim.status} />
      </h1>
      <p>
        <strong>{claim.kind}</strong> · {claim.metres} of {claim.order.quantity} m of {claim.order.name} ({claim.order.color}) · order{' '}
        <Link href={adminPath('orders', claim.order._id)}>{claim.order.orderId}</Link> · invoice {claim.order.invoiceNumber}
        {claim.lot ? ` · roll or lot ${claim.lot}` : ''} · {claim.buyerEmail} · opened {shortDate(claim.createdAt)}
      </p>
      <p className="admin-card-text">{claim.note}</p>
      {claim.photos.length > 0 && (
        <ul className="claim-photos" aria-label="The buyer's photos">
          {claim.photos.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={`Photo ${index + 1} of claim ${claim._id}`} width={120} height={120} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      )}
      {claim.outcome && (
        <p className="claim-outcome">
          <strong>{OUTCOME_LABELS[claim.outcome]}</strong>: {claim.reason}
          {claim.settledAt ? ` (${shortDate(claim.settledAt)})` : ''}
          {claim.creditNote ? ` · credit note ${claim.creditNote.number} for ${formatRupees(claim.creditNote.total)}` : ''}
          {claim.replacementOrderId ? (
            <>
              {' '}
              · replacement <Link href={adminPath('orders', claim.replacementOrderId)}>order {claim.replacementOrderId}</Link>
            </>
          ) : null}
        </p>
      )}
      {claim.creditNote && (
        <div className="admin-actions">
          <ActionButton label="Download credit note" tone="plain" perform={() => desk.saveCreditNote(claim.creditNote!._id)} />
        </div>
      )}
      {open && (
        <form className="admin-form claim-settle" onSubmit={(event) => event.preventDefault()} aria-labelledby="claim-settle-title">
          <h2 id="claim-settle-title">Settle</h2>
          <fieldset className="claim-outcomes">
            <legend>Outcome</legend>
            {CLAIM_OUTCOMES.map((choice) => (
              <label key={choice} className="radio">
                <input type="radio" name="outcome" value={choice} checked={outcome === choice} onChange={() => setOutcome(choice)} />
                {OUTCOME_LABELS[choice]}
              </label>
            ))}
          </fieldset>
          {outcome === 'credit' && (
            <div className="field">
              <label htmlFor="claim-credit-amount">Amount to credit (taxable value, ₹; GST at {claim.order.taxPercent}% is added)</label>
              <input
                id="claim-credit-amount"
                inputMode="decimal"
                autoComplete="off"
                maxLength={16}
                placeholder={paiseToRupees(claimedPaise).toLocaleString('en-IN')}
                aria-describedby="claim-credit-hint"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
              />
              <span id="claim-credit-hint" className="field-hint">
                {claim.metres} m of {claim.order.quantity} m at the order's price come to {formatRupees(paiseToRupees(claimedPaise))}.{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setAmount(paiseToRupees(claimedPaise).toLocaleString('en-IN'))}
                >
                  Use this amount
                </button>
              </span>
            </div>
          )}
          {outcome === 'refund' && (
            <p className="field-hint">
              The refund is what {claim.metres} m of {claim.order.quantity} m came to: {formatRupees(paiseToRupees(claimedPaise))} before
              GST.
            </p>
          )}
          <label className="field wide">
            <span>Reason the buyer will read</span>
            <textarea rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
          <div className="admin-actions">
            <ActionButton
              label={OUTCOME_LABELS[outcome]}
              tone={outcome === 'reject' ? 'danger' : 'primary'}
              question={settleQuestion(outcome, claim._id, creditPaise, claim.order.taxPercent)}
              problem={settleProblem}
              perform={() => desk.settle({ outcome, reason: reason.trim(), ...(outcome === 'credit' ? { amount: typed! } : {}) })}
            />
          </div>
        </form>
      )}
      <QuoteThread messages={claim.messages} reader="operator" />
      {claimTransitionProblem(claim.status, 'message', 'operator') === null && (
        <form className="quote-write" onSubmit={(event) => event.preventDefault()}>
          <label className="field">
            <span>Message to the buyer</span>
            <textarea rows={2} maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
          </label>
          <ActionButton
            label="Send message"
            tone="plain"
            problem={() => (message.trim() ? null : 'Write the message first.')}
            perform={async () => {
              const sentence = await desk.sendMessage(message.trim());
              setMessage('');
              return sentence;
            }}
          />
        </form>
      )}
    </section>
  );
}

import '../styles/claims.css';
import { useMemo } from 'react';
import { OUTCOME_LABELS, type ClaimOutcome, type ClaimStatus } from '../../domain/claims.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { formatRupees } from '../../domain/money.js';
import { createClaimMachine } from '../../machines/claim.js';
import { Loader } from '../components/Loader.js';
import { useMessageDraft } from '../components/use-message-draft.js';
import { DocumentDownload } from './DocumentDownload.js';
import { QuoteThread } from '../quotes/QuoteThread.js';
import { notify } from '../services/notify.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useClaimActors, type BuyerClaim } from './claim-actors.js';
import { ClaimStatusChip } from '../claims/ClaimStatusChip.js';

/** The buyer's side of a claim, holding the claim as the BFF answers it. */
const buyerClaimMachine = createClaimMachine<BuyerClaim>('buyer');

/** The buyer's claim on an order card: what they reported, how it was settled (with its credit note), the thread. */
export function ClaimView({ id }: { id: string }) {
  const actors = useClaimActors();
  const logic = useMemo(
    () =>
      buyerClaimMachine.provide({
        actors: { load: actors.loadClaim, act: actors.actOnClaim },
        actions: { notify: (_, notice) => notify(notice) },
      }),
    [actors],
  );
  const [snapshot, send] = useScreenMachine(logic, { input: { id } });
  const claim = snapshot.context.record;
  const { text, setText, sent } = useMessageDraft(snapshot.matches('acting'), snapshot.context.error !== null);
  if (snapshot.matches('failed'))
    return (
      <p role="alert">
        {snapshot.context.error}{' '}
        <button type="button" className="link-button" onClick={() => send({ type: 'record.reload' })}>
          Try again
        </button>
      </p>
    );
  if (!claim) return <Loader label="Loading your claim" />;
  const busy = snapshot.matches('acting');
  return (
    <section className="claim-view" aria-labelledby={`claim-${claim.id}-title`} aria-busy={busy}>
      <h3 id={`claim-${claim.id}-title`}>
        Claim {claim.id} <ClaimStatusChip status={claim.status as ClaimStatus} />
      </h3>
      <p>
        {claim.kind} · {claim.metres} m{claim.lot ? ` · roll or lot ${claim.lot}` : ''} · opened{' '}
        {formatDay(indianDay(new Date(claim.createdAt)))}
      </p>
      <p className="muted">{claim.note}</p>
      {claim.outcome && (
        <p className="claim-outcome">
          <strong>{OUTCOME_LABELS[claim.outcome as ClaimOutcome]}</strong>: {claim.reason}
          {claim.replacementOrderId ? ' A replacement at ₹0 is on its way: it is in your order history.' : ''}
        </p>
      )}
      {claim.creditNote && (
        <div className="claim-credit">
          <p>
            Credit note <strong>{claim.creditNote.number}</strong> for {formatRupees(claim.creditNote.total)}
          </p>
          <DocumentDownload kind="creditNote" id={claim.creditNote.id} number={claim.creditNote.number} />
        </div>
      )}
      <QuoteThread messages={claim.messages} reader="buyer" level={4} />
      {/* Kept while a message is on its way (disabled), so the form does not vanish and come back. */}
      {(busy || snapshot.can({ type: 'record.act', action: 'message' })) && (
        <form
          className="quote-write"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            sent();
            send({ type: 'record.act', action: 'message', payload: { text: text.trim() } });
          }}
        >
          <label className="field">
            <span>Write to FabricMart</span>
            <textarea rows={2} maxLength={1000} value={text} disabled={busy} onChange={(event) => setText(event.target.value)} />
          </label>
          <button type="submit" className="button button-outline" disabled={busy || !text.trim()}>
            Send message
          </button>
        </form>
      )}
    </section>
  );
}

import '../styles/claims.css';
import { useMemo, useRef } from 'react';
import { claimableMetres, CLAIM_KINDS, CLAIM_LIMITS } from '../../domain/claims.js';
import { formatDay, indianDay } from '../../domain/day.js';
import { claimFormMachine } from '../../machines/claim-form.js';
import { notify } from '../services/notify.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useClaimActors } from './claim-actors.js';

/** "Report a problem" on a delivered order: what is wrong, how many metres, the roll or lot, a note and photos. */
export function ClaimForm({
  orderId,
  quantity,
  madeGood,
  until,
  onOpened,
  onCancel,
}: {
  orderId: string;
  /** The order's metres, and those earlier claims made good. */
  quantity: number;
  madeGood: number;
  until: string;
  onOpened: (claimId: string) => void;
  onCancel: () => void;
}) {
  const actors = useClaimActors();
  // The card's latest callback, called by the machine once the claim is opened.
  const opened = useRef(onOpened);
  opened.current = onOpened;
  const logic = useMemo(
    () =>
      claimFormMachine.provide({
        actors: { openClaim: actors.openClaim },
        actions: {
          notify: (_, notice) => notify(notice),
          opened: ({ context }) => opened.current(context.claimId!),
        },
      }),
    [actors],
  );
  const [snapshot, send] = useScreenMachine(logic, { input: { orderId, quantity, madeGood } });
  const left = claimableMetres(quantity, madeGood);
  const { draft, problem } = snapshot.context;
  const sending = snapshot.matches('sending');
  const id = (name: string) => `claim-${orderId}-${name}`;
  const change = (field: keyof typeof draft) => (event: { target: { value: string } }) =>
    send({ type: 'field.change', field, value: event.target.value });
  return (
    <form
      className="claim-form"
      aria-labelledby={id('title')}
      aria-busy={sending}
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'claim.submit' });
      }}
    >
      <h3 id={id('title')}>Report a problem</h3>
      <p className="muted">
        Claims are taken on uncut fabric until {formatDay(indianDay(new Date(until)))}. We answer within two working days.
      </p>
      <label className="field" htmlFor={id('kind')}>
        <span>What is wrong</span>
        <select id={id('kind')} value={draft.kind} onChange={change('kind')}>
          {CLAIM_KINDS.map((kind) => (
            <option key={kind}>{kind}</option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={id('metres')}>
        <span>
          Metres affected (of {left}
          {madeGood > 0 ? `; ${madeGood} of ${quantity} m made good by earlier claims` : ''})
        </span>
        <input
          id={id('metres')}
          type="number"
          inputMode="numeric"
          min={1}
          max={left}
          step={1}
          value={draft.metres}
          onChange={change('metres')}
        />
      </label>
      <label className="field" htmlFor={id('lot')}>
        <span>Roll or lot number (if you know it)</span>
        <input id={id('lot')} maxLength={CLAIM_LIMITS.maxLot} value={draft.lot} onChange={change('lot')} />
      </label>
      <label className="field wide" htmlFor={id('note')}>
        <span>What you see</span>
        <textarea id={id('note')} rows={3} maxLength={CLAIM_LIMITS.maxNote} value={draft.note} onChange={change('note')} />
      </label>
      <label className="field wide" htmlFor={id('photos')}>
        <span>Photos (up to {CLAIM_LIMITS.maxPhotos}; JPEG, PNG or WebP, 5 MB each)</span>
        <input
          id={id('photos')}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          onChange={(event) => send({ type: 'photos.change', photos: [...(event.target.files ?? [])] })}
        />
      </label>
      <label className="checkbox wide">
        <input
          type="checkbox"
          checked={draft.uncut}
          onChange={(event) => send({ type: 'field.change', field: 'uncut', value: event.target.checked })}
        />
        The fabric has not been cut
      </label>
      {problem && (
        <p role="alert" className="field-error wide">
          {problem}
        </p>
      )}
      <div className="claim-form-actions wide">
        <button type="submit" className="button" disabled={sending}>
          {sending ? 'Sending…' : 'Send claim'}
        </button>
        <button type="button" className="button button-outline" onClick={onCancel} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}

import { useMachine } from '@xstate/react';
import { useMemo, useState } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fromPromise } from 'xstate';
import { quoteRequestMachine, type QuoteAsk } from '../../machines/quote-request.js';
import { paths } from '../config/paths.js';
import { RequestQuoteDocument } from '../graphql/generated.js';
import { useApi } from '../services/api-context.js';
import { useInspect } from '../services/inspect-context.js';
import { useShopEffects } from '../shop/use-shop-effects.js';
import { useSignedInAction } from '../shop/use-signed-in-action.js';

/** "Request a quote" on the product page (issue 25): the chosen colour's metres, a target price, a date and a note. */
export function RequestQuote({ productId, color, minOrderMetres }: { productId: string; color: string | null; minOrderMetres: number }) {
  const api = useApi();
  const effects = useShopEffects();
  const signedIn = useSignedInAction();
  const logic = useMemo(
    () =>
      quoteRequestMachine.provide({
        actors: {
          requestQuote: fromPromise<{ message: string; quoteId: string }, QuoteAsk>(async ({ input }) => {
            const { productId: id, color: colour, metres, targetPrice, neededBy, note } = input;
            const { requestQuote } = await api.request(RequestQuoteDocument, {
              lines: [{ productId: id, color: colour, metres, ...(targetPrice ? { targetPrice } : {}) }],
              note: note ?? null,
              neededBy: neededBy ?? null,
            });
            return { message: requestQuote.message, quoteId: requestQuote.quote.id };
          }),
        },
        actions: { notify: effects.notify },
      }),
    [api, effects],
  );
  const [snapshot, send] = useMachine(logic, { inspect: useInspect(), input: { minOrderMetres } });
  const [metres, setMetres] = useState(String(Math.max(minOrderMetres, 100)));
  const [target, setTarget] = useState('');
  const [neededBy, setNeededBy] = useState('');
  const [note, setNote] = useState('');
  const sending = snapshot.matches('sending');
  return (
    <details className="request-quote">
      <summary>Request a quote</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!color) return;
          signedIn(() =>
            send({
              type: 'send',
              ask: {
                productId,
                color,
                metres: Number(metres),
                ...(Number(target) > 0 ? { targetPrice: Number(target) } : {}),
                ...(neededBy ? { neededBy } : {}),
                ...(note.trim() ? { note: note.trim() } : {}),
              },
            }),
          );
        }}
      >
        <p className="muted">
          Buying {minOrderMetres > 1 ? `from ${minOrderMetres} ` : ''}metres in bulk? Ask us for a price for {color ?? 'a colour'}.
        </p>
        <div className="request-quote-fields">
          <label className="field">
            <span>Metres</span>
            <input
              type="number"
              min={minOrderMetres}
              step={1}
              required
              value={metres}
              onChange={(event) => setMetres(event.target.value)}
            />
          </label>
          <label className="field">
            <span>Target price / m (optional)</span>
            <input type="number" min={1} step="0.01" value={target} onChange={(event) => setTarget(event.target.value)} />
          </label>
          <label className="field">
            <span>Needed by (optional)</span>
            <input type="date" value={neededBy} onChange={(event) => setNeededBy(event.target.value)} />
          </label>
        </div>
        <label className="field">
          <span>Note (optional)</span>
          <textarea rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
        </label>
        {snapshot.context.problem && (
          <p role="alert" className="field-error">
            {snapshot.context.problem}
          </p>
        )}
        {snapshot.context.quoteId && (
          <p role="status">
            Quote {snapshot.context.quoteId} requested.{' '}
            <button type="button" className="link-button" onClick={() => navigate(paths.userProfile.href(), { state: { page: 'quotes' } })}>
              See your quotes
            </button>
          </p>
        )}
        <button type="submit" className="button button-outline" disabled={sending || !color} aria-busy={sending}>
          {sending ? 'Sending…' : 'Ask for a price'}
        </button>
      </form>
    </details>
  );
}

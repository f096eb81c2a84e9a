import { useState } from 'react';
import type { QuoteAsk } from '../../machines/quote-request.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useQuoteRequestLogic } from './quote-request-actors.js';
import { useSignedInAction } from '../shop/use-signed-in-action.js';
import { showQuotes } from '../config/quotes-state.js';
import { indianDay } from '../../domain/day.js';
import type { MinimumOrder } from '../../domain/product.js';

/** The colour a product page asks about; absent on the cart, which asks about its metre lines. */
interface ProductAsked extends MinimumOrder {
  productId: string;
  color: string | null;
}

/**
 * "Request a quote": on the product page, the chosen colour's metres and a target price; on the cart, the
 * cart's metre lines. Both with a needed-by date and a note.
 */
export function RequestQuote({ product }: { product?: ProductAsked }) {
  const signedIn = useSignedInAction();
  const logic = useQuoteRequestLogic();
  const minOrderMetres = product?.minOrderMetres ?? 1;
  const [snapshot, send] = useScreenMachine(logic, { input: { minOrderMetres } });
  const [metres, setMetres] = useState(String(Math.max(minOrderMetres, 100)));
  const [target, setTarget] = useState('');
  const [neededBy, setNeededBy] = useState('');
  const [note, setNote] = useState('');
  const sending = snapshot.matches('sending');
  const sent = snapshot.matches('sent');
  /** A changed form may be sent again. */
  const edit = (set: (value: string) => void, value: string) => {
    set(value);
    send({ type: 'quote.edit' });
  };
  const color = product ? product.color : null;
  const extras = { ...(neededBy ? { neededBy } : {}), ...(note.trim() ? { note: note.trim() } : {}) };
  const ask = (): QuoteAsk | null => {
    if (!product) return { fromCart: true, ...extras };
    if (!color) return null;
    return {
      productId: product.productId,
      color,
      metres: Number(metres),
      ...(Number(target) > 0 ? { targetPrice: Number(target) } : {}),
      ...extras,
    };
  };
  return (
    <details className="request-quote">
      <summary>Request a quote</summary>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const asked = ask();
          if (asked) signedIn(() => send({ type: 'quote.send', ask: asked }));
        }}
      >
        <p className="muted">
          {product
            ? `Buying ${minOrderMetres > 1 ? `from ${minOrderMetres} ` : ''}metres in bulk? Ask us for a price for ${color ?? 'a colour'}.`
            : 'Buying in bulk? Ask us for a price for the metres in your cart. Once you accept it, the quoted metres take their place here.'}
        </p>
        <div className="request-quote-fields">
          {product && (
            <>
              <label className="field">
                <span>Metres</span>
                <input
                  type="number"
                  min={minOrderMetres}
                  step={1}
                  required
                  value={metres}
                  onChange={(event) => edit(setMetres, event.target.value)}
                />
              </label>
              <label className="field">
                <span>Target price / m (optional)</span>
                <input type="number" min={1} step="0.01" value={target} onChange={(event) => edit(setTarget, event.target.value)} />
              </label>
            </>
          )}
          <label className="field">
            <span>Needed by (optional)</span>
            <input type="date" min={indianDay(new Date())} value={neededBy} onChange={(event) => edit(setNeededBy, event.target.value)} />
          </label>
        </div>
        <label className="field">
          <span>Note (optional)</span>
          <textarea rows={2} maxLength={1000} value={note} onChange={(event) => edit(setNote, event.target.value)} />
        </label>
        {snapshot.context.problem && (
          <p role="alert" className="field-error">
            {snapshot.context.problem}
          </p>
        )}
        {snapshot.context.quoteId && (
          <p role="status">
            Quote {snapshot.context.quoteId} requested.{' '}
            <button type="button" className="link-button" onClick={() => showQuotes()}>
              See your quotes
            </button>
          </p>
        )}
        <button type="submit" className="button button-outline" disabled={sending || sent || (product && !color)} aria-busy={sending}>
          {sending ? 'Sending…' : sent ? 'Price asked for' : 'Ask for a price'}
        </button>
      </form>
    </details>
  );
}

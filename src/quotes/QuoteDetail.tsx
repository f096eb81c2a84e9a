import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { formatDay } from '../../domain/day.js';
import { timeLeft } from '../../domain/quotes.js';
import { createQuoteMachine, quoteMoveAllowed } from '../../machines/quote.js';
import { Loader } from '../components/Loader.js';
import { useMessageDraft } from '../components/use-message-draft.js';
import { paths } from '../config/paths.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { ShopContext } from '../shop/shop-context.js';
import { useShopEffects } from '../shop/use-shop-effects.js';
import { QuoteLineInput, QuoteLinesTable, quoteLineKey } from './QuoteLinesTable.js';
import { QuotationDownload } from './QuotationDownload.js';
import { QuoteStatusChip } from './QuoteStatusChip.js';
import { QuoteThread } from './QuoteThread.js';
import { useQuoteActors, type BuyerQuote } from './quote-actors.js';

/** The buyer's side of a quote, holding the quote as the BFF answers it. */
const buyerQuoteMachine = createQuoteMachine<BuyerQuote>('buyer');

/** One quote as its buyer sees it: lines and prices, how long they hold, the thread, and what may be done now. */
export function QuoteDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const actors = useQuoteActors();
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      buyerQuoteMachine.provide({
        actors: { load: actors.loadQuote, act: actors.actOnQuote },
        actions: { notify: effects.notify },
      }),
    [actors, effects],
  );
  const [snapshot, send] = useScreenMachine(logic, { input: { id } });
  const { text, setText, sent } = useMessageDraft(snapshot.matches('acting'), snapshot.context.error !== null);
  const [metres, setMetres] = useState<Record<string, string>>({});
  const quote = snapshot.context.record;
  // The quote's lines in the cart now, as one string so the selector's answer compares equal while it stays the same.
  const inCart = ShopContext.useSelector((state) =>
    state.context.cart.lines
      .filter((line) => line.quoteId === id)
      .map((line) => `${line.product.id}:${line.color}`)
      .join('\n'),
  ).split('\n');
  const cartLoading = ShopContext.useSelector((state) => state.matches('loading'));
  const busy = snapshot.matches('acting');
  // While a move is on its way the quote's buttons stay where they are, disabled, instead of vanishing until it is answered.
  const can = (action: 'accept' | 'reject' | 'revise' | 'message') =>
    busy && quote ? quoteMoveAllowed('buyer', quote, action, new Date()) : snapshot.can({ type: 'record.act', action });
  if (snapshot.matches('failed'))
    return (
      <section className="quote-detail">
        <p role="alert">{snapshot.context.error}</p>
        <button type="button" className="button" onClick={() => send({ type: 'record.reload' })}>
          Try again
        </button>
      </section>
    );
  if (!quote) return <Loader label="Loading the quote" />;
  const revisedLines = quote.lines.map((line) => ({
    productId: line.productId,
    color: line.color,
    metres: Number(metres[quoteLineKey(line)] ?? line.metres),
  }));
  return (
    <section className="quote-detail" aria-labelledby="quote-title" aria-busy={busy}>
      <button type="button" className="link-button" onClick={onBack}>
        ← All quotes
      </button>
      <h1 id="quote-title">
        Quote {quote.id} <QuoteStatusChip status={quote.status} />
      </h1>
      {quote.validUntil && (quote.status === 'Quoted' || quote.status === 'Accepted') && (
        <p className="quote-validity">
          Prices hold until {new Date(quote.validUntil).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' })} (
          {timeLeft(quote.validUntil, new Date())})
        </p>
      )}
      {quote.status === 'Accepted' && (
        <p>
          {inCart.some(Boolean) || cartLoading ? (
            <>
              Its priced lines are in your <Link href={paths.cart.href()}>cart</Link> at the quoted prices.
            </>
          ) : (
            'Its lines are no longer in your cart. Ask again to put a new price in it.'
          )}
        </p>
      )}
      {(quote.note || quote.neededBy) && (
        <dl className="quote-asked">
          {quote.note && (
            <div>
              <dt>Your note</dt>
              <dd>{quote.note}</dd>
            </div>
          )}
          {quote.neededBy && (
            <div>
              <dt>Needed by</dt>
              <dd>{formatDay(quote.neededBy)}</dd>
            </div>
          )}
        </dl>
      )}
      <QuoteLinesTable
        lines={quote.lines}
        error={snapshot.context.error}
        note={(line) =>
          quote.status === 'Accepted' && inCart.includes(quoteLineKey(line)) ? <span className="sample-chip">In your cart</span> : null
        }
        metres={
          can('revise')
            ? (line) => (
                <QuoteLineInput
                  line={line}
                  what="Metres"
                  min={1}
                  value={metres[quoteLineKey(line)] ?? String(line.metres)}
                  onChange={(value) => setMetres({ ...metres, [quoteLineKey(line)]: value })}
                />
              )
            : undefined
        }
      />
      <div className="quote-actions">
        <QuotationDownload quoteId={quote.id} />
        {can('accept') && (
          <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'record.act', action: 'accept' })}>
            Accept
          </button>
        )}
        {can('reject') && (
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => send({ type: 'record.act', action: 'reject' })}
          >
            Reject
          </button>
        )}
        {can('revise') && (
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => send({ type: 'record.act', action: 'revise', payload: { lines: revisedLines } })}
          >
            Ask again
          </button>
        )}
      </div>
      <QuoteThread messages={quote.messages} reader="buyer" />
      {can('message') && (
        <form
          className="quote-write"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            sent();
            send({ type: 'record.act', action: 'message', payload: { text } });
          }}
        >
          <label className="field">
            <span>Write to FabricMart</span>
            <textarea value={text} maxLength={1000} rows={2} disabled={busy} onChange={(event) => setText(event.target.value)} />
          </label>
          <button type="submit" className="button button-outline" disabled={busy || !text.trim()}>
            Send
          </button>
        </form>
      )}
    </section>
  );
}

import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { formatRupees } from '../../domain/money.js';
import { timeLeft } from '../../domain/quotes.js';
import { buyerQuoteMachine } from '../../machines/quote.js';
import { Loader } from '../components/Loader.js';
import { paths } from '../config/paths.js';
import { useInspect } from '../services/inspect-context.js';
import { ShopContext } from '../shop/shop-context.js';
import { useShopEffects } from '../shop/use-shop-effects.js';
import { QuoteStatusChip } from './QuoteStatusChip.js';
import { useQuoteActors, type BuyerQuote } from './quote-actors.js';

const price = (rupees: number | null | undefined) => (rupees == null ? '—' : formatRupees(rupees));

/** One quote as its buyer sees it: lines and prices, how long they hold, the thread, and what may be done now. */
export function QuoteDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const actors = useQuoteActors();
  const effects = useShopEffects();
  const logic = useMemo(
    () =>
      buyerQuoteMachine.provide({
        actors: { loadQuote: actors.loadQuote, actOnQuote: actors.actOnQuote },
        actions: { notify: effects.notify },
      }),
    [actors, effects],
  );
  const [snapshot, send] = useMachine(logic, { inspect: useInspect(), input: { id } });
  const [text, setText] = useState('');
  const [metres, setMetres] = useState<Record<string, string>>({});
  const quote = snapshot.context.quote as unknown as BuyerQuote | null;
  // Accepting puts lines in the cart and asking again takes them out: the shop reads its cart again.
  const shop = ShopContext.useActorRef();
  const seen = useRef<string | null>(null);
  useEffect(() => {
    const status = quote?.status ?? null;
    if (seen.current !== null && status !== seen.current && (status === 'Accepted' || seen.current === 'Accepted'))
      shop.send({ type: 'shop.load' });
    seen.current = status;
  }, [quote?.status, shop]);
  const busy = snapshot.matches('acting');
  const can = (action: 'accept' | 'reject' | 'revise' | 'message') => snapshot.can({ type: 'act', action });
  if (snapshot.matches('failed'))
    return (
      <section className="quote-detail">
        <p role="alert">{snapshot.context.error}</p>
        <button type="button" className="button" onClick={() => send({ type: 'reload' })}>
          Try again
        </button>
      </section>
    );
  if (!quote) return <Loader label="Loading the quote" />;
  const key = (line: BuyerQuote['lines'][number]) => `${line.productId}:${line.color}`;
  const revisedLines = quote.lines.map((line) => ({
    productId: line.productId,
    color: line.color,
    metres: Number(metres[key(line)] ?? line.metres),
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
          Its priced lines are in your <Link href={paths.cart.href()}>cart</Link> at the quoted prices.
        </p>
      )}
      <div className="quote-lines" role="region" aria-label="Lines" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Fabric</th>
              <th scope="col">Metres</th>
              <th scope="col">Your target</th>
              <th scope="col">Quoted / m</th>
              <th scope="col">List / m</th>
            </tr>
          </thead>
          <tbody>
            {quote.lines.map((line) => (
              <tr key={key(line)}>
                <td>
                  <Link href={paths.product.href(line.productId)}>{line.name}</Link> · {line.color}
                </td>
                <td>
                  {can('revise') ? (
                    <input
                      type="number"
                      min={1}
                      aria-label={`Metres of ${line.name} in ${line.color}`}
                      value={metres[key(line)] ?? String(line.metres)}
                      onChange={(event) => setMetres({ ...metres, [key(line)]: event.target.value })}
                    />
                  ) : (
                    line.metres
                  )}
                </td>
                <td>{price(line.targetPrice)}</td>
                <td>{price(line.quotedPrice)}</td>
                <td>{price(line.listPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {snapshot.context.error && (
        <p role="alert" className="field-error">
          {snapshot.context.error}
        </p>
      )}
      <div className="quote-actions">
        {can('accept') && (
          <button type="button" className="button" disabled={busy} onClick={() => send({ type: 'act', action: 'accept' })}>
            Accept
          </button>
        )}
        {can('reject') && (
          <button type="button" className="button button-outline" disabled={busy} onClick={() => send({ type: 'act', action: 'reject' })}>
            Reject
          </button>
        )}
        {can('revise') && (
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => send({ type: 'act', action: 'revise', payload: { lines: revisedLines } })}
          >
            Ask again
          </button>
        )}
      </div>
      <h2>Messages</h2>
      <ol className="quote-thread">
        {quote.messages.length === 0 && <li className="muted">No messages yet.</li>}
        {quote.messages.map((message, index) => (
          <li key={index} className={`quote-message quote-message-${message.author}`}>
            <strong>{message.author === 'buyer' ? 'You' : 'FabricMart'}</strong> {message.text}
          </li>
        ))}
      </ol>
      {can('message') && (
        <form
          className="quote-write"
          onSubmit={(event) => {
            event.preventDefault();
            if (!text.trim()) return;
            send({ type: 'act', action: 'message', payload: { text } });
            setText('');
          }}
        >
          <label className="field">
            <span>Write to FabricMart</span>
            <textarea value={text} maxLength={1000} rows={2} onChange={(event) => setText(event.target.value)} />
          </label>
          <button type="submit" className="button button-outline" disabled={busy || !text.trim()}>
            Send
          </button>
        </form>
      )}
    </section>
  );
}

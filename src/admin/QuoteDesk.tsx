import { useState } from 'react';
import { Link } from 'wouter';
import { timeLeft } from '../../domain/quotes.js';
import { Loader } from '../components/Loader.js';
import { QuoteLineInput, QuoteLinesTable, quoteLineKey } from '../quotes/QuoteLinesTable.js';
import { QuoteStatusChip } from '../quotes/QuoteStatusChip.js';
import { QuoteThread } from '../quotes/QuoteThread.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { useQuoteDeskLogic } from './quote-desk.js';
import { adminPath } from './admin-paths.js';
import { LoadFailed } from './LoadFailed.js';

/** A datetime-local value a week from now (the operator's local time). */
const aWeekAhead = () => {
  const at = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** One quote at the console: price each line and set how long it holds, or decline; the thread. */
export function QuoteDesk({ id }: { id: string }) {
  const [snapshot, send] = useScreenMachine(useQuoteDeskLogic(), { input: { id } });
  const [prices, setPrices] = useState<Record<string, string>>({});
  const [validUntil, setValidUntil] = useState(aWeekAhead);
  const [message, setMessage] = useState('');
  const quote = snapshot.context.record;
  const busy = snapshot.matches('acting');
  const can = (action: 'price' | 'decline' | 'message') => snapshot.can({ type: 'record.act', action });
  if (snapshot.matches('failed')) return <LoadFailed error={snapshot.context.error ?? ''} retry={() => send({ type: 'record.reload' })} />;
  if (!quote) return <Loader label="Loading the quote" />;
  const priced = quote.lines
    .filter((line) => Number(prices[quoteLineKey(line)]) > 0)
    .map((line) => ({ productId: line.productId, color: line.color, pricepermeter: Number(prices[quoteLineKey(line)]) }));
  return (
    <section className="quote-detail" aria-labelledby="quote-desk-title" aria-busy={busy}>
      <Link href={adminPath('quotes')}>← Quotes</Link>
      <h1 id="quote-desk-title">
        Quote {quote._id} <QuoteStatusChip status={quote.status} />
      </h1>
      <p>
        {quote.buyerCompany ? (
          <>
            <strong>{quote.buyerCompany}</strong>
            {quote.buyerGstin ? ` · GSTIN ${quote.buyerGstin}` : ' · no GSTIN'} ·{' '}
          </>
        ) : (
          'No business profile · '
        )}
        {quote.buyerEmail}
        {quote.neededBy ? ` · needed by ${quote.neededBy}` : ''}
        {quote.validUntil ? ` · prices hold ${timeLeft(quote.validUntil, new Date())}` : ''}
      </p>
      {quote.note && <p className="admin-card-text">{quote.note}</p>}
      <QuoteLinesTable
        lines={quote.lines}
        error={snapshot.context.error}
        showStock
        quoted={
          can('price')
            ? (line) => (
                <QuoteLineInput
                  line={line}
                  what="Price per metre"
                  min={0.01}
                  step="0.01"
                  value={prices[quoteLineKey(line)] ?? ''}
                  onChange={(value) => setPrices({ ...prices, [quoteLineKey(line)]: value })}
                />
              )
            : undefined
        }
      />
      {(can('price') || can('decline')) && (
        <div className="quote-write">
          {can('price') && (
            <label className="field">
              <span>Prices hold until</span>
              <input type="datetime-local" value={validUntil} onChange={(event) => setValidUntil(event.target.value)} />
            </label>
          )}
          <label className="field">
            <span>Message to the buyer (needed to decline)</span>
            <textarea rows={2} maxLength={1000} value={message} onChange={(event) => setMessage(event.target.value)} />
          </label>
          <div className="quote-actions">
            {can('price') && (
              <button
                type="button"
                className="button"
                disabled={busy || priced.length === 0}
                onClick={() => {
                  send({
                    type: 'record.act',
                    action: 'price',
                    payload: {
                      lines: priced,
                      validUntil: new Date(validUntil).toISOString(),
                      ...(message.trim() ? { message: message.trim() } : {}),
                    },
                  });
                  setMessage('');
                }}
              >
                Send prices
              </button>
            )}
            {can('decline') && (
              <button
                type="button"
                className="button button-outline"
                disabled={busy || !message.trim()}
                onClick={() => send({ type: 'record.act', action: 'decline', payload: { message: message.trim() } })}
              >
                Decline
              </button>
            )}
          </div>
        </div>
      )}
      <QuoteThread messages={quote.messages} reader="operator" />
      {can('message') && (
        <form
          className="quote-write"
          onSubmit={(event) => {
            event.preventDefault();
            if (!message.trim()) return;
            send({ type: 'record.act', action: 'message', payload: { text: message.trim() } });
            setMessage('');
          }}
        >
          <button type="submit" className="button button-outline" disabled={busy || !message.trim()}>
            Send the message only
          </button>
        </form>
      )}
    </section>
  );
}

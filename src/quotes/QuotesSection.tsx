import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { pagedListMachine } from '../../machines/paged-list.js';
import { Loader } from '../components/Loader.js';
import { Pager } from '../components/Pager.js';
import { paths } from '../config/paths.js';
import { useScreenMachine } from '../services/screen-actor.js';
import { QuoteDetail } from './QuoteDetail.js';
import { QuoteStatusChip } from './QuoteStatusChip.js';
import { showQuotes } from '../config/quotes-state.js';
import { useQuoteActors, type BuyerQuote } from './quote-actors.js';

/** /user-profile › Quotes: one quote when `open` names it, else the buyer's quotes. */
/** The fabrics a quote asks for, as a row names them: the first two, then how many more. */
const fabricNames = (lines: readonly { name: string }[]) => {
  const names = [...new Set(lines.map((line) => line.name))];
  return names.length <= 2 ? names.join(', ') : `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
};

export function QuotesSection({ open }: { open: string | null }) {
  return open ? <QuoteDetail id={open} onBack={() => showQuotes()} /> : <QuoteList />;
}

/** The buyer's quotes newest first with their state and who they wait for; each opens its quote. */
function QuoteList() {
  const actors = useQuoteActors();
  const logic = useMemo(() => pagedListMachine.provide({ actors: { loadPage: actors.loadPage } }), [actors]);
  const [input] = useState(() => ({ filters: {} }));
  const [snapshot, send] = useScreenMachine(logic, { input });
  const quotes = snapshot.context.data as BuyerQuote[];
  return (
    <section className="quotes" aria-labelledby="quotes-title">
      <h1 id="quotes-title">Quotes</h1>
      {snapshot.matches('loading') && quotes.length === 0 && <Loader label="Loading your quotes" />}
      {snapshot.matches('failed') && (
        <p role="alert">
          {snapshot.context.error}{' '}
          <button type="button" className="link-button" onClick={() => send({ type: 'list.reload' })}>
            Try again
          </button>
        </p>
      )}
      {snapshot.matches('ready') && quotes.length === 0 && (
        <div className="empty-state">
          <h2>No quotes yet</h2>
          <p>Buying in bulk? Ask for a price from a fabric’s page or your cart.</p>
          <Link href={paths.products.href()} className="button">
            Explore fabrics
          </Link>
        </div>
      )}
      <ul className="quote-list" aria-label="Your quotes">
        {quotes.map((quote) => (
          <li key={quote.id}>
            <button type="button" className="quote-row" onClick={() => showQuotes(quote.id)}>
              <span className="quote-row-title">
                Quote {quote.id} · {quote.lines.length} {quote.lines.length === 1 ? 'line' : 'lines'} ·{' '}
                {quote.lines.reduce((sum, line) => sum + line.metres, 0)} m
              </span>
              <span className="quote-row-fabrics">{fabricNames(quote.lines)}</span>
              <QuoteStatusChip status={quote.status} />
              <span className="muted">
                {quote.waitingFor === 'buyer' ? 'Waiting for you' : quote.waitingFor === 'operator' ? 'Waiting for FabricMart' : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Pager
        page={snapshot.context.page}
        totalPages={snapshot.context.totalPages}
        label="Pages of quotes"
        busy={snapshot.matches('loading')}
        onGo={(page) => send({ type: 'list.page', page })}
      />
    </section>
  );
}

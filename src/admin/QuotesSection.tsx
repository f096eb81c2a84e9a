import { Link } from 'wouter';
import { QUOTE_STATUSES } from '../../domain/quotes.js';
import { QuoteStatusChip } from '../quotes/QuoteStatusChip.js';
import { adminPath } from './admin-paths.js';
import { AdminCards } from './AdminCards.js';
import { ListFrame, listState, shortDate } from './ListFrame.js';
import { StatusFilter } from './StatusFilter.js';
import { useAdminList } from './use-admin-list.js';

/** Quotes: by state, those waiting for a price first; each opens to be priced, declined or answered. */
export function QuotesSection() {
  const { snapshot, send, rows } = useAdminList('GET /quotes', { status: 'Requested' });
  const { status } = snapshot.context.filters;
  return (
    <>
      <StatusFilter
        statuses={QUOTE_STATUSES}
        current={status ?? ''}
        label="Quotes to show"
        onChoose={(value) => send({ type: 'list.filter', name: 'status', value })}
      />
      <ListFrame state={listState(snapshot)} send={send} noun="quotes" one="quote" emptyText="No quotes here.">
        <AdminCards
          rows={rows}
          rowKey={(quote) => quote._id}
          card={(quote) => ({
            head: (
              <>
                <Link href={adminPath('quotes', quote._id)}>
                  <strong>Quote {quote._id}</strong>
                </Link>{' '}
                · {quote.buyerEmail} · {quote.lines.length} {quote.lines.length === 1 ? 'line' : 'lines'} ·{' '}
                {quote.lines.reduce((sum, line) => sum + line.metres, 0)} m · {shortDate(quote.createdAt)}{' '}
                <QuoteStatusChip status={quote.status} />
              </>
            ),
            text: quote.note,
          })}
        />
      </ListFrame>
    </>
  );
}

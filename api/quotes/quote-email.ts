import { formatDay, indianDay } from '../../domain/day.js';
import { formatRupees } from '../../domain/money.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import { quoteTotals } from '../../domain/quotes.js';
import { gstLabel } from '../../domain/tax-rates.js';

/** What the buyer reads about an operator's change to their quote: what happened, its prices and validity, a link. */
export function quoteEmailText(quote: RestQuote, what: string, link: string, message = ''): string {
  const priced = quote.lines.filter((line) => line.quotedPrice !== null);
  return [
    `${what}.`,
    // What the operator wrote with it, in their words.
    ...(message.trim() ? ['', `FabricMart wrote: ${message.trim()}`] : []),
    '',
    `Quote ${quote._id} is now ${quote.status}.`,
    ...(priced.length > 0
      ? [
          '',
          ...priced.map(
            (line) =>
              `  ${line.name} (${line.color}), ${line.metres} m at ${formatRupees(line.quotedPrice!)} a metre: ${formatRupees(line.quotedPrice! * line.metres)}`,
          ),
        ]
      : []),
    ...(priced.length > 0
      ? (() => {
          const totals = quoteTotals(priced);
          return [
            '',
            `  Quoted lines ${formatRupees(totals.subtotal)} + ${gstLabel(totals.taxRates)} ${formatRupees(totals.tax)} = ${formatRupees(totals.total)}`,
          ];
        })()
      : []),
    ...(quote.validUntil && quote.status === 'Quoted'
      ? ['', `These prices hold until ${formatDay(indianDay(new Date(quote.validUntil)))}.`]
      : []),
    '',
    `See the quote and answer it: ${link}`,
  ].join('\n');
}

import { sql } from 'kysely';
import { paiseToRupees } from '../../domain/money.js';
import { quoteStatusAt, waitingFor, type QuoteStatus } from '../../domain/quotes.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import { taxPercentOf } from './tax-rates.js';
import type { Executor } from '../db/executor.js';

/** Quotes as the REST answers show them, read with their lines (and names, prices now) and messages in three reads. */
export async function readQuotes(executor: Executor, ids: number[], now: Date): Promise<RestQuote[]> {
  if (ids.length === 0) return [];
  const [quotes, lines, messages] = await Promise.all([
    executor
      .selectFrom('quotes as q')
      .innerJoin('users as u', 'u.id', 'q.user_id')
      .leftJoin('business_profiles as b', 'b.user_id', 'q.user_id')
      .leftJoin('company_members as m', 'm.user_id', 'q.user_id')
      .leftJoin('companies as c', 'c.id', 'm.company_id')
      .select([
        'q.id',
        'q.status',
        'q.note',
        'q.needed_by',
        'q.valid_until',
        'q.created_at',
        'q.updated_at',
        'u.email',
        // A member's quotes name their company's business, else their own.
        sql<string | null>`coalesce(c.name, b.company_name)`.as('company_name'),
        sql<string | null>`CASE WHEN c.id IS NULL THEN b.gstin ELSE c.gstin END`.as('gstin'),
      ])
      .where('q.id', 'in', ids)
      .execute(),
    executor
      .selectFrom('quote_lines as l')
      .innerJoin('product_varieties as v', 'v.id', 'l.variety_id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select([
        'l.quote_id',
        'l.product_id',
        'p.name',
        'l.color',
        'l.metres',
        'l.target_price_paise',
        'l.quoted_price_paise',
        // What the buyer would pay today for these metres: the break the quote's metres of the fabric reach, across
        // its colours, as the cart prices them.
        sql<number>`least(v.shown_price_paise, coalesce((
          SELECT b.price_per_metre_paise FROM price_breaks b
          WHERE b.variety_id = l.variety_id AND b.min_metres <= (
            SELECT sum(f.metres) FROM quote_lines f WHERE f.quote_id = l.quote_id AND f.product_id = l.product_id)
          ORDER BY b.min_metres DESC LIMIT 1), v.shown_price_paise))`.as('list_price_paise'),
        'v.stock',
        taxPercentOf('p').as('tax_percent'),
      ])
      .where('l.quote_id', 'in', ids)
      .orderBy('l.quote_id')
      .orderBy('l.position')
      .execute(),
    executor
      .selectFrom('quote_messages')
      .select(['quote_id', 'author', 'text', 'created_at'])
      .where('quote_id', 'in', ids)
      .orderBy('quote_id')
      .orderBy('id')
      .execute(),
  ]);
  const byId = new Map(quotes.map((quote) => [quote.id, quote]));
  return ids.flatMap((id) => {
    const quote = byId.get(id);
    if (!quote) return [];
    const status = quoteStatusAt(quote.status as QuoteStatus, quote.valid_until, now);
    return [
      {
        _id: String(quote.id),
        status,
        waitingFor: waitingFor(status),
        note: quote.note,
        neededBy: quote.needed_by ? new Date(quote.needed_by).toISOString().slice(0, 10) : null,
        validUntil: quote.valid_until?.toISOString() ?? null,
        createdAt: quote.created_at.toISOString(),
        updatedAt: quote.updated_at.toISOString(),
        buyerEmail: quote.email,
        buyerCompany: quote.company_name ?? null,
        buyerGstin: quote.gstin ?? null,
        lines: lines
          .filter((line) => line.quote_id === id)
          .map((line) => ({
            productId: String(line.product_id),
            name: line.name,
            color: line.color,
            metres: line.metres,
            targetPrice: line.target_price_paise === null ? null : paiseToRupees(line.target_price_paise),
            quotedPrice: line.quoted_price_paise === null ? null : paiseToRupees(line.quoted_price_paise),
            listPrice: paiseToRupees(line.list_price_paise),
            stock: line.stock,
            taxPercent: line.tax_percent,
          })),
        messages: messages
          .filter((message) => message.quote_id === id)
          .map((message) => ({ author: message.author, text: message.text, createdAt: message.created_at.toISOString() })),
      },
    ];
  });
}

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { AcceptQuoteDocument } from '../../src/graphql/documents/AcceptQuote.js';
import { QuoteDocument } from '../../src/graphql/documents/Quote.js';
import { QuotesDocument } from '../../src/graphql/documents/Quotes.js';
import { RejectQuoteDocument } from '../../src/graphql/documents/RejectQuote.js';
import { RequestQuoteDocument } from '../../src/graphql/documents/RequestQuote.js';
import { ReviseQuoteDocument } from '../../src/graphql/documents/ReviseQuote.js';
import { ShopStateDocument } from '../../src/graphql/documents/ShopState.js';
import { WriteQuoteMessageDocument } from '../../src/graphql/documents/WriteQuoteMessage.js';
import { signedInApi, stockedFabric } from '../support/bff-buyer.js';
import { testDatabases } from '../support/databases.js';
import { withServer } from '../support/running-server.js';

const [pglite] = testDatabases();

describe('BFF quotes over the real backend', () => {
  const running = withServer(pglite!);

  it('asks, lists, writes, and once priced accepts into the cart; an illegal step is refused with why', async () => {
    const api = await signedInApi(running.server, 'quotes');
    const fabric = await stockedFabric(running.database, 2000, 25_000);
    const { requestQuote } = await api.request(RequestQuoteDocument, {
      lines: [{ ...fabric, metres: 600, targetPrice: 210 }],
      note: 'Summer shirts',
      neededBy: '2027-01-15',
    });
    expect(requestQuote.quote).toMatchObject({ status: 'Requested', waitingFor: 'operator', lines: [{ metres: 600, targetPrice: 210 }] });
    const id = requestQuote.quote.id;
    const listed = (await api.request(QuotesDocument, { page: 1 })).viewer!.quotes;
    expect(listed.quotes.map((quote) => quote.id)).toEqual([id]);
    const written = (await api.request(WriteQuoteMessageDocument, { id, text: 'Delivery by January?' })).writeQuoteMessage;
    expect(written.quote.messages).toMatchObject([{ author: 'buyer', text: 'Delivery by January?' }]);
    const refused = await api.request(AcceptQuoteDocument, { id }).catch((error: unknown) => error);
    expect((refused as Error).message).toBe('This quote is Requested: it cannot be accepted now.');

    // The operator's price (the console's REST call, tested in tests/api/quotes.test.ts).
    await sql`UPDATE quote_lines SET quoted_price_paise = 21225 WHERE quote_id = ${Number(id)}`.execute(running.database.db);
    await sql`UPDATE quotes SET status = 'Quoted', valid_until = now() + interval '2 days' WHERE id = ${Number(id)}`.execute(
      running.database.db,
    );
    expect((await api.request(QuoteDocument, { id })).viewer!.quote).toMatchObject({ status: 'Quoted', lines: [{ quotedPrice: 212.25 }] });
    const accepted = (await api.request(AcceptQuoteDocument, { id })).acceptQuote;
    expect(accepted.quote.status).toBe('Accepted');
    const cart = (await api.request(ShopStateDocument)).viewer!.cart;
    expect(cart.lines.map((line) => [line.quantity, line.unitPrice, line.quoteId])).toEqual([[600, 212.25, id]]);
    const again = (await api.request(ReviseQuoteDocument, { id, lines: [{ ...fabric, metres: 800 }] })).reviseQuote;
    expect(again.quote).toMatchObject({ status: 'Requested', lines: [{ metres: 800, quotedPrice: null }] });
    expect((await api.request(ShopStateDocument)).viewer!.cart.lines).toEqual([]);
    const rejected = await api.request(RejectQuoteDocument, { id }).catch((error: unknown) => error);
    expect((rejected as Error).message).toBe('This quote is Requested: it cannot be rejected now.');
  });
});

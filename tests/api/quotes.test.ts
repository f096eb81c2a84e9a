import { sql } from 'kysely';
import { quoteTotals } from '../../domain/quotes.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import type { BuyAnswer } from '../../domain/rest/checkout.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import type { RestCart } from '../../domain/rest/shopping.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { pdfText } from '../support/pdf-text.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'quotes.desk@fabricmart.example.in';
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

describe.each(testDatabases())('quotes for bulk orders on $name', (testDatabase) => {
  let operator = '';
  const sent: MailMessage[] = [];

  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: { send: async (message) => void sent.push(message) },
  });
  const shop = shoppers(api);
  beforeAll(async () => {
    operator = await shop.buyer(OPERATOR);
  });

  type Answer = { msg: string; data: RestQuote };
  const ask = (token: string, lines: { productId: string; color: string; metres: number; targetPrice?: number }[]) =>
    shop.call(token, 'POST', '/quotes', { lines, note: 'For a summer line of shirts', neededBy: '2027-01-15' });
  const act = (token: string, id: string, action: string, body?: object) => shop.call(token, 'POST', `/quotes/${id}/${action}`, body);
  const price = (id: string, lines: { productId: string; color: string; pricepermeter: number }[], validUntil = inDays(7)) =>
    shop.call(operator, 'POST', `/admin/quotes/${id}/price`, { lines, validUntil, message: 'Our best price for this run' });
  const line = (colour: Colour, metres: number) => ({ productId: colour.productId, color: colour.color, metres });
  const cart = async (token: string) => (await shop.call(token, 'GET', '/user/cart')).json<{ data: RestCart }>().data;

  /** A buyer with an address and a quote of two colours (600 m, 400 m) waiting for the operator. */
  async function requested() {
    const token = await shop.buyer();
    await shop.addAddress(token);
    const first = await shop.colour(2000, 25_000);
    const second = await shop.colour(2000, 30_000);
    const asked = await ask(token, [{ ...line(first, 600), targetPrice: 210 }, line(second, 400)]);
    expect(asked.statusCode).toBe(201);
    return { token, first, second, id: asked.json<Answer>().data._id };
  }

  it('asks for a price: Requested, waiting for the operator, the buyer’s own (another buyer gets 404), newest first', async () => {
    sent.length = 0;
    const { token, first, id } = await requested();
    // The operators are mailed the request with its lines and the way to it in the console.
    await api.app.jobs.settled();
    const told = sent.find((mail) => mail.to === OPERATOR && mail.subject.startsWith(`Quote ${id} requested by `))!;
    expect(told.text).toContain('600 m');
    expect(told.text).toContain('Note: For a summer line of shirts');
    expect(told.text).toContain(`/admin/quotes/${id}`);
    const quote = (await shop.call(token, 'GET', `/quotes/${id}`)).json<{ data: RestQuote }>().data;
    expect(quote).toMatchObject({
      status: 'Requested',
      waitingFor: 'operator',
      note: 'For a summer line of shirts',
      neededBy: '2027-01-15',
      validUntil: null,
      lines: [
        { productId: first.productId, color: first.color, metres: 600, targetPrice: 210, quotedPrice: null, listPrice: 250 },
        { metres: 400, targetPrice: null },
      ],
    });
    expect((await shop.call(await shop.buyer(), 'GET', `/quotes/${id}`)).statusCode).toBe(404);
    expect((await act(await shop.buyer(), id, 'accept')).statusCode).toBe(404);
    const list = (await shop.call(token, 'GET', '/quotes')).json<{ data: RestQuote[]; totalItems: number }>();
    expect(list.data.map((item) => item._id)).toEqual([id]);
    const desk = (await shop.call(operator, 'GET', '/admin/quotes?status=Requested')).json<{ data: RestQuote[]; waiting: number }>();
    expect(desk.data.map((item) => item._id)).toContain(id);
    expect(desk.waiting).toBeGreaterThanOrEqual(1);
    expect((await shop.call(token, 'GET', '/admin/quotes')).statusCode).toBe(403);
  });

  it('a line says today’s price for its metres (after breaks), the colour’s stock, and the desk names the buyer’s business', async () => {
    const token = await shop.buyer();
    const colour = await shop.colour(900, 25_000);
    await sql`INSERT INTO price_breaks (variety_id, min_metres, price_per_metre_paise) VALUES (${colour.varietyId}, 500, 22000)`.execute(
      api.database.db,
    );
    const saved = await shop.call(token, 'PUT', '/user/business', {
      companyName: 'Asha Textiles Pvt Ltd',
      gstin: '27AAPFU0939F1ZV',
      address: '14 Linking Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pinCode: '400050',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const asked = await ask(token, [line(colour, 600)]);
    const id = asked.json<Answer>().data._id;
    expect(asked.json<Answer>().data.lines[0]).toMatchObject({ metres: 600, listPrice: 220, stock: 900 });
    const desk = (await shop.call(operator, 'GET', `/admin/quotes/${id}`)).json<{ data: RestQuote }>().data;
    const profile = (await shop.call(token, 'GET', '/user/business')).json<{
      data: { companyName: string; gstin: string | null } | null;
    }>();
    expect(desk).toMatchObject({ buyerCompany: profile.data?.companyName ?? null, buyerGstin: profile.data?.gstin ?? null });
    expect(
      quoteTotals([
        { metres: 600, quotedPrice: 212.25 },
        { metres: 3, quotedPrice: null },
      ]),
    ).toEqual({
      subtotal: 127_350,
      tax: 6_367.5,
      total: 133_717.5,
      complete: false,
      taxRates: [5],
    });
  });

  it('downloads as a PDF with its lines, totals and GST, drawn on the drawing thread; its own buyer only; a burst is held to two at once', async () => {
    const { token, first, second, id } = await requested();
    await price(id, [
      { productId: first.productId, color: first.color, pricepermeter: 212.25 },
      { productId: second.productId, color: second.color, pricepermeter: 260 },
    ]);
    const pdf = await shop.call(token, 'GET', `/quotes/${id}/quote.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="Quotation-${id}.pdf"`);
    const text = (await pdfText(pdf.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(`Quote: ${id} (Quoted)`);
    // 600 m at ₹212.25 and 400 m at ₹260: ₹1,27,350 + ₹1,04,000 = ₹2,31,350; GST at 5% ₹11,567.50; ₹2,42,917.50.
    expect(text).toContain('₹1,27,350.00');
    expect(text).toContain('GST 5% ₹11,567.50');
    expect(text).toContain('Total with GST ₹2,42,917.50');
    expect(text).toContain('Needed by: 15 Jan 2027');
    expect((await shop.call(await shop.buyer(), 'GET', `/quotes/${id}/quote.pdf`)).statusCode).toBe(404);
    expect((await shop.call(operator, 'GET', `/quotes/${id}/quote.pdf`)).statusCode).toBe(200);
    const burst = await Promise.all(Array.from({ length: 6 }, () => shop.call(token, 'GET', `/quotes/${id}/quote.pdf`)));
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses).toContain(429);
    expect(burst.find((answer) => answer.statusCode === 429)!.headers['retry-after']).toBe('5');
  });

  it('refuses lines below the fabric’s minimum, unknown colours and a colour twice, with why', async () => {
    const token = await shop.buyer();
    const colour = await shop.colour(1000);
    await sql`UPDATE products SET min_order_metres = 100 WHERE id = ${Number(colour.productId)}`.execute(api.database.db);
    const below = await ask(token, [line(colour, 99)]);
    expect(below.statusCode).toBe(400);
    expect(below.json<{ message: string }>().message).toBe('Minimum order for this fabric is 100 metres');
    expect((await ask(token, [{ ...line(colour, 100), color: 'No Such Colour' }])).statusCode).toBe(404);
    const twice = await ask(token, [line(colour, 100), line(colour, 200)]);
    expect(twice.json<{ message: string }>().message).toMatch(/is asked for twice: each colour once\.$/);
    expect((await shop.call(token, 'GET', '/quotes')).json<{ totalItems: number }>().totalItems).toBe(0);
  });

  it('walks the negotiation: one line priced, asked again, both priced, accepted into the cart and bought at the quoted prices', async () => {
    const { token, first, second, id } = await requested();
    // Illegal before a price: 409 with why.
    const early = await act(token, id, 'accept');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe('This quote is Requested: it cannot be accepted now.');

    await api.app.jobs.settled();
    sent.length = 0;
    const once = await price(id, [{ productId: first.productId, color: first.color, pricepermeter: 215.5 }]);
    expect(once.statusCode).toBe(200);
    expect(once.json<Answer>().data).toMatchObject({
      status: 'Quoted',
      waitingFor: 'buyer',
      lines: [{ quotedPrice: 215.5 }, { quotedPrice: null }],
    });
    await api.app.jobs.settled();
    expect(sent.at(-1)?.subject).toBe(`Your quote ${id}: Your quote has been priced`);
    // With the operator's own words.
    expect(sent.at(-1)?.text).toContain('FabricMart wrote: Our best price for this run');
    expect((await price(id, [{ productId: first.productId, color: first.color, pricepermeter: 200 }])).statusCode).toBe(409);

    const again = await act(token, id, 'revise', { lines: [line(first, 600), line(second, 500)] });
    expect(again.json<Answer>().data).toMatchObject({
      status: 'Requested',
      validUntil: null,
      lines: [{ quotedPrice: null }, { metres: 500 }],
    });
    await price(id, [
      { productId: first.productId, color: first.color, pricepermeter: 212.25 },
      { productId: second.productId, color: second.color, pricepermeter: 260 },
    ]);
    const accepted = await act(token, id, 'accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Answer>().data.status).toBe('Accepted');
    expect((await act(token, id, 'accept')).statusCode).toBe(409);
    expect((await act(token, id, 'messages', { text: 'Thanks!' })).statusCode).toBe(409);
    const lines = (await cart(token)).products;
    expect(lines.map((item) => [item.color, item.quantity, item.unitPrice, item.quoteId])).toEqual([
      [first.color, 600, 212.25, id],
      [second.color, 500, 260, id],
    ]);

    const placed = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(placed.statusCode).toBe(200);
    // 600 × ₹212.25 + 500 × ₹260 = ₹1,27,350 + ₹1,30,000; GST 5%.
    expect(placed.json<BuyAnswer>().pricing).toMatchObject({ subTotal: 257_350, estimatedTax: 12_867.5, total: 270_217.5 });
    expect((await shop.call(token, 'GET', `/quotes/${id}`)).json<{ data: RestQuote }>().data.status).toBe('Ordered');
    expect(await shop.stockOf(first)).toBe(1400);
    expect((await act(token, id, 'revise', { lines: [line(first, 600)] })).statusCode).toBe(409);
  });

  it('an expired quote cannot be accepted, and its lines in the cart cannot be bought: nothing is placed', async () => {
    const { token, first, second, id } = await requested();
    await price(id, [{ productId: first.productId, color: first.color, pricepermeter: 200 }]);
    await sql`UPDATE quotes SET valid_until = now() - interval '1 minute' WHERE id = ${Number(id)}`.execute(api.database.db);
    expect((await shop.call(token, 'GET', `/quotes/${id}`)).json<{ data: RestQuote }>().data.status).toBe('Expired');
    const late = await act(token, id, 'accept');
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe('This quote has expired: ask again for a new price.');

    // Accepted in time, then past its time at Place Order.
    await act(token, id, 'revise', { lines: [line(first, 600), line(second, 400)] });
    await price(id, [{ productId: first.productId, color: first.color, pricepermeter: 200 }]);
    expect((await act(token, id, 'accept')).statusCode).toBe(200);
    await sql`UPDATE quotes SET valid_until = now() - interval '1 minute' WHERE id = ${Number(id)}`.execute(api.database.db);
    const refused = await shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe('This quote has expired');
    expect(await shop.stockOf(first)).toBe(2000);
    expect((await shop.call(token, 'GET', '/user/orderlist')).json<{ totalItems: number }>().totalItems).toBe(0);
  });

  it('two Place Orders at once with an accepted quote’s lines: one order, the quote used once', async () => {
    const { token, first, id } = await requested();
    await price(id, [{ productId: first.productId, color: first.color, pricepermeter: 205 }]);
    await act(token, id, 'accept');
    const answers = await Promise.all([1, 2].map(() => shop.call(token, 'POST', '/buy', { paymentMethod: 'Cash on Delivery' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM orders WHERE quote_id = ${Number(id)}`.execute(
      api.database.db,
    );
    expect(rows[0]!.total).toBe(1);
    expect(await shop.stockOf(first)).toBe(1400);
  });

  it('either side writes in Requested or Quoted; the buyer rejects; the operator declines with a reason the buyer is told', async () => {
    const { token, first, id } = await requested();
    expect((await act(token, id, 'messages', { text: 'Can you deliver by mid-January?' })).statusCode).toBe(200);
    const reply = await shop.call(operator, 'POST', `/admin/quotes/${id}/messages`, { text: 'Yes, from our Surat mill.' });
    expect(reply.json<Answer>().data.messages.map((message) => [message.author, message.text])).toEqual([
      ['buyer', 'Can you deliver by mid-January?'],
      ['operator', 'Yes, from our Surat mill.'],
    ]);
    await price(id, [{ productId: first.productId, color: first.color, pricepermeter: 220 }]);
    expect((await act(token, id, 'reject')).json<Answer>().data.status).toBe('Rejected');
    expect((await act(token, id, 'accept')).statusCode).toBe(409);

    const other = await requested();
    await api.app.jobs.settled();
    sent.length = 0;
    const declined = await shop.call(operator, 'POST', `/admin/quotes/${other.id}/decline`, { message: 'That colour is discontinued.' });
    expect(declined.json<Answer>().data.status).toBe('Declined');
    await api.app.jobs.settled();
    expect(sent.at(-1)?.subject).toBe(`Your quote ${other.id}: Your quote has been declined`);
    expect((await shop.call(operator, 'POST', `/admin/quotes/${other.id}/decline`, { message: 'again' })).statusCode).toBe(409);
    expect(
      (await price(other.id, [{ productId: other.first.productId, color: other.first.color, pricepermeter: 1 }], inDays(-1))).statusCode,
    ).toBe(400);
  });

  it('makes a quote of the cart’s metre lines', async () => {
    const token = await shop.buyer();
    const colour = await shop.colour(500);
    await shop.addToCart(token, colour, 120);
    const made = await shop.call(token, 'POST', '/quotes/from-cart', { note: 'Whole cart, please' });
    expect(made.statusCode).toBe(201);
    expect(made.json<Answer>().data.lines).toMatchObject([{ productId: colour.productId, color: colour.color, metres: 120 }]);
    expect((await shop.call(await shop.buyer(), 'POST', '/quotes/from-cart', {})).statusCode).toBe(400);

    // Accepted, the quoted metres take the place of the cart's metres of that colour (not both).
    const id = made.json<Answer>().data._id;
    await price(id, [{ productId: colour.productId, color: colour.color, pricepermeter: 200 }]);
    expect((await act(token, id, 'accept')).statusCode).toBe(200);
    expect((await cart(token)).products).toMatchObject([{ quantity: 120, unitPrice: 200, quoteId: id }]);

    // A quoted line can be removed (not changed) from the cart; the quote stays accepted.
    const wrongQuote = { productId: colour.productId, color: colour.color, quoteId: String(Number(id) + 1000) };
    expect((await shop.call(token, 'POST', '/user/remove-from-cart', wrongQuote)).statusCode).toBe(404);
    expect(
      (await shop.call(token, 'POST', '/user/remove-from-cart', { productId: colour.productId, color: colour.color })).statusCode,
    ).toBe(404);
    const removed = await shop.call(token, 'POST', '/user/remove-from-cart', { ...wrongQuote, quoteId: id });
    expect(removed.statusCode).toBe(200);
    expect((await cart(token)).products).toEqual([]);
    expect((await shop.call(token, 'GET', `/quotes/${id}`)).json<Answer>().data.status).toBe('Accepted');
  });
});

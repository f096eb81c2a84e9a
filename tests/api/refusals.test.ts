import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseRefusal } from '../../api/database-errors.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'refusals.desk@fabricmart.example.in';
const BLANKS = ['   ', '\u00a0\u00a0', '\u3000', ' \u2003\u2009\ufeff '];

/**
 * Sub-paisa money, impossible or past dates and blank text are refused with a 400 and a
 * sentence by the schemas in domain/rest, before the database sees them; what slips past is still never a 500.
 */
describe.each(testDatabases())('refusals with a sentence on $name', (testDatabase) => {
  let colour: Colour;
  let token = '';
  let operator = '';

  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }) });
  const shop = shoppers(api);
  beforeAll(async () => {
    colour = await shop.colour(5000);
    token = await shop.buyer();
    operator = await shop.buyer(OPERATOR);
  }, 120_000);

  const line = (extra: object = {}) => ({ productId: colour.productId, color: colour.color, metres: 100, ...extra });
  const ask = (body: object) => shop.call(token, 'POST', '/quotes', { lines: [line()], ...body });
  const refused = (answer: { statusCode: number; json: <T>() => T }) => ({
    status: answer.statusCode,
    message: answer.json<{ message: string }>().message,
  });
  const quotesNow = async () =>
    (await sql<{ total: number }>`SELECT count(*)::int AS total FROM quotes`.execute(api.database.db)).rows[0]!.total;

  it('a target or quoted price below one paisa, or with a fraction of one, is refused; whole paise pass', async () => {
    const before = await quotesNow();
    for (const targetPrice of [0.001, 0.004, 1e-7, 199.999, 0.005])
      expect(refused(await shop.call(token, 'POST', '/quotes', { lines: [line({ targetPrice })] }))).toEqual({
        status: 400,
        message: expect.stringMatching(/^targetPrice must be (at least ₹0\.01|in rupees with at most two decimals)\.$/),
      });
    expect(await quotesNow()).toBe(before);
    const asked = await shop.call(token, 'POST', '/quotes', { lines: [line({ targetPrice: 210.07 })] });
    expect(asked.statusCode).toBe(201);
    const id = asked.json<{ data: RestQuote }>().data._id;
    expect(asked.json<{ data: RestQuote }>().data.lines[0]!.targetPrice).toBe(210.07);

    const price = (pricepermeter: number) =>
      shop.call(operator, 'POST', `/admin/quotes/${id}/price`, {
        lines: [{ productId: colour.productId, color: colour.color, pricepermeter }],
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      });
    expect(refused(await price(0.001))).toEqual({ status: 400, message: 'pricepermeter must be at least ₹0.01.' });
    expect((await price(0.07)).statusCode).toBe(200);
  });

  it('a needed-by day that is not on the calendar, or already past, is refused', async () => {
    const before = await quotesNow();
    for (const neededBy of ['2024-02-30', '2026-02-29', '2027-13-01'])
      expect(refused(await ask({ neededBy }))).toEqual({ status: 400, message: 'neededBy must be a real calendar date (YYYY-MM-DD).' });
    expect(refused(await ask({ neededBy: '0000-01-01' }))).toEqual({
      status: 400,
      message: 'neededBy must be a date from 1900 to 2099 (YYYY-MM-DD).',
    });
    expect(refused(await ask({ neededBy: '2020-01-01' }))).toEqual({ status: 400, message: 'Needed by must be today or a later day.' });
    expect(await quotesNow()).toBe(before);
    expect((await ask({ neededBy: '2028-02-29' })).statusCode).toBe(201);
  });

  it('a message of spaces, no-break or ideographic spaces is refused, as is an operator’s blank reply', async () => {
    const id = (await ask({})).json<{ data: RestQuote }>().data._id;
    for (const text of BLANKS)
      expect(refused(await shop.call(token, 'POST', `/quotes/${id}/messages`, { text }))).toEqual({
        status: 400,
        message: 'text must have some text, not only spaces.',
      });
    for (const message of BLANKS)
      expect(refused(await shop.call(operator, 'POST', `/admin/quotes/${id}/decline`, { message }))).toEqual({
        status: 400,
        message: 'message must have some text, not only spaces.',
      });
    const quote = (await shop.call(token, 'GET', `/quotes/${id}`)).json<{ data: RestQuote }>().data;
    expect(quote).toMatchObject({ status: 'Requested', messages: [] });
    expect((await shop.call(token, 'POST', `/quotes/${id}/messages`, { text: '\u3000Can you do 90 days?\u00a0' })).statusCode).toBe(200);
  });

  it('what the database refuses (a CHECK, a duplicate, an impossible date, a bad number) is a refusal with a sentence, never a 500', async () => {
    const failing = [
      sql`INSERT INTO quote_messages (quote_id, author, text) VALUES (1, 'buyer', '')`,
      sql`INSERT INTO coupons (code, description, kind, value, min_subtotal_paise, per_buyer_limit) SELECT code, description, kind, value, min_subtotal_paise, per_buyer_limit FROM coupons LIMIT 1`,
      sql`SELECT '2024-02-30'::date`,
      sql`SELECT 'abc'::int`,
      sql`SELECT 99999999999::int`,
    ];
    const statuses = [];
    for (const statement of failing) {
      const error = await statement.execute(api.database.db).then(
        () => null,
        (caught: unknown) => caught,
      );
      const refusal = databaseRefusal(error);
      expect(refusal, String(error)).not.toBeNull();
      statuses.push(refusal!.statusCode);
    }
    expect(statuses).toEqual([400, 409, 400, 400, 400]);
    expect(databaseRefusal(new Error('connection lost'))).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { QUOTE_PDF_BUSY } from '../../domain/quotes.js';
import type { RestQuote } from '../../domain/rest/quotes.js';
import { withApiApp } from '../support/api-app.js';
import { companyFixtures } from '../support/company-fixtures.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'places.desk@fabricmart.example.in';
const PROFILE = {
  companyName: 'Surat Burst Textiles Pvt Ltd',
  gstin: null,
  address: '14 Ring Road',
  city: 'Surat',
  state: 'Gujarat',
  pinCode: '395002',
};
const STATEMENT_BUSY = 'Statements are being drawn for many buyers just now. Please try again in a few seconds.';

/**
 * Documents are drawn in places each owner holds (a buyer, a company): a burst of one company's statements takes its
 * own two places and is told to try again past them, and never takes another buyer's turn.
 */
describe.each(testDatabases())('drawing places on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: { send: async (message) => void sent.push(message) },
  });
  const shop = shoppers(api);
  const { call } = shop;
  const fixtures = companyFixtures(shop, sent, OPERATOR);

  it('150 five-year statements from one company at once leave 16 other buyers’ quotations drawn, none told to wait', async () => {
    const { token: owner } = await fixtures.company(PROFILE, { terms: 'net30', creditLimit: 100_000 });
    const colour = await shop.colour(100_000);
    const buyers = await Promise.all(
      Array.from({ length: 16 }, async () => {
        const token = await shop.buyer();
        const asked = await call(token, 'POST', '/quotes', {
          lines: [{ productId: colour.productId, color: colour.color, metres: 500 }],
          note: 'For the winter line',
        });
        expect(asked.statusCode).toBe(201);
        return { token, quote: asked.json<{ data: RestQuote }>().data._id };
      }),
    );
    // The burst first; the quotations are asked for once it has filled what it may (its first refusal), while the
    // rest of it is still being read and drawn.
    let full: () => void = () => {};
    const filled = new Promise<void>((resolve) => (full = resolve));
    const statements = Array.from({ length: 150 }, () =>
      call(owner, 'GET', '/company/statement.pdf?from=2021-12-01&to=2026-11-30').then((answer) => {
        if (answer.statusCode === 429) full();
        return answer;
      }),
    );
    await Promise.race([filled, Promise.all(statements)]);
    const quotations = buyers.map(({ token, quote }) => call(token, 'GET', `/quotes/${quote}/quote.pdf`));
    const [statementAnswers, quotationAnswers] = await Promise.all([Promise.all(statements), Promise.all(quotations)]);

    expect(quotationAnswers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(200));
    expect(quotationAnswers.map((answer) => answer.body)).not.toContain(QUOTE_PDF_BUSY);
    const statuses = statementAnswers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([]);
    expect(statuses).toContain(200);
    const refused = statementAnswers.filter((answer) => answer.statusCode === 429);
    // The company's two places were taken: most of its burst is told to try again at once, with when.
    expect(refused.length).toBeGreaterThan(75);
    for (const answer of refused) {
      expect(answer.json().message).toBe(STATEMENT_BUSY);
      expect(answer.headers['retry-after']).toBe('5');
    }
  }, 120_000);
});

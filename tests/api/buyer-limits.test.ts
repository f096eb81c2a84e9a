import { beforeAll, describe, expect, it } from 'vitest';
import type { RestQuote } from '../../domain/rest/quotes.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers, type Colour } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

/** One buyer (or one email) cannot flood the operators. Every limit holds under a burst. */
describe.each(testDatabases())('limits per buyer on $name', (testDatabase) => {
  let colour: Colour;
  let operator = '';

  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({
      REQUESTS_PER_ADDRESS: '1000000',
      ADMIN_EMAILS: 'limits.desk@fabricmart.example.in',
      QUOTE_REQUESTS_PER_HOUR: '6',
      OPEN_QUOTES_PER_BUYER: '4',
      QUOTE_MESSAGES_PER_HOUR: '5',
      SUPPORT_REQUESTS_PER_ADDRESS: '1000',
      SUPPORT_REQUESTS_PER_EMAIL: '5',
    }),
  });
  const shop = shoppers(api);
  beforeAll(async () => {
    colour = await shop.colour(5000);
    operator = await shop.buyer('limits.desk@fabricmart.example.in');
  }, 120_000);

  const ask = (token: string) =>
    shop.call(token, 'POST', '/quotes', { lines: [{ productId: colour.productId, color: colour.color, metres: 100 }] });
  const message = (answer: { json: <T>() => T }) => answer.json<{ message: string }>().message;

  it('a burst of quote requests opens at most the open-quote limit; the rest are told why, and nothing else changes', async () => {
    const token = await shop.buyer();
    const burst = await Promise.all(Array.from({ length: 10 }, () => ask(token)));
    const created = burst.filter((answer) => answer.statusCode === 201);
    const refused = burst.filter((answer) => answer.statusCode === 429);
    expect(created).toHaveLength(4);
    expect(refused).toHaveLength(6);
    expect(message(refused[0]!)).toBe(
      'You have 4 quotes open. Please wait for our answer, or accept or reject a priced one, before asking for another.',
    );
    const listed = (await shop.call(token, 'GET', '/quotes')).json<{ totalItems: number }>();
    expect(listed.totalItems).toBe(4);

    // Two answered (declined) make room for two more; the refused requests were not counted against the hour.
    const decline = (answer: (typeof created)[number]) =>
      shop.call(operator, 'POST', `/admin/quotes/${answer.json<{ data: RestQuote }>().data._id}/decline`, { message: 'Not this season' });
    for (const answer of created.slice(0, 2)) expect((await decline(answer)).statusCode).toBe(200);
    expect((await ask(token)).statusCode).toBe(201);
    expect((await ask(token)).statusCode).toBe(201);

    // Six requests in the hour: the seventh is refused until the first leaves the hour, and says when.
    await decline(created[2]!);
    const hourly = await ask(token);
    expect(hourly.statusCode).toBe(429);
    expect(message(hourly)).toMatch(/^You have asked for 6 quotes in the last hour\. Please try again in (59|60) minutes\.$/);
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(3500);
    // Another buyer is not held by it.
    expect((await ask(await shop.buyer())).statusCode).toBe(201);
  });

  it('messages on a quote: a burst writes at most the hourly limit', async () => {
    const token = await shop.buyer();
    const id = (await ask(token)).json<{ data: RestQuote }>().data._id;
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, n) => shop.call(token, 'POST', `/quotes/${id}/messages`, { text: `Message ${n}` })),
    );
    expect(burst.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = burst.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(7);
    expect(message(refused[0]!)).toMatch(/^You have written 5 messages on your quotes in the last hour\. Please try again in/);
    const quote = (await shop.call(token, 'GET', `/quotes/${id}`)).json<{ data: RestQuote }>().data;
    expect(quote.messages).toHaveLength(5);
  });

  it('support requests naming one email are limited whatever address sends them', async () => {
    const email = `flooded.${Date.now()}@mill.example.in`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        api.app.inject({
          method: 'POST',
          url: '/api/user/support',
          remoteAddress: `198.51.100.${n + 1}`,
          payload: { name: 'Someone', contactDetails: `Asha, ${email.toUpperCase()}`, message: `Call me back ${n}` },
        }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.json<{ message: string }>().message).toMatch(
      new RegExp(`^Too many messages for ${email.replace('.', '\\.')}\\. Please try again in`),
    );
    expect(refused[0]!.headers['retry-after']).toBeDefined();
  });
});

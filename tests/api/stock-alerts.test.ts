import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { MAX_STOCK_ALERTS } from '../../domain/stock-alerts.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const OPERATOR = 'stock.desk@fabricmart.example.in';

describe.each(testDatabases())('Tell me when it is back, on $name', (testDatabase) => {
  const sent: MailMessage[] = [];
  let operator = '';

  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', ADMIN_EMAILS: OPERATOR }),
    mailer: { send: async (message) => void sent.push(message) },
  });
  const shop = shoppers(api);
  beforeAll(async () => {
    operator = await shop.buyer(OPERATOR);
  });

  const ask = (token: string, productId: string, color: string) => shop.call(token, 'POST', '/user/stock-alert', { productId, color });
  const mailsFor = (email: string) => sent.filter((message) => message.to === email && message.subject.endsWith('is back in stock'));
  // The restock answers, then queues its mail; the queue sends it a moment later.
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    await api.app.jobs.settled();
  };
  const emailOf = async (token: string) => (await shop.call(token, 'GET', '/user/me')).json<{ data: { email: string } }>().data.email;

  it('emails a waiting buyer once when an operator restocks the colour, with a link to the fabric', async () => {
    const buyer = await shop.buyer();
    const email = await emailOf(buyer);
    const colour = await shop.colour(0);
    const asked = await ask(buyer, colour.productId, colour.color);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ msg: `We will email you when ${colour.color} is back in stock.` });
    // Asking twice while waiting changes nothing.
    expect((await ask(buyer, colour.productId, colour.color)).json().msg).toBe(asked.json().msg);
    expect(
      (await shop.call(operator, 'PUT', '/admin/stock', { productId: colour.productId, color: colour.color, stock: 0 })).statusCode,
    ).toBe(200);
    await settle();
    expect(mailsFor(email)).toEqual([]);
    const restocked = await shop.call(operator, 'PUT', '/admin/stock', { productId: colour.productId, color: colour.color, stock: 120 });
    expect(restocked.statusCode).toBe(200);
    await settle();
    const mails = mailsFor(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(new RegExp(` in ${colour.color} is back in stock$`));
    expect(mails[0]!.text).toContain(`/product/${colour.productId}`);
    // Another restock sends nothing more: the wait was answered.
    await shop.call(operator, 'PUT', '/admin/stock', { productId: colour.productId, color: colour.color, stock: 200 });
    await settle();
    expect(mailsFor(email)).toHaveLength(1);
  });

  it('a stock sheet restock answers the waits of every colour it brings back; a preview sends nothing', async () => {
    const buyer = await shop.buyer();
    const email = await emailOf(buyer);
    const colour = await shop.colour(0);
    await ask(buyer, colour.productId, colour.color);
    const sheet = (dryRun: boolean) =>
      api.app.inject({
        method: 'POST',
        url: `/api/admin/stock/csv${dryRun ? '?dryRun=true' : ''}`,
        headers: { authorization: operator, 'content-type': 'text/csv' },
        payload: `productId,color,stock\n${colour.productId},${colour.color},75\n`,
      });
    expect((await sheet(true)).statusCode).toBe(200);
    await settle();
    expect(mailsFor(email)).toEqual([]);
    expect((await sheet(false)).statusCode).toBe(200);
    await settle();
    expect(mailsFor(email)).toHaveLength(1);
  });

  it('refuses a colour in stock, an unknown colour and a signed-out caller, and notes nothing', async () => {
    const buyer = await shop.buyer();
    const colour = await shop.colour(30);
    const inStock = await ask(buyer, colour.productId, colour.color);
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json().message).toBe(`${colour.color} is in stock now: add it to your cart.`);
    expect((await ask(buyer, colour.productId, 'No Such Colour')).statusCode).toBe(404);
    expect((await ask(buyer, '999999999', colour.color)).statusCode).toBe(404);
    expect((await ask(buyer, colour.productId, '')).statusCode).toBe(400);
    expect((await shop.call(null, 'POST', '/user/stock-alert', { productId: colour.productId, color: colour.color })).statusCode).toBe(401);
    const userId = Number((await shop.call(buyer, 'GET', '/user/me')).json().data._id);
    const { rows } = await sql<{ count: string }>`SELECT count(*) FROM stock_alerts WHERE user_id = ${userId}`.execute(api.database.db);
    expect(Number(rows[0]!.count)).toBe(0);
  });

  it(`a buyer waits for at most ${MAX_STOCK_ALERTS} colours, even when the asks arrive at once`, async () => {
    const buyer = await shop.buyer();
    const colours = [];
    for (let index = 0; index < MAX_STOCK_ALERTS + 6; index++) colours.push(await shop.colour(0));
    const answers = await Promise.all(colours.map((colour) => ask(buyer, colour.productId, colour.color)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MAX_STOCK_ALERTS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(6);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(
      `You are waiting for ${MAX_STOCK_ALERTS} colours already. We will email you as they come back; ask again after that.`,
    );
  });
});

import { sql } from 'kysely';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuickOrderAnswer } from '../../domain/rest/business.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { hostileText } from '../support/hostile.js';
import { testAuthConfig } from '../support/test-config.js';

describe.each(testDatabases())('quick order by CSV on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });
  const shop = shoppers(api);

  const send = (token: string | null, csv: string, dryRun = false) =>
    api.app.inject({
      method: 'POST',
      url: `/api/user/cart/quick-order${dryRun ? '?dryRun=true' : ''}`,
      headers: { 'content-type': 'text/csv', ...(token ? { authorization: token } : {}) },
      payload: csv,
    });
  const cartOf = async (token: string) =>
    (await shop.call(token, 'GET', '/user/cart')).json<{ data: { products: { quantity: number; color: string }[] } }>().data.products;

  it('previews every row with its reason and changes nothing; applied, the good rows go in and the refused change nothing', async () => {
    const token = await shop.buyer();
    const first = await shop.colour(30);
    const second = await shop.colour(10);
    await shop.addToCart(token, second, 4);
    const retired = await shop.colour(10);
    await sql`UPDATE products SET retired_at = now() WHERE id = ${Number(retired.productId)}`.execute(api.database.db);
    const csv = [
      'productId,color,metres',
      `${first.productId}, ${first.color.toLowerCase()} ,12`,
      `${second.productId},"${second.color}",5`,
      `${second.productId},${second.color},2`,
      '',
      `${first.productId},No Such Colour,3`,
      `999999999,${first.color},3`,
      `${first.productId},${first.color},2.5`,
      `${first.productId},${first.color},0`,
      `${retired.productId},${retired.color},1`,
      `${first.productId},${first.color},1,extra`,
    ].join('\n');
    const preview = await send(token, csv, true);
    expect(preview.statusCode).toBe(200);
    const answer = preview.json<QuickOrderAnswer>();
    expect(answer.dryRun).toBe(true);
    expect(answer.rows.map(({ row, status, reason }) => ({ row, status, reason }))).toEqual([
      { row: 2, status: 'ok', reason: undefined },
      { row: 3, status: 'ok', reason: undefined },
      // 4 in the cart and 5 above leave 1 of the 10.
      { row: 4, status: 'refused', reason: 'Only 1 metre in stock' },
      { row: 6, status: 'refused', reason: `Fabric ${first.productId} has no colour No Such Colour.` },
      { row: 7, status: 'refused', reason: 'There is no fabric 999999999 on sale.' },
      { row: 8, status: 'refused', reason: 'Metres must be a whole number from 1, not 2.5.' },
      { row: 9, status: 'refused', reason: 'Metres must be a whole number from 1, not 0.' },
      { row: 10, status: 'refused', reason: `There is no fabric ${retired.productId} on sale.` },
      { row: 11, status: 'refused', reason: 'Too many cells: a row is productId,color,metres.' },
    ]);
    expect(answer.msg).toBe('2 of 9 rows can go into your cart');
    // A colour is matched ignoring case and spaces around it, and named as the catalogue names it, with its fabric.
    const { rows: names } = await sql<{ name: string }>`SELECT name FROM products WHERE id = ${Number(first.productId)}`.execute(
      api.database.db,
    );
    expect(answer.rows[0]).toMatchObject({ color: first.color, name: names[0]!.name });
    expect(await cartOf(token)).toEqual([expect.objectContaining({ quantity: 4, color: second.color })]);

    const applied = (await send(token, csv)).json<QuickOrderAnswer>();
    expect(applied.msg).toBe('2 of 9 rows added to your cart');
    const lines = await cartOf(token);
    expect(lines.map(({ quantity, color }) => ({ quantity, color })).sort((a, b) => a.quantity - b.quantity)).toEqual([
      { quantity: 9, color: second.color },
      { quantity: 12, color: first.color },
    ]);
  });

  it('hostile sheets never get a server error, and a preview never changes the cart', async () => {
    const token = await shop.buyer();
    const colour = await shop.colour(50);
    const cell = fc.oneof(hostileText, fc.constantFrom(colour.productId, colour.color, '3', '"', '""', ',', '\r', '\u0000', '-1', '1e3'));
    const line = fc.array(cell, { maxLength: 5 }).map((cells) => cells.join(','));
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 30 }), fc.boolean(), async (lines, withHeader) => {
        const csv = [...(withHeader ? ['productId,color,metres'] : []), ...lines].join(fc.sample(fc.constantFrom('\n', '\r\n'), 1)[0]);
        const response = await send(token, csv, true);
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
    expect(await cartOf(token)).toEqual([]);
  });

  it('refuses a sheet without its header, with no rows or too many, whole and with one sentence', async () => {
    const token = await shop.buyer();
    const colour = await shop.colour(500);
    const refusals: [string, string][] = [
      [`productId,color,stock\n${colour.productId},${colour.color},1`, 'The first row must be the header productId,color,metres.'],
      ['productId,color,metres\n\n', 'The sheet has no rows after its header.'],
      [
        ['productId,color,metres', ...Array.from({ length: 201 }, () => `${colour.productId},${colour.color},1`)].join('\n'),
        'A sheet may have at most 200 rows; this one has 201.',
      ],
    ];
    for (const [csv, message] of refusals) {
      const response = await send(token, csv);
      expect(response.statusCode, message).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    expect(await cartOf(token)).toEqual([]);
    expect((await send(null, `productId,color,metres\n${colour.productId},${colour.color},1`)).statusCode).toBe(401);
  });
});

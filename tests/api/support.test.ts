import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

describe.each(testDatabases())('support and contact messages on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', SUPPORT_REQUESTS_PER_ADDRESS: '10' }) });

  let address = 0;
  const newAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
  const send = (payload: object, remoteAddress: string, token?: string) =>
    api.app.inject({ method: 'POST', url: '/api/user/support', payload, remoteAddress, headers: token ? { authorization: token } : {} });
  const stored = async (marker: string) =>
    (
      await sql<{ name: string; contact_details: string; message: string; user_id: number | null }>`
      SELECT name, contact_details, message, user_id FROM support_requests WHERE message LIKE ${`%${marker}%`} ORDER BY id`.execute(
        api.database.db,
      )
    ).rows;

  it('a signed-out visitor sends a message: it is stored, trimmed, and answered with SPEC §8 words', async () => {
    const marker = `marker-${Date.now()}-a`;
    const response = await send(
      { name: '  Ravi Exports ', contactDetails: 'ravi@exports.example.in', message: `Need 500 m of poplin. ${marker}\nSecond line.` },
      newAddress(),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: 'Form submitted successfully!' });
    expect(await stored(marker)).toEqual([
      {
        name: 'Ravi Exports',
        contact_details: 'ravi@exports.example.in',
        message: `Need 500 m of poplin. ${marker}\nSecond line.`,
        user_id: null,
      },
    ]);
  });

  it('a signed-in buyer’s message is noted against their account', async () => {
    const token = await shoppers(api).buyer();
    const marker = `marker-${Date.now()}-b`;
    expect((await send({ name: 'Asha', contactDetails: '9876543210', message: marker }, newAddress(), token)).statusCode).toBe(200);
    const [row] = await stored(marker);
    expect(row!.user_id).not.toBeNull();
  });

  it('an empty or blank field is refused with "Please fill all the fields" and nothing is stored', async () => {
    const marker = `marker-${Date.now()}-c`;
    for (const payload of [
      { name: '', contactDetails: 'x@y.in', message: marker },
      { name: 'Ravi', contactDetails: '   ', message: marker },
      { name: 'Ravi', contactDetails: 'x@y.in', message: ' \n ' },
    ]) {
      const response = await send(payload, newAddress());
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please fill all the fields');
    }
    expect(await stored(marker)).toEqual([]);
  });

  it('missing fields, oversize text and control characters are refused with 400', async () => {
    const from = newAddress();
    for (const payload of [
      { name: 'Ravi', message: 'hello' },
      { name: 'R'.repeat(101), contactDetails: 'x', message: 'hello' },
      { name: 'Ravi', contactDetails: 'x', message: 'm'.repeat(2001) },
      { name: 'Ra\u0000vi', contactDetails: 'x', message: 'hello' },
    ])
      expect((await send(payload, from)).statusCode).toBe(400);
  });

  it('a burst of 40 messages from one address stores exactly 10 and answers the rest 429', async () => {
    const marker = `marker-${Date.now()}-d`;
    const from = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) => send({ name: 'Flood', contactDetails: 'f@f.in', message: `${marker} ${i}` }, from)),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(30);
    expect(await stored(marker)).toHaveLength(10);
    // Another address is not held back by the first one's flood.
    expect((await send({ name: 'Neighbour', contactDetails: 'n@n.in', message: marker }, newAddress())).statusCode).toBe(200);
  });
});

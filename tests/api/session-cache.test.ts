import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createSessionCache } from '../../api/auth/session-cache.js';
import { countRoundTrips, type RoundTrips } from '../../api/db/round-trips.js';
import type { UserRow } from '../../api/repositories/users.js';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { multipartBody } from '../support/multipart.js';

const user = (id: number) => ({ id, name: `User ${id}`, email: `user${id}@mill.example.in` }) as UserRow;
const LATER = new Date(Date.now() + 86_400_000);

describe('the session cache', () => {
  it('serves a session until its own expiry or the cache age, whichever is sooner', () => {
    const cache = createSessionCache(1000, 10);
    cache.put('a', user(1), new Date(5000), cache.generation(), 0);
    cache.put('b', user(2), new Date(500), cache.generation(), 0);
    expect(cache.get('a', 999)?.id).toBe(1);
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.get('b', 499)?.id).toBe(2);
    expect(cache.get('b', 500)).toBeUndefined();
  });

  it('keeps at most its number of entries, forgetting the oldest first', () => {
    const cache = createSessionCache(60_000, 3);
    for (const id of [1, 2, 3, 4]) cache.put(`t${id}`, user(id), LATER, cache.generation());
    expect(cache.size()).toBe(3);
    expect(cache.get('t1')).toBeUndefined();
    expect(cache.get('t4')?.id).toBe(4);
  });

  it("forgets a user's every session, one token, or everything", () => {
    const cache = createSessionCache();
    cache.put('phone', user(1), LATER, cache.generation());
    cache.put('laptop', user(1), LATER, cache.generation());
    cache.put('other', user(2), LATER, cache.generation());
    cache.forgetUser(1);
    expect([cache.get('phone'), cache.get('laptop'), cache.get('other')?.id]).toEqual([undefined, undefined, 2]);
    cache.forgetToken('other');
    expect(cache.get('other')).toBeUndefined();
    cache.put('other', user(2), LATER, cache.generation());
    cache.forgetAll();
    expect(cache.size()).toBe(0);
  });

  it('does not remember a read begun before something was forgotten (it may have read what was forgotten)', () => {
    const cache = createSessionCache();
    const begun = cache.generation();
    cache.forgetUser(1);
    cache.put('phone', user(1), LATER, begun);
    expect(cache.get('phone')).toBeUndefined();
  });

  it('hands out a frozen row: one request cannot change what the next one reads', () => {
    const cache = createSessionCache();
    cache.put('phone', user(1), LATER, cache.generation());
    expect(() => ((cache.get('phone') as UserRow).name = 'changed')).toThrow();
    expect(cache.get('phone')!.name).toBe('User 1');
  });
});

let last: RoundTrips | undefined;

describe.each(testDatabases())('signed-in requests with the session cache on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, {
    hooks: (app) =>
      app.addHook('onRequest', (_request, _reply, done) => {
        last = countRoundTrips(done, true);
      }),
  });
  const shop = () => shoppers(api);
  const me = async (token: string) => {
    const answer = await shop().call(token, 'GET', '/user/me');
    return answer.statusCode === 200 ? answer.json<{ data: { name: string } }>().data.name : answer.statusCode;
  };

  it('reads a session once: the next request of the same buyer sends nothing for it', async () => {
    const token = await shop().buyer();
    await me(token);
    expect(await me(token)).toBe('Asha Textiles');
    expect(last!.statements).toEqual([]);
    const cart = await shop().call(token, 'GET', '/user/cart');
    expect(cart.statusCode).toBe(200);
    // The cart alone.
    expect(last!.statements).toHaveLength(1);
  });

  it('a change notice that names no user (empty or garbled) forgets every cached session, not user 0', async () => {
    const token = await shop().buyer();
    const readsItsSession = async () => {
      expect(await me(token)).toBe('Asha Textiles');
      return last?.statements?.length;
    };
    for (const payload of ['', 'x', '12abc']) {
      await me(token);
      expect(await readsItsSession()).toBe(0);
      await api.database.executeSql("SELECT pg_notify('session_changes', $1)", [payload]);
      await expect.poll(readsItsSession, { timeout: 2000, interval: 20 }).toBe(1);
    }
  });

  it('a signed-out token is refused at once, while the same buyer stays signed in elsewhere', async () => {
    const { buyer, call } = shop();
    const email = `cached.${Date.now()}@mill.example.in`;
    const phone = await buyer(email);
    const laptop = (await call(null, 'POST', '/user/signin', { email, password: 'Cotton@2026' })).json<{ token: string }>().token;
    expect([await me(phone), await me(laptop)]).toEqual(['Asha Textiles', 'Asha Textiles']);
    expect((await call(phone, 'POST', '/user/logout')).statusCode).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(laptop)).toBe('Asha Textiles');
  });

  it('a new name shows on the next request, from the profile form or from any other change to the account', async () => {
    const token = await shop().buyer();
    expect(await me(token)).toBe('Asha Textiles');
    const { payload, headers } = await multipartBody({ name: 'Asha Exports', dob: '' });
    const edited = await api.app.inject({
      method: 'PUT',
      url: '/api/user/edit-user',
      payload,
      headers: { ...headers, authorization: token },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await me(token)).toBe('Asha Exports');
    // A change made outside this app's code (a script, a console of its own) is announced by the database.
    await sql`UPDATE users SET name = 'Asha Mills' WHERE name = 'Asha Exports' AND id = (
      SELECT user_id FROM sessions ORDER BY id DESC LIMIT 1)`.execute(api.database.db);
    await expect.poll(() => me(token), { timeout: 2000, interval: 20 }).toBe('Asha Mills');
  });

  it('a session ended in the database by hand (revoked, expired or deleted) is refused within 2 seconds', async () => {
    const ends = [
      sql`UPDATE sessions SET revoked_at = now() WHERE id = (SELECT max(id) FROM sessions)`,
      sql`UPDATE sessions SET expires_at = now() WHERE id = (SELECT max(id) FROM sessions)`,
      sql`DELETE FROM sessions WHERE id = (SELECT max(id) FROM sessions)`,
    ];
    for (const end of ends) {
      const token = await shop().buyer();
      expect(await me(token)).toBe('Asha Textiles');
      expect(await me(token)).toBe('Asha Textiles');
      await end.execute(api.database.db);
      await expect.poll(() => me(token), { timeout: 2000, interval: 20 }).toBe(401);
    }
  });
});

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { apiApp } from '../support/api-app.js';
import { testDatabases } from '../support/databases.js';
import { fakeProviders, providerSettings } from '../support/fake-providers.js';
import { testAuthConfig } from '../support/test-config.js';

const PASSWORD = 'Cotton@2026';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++sequence}@mill.example.in`;

describe.each(testDatabases())('account limits and rules on $name', (testDatabase) => {
  let database: Database;
  let app: FastifyInstance;
  let providers: Server;

  beforeAll(async () => {
    providers = fakeProviders();
    await new Promise<void>((resolve) => providers.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
    database = await testDatabase.open();
    // The default per-address limit (100), so that bursts from one address meet it too.
    app = await apiApp(database, { auth: testAuthConfig(providerSettings(base)) });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise((resolve) => providers.close(resolve));
  });

  let address = 0;
  /** Each test speaks from its own client address, so per-address counts do not leak between tests. */
  const newAddress = () => `10.0.${Math.floor(++address / 250)}.${address % 250}`;
  const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress, headers: cookie ? { cookie } : {} });
  /** The device cookie each signed-up buyer's browser was given. */
  const devices = new Map<string, string>();

  async function signUp(remoteAddress: string, email = uniqueEmail('buyer')) {
    const { otp, challenge } = (await post('/user/signup', { email }, remoteAddress)).json<{ otp: string; challenge: string }>();
    const response = await post(
      '/user/verifyOtp',
      { type: 'signin', email, otp, challenge, name: 'Asha Textiles', phone: '9876543210', password: PASSWORD },
      remoteAddress,
    );
    expect(response.statusCode).toBe(200);
    devices.set(email, String(response.headers['set-cookie']).split(';')[0]!);
    return email;
  }

  it('150 wrong passwords at once: exactly 10 are checked, and then even the right one waits', async () => {
    const from = newAddress();
    const email = await signUp(from);
    const burst = await Promise.all(Array.from({ length: 150 }, () => post('/user/signin', { email, password: 'Wrong@2026x' }, from)));
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(140);
    expect((await post('/user/signin', { email, password: PASSWORD }, from)).statusCode).toBe(429);
  });

  it('200 code requests at once for one email issue exactly 5 codes', async () => {
    const email = uniqueEmail('codes');
    const from = newAddress();
    const burst = await Promise.all(Array.from({ length: 200 }, () => post('/user/signup', { email }, from)));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(5);
    expect(burst.filter((response) => response.statusCode === 429)).toHaveLength(195);
    const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM one_time_codes WHERE email = ${email}`.execute(
      database.db,
    );
    expect(rows[0]!.total).toBe(5);
  });

  it('a burst from one address across many emails stops at the per-address limit exactly', async () => {
    const from = newAddress();
    const burst = await Promise.all(
      Array.from({ length: 150 }, (_, i) => post('/user/signup', { email: uniqueEmail(`office${i}`) }, from)),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(100);
  });

  it('a right password does not count as a failure', async () => {
    const from = newAddress();
    const email = await signUp(from);
    for (let i = 0; i < 12; i++) expect((await post('/user/signin', { email, password: PASSWORD }, from)).statusCode).toBe(200);
    expect((await post('/user/signin', { email, password: 'Wrong@2026x' }, from)).statusCode).toBe(401);
  });

  it('every code request counts toward the limits, also those for a taken email or one without an account', async () => {
    const from = newAddress();
    const taken = await signUp(from);
    for (let i = 0; i < 4; i++) expect((await post('/user/signup', { email: taken }, from)).statusCode).toBe(200);
    expect((await post('/user/signup', { email: taken }, from)).statusCode).toBe(429);
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < 5; i++) expect((await post('/user/login', { email: nobody }, from)).statusCode).toBe(200);
    expect((await post('/user/login', { email: nobody }, from)).statusCode).toBe(429);
  });

  it('nobody but the owner can lock the owner out: after others spend every limit they can, the owner signs in with a code', async () => {
    const home = newAddress();
    const email = await signUp(home);
    // Others, from their own addresses, at once: 30 wrong passwords, 30 code requests, and 30 guesses at the owner's codes.
    const attackers = Array.from({ length: 30 }, () => newAddress());
    await Promise.all(
      attackers.flatMap((from) => [
        post('/user/signin', { email, password: 'Wrong@2026x' }, from),
        post('/user/login', { email }, from),
        post('/user/verifyOtp', { type: 'login', email, otp: '123456' }, from),
      ]),
    );
    // The password alone now waits for the window (guessing stays bounded per email), and says what to do instead.
    const password = await post('/user/signin', { email, password: PASSWORD }, home);
    expect(password.statusCode).toBe(429);
    expect(password.json<{ message: string }>().message).toContain('Sign in with a one-time code instead');
    // From a browser that never signed in to it, the email has had its hour's codes (30 from everywhere).
    expect((await post('/user/login', { email }, home)).statusCode).toBe(429);
    // The owner's own browser (its device cookie) still gets a code, and the code works.
    const asked = await post('/user/login', { email }, home, devices.get(email));
    expect(asked.statusCode).toBe(200);
    const { otp, challenge } = asked.json<{ otp: string; challenge: string }>();
    const signedIn = await post('/user/verifyOtp', { type: 'login', email, otp, challenge }, home, devices.get(email));
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json<{ data: { email: string } }>().data.email).toBe(email);
  });

  it('an unknown email is refused as slowly as a wrong password', async () => {
    const slow = await apiApp(database, { auth: testAuthConfig({ SCRYPT_COST: '16384', REQUESTS_PER_ADDRESS: '1000' }) });
    try {
      // The account's hash is made at the same cost as the dummy one.
      const known = uniqueEmail('timed');
      const from = newAddress();
      const otp = (await slow.inject({ method: 'POST', url: '/api/user/signup', payload: { email: known }, remoteAddress: from })).json<{
        otp: string;
      }>().otp;
      await slow.inject({
        method: 'POST',
        url: '/api/user/verifyOtp',
        payload: { type: 'signin', email: known, otp, name: 'Asha', phone: '9876543210', password: PASSWORD },
        remoteAddress: from,
      });
      const time = async (payload: object) => {
        const started = performance.now();
        const response = await slow.inject({ method: 'POST', url: '/api/user/signin', payload, remoteAddress: newAddress() });
        expect(response.statusCode).toBe(401);
        return performance.now() - started;
      };
      // Load on the machine only adds time, so each side's fastest refusal is its cost; a missing dummy hash would make
      // an unknown email about a hundredth of a wrong password's.
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 7; i++) {
        wrong.push(await time({ email: known, password: 'Wrong@2026x' }));
        unknown.push(await time({ email: uniqueEmail('ghost'), password: 'Wrong@2026x' }));
      }
      const ratio = Math.min(...unknown) / Math.min(...wrong);
      expect(ratio, `unknown ${Math.min(...unknown).toFixed(1)} ms, wrong ${Math.min(...wrong).toFixed(1)} ms`).toBeGreaterThan(0.4);
      expect(ratio).toBeLessThan(2.5);
    } finally {
      await slow.close();
    }
  });

  it('Google links to an existing account only when it vouches for the email', async () => {
    const from = newAddress();
    const email = await signUp(from);
    const unverified = await post('/user/google-auth', { token: `google-unverified:${email}` }, from);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json<{ message: string }>().message).toContain('not verified');
    const {
      rows: [row],
    } = await sql<{ google_id: string | null }>`SELECT google_id FROM users WHERE email = ${email}`.execute(database.db);
    expect(row!.google_id).toBeNull();
    const verified = await post('/user/google-auth', { token: `google-ok:${email}` }, from);
    expect(verified.statusCode).toBe(200);
    const {
      rows: [linked],
    } = await sql<{ google_id: string | null }>`SELECT google_id FROM users WHERE email = ${email}`.execute(database.db);
    expect(linked!.google_id).toBe(`g-${email}`);
    expect((await post('/user/google-auth', { token: `google-unverified:${uniqueEmail('new')}` }, from)).statusCode).toBe(403);
  });

  it('a provider answering an email without @ gets a clear 400, not a server error', async () => {
    const response = await post('/facebook-login', { access_token: 'fb-ok:not-an-email' }, newAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('email');
  });

  it('the seeded reviewers cannot sign in by code, password or provider', async () => {
    const {
      rows: [reviewer],
    } = await sql<{ email: string }>`SELECT email FROM users WHERE can_sign_in = false ORDER BY id LIMIT 1`.execute(database.db);
    expect(reviewer).toBeDefined();
    const from = newAddress();
    const code = await post('/user/login', { email: reviewer!.email }, from);
    expect(code.json()).not.toHaveProperty('otp');
    expect(
      (
        await post(
          '/user/verifyOtp',
          { type: 'login', email: reviewer!.email, otp: '123456', challenge: code.json<{ challenge: string }>().challenge },
          from,
        )
      ).statusCode,
    ).toBe(400);
    expect((await post('/user/signin', { email: reviewer!.email, password: PASSWORD }, from)).statusCode).toBe(401);
    expect((await post('/facebook-login', { access_token: `fb-ok:${reviewer!.email}` }, from)).statusCode).toBe(403);
    expect((await post('/user/google-auth', { token: `google-ok:${reviewer!.email}` }, from)).statusCode).toBe(403);
  });
});

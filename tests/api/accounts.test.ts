import { readdir, readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../api/auth/secrets.js';
import { loadConfig } from '../../api/config.js';
import type { Database } from '../../api/db/database.js';
import { apiApp } from '../support/api-app.js';
import { fakeProviders, providerSettings } from '../support/fake-providers.js';
import { testDatabases } from '../support/databases.js';
import { blankPng, multipartBody, TINY_PNG } from '../support/multipart.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const PASSWORD = 'Cotton@2026';
const OPERATOR = 'ops@mill.example.in';
const GOOGLE_OPERATOR = 'ops.google@mill.example.in';
let sequence = 0;
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${++sequence}@mill.example.in`;

describe.each(testDatabases())('accounts on $name', (testDatabase) => {
  let database: Database;
  let app: FastifyInstance;
  let providers: Server;
  let dataDir: string;

  beforeAll(async () => {
    providers = fakeProviders();
    await new Promise<void>((resolve) => providers.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(providers.address() as AddressInfo).port}`;
    database = await testDatabase.open();
    dataDir = tempDataDir();
    app = await apiApp(database, {
      dataDir,
      auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '100000', ADMIN_EMAILS: `${OPERATOR},${GOOGLE_OPERATOR}`, ...providerSettings(base) }),
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise((resolve) => providers.close(resolve));
  });

  const post = (url: string, payload: object, remoteAddress = '127.0.0.1') =>
    app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress });
  const me = (token?: string) => app.inject({ url: '/api/user/me', headers: token ? { authorization: token } : {} });

  const lastMail = async (): Promise<{ to: string; subject: string; text: string }> =>
    JSON.parse((await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8')).trim().split('\n').at(-1)!) as {
      to: string;
      subject: string;
      text: string;
    };

  async function signUp(email = uniqueEmail('buyer')): Promise<{ email: string; token: string }> {
    const { otp, challenge } = (await post('/user/signup', { email })).json<{ otp: string; challenge: string }>();
    const response = await post('/user/verifyOtp', {
      type: 'signin',
      email,
      otp,
      challenge,
      name: 'Asha Textiles',
      phone: '9876543210',
      password: PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    return { email, token: response.json<{ token: string }>().token };
  }

  describe('sign-up with a one-time code', () => {
    it('mails a 6-digit code, creates the account on the right code, and signs in', async () => {
      const email = uniqueEmail('Priya');
      const requested = await post('/user/signup', { email });
      expect(requested.statusCode).toBe(200);
      const { otp } = requested.json<{ otp: string }>();
      expect(otp).toMatch(/^[0-9]{6}$/);
      expect(await lastMail()).toMatchObject({ to: email.toLowerCase(), text: expect.stringContaining(otp) });
      const verified = await post('/user/verifyOtp', {
        type: 'signin',
        email,
        otp,
        name: 'Priya Fabrics',
        phone: '9876543210',
        password: PASSWORD,
      });
      expect(verified.statusCode).toBe(200);
      const body = verified.json<{ token: string; data: { email: string; name: string; phone: string }; message: string }>();
      expect(body.data).toMatchObject({ email: email.toLowerCase(), name: 'Priya Fabrics', phone: '9876543210' });
      expect(body.message).toBe('Successful User Login');
      expect((await me(body.token)).json<{ data: { email: string } }>().data.email).toBe(email.toLowerCase());
    });

    it('a taken email (in any case) gets the same answer, but no code: its owner is mailed that they have an account', async () => {
      const { email } = await signUp();
      const again = await post('/user/signup', { email: email.toUpperCase() });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: 'OTP sent to your email', challenge: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(await lastMail()).toMatchObject({ to: email.toLowerCase(), subject: 'You already have a FabricMart account' });
      expect((await lastMail()).text).not.toMatch(/\d{6}/);
    });

    it('enforces the SPEC §5 rules on the server: password, phone, name', async () => {
      const email = uniqueEmail('rules');
      const otp = (await post('/user/signup', { email })).json<{ otp: string }>().otp;
      const attempt = (changes: object) =>
        post('/user/verifyOtp', { type: 'signin', email, otp, name: 'A', phone: '9876543210', password: PASSWORD, ...changes });
      expect((await attempt({ password: 'cotton2026' })).json<{ message: string }>().message).toBe(
        'Password must be 8+ chars with 1 uppercase, 1 number, 1 special.',
      );
      expect((await attempt({ password: 'Cotton 2026!' })).statusCode).toBe(400);
      expect((await attempt({ phone: '98765' })).json<{ message: string }>().message).toBe('Please enter a valid 10-digit phone number');
      const noName = await post('/user/verifyOtp', { type: 'signin', email, otp, phone: '9876543210', password: PASSWORD });
      expect(noName.statusCode).toBe(400);
      expect(noName.json<{ message: string }>().message).toContain('name');
      expect((await attempt({})).statusCode).toBe(200);
    });
  });

  describe('one-time codes', () => {
    /** Asks for a sign-in code: the code (shown in tests) and the challenge it is tied to. */
    const loginCode = async (email: string, remoteAddress?: string) =>
      (await post('/user/login', { email }, remoteAddress)).json<{ otp: string; challenge: string }>();
    const wrongFor = (otp: string) => (otp === '000000' ? '111111' : '000000');

    it('work once: a reused code is refused', async () => {
      const { email } = await signUp();
      const { otp, challenge } = await loginCode(email);
      expect((await post('/user/verifyOtp', { type: 'login', email, otp, challenge })).statusCode).toBe(200);
      const reused = await post('/user/verifyOtp', { type: 'login', email, otp, challenge });
      expect(reused.statusCode).toBe(400);
      expect(reused.json<{ message: string }>().message).toContain('no longer works');
    });

    it('expire after 10 minutes', async () => {
      const { email } = await signUp();
      const { otp, challenge } = await loginCode(email);
      const { rows } = await sql<{ minutes: number }>`SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
        FROM one_time_codes WHERE lower(email) = ${email.toLowerCase()} AND used_at IS NULL`.execute(database.db);
      expect(rows[0]!.minutes).toBe(10);
      await sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE lower(email) = ${email.toLowerCase()} AND used_at IS NULL`.execute(
        database.db,
      );
      const late = await post('/user/verifyOtp', { type: 'login', email, otp, challenge });
      expect(late.statusCode).toBe(400);
      expect(late.json<{ message: string }>().message).toContain('expired');
    });

    it('die after 5 wrong tries with their challenge, even 30 at once: the right code then fails too', async () => {
      const { email } = await signUp();
      const { otp, challenge } = await loginCode(email);
      const burst = await Promise.all(
        Array.from({ length: 30 }, () => post('/user/verifyOtp', { type: 'login', email, otp: wrongFor(otp), challenge })),
      );
      const messages = burst.map((response) => response.json<{ message: string }>().message);
      expect(messages.filter((message) => message.includes('not right'))).toHaveLength(5);
      expect(messages.filter((message) => message.includes('no longer works'))).toHaveLength(25);
      const sixth = await post('/user/verifyOtp', { type: 'login', email, otp, challenge });
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json<{ message: string }>().message).toContain('no longer works');
    });

    it('can be tried only with the challenge their request was given', async () => {
      const { email } = await signUp();
      const { otp } = await loginCode(email);
      const other = await post('/user/verifyOtp', { type: 'login', email, otp, challenge: 'f'.repeat(32) });
      expect(other.statusCode).toBe(400);
      expect(other.json<{ message: string }>().message).toContain('no longer works');
      const malformed = await post('/user/verifyOtp', { type: 'login', email, otp, challenge: 'nope' });
      expect(malformed.statusCode).toBe(400);
    });

    it("tries without a challenge (the bare SPEC call) are limited per email and never use up the owner's code", async () => {
      const { email } = await signUp();
      const owner = await loginCode(email, '10.9.0.1');
      // Someone else, from many addresses, guesses without a challenge: 5 guesses in all, then 429.
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, i) => post('/user/verifyOtp', { type: 'login', email, otp: wrongFor(owner.otp) }, `10.9.1.${i}`)),
      );
      expect(guesses.filter((response) => response.statusCode === 400)).toHaveLength(5);
      expect(guesses.filter((response) => response.statusCode === 429)).toHaveLength(35);
      const signedIn = await post('/user/verifyOtp', { type: 'login', email, otp: owner.otp, challenge: owner.challenge }, '10.9.0.1');
      expect(signedIn.statusCode).toBe(200);
    });

    it('an earlier code keeps working when another is asked for', async () => {
      const { email } = await signUp();
      const first = await loginCode(email);
      await loginCode(email, '10.9.2.1');
      expect((await post('/user/verifyOtp', { type: 'login', email, otp: first.otp, challenge: first.challenge })).statusCode).toBe(200);
    });

    it('are stored hashed, never in plain text, and so are their challenges', async () => {
      const email = uniqueEmail('hash');
      const { otp, challenge } = (await post('/user/signup', { email })).json<{ otp: string; challenge: string }>();
      const { rows } = await sql<{
        id: number;
        code_hash: string;
        challenge_hash: string;
      }>`SELECT id, code_hash, challenge_hash FROM one_time_codes WHERE email = ${email.toLowerCase()}`.execute(database.db);
      expect(rows[0]!.code_hash).not.toContain(otp);
      expect(rows[0]!.code_hash).toBe(sha256(`${rows[0]!.id}:${otp}`));
      expect(rows[0]!.challenge_hash).toBe(sha256(challenge));
    });

    it('are returned in the response only when OTP_IN_RESPONSE=true is set, and never in production', () => {
      expect(loadConfig({ NODE_ENV: 'production', OTP_IN_RESPONSE: 'true' }).auth.otpInResponse).toBe(false);
      expect(loadConfig({}).auth.otpInResponse).toBe(false);
      expect(loadConfig({ OTP_IN_RESPONSE: 'true' }).auth.otpInResponse).toBe(true);
    });

    it('at most 5 code requests per email from one address in 15 minutes, then 429; another address still gets its own', async () => {
      const { email } = await signUp();
      for (let i = 0; i < 4; i++) expect((await post('/user/login', { email })).statusCode).toBe(200);
      const sixth = await post('/user/login', { email });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json<{ message: string }>().message).toContain('Too many codes');
      expect((await post('/user/login', { email }, '10.9.3.1')).statusCode).toBe(200);
    });

    it('an email with no account gets the same answer, and no code: the address is told no account uses it', async () => {
      const nobody = uniqueEmail('nobody');
      const response = await post('/user/login', { email: nobody });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'OTP sent to your email', challenge: expect.stringMatching(/^[0-9a-f]{32}$/) });
      expect(await lastMail()).toMatchObject({ to: nobody.toLowerCase(), subject: 'Signing in to FabricMart' });
      const { rows } = await sql<{
        total: number;
      }>`SELECT count(*)::int AS total FROM one_time_codes WHERE email = ${nobody.toLowerCase()}`.execute(database.db);
      expect(rows[0]!.total).toBe(0);
    });

    it('outside demo mode, sign-up and code requests answer alike for emails with and without accounts', async () => {
      const quiet = await apiApp(database, { dataDir, auth: testAuthConfig({ OTP_IN_RESPONSE: 'false', REQUESTS_PER_ADDRESS: '100000' }) });
      try {
        const { email: known } = await signUp();
        const unknown = uniqueEmail('unknown');
        const shapes = [];
        for (const url of ['/api/user/signup', '/api/user/login']) {
          for (const email of [known, unknown]) {
            const response = await quiet.inject({ method: 'POST', url, payload: { email } });
            shapes.push({
              status: response.statusCode,
              body: response.json<{ challenge: string }>(),
              type: response.headers['content-type'],
            });
          }
        }
        for (const shape of shapes)
          expect(shape).toEqual({
            ...shapes[0],
            body: { message: 'OTP sent to your email', challenge: expect.stringMatching(/^[0-9a-f]{32}$/) },
          });
        // A sign-up code check for a taken email says what a wrong code says.
        const taken = await quiet.inject({
          method: 'POST',
          url: '/api/user/verifyOtp',
          payload: {
            type: 'signin',
            email: known,
            otp: '123456',
            challenge: shapes[0]!.body.challenge,
            name: 'X',
            phone: '9876543210',
            password: PASSWORD,
          },
        });
        expect(taken.statusCode).toBe(400);
        expect(taken.json<{ message: string }>().message).toContain('no longer works');
      } finally {
        await quiet.close();
      }
    });
  });

  describe('password sign-in', () => {
    it('signs in with the right password and refuses a wrong one', async () => {
      const { email } = await signUp();
      const ok = await post('/user/signin', { email: email.toUpperCase(), password: PASSWORD });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<{ message: string; orderHistory: unknown[] }>()).toMatchObject({ message: 'Successful login', orderHistory: [] });
      expect((await post('/user/signin', { email, password: 'Wrong@2026' })).statusCode).toBe(401);
      expect((await post('/user/signin', { email: uniqueEmail('ghost'), password: PASSWORD })).statusCode).toBe(401);
    });

    it('after 10 failed sign-ins for an email in 15 minutes, even the right password gets 429', async () => {
      const { email } = await signUp();
      for (let i = 0; i < 10; i++) expect((await post('/user/signin', { email, password: `Wrong@${i}xyz` })).statusCode).toBe(401);
      const blocked = await post('/user/signin', { email, password: PASSWORD });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ message: string }>().message).toContain('Too many failed sign-ins');
      // Once the window has passed, the right password works again and the old failures are pruned.
      await sql`UPDATE auth_events SET created_at = now() - interval '16 minutes' WHERE subject = ${`email:${email.toLowerCase()}`}`.execute(
        database.db,
      );
      expect((await post('/user/signin', { email, password: 'Wrong@again1' })).statusCode).toBe(401);
      expect((await post('/user/signin', { email, password: PASSWORD })).statusCode).toBe(200);
      const { rows } = await sql<{
        total: number;
      }>`SELECT count(*)::int AS total FROM auth_events WHERE kind = 'signin_failure' AND subject = ${`email:${email.toLowerCase()}`}`.execute(
        database.db,
      );
      expect(rows[0]!.total).toBe(1);
    });

    it('stores passwords as scrypt hashes with r=8, p=1', async () => {
      const { email } = await signUp();
      const { rows } = await sql<{ password_hash: string }>`SELECT password_hash FROM users WHERE email = ${email.toLowerCase()}`.execute(
        database.db,
      );
      expect(rows[0]!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
      expect(rows[0]!.password_hash).not.toContain(PASSWORD);
      expect(loadConfig({}).auth.scryptCost).toBe(2 ** 17);
    });
  });

  describe('sessions', () => {
    it('tokens are 256-bit, stored only as a hash, and expire after 30 days', async () => {
      const { token } = await signUp();
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const { rows } = await sql<{ days: number; plain: number }>`
        SELECT round(extract(epoch FROM expires_at - created_at) / 86400)::int AS days,
               (SELECT count(*)::int FROM sessions WHERE token_hash = ${token}) AS plain
        FROM sessions WHERE token_hash = ${sha256(token)}`.execute(database.db);
      expect(rows[0]).toEqual({ days: 30, plain: 0 });
    });

    it('logout revokes the token: it gets 401 afterwards', async () => {
      const { token } = await signUp();
      expect((await me(token)).statusCode).toBe(200);
      const out = await app.inject({ method: 'POST', url: '/api/user/logout', headers: { authorization: token } });
      expect(out.json<{ message: string }>().message).toBe('Logged out successfully');
      expect((await me(token)).statusCode).toBe(401);
    });

    it('an expired, unknown, Bearer-prefixed or missing token gets 401', async () => {
      const { token } = await signUp();
      await sql`UPDATE sessions SET expires_at = now() - interval '1 second', created_at = now() - interval '31 days' WHERE token_hash = ${sha256(token)}`.execute(
        database.db,
      );
      expect((await me(token)).statusCode).toBe(401);
      expect((await me('not-a-token')).statusCode).toBe(401);
      const fresh = await signUp();
      expect((await me(`Bearer ${fresh.token}`)).statusCode).toBe(401);
      expect((await me()).statusCode).toBe(401);
    });
  });

  describe('Google and Facebook', () => {
    it('Google: a verified token signs in, creating the account once', async () => {
      const email = uniqueEmail('google');
      const first = await post('/user/google-auth', { token: `google-ok:${email}` });
      expect(first.statusCode).toBe(200);
      const second = await post('/user/google-auth', { token: `google-ok:${email}` });
      expect(second.json<{ data: { _id: string } }>().data._id).toBe(first.json<{ data: { _id: string } }>().data._id);
      expect((await post('/user/google-auth', { token: 'forged' })).statusCode).toBe(401);
    });

    it('Facebook with the email of an existing account signs into that account', async () => {
      const { email, token } = await signUp();
      const existingId = (await me(token)).json<{ data: { _id: string } }>().data._id;
      const social = await post('/facebook-login', { access_token: `fb-ok:${email.toUpperCase()}` });
      expect(social.statusCode).toBe(200);
      expect(social.json<{ data: { _id: string } }>().data._id).toBe(existingId);
      expect((await post('/facebook-login', { access_token: 'forged' })).statusCode).toBe(401);
    });

    it('a token another app got for the same person opens nothing: not the account, not a new one', async () => {
      const { email, token } = await signUp();
      const google = await post('/user/google-auth', { token: `google-other-app:${email}` });
      expect(google.statusCode).toBe(401);
      expect(google.json<{ message: string }>().message).toBe('This Google sign-in was made for another app, not this store.');
      const facebook = await post('/facebook-login', { access_token: `fb-other-app:${email}` });
      expect(facebook.statusCode).toBe(401);
      expect(facebook.json<{ message: string }>().message).toBe('This Facebook sign-in was made for another app, not this store.');
      const newcomer = uniqueEmail('newcomer');
      expect((await post('/user/google-auth', { token: `google-other-app:${newcomer}` })).statusCode).toBe(401);
      const { rows } = await sql<{
        google_id: string | null;
        facebook_id: string | null;
      }>`SELECT google_id, facebook_id FROM users WHERE lower(email) IN (${email}, ${newcomer})`.execute(database.db);
      expect(rows).toEqual([{ google_id: null, facebook_id: null }]);
      expect((await me(token)).statusCode).toBe(200);
    });

    it('an operator account is never opened by a provider that did not create it', async () => {
      await signUp(OPERATOR);
      for (const [url, body] of [
        ['/user/google-auth', { token: `google-ok:${OPERATOR}` }],
        ['/facebook-login', { access_token: `fb-ok:${OPERATOR}` }],
      ] as const) {
        const refused = await post(url, body);
        expect(refused.statusCode).toBe(403);
        expect(refused.json<{ message: string }>().message).toBe('Operators sign in with their password or a one-time code.');
      }
      const {
        rows: [operator],
      } = await sql<{
        google_id: string | null;
        facebook_id: string | null;
      }>`SELECT google_id, facebook_id FROM users WHERE email = ${OPERATOR}`.execute(database.db);
      expect(operator).toEqual({ google_id: null, facebook_id: null });
      // An operator whose account Google created signs in with Google, and with nothing else of the kind.
      expect((await post('/user/google-auth', { token: `google-ok:${GOOGLE_OPERATOR}` })).statusCode).toBe(200);
      expect((await post('/user/google-auth', { token: `google-ok:${GOOGLE_OPERATOR}` })).statusCode).toBe(200);
      expect((await post('/facebook-login', { access_token: `fb-ok:${GOOGLE_OPERATOR}` })).statusCode).toBe(403);
    });

    it.each([
      ['a NUL', 'fb-ok:a\u0000@x.in'],
      ['a newline', 'google-ok:a\n@x.in'],
      ['a lone surrogate', 'google-ok:\ud800@x.in'],
      ['a space', 'google-ok: a@x.in'],
      ['10 KB', `google-ok:${'a'.repeat(10_000)}@x.in`],
    ])('a token with %s is refused with 400, by both providers', async (_label, token) => {
      for (const [url, body] of [
        ['/user/google-auth', { token }],
        ['/facebook-login', { access_token: token }],
      ] as const) {
        const response = await post(url, body);
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ message: string }>().message).toMatch(/must match pattern|must NOT have more than/);
      }
    });
  });

  describe('profile', () => {
    const edit = async (token: string, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) => {
      const { payload, headers } = await multipartBody(fields, file);
      return app.inject({ method: 'PUT', url: '/api/user/edit-user', payload, headers: { ...headers, authorization: token } });
    };
    const uploads = async () => readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);

    it('saves name, date of birth and a picture, and serves the picture back', async () => {
      const { token } = await signUp();
      const response = await edit(
        token,
        { name: 'Asha Exports', dob: '1990-05-17' },
        { field: 'profile_pic', bytes: TINY_PNG, name: 'me.png', type: 'image/png' },
      );
      expect(response.statusCode).toBe(200);
      const { data, message } = response.json<{ message: string; data: { name: string; dob: string; profile_pic: string } }>();
      expect(message).toBe('Profile Updated');
      expect(data).toMatchObject({ name: 'Asha Exports', dob: '1990-05-17' });
      const picture = await app.inject(data.profile_pic);
      expect(picture.headers['content-type']).toBe('image/png');
      expect(picture.rawPayload.equals(TINY_PNG)).toBe(true);
    });

    it('refuses a file that is not an image, whatever it is called, and stores nothing', async () => {
      const { token } = await signUp();
      const before = await uploads();
      const response = await edit(
        token,
        { name: 'Changed' },
        { field: 'profile_pic', bytes: Buffer.from('<svg onload=alert(1)>'), name: 'me.png', type: 'image/png' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('JPEG, PNG or WebP');
      expect(await uploads()).toEqual(before);
      expect((await me(token)).json<{ data: { name: string } }>().data.name).toBe('Asha Textiles');
    });

    it('refuses a small file that claims more than 6,000 pixels a side, and stores nothing; 6,000 × 6,000 is fine', async () => {
      const { token } = await signUp();
      const before = await uploads();
      const huge = blankPng(16_000, 16_000);
      expect(huge.length).toBeLessThan(100_000);
      const response = await edit(token, { name: 'Changed' }, { field: 'profile_pic', bytes: huge, name: 'me.png', type: 'image/png' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(
        'Pictures may be at most 6,000 pixels a side and 40 megapixels; this one is 16,000 × 16,000.',
      );
      expect(await uploads()).toEqual(before);
      expect((await me(token)).json<{ data: { name: string } }>().data.name).toBe('Asha Textiles');
      const damaged = await edit(
        token,
        { name: 'Changed' },
        { field: 'profile_pic', bytes: TINY_PNG.subarray(0, 20), name: 'me.png', type: 'image/png' },
      );
      expect(damaged.statusCode).toBe(400);
      expect(damaged.json<{ message: string }>().message).toContain('could not be read');
      const largest = await edit(
        token,
        { name: 'Changed' },
        { field: 'profile_pic', bytes: blankPng(6000, 6000), name: 'me.png', type: 'image/png' },
      );
      expect(largest.statusCode).toBe(200);
    });

    it('refuses a picture over 5 MB and stores nothing', async () => {
      const { token } = await signUp();
      const before = await uploads();
      const big = Buffer.concat([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)]);
      const response = await edit(token, { name: 'Changed' }, { field: 'profile_pic', bytes: big, name: 'big.png', type: 'image/png' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('5 MB');
      expect(await uploads()).toEqual(before);
      expect((await me(token)).json<{ data: { name: string } }>().data.name).toBe('Asha Textiles');
    });

    it('refuses an impossible date of birth and needs a signed-in user', async () => {
      const { token } = await signUp();
      expect((await edit(token, { name: 'A', dob: '2023-02-30' })).statusCode).toBe(400);
      expect((await edit(token, { name: 'A', dob: '2999-01-01' })).statusCode).toBe(400);
      expect((await edit('nobody', { name: 'A' })).statusCode).toBe(401);
    });
  });
});

describe('per-address limit', () => {
  const [pglite] = testDatabases();

  it('counts code requests from one client address across emails', async () => {
    const database = await pglite!.open();
    const app = await apiApp(database, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '3' }) });
    try {
      const request = (email: string, remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/user/signup', payload: { email }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await request(uniqueEmail(`office${i}`), '127.0.0.2')).statusCode).toBe(200);
      const fourth = await request(uniqueEmail('office4'), '127.0.0.2');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json<{ message: string }>().message).toContain('your network');
      expect((await request(uniqueEmail('elsewhere'), '127.0.0.3')).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('counts failed sign-ins from one client address across emails', async () => {
    const database = await pglite!.open();
    const app = await apiApp(database, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '3' }) });
    try {
      const signIn = (email: string, remoteAddress: string) =>
        app.inject({ method: 'POST', url: '/api/user/signin', payload: { email, password: 'Wrong@2026x' }, remoteAddress });
      for (let i = 0; i < 3; i++) expect((await signIn(uniqueEmail(`guess${i}`), '127.0.0.4')).statusCode).toBe(401);
      const fourth = await signIn(uniqueEmail('guess4'), '127.0.0.4');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json<{ message: string }>().message).toContain('your network');
      expect((await signIn(uniqueEmail('guess5'), '127.0.0.5')).statusCode).toBe(401);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

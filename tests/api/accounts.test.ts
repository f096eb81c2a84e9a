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
import { fakeProviders } from '../support/fake-providers.js';
import { testDatabases } from '../support/databases.js';
import { multipartBody, TINY_PNG } from '../support/multipart.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const PASSWORD = 'Cotton@2026';
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
      auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '100000', GOOGLE_USERINFO_URL: `${base}/userinfo`, FACEBOOK_GRAPH_URL: base }),
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

  async function signUp(email = uniqueEmail('buyer')): Promise<{ email: string; token: string }> {
    const code = (await post('/user/signup', { email })).json<{ otp: string }>().otp;
    const response = await post('/user/verifyOtp', { type: 'signin', email, otp: code, name: 'Asha Textiles', phone: '9876543210', password: PASSWORD });
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
      const outbox = (await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8')).trim().split('\n').map((line) => JSON.parse(line));
      expect(outbox.at(-1)).toMatchObject({ to: email.toLowerCase() });
      expect(outbox.at(-1).text).toContain(otp);
      const verified = await post('/user/verifyOtp', { type: 'signin', email, otp, name: 'Priya Fabrics', phone: '9876543210', password: PASSWORD });
      expect(verified.statusCode).toBe(200);
      const body = verified.json<{ token: string; data: { email: string; name: string; phone: string }; message: string }>();
      expect(body.data).toMatchObject({ email: email.toLowerCase(), name: 'Priya Fabrics', phone: '9876543210' });
      expect(body.message).toBe('Successful User Login');
      expect((await me(body.token)).json<{ data: { email: string } }>().data.email).toBe(email.toLowerCase());
    });

    it('refuses an email that is taken, compared case-insensitively', async () => {
      const { email } = await signUp();
      const again = await post('/user/signup', { email: email.toUpperCase() });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toContain('already exists');
    });

    it('enforces the SPEC §5 rules on the server: password, phone, name', async () => {
      const email = uniqueEmail('rules');
      const otp = (await post('/user/signup', { email })).json<{ otp: string }>().otp;
      const attempt = (changes: object) => post('/user/verifyOtp', { type: 'signin', email, otp, name: 'A', phone: '9876543210', password: PASSWORD, ...changes });
      expect((await attempt({ password: 'cotton2026' })).json<{ message: string }>().message).toBe('Password must be 8+ chars with 1 uppercase, 1 number, 1 special.');
      expect((await attempt({ password: 'Cotton 2026!' })).statusCode).toBe(400);
      expect((await attempt({ phone: '98765' })).json<{ message: string }>().message).toBe('Please enter a valid 10-digit phone number');
      const noName = await post('/user/verifyOtp', { type: 'signin', email, otp, phone: '9876543210', password: PASSWORD });
      expect(noName.statusCode).toBe(400);
      expect(noName.json<{ message: string }>().message).toContain('name');
      expect((await attempt({})).statusCode).toBe(200);
    });
  });

  describe('one-time codes', () => {
    it('work once: a reused code is refused', async () => {
      const { email } = await signUp();
      const otp = (await post('/user/login', { email })).json<{ otp: string }>().otp;
      expect((await post('/user/verifyOtp', { type: 'login', email, otp })).statusCode).toBe(200);
      const reused = await post('/user/verifyOtp', { type: 'login', email, otp });
      expect(reused.statusCode).toBe(400);
      expect(reused.json<{ message: string }>().message).toContain('no longer works');
    });

    it('expire after 10 minutes', async () => {
      const { email } = await signUp();
      const otp = (await post('/user/login', { email })).json<{ otp: string }>().otp;
      const { rows } = await sql<{ minutes: number }>`SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes
        FROM one_time_codes WHERE lower(email) = ${email.toLowerCase()} AND used_at IS NULL`.execute(database.db);
      expect(rows[0]!.minutes).toBe(10);
      await sql`UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE lower(email) = ${email.toLowerCase()} AND used_at IS NULL`.execute(database.db);
      const late = await post('/user/verifyOtp', { type: 'login', email, otp });
      expect(late.statusCode).toBe(400);
      expect(late.json<{ message: string }>().message).toContain('expired');
    });

    it('die after 5 wrong tries: the sixth try fails even with the right code', async () => {
      const { email } = await signUp();
      const otp = (await post('/user/login', { email })).json<{ otp: string }>().otp;
      const wrong = otp === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++) {
        const response = await post('/user/verifyOtp', { type: 'login', email, otp: wrong });
        expect(response.json<{ message: string }>().message).toContain('not right');
      }
      const sixth = await post('/user/verifyOtp', { type: 'login', email, otp });
      expect(sixth.statusCode).toBe(400);
      expect(sixth.json<{ message: string }>().message).toContain('no longer works');
    });

    it('are stored hashed, never in plain text', async () => {
      const email = uniqueEmail('hash');
      const otp = (await post('/user/signup', { email })).json<{ otp: string }>().otp;
      const { rows } = await sql<{ id: number; code_hash: string }>`SELECT id, code_hash FROM one_time_codes WHERE email = ${email.toLowerCase()}`.execute(database.db);
      expect(rows[0]!.code_hash).not.toContain(otp);
      expect(rows[0]!.code_hash).toBe(sha256(`${rows[0]!.id}:${otp}`));
    });

    it('are returned in the response only when OTP_IN_RESPONSE=true is set, and never in production', () => {
      expect(loadConfig({ NODE_ENV: 'production', OTP_IN_RESPONSE: 'true' }).auth.otpInResponse).toBe(false);
      expect(loadConfig({}).auth.otpInResponse).toBe(false);
      expect(loadConfig({ OTP_IN_RESPONSE: 'true' }).auth.otpInResponse).toBe(true);
    });

    it('at most 5 code requests per email in 15 minutes, then 429', async () => {
      const { email } = await signUp();
      for (let i = 0; i < 4; i++) expect((await post('/user/login', { email })).statusCode).toBe(200);
      const sixth = await post('/user/login', { email });
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json<{ message: string }>().message).toContain('Too many codes');
    });

    it('a code for an email with no account is refused', async () => {
      expect((await post('/user/login', { email: uniqueEmail('nobody') })).statusCode).toBe(404);
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
      await sql`UPDATE auth_events SET created_at = now() - interval '16 minutes' WHERE subject = ${`email:${email.toLowerCase()}`}`.execute(database.db);
      expect((await post('/user/signin', { email, password: 'Wrong@again1' })).statusCode).toBe(401);
      expect((await post('/user/signin', { email, password: PASSWORD })).statusCode).toBe(200);
      const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM auth_events WHERE kind = 'signin_failure' AND subject = ${`email:${email.toLowerCase()}`}`.execute(database.db);
      expect(rows[0]!.total).toBe(1);
    });

    it('stores passwords as scrypt hashes with r=8, p=1', async () => {
      const { email } = await signUp();
      const { rows } = await sql<{ password_hash: string }>`SELECT password_hash FROM users WHERE email = ${email.toLowerCase()}`.execute(database.db);
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
      await sql`UPDATE sessions SET expires_at = now() - interval '1 second', created_at = now() - interval '31 days' WHERE token_hash = ${sha256(token)}`.execute(database.db);
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
  });

  describe('profile', () => {
    const edit = async (token: string, fields: Record<string, string>, file?: Parameters<typeof multipartBody>[1]) => {
      const { payload, headers } = await multipartBody(fields, file);
      return app.inject({ method: 'PUT', url: '/api/user/edit-user', payload, headers: { ...headers, authorization: token } });
    };
    const uploads = async () => readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);

    it('saves name, date of birth and a picture, and serves the picture back', async () => {
      const { token } = await signUp();
      const response = await edit(token, { name: 'Asha Exports', dob: '1990-05-17' }, { field: 'profile_pic', bytes: TINY_PNG, name: 'me.png', type: 'image/png' });
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
      const response = await edit(token, { name: 'Changed' }, { field: 'profile_pic', bytes: Buffer.from('<svg onload=alert(1)>'), name: 'me.png', type: 'image/png' });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain('JPEG, PNG or WebP');
      expect(await uploads()).toEqual(before);
      expect((await me(token)).json<{ data: { name: string } }>().data.name).toBe('Asha Textiles');
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

import { describe, expect, it } from 'vitest';
import type { MailMessage } from '../../api/auth/mailer.js';
import { DEVICE_COOKIE, deviceIn } from '../../domain/device-cookie.js';
import { withApiApp } from '../support/api-app.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

const PASSWORD = 'Cotton@2026';

/**
 * Many addresses asking codes for one email mail at most CODE_MAILS_PER_EMAIL an hour, and the
 * owner is never locked out by them: their own browser (its device cookie) still gets a code, and the password works.
 */
describe.each(testDatabases())('the per-email cap on code mails on $name', (testDatabase) => {
  const sent: MailMessage[] = [];

  const api = withApiApp(testDatabase, {
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000', CODE_MAILS_PER_EMAIL: '10' }),
    mailer: { send: async (message) => void sent.push(message) },
  });

  const post = (url: string, payload: object, remoteAddress: string, cookie?: string) =>
    api.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress, headers: cookie ? { cookie } : {} });
  const mailsTo = (email: string) => sent.filter((message) => message.to === email);

  /** An account signed up from `address`; the device cookie its browser was given. */
  async function owner(email: string, address: string): Promise<string> {
    const asked = (await post('/user/signup', { email }, address)).json<{ otp: string; challenge: string }>();
    const verified = await post(
      '/user/verifyOtp',
      { type: 'signin', email, otp: asked.otp, challenge: asked.challenge, name: 'Asha Textiles', phone: '9876543210', password: PASSWORD },
      address,
    );
    expect(verified.statusCode).toBe(200);
    const cookie = verified.headers['set-cookie'] as string;
    expect(cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax$`));
    return `${DEVICE_COOKIE}=${deviceIn(cookie.split(';')[0])}`;
  }

  it('60 code requests from 60 addresses mail at most 10 codes an hour; the owner’s browser and password still get in', async () => {
    const email = `flooded.${Date.now()}@mill.example.in`;
    const cookie = await owner(email, '203.0.113.9');
    // Concurrently, each from an address of its own, with no cookie, a forged one, or another account's.
    const other = await owner(`other.${Date.now()}@mill.example.in`, '203.0.113.10');
    const forged = `${DEVICE_COOKIE}=${'A'.repeat(43)}`;
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) => post('/user/login', { email }, `198.51.100.${n + 1}`, [undefined, forged, other][n % 3])),
    );
    const codes = mailsTo(email).filter((message) => message.subject.startsWith('Your FabricMart code'));
    // The sign-up's own code counted too: 10 in the hour, whatever the addresses.
    expect(codes).toHaveLength(10);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(9);
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(refused).toHaveLength(51);
    expect(refused[0]!.json<{ message: string }>().message).toMatch(
      /^Too many codes have been sent to this email in the last hour\. Sign in with your password, or from a browser you have signed in with before, or try again in \d+ minutes\.$/,
    );
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(3000);

    // The owner, from a new address but their own browser: a code arrives and signs them in.
    const own = await post('/user/login', { email }, '192.0.2.77', cookie);
    expect(own.statusCode).toBe(200);
    const { otp, challenge } = own.json<{ otp: string; challenge: string }>();
    expect(mailsTo(email).at(-1)?.subject).toBe(`Your FabricMart code is ${otp}`);
    const signedIn = await post('/user/verifyOtp', { type: 'login', email, otp, challenge }, '192.0.2.77', cookie);
    expect(signedIn.statusCode).toBe(200);
    // The same browser keeps its device token.
    expect((signedIn.headers['set-cookie'] as string).split(';')[0]).toBe(cookie);

    // The password, from anywhere, was never held.
    expect((await post('/user/signin', { email, password: PASSWORD }, '192.0.2.200')).statusCode).toBe(200);
  });
});

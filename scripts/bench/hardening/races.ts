import { spawnServer } from '../../../tests/support/spawn-server.js';
import { freshPostgres } from '../../../tests/support/fresh-postgres.js';
import { PASSWORD, post } from './shared.js';

export async function races(): Promise<Record<string, string | number>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await freshPostgres(adminUrl, 'hardening', 50) : null;
  const server = await spawnServer({ OTP_IN_RESPONSE: 'true', SCRYPT_COST: '16384', ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
  try {
    const email = `race.${Date.now()}@mill.example.in`;
    const { body } = await post(`${server.url}/api/user/signup`, { email });
    const otp = (JSON.parse(body) as { otp: string }).otp;
    // The owner's browser keeps the device cookie its sign-up gave it (servers before it gave none).
    const { device } = await post(`${server.url}/api/user/verifyOtp`, {
      type: 'signin',
      email,
      otp,
      name: 'Race Buyer',
      phone: '9876543210',
      password: PASSWORD,
    });
    // Others, each from an address of their own: wrong passwords, code requests and guesses at codes for the email.
    const elsewhere = (n: number) => `198.51.100.${n % 250}`;
    const wrong = await Promise.all(
      Array.from({ length: 150 }, (_, n) =>
        post(`${server.url}/api/user/signin`, { email, password: 'Wrong@2026x' }, 60_000, elsewhere(n)),
      ),
    );
    await Promise.all(Array.from({ length: 20 }, (_, n) => post(`${server.url}/api/user/login`, { email }, 60_000, elsewhere(n))));
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        post(`${server.url}/api/user/verifyOtp`, { type: 'login', email, otp: '000000' }, 60_000, elsewhere(n)),
      ),
    );
    const home = '203.0.113.9';
    const right = await post(`${server.url}/api/user/signin`, { email, password: PASSWORD }, 60_000, home);
    const askedAnswer = await post(`${server.url}/api/user/login`, { email }, 60_000, home, device);
    const asked = (askedAnswer.status === 200 ? JSON.parse(askedAnswer.body) : {}) as { otp?: string; challenge?: string };
    const byCode = asked.otp
      ? await post(
          `${server.url}/api/user/verifyOtp`,
          { type: 'login', email, otp: asked.otp, ...(asked.challenge ? { challenge: asked.challenge } : {}) },
          60_000,
          home,
        )
      : askedAnswer;
    const codeEmail = `codes.${Date.now()}@mill.example.in`;
    const codes = await Promise.all(Array.from({ length: 200 }, () => post(`${server.url}/api/user/signup`, { email: codeEmail })));
    const floodedEmail = `flooded.${Date.now()}@mill.example.in`;
    const fromMany = await Promise.all(
      Array.from({ length: 60 }, (_, n) => post(`${server.url}/api/user/login`, { email: floodedEmail }, 60_000, elsewhere(n))),
    );
    return {
      database: postgres ? 'PostgreSQL' : 'PGlite',
      'wrong passwords evaluated (401 of 150; limit 10)': wrong.filter((r) => r.status === 401).length,
      'then the owner: the right password': right.status === 200 ? 'signed in (200)' : `refused (${right.status})`,
      'then the owner: a code from their own browser': byCode.status === 200 ? 'signed in (200)' : `refused (${byCode.status})`,
      'codes issued (200 of 200; limit 5)': codes.filter((r) => r.status === 200).length,
      'mails to one email from 60 addresses (limit 10 an hour)': fromMany.filter((r) => r.status === 200).length,
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

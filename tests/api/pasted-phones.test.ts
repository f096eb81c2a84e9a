import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withApiApp } from '../support/api-app.js';
import { shoppers, SURAT_ADDRESS } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

/** A phone number pasted as '+91 98250 12345' is kept as its 10 digits by the server too. */
describe.each(testDatabases())('pasted phone numbers on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });
  const shop = shoppers(api);

  it('sign-up and an address keep the 10 digits of a pasted number, and refuse one that is not 10 digits', async () => {
    const email = `pasted.${Date.now()}@mill.example.in`;
    const { otp, challenge } = (await shop.call(null, 'POST', '/user/signup', { email })).json<{ otp: string; challenge: string }>();
    const account = { type: 'signin', email, otp, challenge, name: 'Surat Garments', password: 'Cotton@2026' };
    const refused = await shop.call(null, 'POST', '/user/verifyOtp', { ...account, phone: '+91 98250' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Please enter a valid 10-digit phone number');
    const signedUp = await shop.call(null, 'POST', '/user/verifyOtp', { ...account, phone: '+91 98250 12345' });
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json<{ data: { phone: string } }>().data.phone).toBe('9825012345');

    const token = signedUp.json<{ token: string }>().token;
    const saved = await shop.call(token, 'POST', '/address', { ...SURAT_ADDRESS, alternativePhoneNumber: '098250-12345' });
    expect(saved.statusCode).toBe(200);
    const { rows } = await sql<{ alternative_phone: string }>`SELECT alternative_phone FROM addresses
      WHERE user_id = (SELECT id FROM users WHERE email = ${email})`.execute(api.database.db);
    expect(rows.map((row) => row.alternative_phone)).toEqual(['9825012345']);
  });
});

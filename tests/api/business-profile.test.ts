import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { withApiApp } from '../support/api-app.js';
import { shoppers } from '../support/buyers.js';
import { testDatabases } from '../support/databases.js';
import { testAuthConfig } from '../support/test-config.js';

describe.each(testDatabases())('a buyer’s business profile on $name', (testDatabase) => {
  const api = withApiApp(testDatabase, { auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '1000000' }) });
  const buyers = shoppers(api);

  const profile = {
    companyName: 'Asha Textiles Pvt Ltd',
    gstin: '27aapfu0939f1zv',
    address: '7 Linking Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400050',
  };

  it('is all nulls until saved; saved, it reads back with the GSTIN in capitals and the state’s code', async () => {
    const token = await buyers.buyer();
    const empty = await buyers.call(token, 'GET', '/user/business');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      data: { companyName: null, gstin: null, address: null, city: null, state: null, stateCode: null, pinCode: null },
    });
    const saved = await buyers.call(token, 'PUT', '/user/business', profile);
    expect(saved.statusCode).toBe(200);
    const expected = { ...profile, gstin: '27AAPFU0939F1ZV', stateCode: '27' };
    expect(saved.json()).toEqual({ msg: 'Business details saved', data: expected });
    expect((await buyers.call(token, 'GET', '/user/business')).json()).toEqual({ data: expected });
    // Changed later: a business not registered for GST, billing from Gujarat.
    const unregistered = await buyers.call(token, 'PUT', '/user/business', {
      ...profile,
      gstin: null,
      state: 'gujarat',
      city: 'Surat',
      pinCode: '395003',
    });
    expect(unregistered.json().data).toEqual({
      ...profile,
      gstin: null,
      state: 'Gujarat',
      stateCode: '24',
      city: 'Surat',
      pinCode: '395003',
    });
  });

  it('refuses a broken GSTIN or a state that is not the GSTIN’s with one sentence, and keeps what was saved', async () => {
    const token = await buyers.buyer();
    await buyers.call(token, 'PUT', '/user/business', profile);
    const refusals: [object, string][] = [
      [{ gstin: '27AAPFU0939F1ZX' }, "The GSTIN's check character should be V."],
      [{ gstin: '27AAPFU0939F1Z' }, 'A GSTIN is 15 characters; this one has 14.'],
      [{ gstin: '99AAPFU0939F1ZV' }, 'The GSTIN should start with a state code such as 09 or 27, not 99.'],
      [{ gstin: '27AAPF10939F1ZV' }, 'Characters 3 to 12 of the GSTIN should be a PAN: 5 letters, 4 digits and a letter.'],
      [{ gstin: '27AAPFU0939F1AV' }, "The GSTIN's 14th character should be Z."],
      [{ state: 'Gujarat' }, 'This GSTIN is registered in Maharashtra (state code 27), so the billing state should be Maharashtra.'],
      [{ state: 'Narnia' }, 'Narnia is not an Indian state or union territory; choose one from the list.'],
      [{ pinCode: '12345' }, 'Please enter a valid 6-digit PIN code'],
      [{ companyName: '' }, 'Please fill the company name, billing address, city, state and PIN code'],
    ];
    for (const [change, message] of refusals) {
      const response = await buyers.call(token, 'PUT', '/user/business', { ...profile, ...change });
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await buyers.call(token, 'GET', '/user/business')).json().data.gstin).toBe('27AAPFU0939F1ZV');
    const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM business_profiles`.execute(api.database.db);
    expect(rows[0]!.total).toBeGreaterThanOrEqual(1);
  });

  it('is each buyer’s own, and needs a session', async () => {
    const first = await buyers.buyer();
    const second = await buyers.buyer();
    await buyers.call(first, 'PUT', '/user/business', profile);
    expect((await buyers.call(second, 'GET', '/user/business')).json().data.companyName).toBeNull();
    expect((await buyers.call(null, 'GET', '/user/business')).statusCode).toBe(401);
    expect((await buyers.call(null, 'PUT', '/user/business', profile)).statusCode).toBe(401);
  });
});

import { ClientError, GraphQLClient } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { BusinessProfileDocument } from '../../src/graphql/documents/BusinessProfile.js';
import { LocationDocument } from '../../src/graphql/documents/Location.js';
import { LogoutDocument } from '../../src/graphql/documents/Logout.js';
import { RequestLoginCodeDocument } from '../../src/graphql/documents/RequestLoginCode.js';
import { RequestSignupCodeDocument } from '../../src/graphql/documents/RequestSignupCode.js';
import { SaveBusinessProfileDocument } from '../../src/graphql/documents/SaveBusinessProfile.js';
import { SignInDocument } from '../../src/graphql/documents/SignIn.js';
import { UpdateProfileDocument } from '../../src/graphql/documents/UpdateProfile.js';
import { VerifyLoginCodeDocument } from '../../src/graphql/documents/VerifyLoginCode.js';
import { VerifySignupCodeDocument } from '../../src/graphql/documents/VerifySignupCode.js';
import { ViewerDocument } from '../../src/graphql/documents/Viewer.js';
import { testDatabases } from '../support/databases.js';
import { fakeLocationService } from '../support/fake-location.js';
import { createApiClient } from '../../src/services/api-client.js';
import { TINY_PNG } from '../support/multipart.js';
import { startServer, type RunningServer } from '../support/running-server.js';

const [pglite] = testDatabases();
const PASSWORD = 'Linen#2026';

describe('BFF accounts over the real backend', () => {
  let database: Database;
  let server: RunningServer;
  let locationService: Awaited<ReturnType<typeof fakeLocationService>>;
  let locationCalls: string[];
  let client: GraphQLClient;
  let sequence = 0;

  beforeAll(async () => {
    locationService = await fakeLocationService();
    locationCalls = locationService.calls;
    database = await pglite!.open();
    server = await startServer(database, undefined, locationService.url);
    client = new GraphQLClient(`${server.url}/graphql`);
  });
  afterAll(async () => {
    await server.close();
    await database.close();
    await locationService.close();
  });

  const as = (token: string) => new GraphQLClient(`${server.url}/graphql`, { headers: { authorization: token } });
  const errorOf = async (promise: Promise<unknown>) => {
    const error = await promise.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ClientError);
    return (error as ClientError).response.errors![0]!;
  };

  async function signUp() {
    const email = `bff.${Date.now()}.${++sequence}@mill.example.in`;
    const { requestSignupCode } = await client.request(RequestSignupCodeDocument, { email });
    const { verifySignupCode } = await client.request(VerifySignupCodeDocument, {
      email,
      otp: requestSignupCode.otp!,
      challenge: requestSignupCode.challenge,
      name: 'Meera Mills',
      phone: '9123456780',
      password: PASSWORD,
    });
    return { email, token: verifySignupCode.token, user: verifySignupCode.user };
  }

  it('signs up with a code and returns the viewer in one round trip', async () => {
    const { email, token, user } = await signUp();
    expect(user).toMatchObject({ email, name: 'Meera Mills', phone: '9123456780' });
    const { viewer } = await as(token).request(ViewerDocument);
    expect(viewer).toMatchObject({ id: user.id, email });
    expect((await client.request(ViewerDocument)).viewer).toBeNull();
  });

  it('a sign-in gives the browser the device cookie, and the browser’s cookie reaches the backend (and no other cookie does)', async () => {
    const { email } = await signUp();
    const graphql = (query: string, variables: object, cookie?: string) =>
      fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
    const signedIn = await graphql(SignInDocument, { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.getSetCookie().find((value) => value.startsWith('fm_device='));
    expect(cookie).toMatch(/^fm_device=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    const device = cookie!.split(';')[0]!;
    const before = server.backendCalls.length;
    await graphql(RequestLoginCodeDocument, { email }, `theme=dark; ${device}; tracker=1`);
    const call = server.backendCalls.indexOf('/user/login', before);
    expect(call).toBeGreaterThanOrEqual(0);
    expect(server.backendCookies[call]).toBe(device);
  });

  it('reads and saves the business profile; a broken GSTIN comes back as the REST sentence', async () => {
    const { token } = await signUp();
    const me = as(token);
    expect((await me.request(BusinessProfileDocument)).viewer!.business).toMatchObject({ companyName: null, gstin: null });
    const profile = {
      companyName: 'Meera Mills',
      gstin: '09aaach7409r1zz',
      address: 'Sector 63',
      city: 'Noida',
      state: 'Uttar Pradesh',
      pinCode: '201301',
    };
    const { saveBusinessProfile } = await me.request(SaveBusinessProfileDocument, { profile });
    expect(saveBusinessProfile).toEqual({
      message: 'Business details saved',
      profile: { ...profile, gstin: '09AAACH7409R1ZZ', stateCode: '09' },
    });
    const refused = await errorOf(me.request(SaveBusinessProfileDocument, { profile: { ...profile, gstin: '09AAACH7409R1ZA' } }));
    expect(refused.message).toBe("The GSTIN's check character should be Z.");
    expect((await me.request(BusinessProfileDocument)).viewer!.business.gstin).toBe('09AAACH7409R1ZZ');
  });

  it('signs in by password and by code, and logout ends the session with UNAUTHENTICATED', async () => {
    const { email } = await signUp();
    const { signIn } = await client.request(SignInDocument, { email, password: PASSWORD });
    expect(signIn.message).toBe('Successful login');
    const { requestLoginCode } = await client.request(RequestLoginCodeDocument, { email });
    const { verifyLoginCode } = await client.request(VerifyLoginCodeDocument, {
      email,
      otp: requestLoginCode.otp!,
      challenge: requestLoginCode.challenge,
    });
    expect(verifyLoginCode.user.email).toBe(email);
    expect((await as(signIn.token).request(LogoutDocument)).logout).toBe(true);
    const error = await errorOf(as(signIn.token).request(ViewerDocument));
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await as(verifyLoginCode.token).request(ViewerDocument)).viewer?.email).toBe(email);
  });

  it("passes the backend's messages through: a wrong password, a code tried with another request's challenge", async () => {
    const { email } = await signUp();
    expect((await errorOf(client.request(SignInDocument, { email, password: 'Nope#2026x' }))).message).toBe('Incorrect email or password.');
    const { requestLoginCode } = await client.request(RequestLoginCodeDocument, { email });
    const other = await errorOf(client.request(VerifyLoginCodeDocument, { email, otp: requestLoginCode.otp!, challenge: 'f'.repeat(32) }));
    expect(other).toMatchObject({
      message: 'This code no longer works. Please request a new one.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('updates the profile with a picture sent as a multipart upload, stored by the backend', async () => {
    const { token } = await signUp();
    const api = createApiClient({ url: `${server.url}/graphql`, token: () => token, onUnauthenticated: () => {} });
    const { updateProfile } = await api.request(UpdateProfileDocument, {
      name: 'Meera Exports',
      dob: '1988-11-02',
      picture: new File([TINY_PNG], 'me.png', { type: 'image/png' }),
    });
    expect(updateProfile).toMatchObject({ name: 'Meera Exports', dob: '1988-11-02' });
    const picture = await fetch(`${server.url}${updateProfile.profilePicture}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const refused = await api
      .request(UpdateProfileDocument, { name: 'X', picture: new File(['not an image'], 'x.png', { type: 'image/png' }) })
      .catch((error: Error) => error);
    expect((refused as Error).message).toContain('JPEG, PNG or WebP');
    const tooBig = await api
      .request(UpdateProfileDocument, {
        name: 'X',
        picture: new File([TINY_PNG, Buffer.alloc(5 * 1024 * 1024)], 'big.png', { type: 'image/png' }),
      })
      .catch((error: Error) => error);
    expect((tooBig as Error).message).toMatch(/5 MB|size limit/);
  });

  it('keeps JSON bodies small: a large GraphQL request body is refused with 413', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ categoryNames }', variables: { padding: 'x'.repeat(200_000) } }),
    });
    expect(response.status).toBe(413);
  });

  it('looks up the location only for a signed-in buyer, once per address', async () => {
    expect((await client.request(LocationDocument)).location).toBeNull();
    expect(locationCalls).toHaveLength(0);
    const { token } = await signUp();
    const { location } = await as(token).request(LocationDocument);
    expect(location).toEqual({ postal: '201301', city: 'Noida', country: 'India' });
    await as(token).request(LocationDocument);
    expect(locationCalls).toEqual(['/127.0.0.1/json']);
    await as(token).request(LogoutDocument);
    expect((await errorOf(as(token).request(LocationDocument))).extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});

import { ClientError, GraphQLClient } from 'graphql-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import {
  LocationDocument, LogoutDocument, RequestLoginCodeDocument, RequestSignupCodeDocument, SignInDocument,
  UpdateProfileDocument, VerifyLoginCodeDocument, VerifySignupCodeDocument, ViewerDocument,
} from '../../bff/generated.js';
import { testDatabases } from '../support/databases.js';
import { fakeLocationService } from '../support/fake-location.js';
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
      email, otp: requestSignupCode.otp!, name: 'Meera Mills', phone: '9123456780', password: PASSWORD,
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

  it('signs in by password and by code, and logout ends the session with UNAUTHENTICATED', async () => {
    const { email } = await signUp();
    const { signIn } = await client.request(SignInDocument, { email, password: PASSWORD });
    expect(signIn.message).toBe('Successful login');
    const { requestLoginCode } = await client.request(RequestLoginCodeDocument, { email });
    const { verifyLoginCode } = await client.request(VerifyLoginCodeDocument, { email, otp: requestLoginCode.otp! });
    expect(verifyLoginCode.user.email).toBe(email);
    expect((await as(signIn.token).request(LogoutDocument)).logout).toBe(true);
    const error = await errorOf(as(signIn.token).request(ViewerDocument));
    expect(error.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect((await as(verifyLoginCode.token).request(ViewerDocument)).viewer?.email).toBe(email);
  });

  it('passes the backend\'s messages through: a wrong password, a taken email', async () => {
    const { email } = await signUp();
    expect((await errorOf(client.request(SignInDocument, { email, password: 'Nope#2026x' }))).message).toBe('Incorrect email or password.');
    const taken = await errorOf(client.request(RequestSignupCodeDocument, { email }));
    expect(taken.extensions).toMatchObject({ code: 'CONFLICT' });
  });

  it('updates the profile with a picture sent as base64, stored by the backend', async () => {
    const { token } = await signUp();
    const { updateProfile } = await as(token).request(UpdateProfileDocument, {
      name: 'Meera Exports', dob: '1988-11-02', picture: { base64: TINY_PNG.toString('base64'), fileName: 'me.png' },
    });
    expect(updateProfile).toMatchObject({ name: 'Meera Exports', dob: '1988-11-02' });
    const picture = await fetch(`${server.url}${updateProfile.profilePicture}`);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer()).equals(TINY_PNG)).toBe(true);
    const refused = await errorOf(as(token).request(UpdateProfileDocument, { name: 'X', picture: { base64: Buffer.from('not an image').toString('base64'), fileName: 'x.png' } }));
    expect(refused.message).toContain('JPEG, PNG or WebP');
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

import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { MAX_UPLOAD_REQUEST_BYTES, UPLOADS_IN_FLIGHT_BYTES } from '../../domain/shopping.js';
import { UNREAD_BODY_GRACE_MS } from '../../domain/unread-body.js';
import { createApiClient } from '../../src/services/api-client.js';
import { UpdateProfileDocument } from '../../src/graphql/documents/UpdateProfile.js';
import { testDatabases } from '../support/databases.js';
import { TINY_PNG } from '../support/multipart.js';
import { startServer, type RunningServer } from '../support/running-server.js';

const [pglite] = testDatabases();
const BOUNDARY = '----fabricmart-test';
const PHOTO_BYTES = 5 * 1024 * 1024;

/** The head of a multipart addReview with five 5 MB photos: the headers and the first parts, as a browser starts it. */
function addReviewHead(path: string, token: string | null, contentLength = 5 * PHOTO_BYTES + 2000) {
  const operations = JSON.stringify({
    query: 'mutation ($images: [Upload!]) { addReview(productId: "1", rating: 5, review: "x", images: $images) { id } }',
    variables: { images: [null, null, null, null, null] },
  });
  const map = JSON.stringify(Object.fromEntries(Array.from({ length: 5 }, (_, i) => [String(i), [`variables.images.${i}`]])));
  const body = [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${map}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  ].join('');
  const headers = [
    `POST ${path} HTTP/1.1`,
    'Host: localhost',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${contentLength}`,
    ...(token ? [`Authorization: ${token}`] : []),
    '',
    '',
  ].join('\r\n');
  return headers + body;
}

/**
 * Sends the start of a request and 64 KB of a photo, and stops: what the server answers and how soon, and whether
 * (and how soon) it then cut the connection that never finished its body.
 */
async function sendHalf(port: number, head: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  let answeredMs = Infinity;
  const started = performance.now();
  socket.on('data', (chunk) => {
    answeredMs = Math.min(answeredMs, performance.now() - started);
    received += chunk.toString();
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.write(head);
  socket.write(Buffer.alloc(64 * 1024, 0x41));
  const cut = await Promise.race([
    closed.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), UNREAD_BODY_GRACE_MS + 1500)),
  ]);
  return { received, answeredMs, cut, cutMs: performance.now() - started, socket };
}

describe('uploads are refused before their bodies are read', () => {
  let database: Database;
  let server: RunningServer;
  let port: number;
  let token: string;

  beforeAll(async () => {
    database = await pglite!.open();
    server = await startServer(database);
    port = Number(new URL(server.url).port);
    const post = (path: string, body: object) =>
      fetch(`${server.url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((response) => response.json() as Promise<Record<string, string>>);
    const email = `uploads.${Date.now()}@mill.example.in`;
    const { otp, challenge } = await post('/user/signup', { email });
    token = (
      await post('/user/verifyOtp', {
        type: 'signin',
        email,
        otp: otp!,
        challenge,
        name: 'Meera Mills',
        phone: '9123456780',
        password: 'Linen#2026',
      })
    ).token!;
  });
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it.each([
    ['/graphql', 'a signed-out GraphQL upload'],
    ['/api/product/addReview', 'a signed-out REST upload'],
  ])('%s: %s is answered 401 at once, 25 MB unread, and cut when the rest never comes', async (path) => {
    for (const credential of [null, 'not-a-session']) {
      const { received, answeredMs, cut, cutMs } = await sendHalf(port, addReviewHead(path, credential));
      expect(received).toMatch(/^HTTP\/1.1 401/);
      expect(answeredMs).toBeLessThan(1000);
      // The rest never came: the connection is cut once the grace for an unread body is over.
      expect(cut, 'the server cut the connection').toBe(true);
      expect(cutMs).toBeLessThan(UNREAD_BODY_GRACE_MS + 1000);
    }
  });

  it.each(['/graphql', '/api/product/addReview'])(
    '%s: a signed-in upload declaring more than any may hold is answered 413 unread',
    async (path) => {
      const { received, answeredMs } = await sendHalf(port, addReviewHead(path, token, MAX_UPLOAD_REQUEST_BYTES + 1));
      expect(received).toMatch(/^HTTP\/1.1 413/);
      expect(answeredMs).toBeLessThan(1000);
    },
  );

  it('at most a budget of upload bytes is received at once: one more waits with 429, and room comes back when they end', async () => {
    const held = Math.floor(UPLOADS_IN_FLIGHT_BYTES / MAX_UPLOAD_REQUEST_BYTES);
    const holders = await Promise.all(
      Array.from({ length: held }, async () => {
        const socket: Socket = connect(port, '127.0.0.1');
        socket.on('error', () => {});
        await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
        socket.write(addReviewHead('/graphql', token, MAX_UPLOAD_REQUEST_BYTES));
        return socket;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { received } = await sendHalf(port, addReviewHead('/graphql', token, MAX_UPLOAD_REQUEST_BYTES));
    expect(received).toMatch(/^HTTP\/1.1 429/);
    expect(received).toContain('try again in a moment');
    for (const socket of holders) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const api = createApiClient({ url: `${server.url}/graphql`, token: () => token, onUnauthenticated: () => {} });
    const { updateProfile } = await api.request(UpdateProfileDocument, {
      name: 'Meera Exports',
      picture: new File([TINY_PNG], 'me.png', { type: 'image/png' }),
    });
    expect(updateProfile.name).toBe('Meera Exports');
  });
});

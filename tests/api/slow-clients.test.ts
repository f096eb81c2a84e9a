import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { buildServer } from '../../server/app.js';
import { testDatabases } from '../support/databases.js';
import { tempDataDir, testAuthConfig } from '../support/test-config.js';

const LIMITS = { headersTimeoutMs: 500, requestTimeoutMs: 1500, keepAliveTimeoutMs: 300, idleTimeoutMs: 1000, maxConnections: 5 };
/** Node checks the header and request deadlines once a second. */
const CHECK_MS = 1000;
/** Node keeps an idle kept-alive connection this much longer than asked, so a client's reuse does not race the close. */
const KEEP_ALIVE_BUFFER_MS = 1000;

/** A raw connection: what the server sent, and when (ms after opening) it closed the connection. */
function rawClient(port: number) {
  const opened = performance.now();
  const socket: Socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now() - opened)));
  const ready = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, closed, ready, received: () => received };
}

describe('slow and idle clients cannot hold the server', () => {
  let database: Database;
  let app: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    database = await testDatabases()[0]!.open();
    app = await buildServer({ database, auth: testAuthConfig(), dataDir: tempDataDir(), connections: LIMITS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('a client that sends half its headers and then waits is cut off once the headers deadline passes', async () => {
    const client = rawClient(port);
    await client.ready;
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    const closedAfter = await client.closed;
    expect(closedAfter).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50);
    expect(closedAfter).toBeLessThan(LIMITS.headersTimeoutMs + CHECK_MS + 500);
    expect(client.received()).toMatch(/^HTTP\/1.1 408/);
  });

  it('a body sent a byte at a time is cut off at the request deadline', async () => {
    const client = rawClient(port);
    await client.ready;
    client.socket.write('POST /api/user/signin HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{');
    const trickle = setInterval(() => client.socket.writable && client.socket.write(' '), 100);
    const closedAfter = await client.closed;
    clearInterval(trickle);
    expect(closedAfter).toBeLessThan(LIMITS.requestTimeoutMs + CHECK_MS + 500);
  });

  it('a connection that never sends anything is closed, and so is a kept-alive one left unused', async () => {
    const silent = rawClient(port);
    await silent.ready;
    expect(await silent.closed).toBeLessThan(LIMITS.headersTimeoutMs + CHECK_MS + 500);
    const kept = rawClient(port);
    await kept.ready;
    kept.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    const closedAfter = await kept.closed;
    expect(kept.received()).toMatch(/^HTTP\/1.1 200/);
    expect(closedAfter).toBeLessThan(LIMITS.keepAliveTimeoutMs + KEEP_ALIVE_BUFFER_MS + 500);
  });

  it(`at most ${LIMITS.maxConnections} connections at once: one more is closed unanswered, and room comes back`, async () => {
    const holders = Array.from({ length: LIMITS.maxConnections }, () => rawClient(port));
    await Promise.all(holders.map((holder) => holder.ready));
    for (const holder of holders) holder.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const extra = rawClient(port);
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await extra.closed).toBeLessThan(300);
    expect(extra.received()).toBe('');
    for (const holder of holders) holder.socket.destroy();
    await Promise.all(holders.map((holder) => holder.closed));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });
});

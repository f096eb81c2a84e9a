import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { buildServer } from '../../server/app.js';
import type { TestDatabase } from './databases.js';
import { tempDataDir, testAuthConfig } from './test-config.js';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Authorization headers the REST backend received, in order. */
  backendAuthorizations: (string | undefined)[];
  /** Paths (with query) of the REST calls the backend received, in order. */
  backendCalls: string[];
  /** Cookie headers the REST backend received, in order. */
  backendCookies: (string | undefined)[];
  close(): Promise<void>;
}

/** The real server (REST + BFF) listening on a free loopback port. */
export async function startServer(
  database: Database,
  backendUrl?: string,
  locationUrl?: string,
  backendTimeoutMs?: number,
): Promise<RunningServer> {
  const app = await buildServer({
    database,
    backendUrl,
    locationUrl,
    backendTimeoutMs,
    auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '100000' }),
    dataDir: tempDataDir(),
  });
  const backendAuthorizations: (string | undefined)[] = [];
  const backendCalls: string[] = [];
  const backendCookies: (string | undefined)[] = [];
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    backendAuthorizations.push(request.headers.authorization);
    backendCalls.push(request.url.slice('/api'.length));
    backendCookies.push(request.headers.cookie);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address, backendAuthorizations, backendCalls, backendCookies, close: () => app.close() };
}

/**
 * Opens the test database and the real server on it for the enclosing describe block (`running.database`,
 * `running.server`, filled in before its tests run), and closes both after them.
 */
export function withServer(testDatabase: TestDatabase): { database: Database; server: RunningServer } {
  const running = {} as { database: Database; server: RunningServer };
  beforeAll(async () => {
    running.database = await testDatabase.open();
    running.server = await startServer(running.database);
  }, 120_000);
  afterAll(async () => {
    await running.server?.close();
    await running.database?.close();
  });
  return running;
}

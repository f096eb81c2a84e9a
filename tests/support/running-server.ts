import type { FastifyInstance } from 'fastify';
import type { Database } from '../../api/db/database.js';
import { buildServer } from '../../server/app.js';
import { tempDataDir, testAuthConfig } from './test-config.js';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /** Authorization headers the REST backend received, in order. */
  backendAuthorizations: (string | undefined)[];
  close(): Promise<void>;
}

/** The real server (REST + BFF) listening on a free loopback port. */
export async function startServer(database: Database, backendUrl?: string, locationUrl?: string): Promise<RunningServer> {
  const app = await buildServer({ database, backendUrl, locationUrl, auth: testAuthConfig({ REQUESTS_PER_ADDRESS: '100000' }), dataDir: tempDataDir() });
  const backendAuthorizations: (string | undefined)[] = [];
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/')) backendAuthorizations.push(request.headers.authorization);
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: address, backendAuthorizations, close: () => app.close() };
}

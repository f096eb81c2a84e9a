import Fastify, { type FastifyInstance } from 'fastify';
import { restApi } from '../../api/app.js';
import type { Database } from '../../api/db/database.js';

/** The REST backend alone, mounted under /api as the server mounts it, for app.inject tests. */
export async function apiApp(database: Database): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(restApi(database), { prefix: '/api' });
  await app.ready();
  return app;
}

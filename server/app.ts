import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { restApi } from '../api/app.js';
import type { AuthConfig } from '../api/config.js';
import type { Database } from '../api/db/database.js';
import { bff } from '../bff/plugin.js';

export interface ServerOptions {
  database: Database;
  auth: AuthConfig;
  dataDir: string;
  locationUrl?: string | undefined;
  /** REST backend the BFF calls; when absent, this server's own /api (set after listen). */
  backendUrl?: string | undefined;
  /** Built SPA to serve (vite build output); omitted in API-only tests and under `npm run dev`. */
  spaDir?: string | undefined;
  logger?: FastifyServerOptions['logger'];
}

/** One process: REST backend under /api, BFF at /graphql, the SPA for every other path. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  // The BFF calls /api over loopback and names the browser in X-Forwarded-For; only loopback is trusted for that.
  // Bodies up to 8 MB: a 5 MB profile picture arrives base64-encoded inside a GraphQL mutation.
  const app = Fastify({ logger: options.logger ?? false, trustProxy: ['127.0.0.1', '::1'], bodyLimit: 8 * 1024 * 1024 });
  let backendUrl = options.backendUrl;
  await app.register(restApi({ database: options.database, auth: options.auth, dataDir: options.dataDir }), { prefix: '/api' });
  await app.register(bff({
    ...(options.locationUrl ? { locationUrl: options.locationUrl } : {}),
    backendUrl: () => {
      if (backendUrl) return backendUrl;
      const address = app.server.address();
      if (!address || typeof address === 'string') throw new Error('Server is not listening yet');
      return (backendUrl = `http://127.0.0.1:${address.port}/api`);
    },
  }));
  const { spaDir } = options;
  if (spaDir && existsSync(path.join(spaDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: spaDir,
      setHeaders(reply, file) {
        if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // Client-side routes (and unknown paths, which the SPA shows as not found) get the app shell.
    app.setNotFoundHandler((request, reply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|graphql|assets)(\/|$)/.test(request.url);
      if (!isPage) {
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route ${request.method} ${request.url}` });
      }
      return reply.type('text/html').sendFile('index.html', { cacheControl: false });
    });
  }
  return app;
}

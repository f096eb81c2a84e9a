// npm start: build the SPA if needed, migrate, seed an empty catalogue, serve everything on PORT. One process: on
// SIGTERM it stops accepting, finishes the requests in flight (up to SHUTDOWN_GRACE_MS), closes the database and exits
// (server/shutdown.ts: a repeated signal does not cut that short; a third stops at once).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../api/config.js';
import { stopOnSignals } from './shutdown.js';
import { describeCodeDelivery, prepareDatabase, serverFor } from './start.js';

const root = path.resolve(import.meta.dirname, '..');
const spaDir = path.join(root, 'dist');
const rendererFile = path.join(root, 'dist-server', 'render-page.js');
const config = loadConfig();

if (!existsSync(path.join(spaDir, 'index.html')) || !existsSync(rendererFile) || process.env.REBUILD === '1') {
  console.log('Building the storefront…');
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn', mode: 'production' });
  // The server's page renderer (src/ssr/render-page.tsx), as `npm run build` makes it.
  await build({ configFile, logLevel: 'warn', mode: 'production', build: { ssr: 'ssr/render-page.tsx' } });
}

const database = await prepareDatabase(config);
const app = await serverFor(config, database, { spaDir, rendererFile, logLevel: process.env.LOG_LEVEL || 'warn' });
// The whole stop's deadline comes a little after the drain's, so the drain can say what it left.
stopOnSignals(async () => {
  const left = await app.drain(config.shutdownGraceMs);
  if (left > 0) console.log(`Stopping with ${left} requests unfinished after ${config.shutdownGraceMs} ms.`);
  await app.close();
  await database.close();
}, config.shutdownGraceMs + 2000);
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(describeCodeDelivery(config));
if (config.inspect) console.log('INSPECT=true: every page opens the Stately inspector in a new window (allow pop-ups for this site).');
console.log(`Fabric marketplace on ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}: http://localhost:${port}`);

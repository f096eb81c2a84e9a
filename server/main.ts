// npm start: build the SPA if needed, migrate, seed an empty catalogue, serve everything on PORT. One process by
// default: on SIGTERM it stops accepting, finishes the requests in flight (up to SHUTDOWN_GRACE_MS), closes the
// database and exits (server/shutdown.ts: a repeated signal does not cut that short; a third stops at once).
// WORKERS=N on PostgreSQL: this process prepares the database once, then runs N such servers on the port
// (server/workers.ts).
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../api/config.js';
import { stopOnSignals } from './shutdown.js';
import { describeCodeDelivery, describePayTo, prepareDatabase, serverFor } from './start.js';
import { superviseWorkers } from './workers.js';

const root = path.resolve(import.meta.dirname, '..');
const spaDir = path.join(root, 'dist');
const rendererFile = path.join(root, 'dist-server', 'render-page.js');
const config = loadConfig();

if (cluster.isPrimary && (!existsSync(path.join(spaDir, 'index.html')) || !existsSync(rendererFile) || process.env.REBUILD === '1')) {
  console.log('Building the storefront…');
  const { build } = await import('vite');
  const configFile = path.join(root, 'vite.config.ts');
  await build({ configFile, logLevel: 'warn', mode: 'production' });
  // The server's page renderer (src/ssr/render-page.tsx), as `npm run build` makes it.
  await build({ configFile, logLevel: 'warn', mode: 'production', build: { ssr: 'ssr/render-page.tsx' } });
}

const banner = (kind: string, port: number) => {
  console.log(describeCodeDelivery(config));
  const payTo = describePayTo(config);
  if (payTo) console.warn(payTo);
  if (config.inspect) console.log('INSPECT=true: every page opens the Stately inspector in a new window (allow pop-ups for this site).');
  console.log(`Fabric marketplace on ${kind}: http://localhost:${port}`);
};
const manyWorkers = config.workers > 1 && Boolean(config.databaseUrl);
if (config.workers > 1 && !config.databaseUrl)
  console.log(`WORKERS=${config.workers} needs DATABASE_URL: the embedded database belongs to one process, so this is one server process.`);

if (manyWorkers && cluster.isPrimary) {
  // Migrations and the first seed once, before any worker opens the database.
  await (await prepareDatabase(config)).close();
  superviseWorkers(config.workers, config.shutdownGraceMs + 3000, (port) => banner(`PostgreSQL, ${config.workers} server processes`, port));
} else {
  const database = await prepareDatabase(config);
  const app = await serverFor(config, database, { spaDir, rendererFile, logLevel: process.env.LOG_LEVEL || 'warn' });
  // The whole stop's deadline comes a little after the drain's, so the drain can say what it left.
  stopOnSignals(async () => {
    const left = await app.drain(config.shutdownGraceMs, { othersServe: cluster.isWorker });
    if (left > 0) console.log(`Stopping with ${left} requests unfinished after ${config.shutdownGraceMs} ms.`);
    await app.close();
    await database.close();
  }, config.shutdownGraceMs + 2000);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  if (cluster.isPrimary) banner(database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL', port);
}

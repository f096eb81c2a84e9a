// npm start: build the SPA if needed, migrate, seed an empty catalogue, serve everything on PORT.
import { existsSync } from 'node:fs';
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { build } from 'vite';
import { loadConfig } from '../api/config.js';
import { connect } from '../api/db/connect.js';
import { migrate } from '../api/db/migrate.js';
import { isCatalogueEmpty, seedCatalogue } from '../api/seed/seed.js';
import { buildServer } from './app.js';

const root = path.resolve(import.meta.dirname, '..');
const spaDir = path.join(root, 'dist');
const config = loadConfig();

if (!existsSync(path.join(spaDir, 'index.html')) || process.env.REBUILD === '1') {
  console.log('Building the storefront…');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
}

const database = await connect(config);
const applied = await migrate(database);
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
if (config.seedProducts > 0 && (await isCatalogueEmpty(database.db))) {
  console.log(`Seeding ${config.seedProducts} products…`);
  await seedCatalogue(database.db, { products: config.seedProducts });
}

const app = await buildServer({
  database,
  auth: config.auth,
  dataDir: config.dataDir,
  locationUrl: config.locationUrl,
  backendUrl: config.backendUrl,
  spaDir,
  logger: { level: process.env.LOG_LEVEL || 'warn' },
});
closeWithGrace({ delay: 5000 }, async ({ err }) => {
  if (err) app.log.error(err);
  await app.close();
  await database.close();
});
await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Fabric marketplace on ${database.kind === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}: http://localhost:${port}`);

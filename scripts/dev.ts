// npm run dev: the backend (REST + BFF) on PORT, and Vite with hot reload on 5173 proxying /graphql and /api to it.
import { createServer } from 'vite';
import { loadConfig } from '../api/config.js';
import { connect } from '../api/db/connect.js';
import { migrate } from '../api/db/migrate.js';
import { isCatalogueEmpty, seedCatalogue } from '../api/seed/seed.js';
import { buildServer } from '../server/app.js';

const config = loadConfig();
const database = await connect(config);
await migrate(database);
if (config.seedProducts > 0 && (await isCatalogueEmpty(database.db))) {
  await seedCatalogue(database.db, { products: config.seedProducts });
}
const backend = await buildServer({ database, auth: config.auth, dataDir: config.dataDir, locationUrl: config.locationUrl, backendUrl: config.backendUrl, logger: { level: 'info' } });
await backend.listen({ port: config.port, host: config.host });

const vite = await createServer({ configFile: new URL('../vite.config.ts', import.meta.url).pathname });
await vite.listen();
vite.printUrls();
console.log('Add ?inspect to the URL to watch the machines in the Stately inspector.');

const stop = async () => {
  await vite.close();
  await backend.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

// npm run dev: the backend (REST + BFF) on PORT, and Vite with hot reload on 5173 proxying /graphql and /api to it.
// On a developer's own machine the one-time codes are also shown on screen (OTP_IN_RESPONSE=true unless set).
import { createServer } from 'vite';
import { loadConfig } from '../api/config.js';
import { describeCodeDelivery, prepareDatabase, serverFor } from '../server/start.js';

process.env.OTP_IN_RESPONSE ??= 'true';
const config = loadConfig();
const database = await prepareDatabase(config);
const backend = await serverFor(config, database, { logLevel: 'info' });
await backend.listen({ port: config.port, host: config.host });

const vite = await createServer({ configFile: new URL('../vite.config.ts', import.meta.url).pathname });
await vite.listen();
vite.printUrls();
console.log(describeCodeDelivery(config));
console.log('Add ?inspect to the URL to watch the machines in the Stately inspector.');

const stop = async () => {
  await vite.close();
  await backend.close();
  await database.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

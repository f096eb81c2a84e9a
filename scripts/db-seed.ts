// npm run db:seed -- [--products N] [--seed S] [--reset]
import { parseArgs } from 'node:util';
import { loadConfig } from '../api/config.js';
import { connect } from '../api/db/connect.js';
import { migrate } from '../api/db/migrate.js';
import { clearDatabase, isCatalogueEmpty, seedCatalogue, settleCatalogue } from '../api/seed/seed.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '300' },
    seed: { type: 'string', default: '1' },
    reset: { type: 'boolean', default: false },
  },
});
const products = Number(values.products);
const seed = Number(values.seed);
if (!Number.isInteger(products) || products < 1) throw new Error('--products must be a whole number of at least 1');
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number');

const config = loadConfig();
const database = await connect(config);
try {
  await migrate(database);
  if (values.reset) await clearDatabase(database.db);
  else if (!(await isCatalogueEmpty(database.db))) {
    console.error('The catalogue is already seeded; pass --reset to replace it.');
    process.exitCode = 1;
  }
  if (process.exitCode !== 1) {
    const started = performance.now();
    await seedCatalogue(database.db, { products, seed });
    await settleCatalogue(database.db);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Seeded ${products} products into ${database.kind} in ${seconds} s`);
  }
} finally {
  await database.close();
}

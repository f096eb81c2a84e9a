import path from 'node:path';
import type { Config } from '../api/config.js';
import { connect } from '../api/db/connect.js';
import type { Database } from '../api/db/database.js';
import { migrate } from '../api/db/migrate.js';
import { isCatalogueEmpty, seedCatalogue } from '../api/seed/seed.js';
import { DEFAULT_TILE_URL } from '../bff/geocode.js';
import { buildServer } from './app.js';

/** The configured database, migrated, with the catalogue seeded on first run. */
export async function prepareDatabase(config: Config, log: (line: string) => void = console.log): Promise<Database> {
  const database = await connect(config);
  const applied = await migrate(database);
  if (applied.length > 0) log(`Applied migrations: ${applied.join(', ')}`);
  if (config.seedProducts > 0 && (await isCatalogueEmpty(database.db))) {
    log(`Seeding ${config.seedProducts} products…`);
    await seedCatalogue(database.db, { products: config.seedProducts });
    if (database.kind === 'pglite') {
      // PGlite's WebAssembly memory grows while it seeds and is never given back; a fresh worker starts small again
      // (a first start at 300 products held about 980 MB instead of about 490 MB).
      await database.close();
      return connect(config);
    }
  }
  return database;
}

/** The server for this configuration (REST, BFF, and the SPA when spaDir is given). */
export const serverFor = (config: Config, database: Database, options: { spaDir?: string; rendererFile?: string; logLevel: string }) =>
  buildServer({
    database,
    auth: config.auth,
    dataDir: config.dataDir,
    supplier: config.supplier,
    payTo: config.payTo,
    einvoicing: config.einvoicing,
    trackingLinks: config.trackingLinks,
    publicUrl: config.publicUrl,
    locationUrl: config.locationUrl,
    mapTileUrl: config.mapTileUrl,
    geocodeUrl: config.geocodeUrl,
    backendUrl: config.backendUrl,
    backendTimeoutMs: config.backendTimeoutMs,
    catalogueCacheBytes: config.catalogueCacheMb * 1024 * 1024,
    trustProxy: config.trustProxy,
    connections: config.connections,
    metricsToken: config.metricsToken,
    objectStorage: config.objectStorage,
    jobs: config.jobs,
    contentPolicy: {
      google: Boolean(process.env.VITE_GOOGLE_CLIENT_ID),
      facebook: Boolean(process.env.VITE_FACEBOOK_APP_ID),
      imageOrigins: [tileOrigin(config.mapTileUrl ?? DEFAULT_TILE_URL)],
    },
    spaDir: options.spaDir,
    rendererFile: options.rendererFile,
    inspect: config.inspect,
    logger: { level: options.logLevel },
  });

/** The origin map tiles come from (a `{s}` subdomain placeholder allows every subdomain), for the image policy. */
export function tileOrigin(template: string): string {
  const url = new URL(template.replace(/\{s\}/g, 'xsubdomainx').replace(/\{[a-z]+\}/g, '0'));
  return `${url.protocol}//${url.host.replace('xsubdomainx', '*')}`;
}

/** Said at start-up in production when buyers on account would not be told where to pay. */
export const describePayTo = (config: Config): string | null =>
  config.payTo === null
    ? 'PAY_TO_* are not set: ledgers, invoices on account, statements and reminders say no bank account or UPI ID to pay into. ' +
      'Set PAY_TO_ACCOUNT_NAME, PAY_TO_ACCOUNT_NUMBER, PAY_TO_IFSC, PAY_TO_BANK (and PAY_TO_BRANCH, PAY_TO_UPI_ID).'
    : null;

/** Where one-time codes go, said once at start-up so a newcomer can sign in. */
export function describeCodeDelivery(config: Config): string {
  if (config.auth.smtpUrl) return 'One-time codes are sent by SMTP.';
  const outbox = path.join(config.dataDir, 'outbox.jsonl');
  const shown = config.auth.otpInResponse ? ' They are also shown on screen (OTP_IN_RESPONSE=true).' : '';
  return `No SMTP_URL: one-time codes are written to ${outbox} (one JSON message per line).${shown}`;
}

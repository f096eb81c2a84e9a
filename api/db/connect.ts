import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';
import { openDatabase, type Database } from './database.js';

/** The configured database: PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/pglite. */
export async function connect(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'poolSize' | 'cataloguePoolSize' | 'databaseReadUrl'>>,
): Promise<Database> {
  if (config.databaseUrl)
    return openDatabase({
      databaseUrl: config.databaseUrl,
      poolSize: config.poolSize ?? 10,
      cataloguePoolSize: config.cataloguePoolSize,
      readUrl: config.databaseReadUrl,
    });
  const dataDir = path.join(config.dataDir, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return openDatabase({ dataDir });
}

import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../api/db/database.js';
import { migrate } from '../../api/db/migrate.js';
import { seedCatalogue } from '../../api/seed/seed.js';
import { TEST_CATALOGUE_SIZE } from './catalogue-size.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
    postgresUrl: string;
  }
}

async function seededPgliteDump(dir: string): Promise<string> {
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await migrate(database);
  await seedCatalogue(database.db, { products: TEST_CATALOGUE_SIZE });
  const dump = await pglite.dumpDataDir('gzip');
  await database.close();
  const file = path.join(dir, 'seeded.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}

/** A fresh database on the PostgreSQL server, migrated and seeded, dropped after the run. */
async function seededPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `fabric_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL is not reachable: ${error.message}`);
  });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  await migrate(database);
  await seedCatalogue(database.db, { products: TEST_CATALOGUE_SIZE });
  await database.close();
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fabric-test-'));
  project.provide('pgliteDump', await seededPgliteDump(dir));
  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgres = adminUrl ? await seededPostgres(adminUrl) : null;
  project.provide('postgresUrl', postgres?.url ?? '');
  if (!postgres) console.warn('TEST_DATABASE_URL is not set: database tests run on PGlite only.');
  return async () => {
    await postgres?.drop();
    await rm(dir, { recursive: true, force: true });
  };
}

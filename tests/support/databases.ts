import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../api/db/database.js';

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<Database>;
}

/** The seeded catalogue on PGlite (a fresh copy per open) and, when TEST_DATABASE_URL is set, on PostgreSQL. */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [{
    name: 'PGlite',
    open: async () => {
      const dump = await readFile(inject('pgliteDump'));
      return openDatabase({ pglite: await PGlite.create({ loadDataDir: new Blob([dump]) }) });
    },
  }];
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) databases.push({ name: 'PostgreSQL', open: () => openDatabase({ databaseUrl: postgresUrl }) });
  return databases;
}

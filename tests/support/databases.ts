import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../api/db/database.js';
import { PGLITE_EXTENSIONS } from '../../api/db/pglite-extensions.js';
import { copyOfTemplate } from './fresh-postgres.js';

/** This test file's own copy of the seeded PostgreSQL database (modules are fresh per file). */
let fileCopy: Promise<string> | undefined;

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  open(): Promise<Database>;
}

/** The seeded catalogue on PGlite (a fresh copy per open) and, when TEST_DATABASE_URL is set, on PostgreSQL (a copy per test file). */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    {
      name: 'PGlite',
      open: async () => {
        const dump = await readFile(inject('pgliteDump'));
        return openDatabase({ pglite: await PGlite.create({ loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS }) });
      },
    },
  ];
  const templateUrl = inject('postgresTemplateUrl');
  if (templateUrl) {
    databases.push({
      name: 'PostgreSQL',
      open: async () => openDatabase({ databaseUrl: await (fileCopy ??= copyOfTemplate(templateUrl)) }),
    });
  }
  return databases;
}

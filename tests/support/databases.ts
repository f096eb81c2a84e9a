import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { expect, inject } from 'vitest';
import { openDatabase, type Database } from '../../api/db/database.js';
import { PGLITE_EXTENSIONS } from '../../api/db/pglite-extensions.js';
import { copyOfTemplate } from './fresh-postgres.js';

/**
 * Each test file's own copy of the seeded PostgreSQL database, by the file's path: a worker runs many files with one
 * module cache (vitest.config.ts, isolate: false), and a file must not see what another file wrote.
 */
const fileCopies = new Map<string, Promise<string>>();
const fileCopy = (templateUrl: string) => {
  const file = expect.getState().testPath ?? '';
  let copy = fileCopies.get(file);
  if (!copy) fileCopies.set(file, (copy = copyOfTemplate(templateUrl)));
  return copy;
};

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
      open: async () => openDatabase({ databaseUrl: await fileCopy(templateUrl) }),
    });
  }
  return databases;
}

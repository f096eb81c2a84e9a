import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS } from '../../api/db/pglite-extensions.js';

/**
 * A data directory whose embedded database (DATA_DIR/pglite) is the test catalogue, migrated and seeded once by the
 * global setup: a server spawned on it starts without seeding, about 16 s sooner. A test of the first start itself
 * (migrations, seeding, the log) spawns on an empty directory instead.
 */
export async function seededDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'fabric-spawned-'));
  const dump = await readFile(inject('pgliteDump'));
  const pglite = await PGlite.create({ dataDir: path.join(dir, 'pglite'), loadDataDir: new Blob([dump]), extensions: PGLITE_EXTENSIONS });
  await pglite.close();
  return dir;
}

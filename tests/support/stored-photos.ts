import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import type { Database } from '../../api/db/database.js';
import { uploadsDir } from '../../api/photo-store.js';

/**
 * How many uploaded photos the app keeps: files in DATA_DIR/uploads on the embedded database, rows of `photos` on
 * PostgreSQL (each test file has its own PostgreSQL copy, so the count is this file's).
 */
export async function storedPhotos(database: Database, dataDir: string): Promise<number> {
  if (database.kind === 'pglite') return (await readdir(uploadsDir(dataDir)).catch(() => [])).length;
  const { rows } = await sql<{ total: number }>`SELECT count(*)::int AS total FROM photos`.execute(database.db);
  return rows[0]!.total;
}

import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Database } from './database.js';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const fileName = /^(\d{4})_[a-z0-9_]+\.sql$/;

/** Applies every numbered migration not yet applied, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`.execute(database.db);
  const applied = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(database.db);
  const done = new Set(applied.rows.map((row) => row.version));
  const files = (await readdir(migrationsDir)).filter((name) => fileName.test(name)).sort();
  const ran: string[] = [];
  for (const file of files) {
    const version = fileName.exec(file)![1]!;
    if (done.has(version)) continue;
    const script = await readFile(migrationsDir + file, 'utf8');
    await database.runScript(`${script}\nINSERT INTO schema_migrations (version) VALUES ('${version}');`);
    ran.push(file);
  }
  return ran;
}

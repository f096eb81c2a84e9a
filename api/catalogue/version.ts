import { sql } from 'kysely';
import type { Database } from '../db/database.js';

export interface CatalogueVersion {
  /** The newest version this process knows of. */
  current(): number;
  /** Called when another version is known: every answer computed for an older one is stale. */
  onChange(listener: () => void): void;
  /** Reads the version now: after this process's own write, so its next answer is fresh without waiting for NOTIFY. */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

const read = async (database: Database) =>
  Number((await sql<{ version: string }>`SELECT version FROM catalogue_version`.execute(database.db)).rows[0]!.version);

/**
 * Follows catalogue_version: every write to the catalogue bumps it in its own transaction and NOTIFYs on commit
 * (migration 0003), so each process learns of it at once; a slow poll catches a notification lost with a connection.
 */
export async function watchCatalogueVersion(database: Database, pollMs = 2000): Promise<CatalogueVersion> {
  let version = await read(database);
  const listeners: (() => void)[] = [];
  const update = (next: number) => {
    if (!Number.isFinite(next) || next === version) return;
    version = next;
    for (const listener of listeners) listener();
  };
  const unlisten = await database.listen('catalogue_version', (payload) => {
    const next = Number(payload);
    if (next > version) update(next);
  });
  const timer = setInterval(() => {
    read(database).then(update, () => {});
  }, pollMs).unref();
  return {
    current: () => version,
    onChange: (listener) => listeners.push(listener),
    refresh: async () => update(await read(database)),
    async stop() {
      clearInterval(timer);
      await unlisten();
    },
  };
}

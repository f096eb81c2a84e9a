import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types.js';

/** The catalogue's change log (written by triggers), as a process reads it to keep its caches fresh. */
export const catalogueChangeLog = {
  /** The number of the newest change. */
  latest: async (db: Kysely<DB>) =>
    Number((await sql<{ seq: string }>`SELECT change_seq AS seq FROM catalogue_version`.execute(db)).rows[0]!.seq),

  /** Up to `limit` changes after `seen`, oldest first. */
  after: async (db: Kysely<DB>, seen: number, limit: number) =>
    (
      await sql<{ seq: string; tags: string[] | null }>`
        SELECT seq, tags FROM catalogue_changes WHERE seq > ${seen} ORDER BY seq LIMIT ${limit}`.execute(db)
    ).rows,

  /** Changes older than an hour, forgotten; how many. */
  prune: async (db: Kysely<DB>) =>
    Number((await sql`DELETE FROM catalogue_changes WHERE created_at < now() - interval '1 hour'`.execute(db)).numAffectedRows ?? 0),
};

import { sql, type Kysely } from 'kysely';
import { step, type Step } from '../db/pipeline.js';
import type { DB } from '../db/types.js';

/** The catalogue's change log (written by triggers), as a process reads it to keep its caches fresh. */
export const catalogueChangeLog = {
  /** The number of the newest change. */
  latest: async (db: Kysely<DB>) =>
    Number((await sql<{ seq: string }>`SELECT change_seq AS seq FROM catalogue_version`.execute(db)).rows[0]!.seq),

  /**
   * The newest change's number and up to `limit` changes after `seen`, oldest first, read in one statement (one
   * snapshot): a newer number with no change to read then means the changes were pruned, not that they committed
   * between two reads.
   */
  since: async (db: Kysely<DB>, seen: number, limit: number) => {
    const { rows } = await sql<{ newest: string; seq: string | null; tags: string[] | null }>`
      SELECT v.change_seq AS newest, c.seq, c.tags FROM catalogue_version v
      LEFT JOIN LATERAL (SELECT seq, tags FROM catalogue_changes WHERE seq > ${seen} ORDER BY seq LIMIT ${limit}) c ON true
      ORDER BY c.seq`.execute(db);
    return {
      newest: Number(rows[0]!.newest),
      changes: rows.filter((row) => row.seq !== null).map((row) => ({ seq: Number(row.seq), tags: row.tags })),
    };
  },

  /**
   * The changes this transaction wrote so far, as a step (pipeline.ts): numbered only as it commits (migration 0022),
   * so the unnumbered ones it can see are its own. Each one's tags, or null for a change anywhere.
   */
  own: (): Step<(string[] | null)[]> =>
    step(sql<{ tags: string[] | null }>`SELECT tags FROM catalogue_changes WHERE seq IS NULL`, ({ rows }) => rows.map((row) => row.tags)),

  /** Changes older than an hour, forgotten; how many. */
  prune: async (db: Kysely<DB>) =>
    Number((await sql`DELETE FROM catalogue_changes WHERE created_at < now() - interval '1 hour'`.execute(db)).numAffectedRows ?? 0),
};

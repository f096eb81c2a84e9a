import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types.js';

/** A failed job as the console lists it: what it was to send, to whom, why it failed, how often it was tried. */
export interface FailedJobRow {
  id: string;
  to: string | null;
  subject: string | null;
  error: string | null;
  tries: number;
  failed_at: Date;
}

// pg-boss keeps a thrown error's message in `output`, and a try that ran out of time under `value`.
const failedSelect = (queue: string) => sql`
  SELECT j.id::text, coalesce(j.data->>'to', u.email) AS to, j.data->>'subject' AS subject,
         coalesce(j.output->>'message', j.output#>>'{value,message}') AS error,
         j.retry_count + 1 AS tries, j.completed_on AS failed_at
  FROM jobs.job j LEFT JOIN users u ON u.id = (j.data->>'toUser')::int
  WHERE j.name = ${queue} AND j.state = 'failed'`;

/** The job queue's tables (pg-boss, schema `jobs`, made by migration 0051), as the console and the metrics read them. */
export function createJobRepository(db: Kysely<DB>) {
  return {
    /** Jobs of a queue waiting to run now or running. */
    async due(queue: string): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM jobs.job
        WHERE name = ${queue} AND state IN ('created', 'retry', 'active') AND start_after <= now()`.execute(db);
      return rows[0]!.n;
    },

    /** How many jobs of a queue are in each state (completed ones are archived after a day). */
    async states(queue: string): Promise<Record<string, number>> {
      const { rows } = await sql<{ state: string; n: number }>`
        SELECT state::text, count(*)::int AS n FROM jobs.job WHERE name = ${queue} GROUP BY state`.execute(db);
      return Object.fromEntries(rows.map((row) => [row.state, row.n]));
    },

    /** Failed jobs newest first, with the address a buyer's message was for; counted up to `cap`. */
    async failed(queue: string, page: number, limit: number, cap: number): Promise<{ rows: FailedJobRow[]; counted: number }> {
      const [list, count] = await Promise.all([
        sql<FailedJobRow>`${failedSelect(queue)} ORDER BY j.completed_on DESC, j.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`.execute(
          db,
        ),
        sql<{ n: number }>`
          SELECT count(*)::int AS n FROM (
            SELECT 1 FROM jobs.job WHERE name = ${queue} AND state = 'failed' LIMIT ${cap + 1}) counted`.execute(db),
      ]);
      return { rows: list.rows, counted: count.rows[0]!.n };
    },

    /** One failed job, locked until the transaction ends (an operator sends it again once). */
    failedOne: async (trx: Transaction<DB>, queue: string, id: string): Promise<FailedJobRow | undefined> =>
      (await sql<FailedJobRow>`${failedSelect(queue)} AND j.id = ${id}::uuid FOR UPDATE OF j`.execute(trx)).rows[0],
  };
}

import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DB } from '../../api/db/types.js';

/**
 * PostgreSQL's plan of a statement as EXPLAIN prints it, one line per node. With `seqScansOff`, sequential scans are
 * priced out (a test's few rows fit in a page, where a scan is cheapest): the plan then shows whether an index can
 * serve the statement at all. With `analyze`, the statement runs and each node shows its rows and loops.
 */
export async function planOf(
  db: Kysely<DB>,
  statement: CompiledQuery,
  options: { seqScansOff?: boolean; analyze?: boolean } = {},
): Promise<string> {
  return db.connection().execute(async (connection) => {
    if (options.seqScansOff) await sql`SET enable_seqscan = off`.execute(connection);
    try {
      const plan = await connection.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`EXPLAIN ${options.analyze ? '(ANALYZE) ' : ''}${statement.sql}`, [...statement.parameters]),
      );
      return plan.rows.map((row) => Object.values(row)[0]).join('\n');
    } finally {
      if (options.seqScansOff) await sql`RESET enable_seqscan`.execute(connection);
    }
  });
}

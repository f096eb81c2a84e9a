import { CompiledQuery, type QueryResult, type Transaction } from 'kysely';
import type { DB } from './types.js';

/** How a pipeline travels through Kysely to the driver: its text starts with this, its parameters are the statements. */
export const PIPELINE = '/* pipeline */';

/** One statement of a pipeline, as compiled. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** One statement's answer, as the driver gives it. */
export interface PipelineResult {
  rows: unknown[];
  command: string | null;
  rowCount: number | null;
}

/** A statement for a pipeline: a query builder, or `sql` compiled for the transaction. */
export interface Pipelinable<Row> {
  compile(executor: Transaction<DB>): CompiledQuery<Row>;
}

type Results<Q extends readonly Pipelinable<unknown>[]> = {
  [K in keyof Q]: Q[K] extends Pipelinable<infer Row> ? QueryResult<Row> : never;
};

const CHANGES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * Runs statements one after another in one exchange with the database: on PostgreSQL all are written at once and
 * answered together (pg-exchanges.ts), one round trip; the embedded database, which has no network, runs them one by
 * one. Each statement sees what those before it wrote, as if sent alone; none may need an earlier one's answer. If one
 * fails, those after it do not run, and the call fails with its error. In a transaction only: outside one, PostgreSQL
 * would run them as one implicit transaction and the embedded database as several.
 */
export async function pipelined<Q extends readonly Pipelinable<unknown>[]>(trx: Transaction<DB>, queries: Q): Promise<Results<Q>> {
  const statements: Statement[] = queries.map((query) => {
    const { sql, parameters } = query.compile(trx);
    return { sql, parameters };
  });
  const text = `${PIPELINE}\n${statements.map((statement) => statement.sql).join(';\n')}`;
  const { rows } = await trx.executeQuery<PipelineResult>(CompiledQuery.raw(text, statements));
  return rows.map((result) => ({
    rows: result.rows,
    ...(result.command !== null && CHANGES.has(result.command) ? { numAffectedRows: BigInt(result.rowCount ?? 0) } : {}),
  })) as Results<Q>;
}

/** The embedded database's query with pipelines run one statement at a time. */
export function oneByOne<Answer extends { rows: unknown[]; affectedRows?: number }>(
  query: (text: string, values?: unknown[]) => Promise<Answer>,
) {
  return async (text: string, values?: unknown[]): Promise<Answer | { rows: PipelineResult[] }> => {
    if (!text.startsWith(PIPELINE)) return query(text, values);
    const results: PipelineResult[] = [];
    for (const statement of values as Statement[]) {
      const answer = await query(statement.sql, [...statement.parameters]);
      results.push({
        rows: answer.rows,
        command: answer.affectedRows === undefined ? null : 'UPDATE',
        rowCount: answer.affectedRows ?? null,
      });
    }
    return { rows: results };
  };
}

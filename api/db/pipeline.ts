// Round trips, in one note (pg-exchanges.ts is the driver's half).
//
// An exchange is one write to PostgreSQL and one wait for its answers: statements sent together under one Sync and
// answered together. On two cores the wait, not the SQL, is most of a request's time, so a request is written as few
// exchanges as its logic allows.
//
// A step (`step(statement, answer)`) is a statement with the function that reads its rows, not yet sent. Use a step
// when a statement does not need another's answer: `together(trx, [a, b, c])` sends them in one exchange (Place
// Order reads the cart, the address and the company so), and `{ commit: true }` sends the transaction's COMMIT in the
// same exchange, after which nothing more may be sent in it. `run(executor, step)` sends one step alone. A statement
// whose input is another's answer waits for it: that is a second exchange, and it should be.
//
// Repositories offer a named operation (orders.insert, carts.change) and, where a caller sends it beside others, its
// step (`…ing`: inserting, withTracking); services compose steps, never SQL. The embedded database has no network:
// it runs a pipeline's statements one by one, and the result is the same.
import { CompiledQuery, type Kysely, type QueryResult, type Transaction } from 'kysely';
import type { DB } from './types.js';

/** How a pipeline travels through Kysely to the driver: its text starts with this, its parameters are the statements. */
export const PIPELINE = '/* pipeline */';
/** A pipeline whose transaction is committed in the same exchange, after its statements (the caller's last). */
export const PIPELINE_THEN_COMMIT = '/* pipeline, then commit */';

/** Whether a text is a pipeline, and whether its exchange also commits. */
export const pipelineKind = (text: string): 'pipeline' | 'commit' | null =>
  text.startsWith(PIPELINE) ? 'pipeline' : text.startsWith(PIPELINE_THEN_COMMIT) ? 'commit' : null;

/** One statement of a pipeline, as compiled. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

/** One statement's answer, as the driver gives it: its rows, and how many rows it changed when it was a change. */
export type PipelineResult = QueryResult<unknown>;

/** A statement for a pipeline: a query builder, or `sql` compiled for the transaction. */
export interface Pipelinable<Row> {
  compile(executor: Kysely<DB>): CompiledQuery<Row>;
}

type Results<Q extends readonly Pipelinable<unknown>[]> = {
  [K in keyof Q]: Q[K] extends Pipelinable<infer Row> ? QueryResult<Row> : never;
};

/** How a pipeline ends: `commit` sends the transaction's COMMIT with it (see `together`). */
export interface PipelineOptions {
  commit?: boolean;
}

/**
 * Runs statements one after another in one exchange with the database: on PostgreSQL all are written at once and
 * answered together (pg-exchanges.ts), one round trip; the embedded database, which has no network, runs them one by
 * one. Each statement sees what those before it wrote, as if sent alone; none may need an earlier one's answer. If one
 * fails, those after it do not run, and the call fails with its error. In a transaction only: outside one, PostgreSQL
 * would run them as one implicit transaction and the embedded database as several.
 */
export async function pipelined<Q extends readonly Pipelinable<unknown>[]>(
  trx: Transaction<DB>,
  queries: Q,
  { commit = false }: PipelineOptions = {},
): Promise<Results<Q>> {
  const statements: Statement[] = queries.map((query) => {
    const { sql, parameters } = query.compile(trx);
    return { sql, parameters };
  });
  const text = `${commit ? PIPELINE_THEN_COMMIT : PIPELINE}\n${statements.map((statement) => statement.sql).join(';\n')}`;
  const { rows } = await trx.executeQuery<PipelineResult>(CompiledQuery.raw(text, statements));
  return rows as unknown as Results<Q>;
}

/** The embedded database's query with pipelines run one statement at a time (and committed by the transaction after). */
export function oneByOne<Answer extends { rows: unknown[]; affectedRows?: number }>(
  query: (text: string, values?: unknown[]) => Promise<Answer>,
) {
  return async (text: string, values?: unknown[]): Promise<Answer | { rows: PipelineResult[] }> => {
    if (pipelineKind(text) === null) return query(text, values);
    const results: PipelineResult[] = [];
    for (const statement of values as Statement[]) {
      const answer = await query(statement.sql, [...statement.parameters]);
      results.push({ rows: answer.rows, ...(answer.affectedRows ? { numAffectedRows: BigInt(answer.affectedRows) } : {}) });
    }
    return { rows: results };
  };
}

/**
 * A repository's statement with what its answer means, so a service may send it alone (`run`) or beside others in one
 * exchange (`together`). A step that needs no statement (nothing to change) has none and answers as if it ran.
 */
export interface Step<T> {
  statement: Pipelinable<unknown> | null;
  answer(result: QueryResult<unknown>): T;
}

export const step = <Row, T>(statement: Pipelinable<Row> | null, answer: (result: QueryResult<Row>) => T): Step<T> =>
  ({ statement, answer }) as Step<T>;

const NOTHING: QueryResult<unknown> = { rows: [] };

/** One step, alone. */
export async function run<T>(executor: Kysely<DB>, { statement, answer }: Step<T>): Promise<T> {
  return answer(statement ? await executor.executeQuery(statement.compile(executor)) : NOTHING);
}

export type Answers<S extends readonly Step<unknown>[]> = { [K in keyof S]: S[K] extends Step<infer T> ? T : never };

/**
 * Steps in one exchange (pipelined), answered in order. With `commit`, the transaction's COMMIT goes in the same
 * exchange: the caller's last statements, after which its transaction must send nothing (pg-exchanges.ts refuses).
 * If a step fails, the COMMIT does not run and the transaction rolls back as usual.
 */
export async function together<S extends readonly Step<unknown>[]>(
  trx: Transaction<DB>,
  steps: S,
  options: PipelineOptions = {},
): Promise<Answers<S>> {
  const sent = steps.filter((each) => each.statement !== null);
  const results = await pipelined(
    trx,
    sent.map((each) => each.statement!),
    options,
  );
  return steps.map((each) => each.answer(each.statement === null ? NOTHING : results[sent.indexOf(each)]!)) as Answers<S>;
}

import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/types.js';

/**
 * A failed job as the console lists it: its queue, what it was to do (a message's subject, the orders a capture or an
 * invoice was for), for whom, why it failed, how often it was tried.
 */
export interface FailedJobRow<Queue extends string = string> {
  id: string;
  /** One of the queues asked for (the statement selects no other). */
  queue: Queue;
  to: string | null;
  subject: string | null;
  orders: string | null;
  error: string | null;
  tries: number;
  failed_at: Date;
}

// pg-boss keeps a thrown error's message in `output`, and a try that ran out of time under `value`. A message names its
// buyer by `to` or `toUser`, an invoice job by `buyer`; a capture's orders are those its payment paid for.
const failedSelect = (queues: readonly string[]) => sql`
  SELECT j.id::text, j.name AS queue, coalesce(j.data->>'to', u.email, payer.email) AS to, j.data->>'subject' AS subject,
         coalesce(paid.numbers, drawn.numbers) AS orders,
         coalesce(j.output->>'message', j.output#>>'{value,message}') AS error,
         j.retry_count + 1 AS tries, j.completed_on AS failed_at
  FROM jobs.job j
  LEFT JOIN users u ON u.id = coalesce(j.data->>'toUser', j.data->>'buyer')::int
  LEFT JOIN LATERAL (
    SELECT string_agg(o.order_number, ', ' ORDER BY o.id) AS numbers, min(o.user_id) AS user_id FROM orders o
    WHERE j.data ? 'paymentId' AND o.payment_id = j.data->>'paymentId') paid ON true
  LEFT JOIN users payer ON payer.id = paid.user_id
  LEFT JOIN LATERAL (
    SELECT string_agg(o.order_number, ', ' ORDER BY o.id) AS numbers FROM orders o
    WHERE j.data ? 'orderIds' AND o.id IN (SELECT value::int FROM jsonb_array_elements_text(j.data->'orderIds'))) drawn ON true
  WHERE j.name IN (${sql.join(queues)}) AND j.state = 'failed'`;

/** A page of failed jobs of the queues, newest first (served by job_failed_idx, migration 0056). */
export const failedPage = <Queue extends string>(queues: readonly Queue[], page: number, limit: number) =>
  sql<FailedJobRow<Queue>>`${failedSelect(queues)} ORDER BY j.completed_on DESC, j.id LIMIT ${limit} OFFSET ${(page - 1) * limit}`;

/** The job queue's tables as the console and /metrics read them. */
export interface JobRepository {
  /** Jobs of a queue waiting to run now or running. */
  due(queue: string): Promise<number>;
  /** How many jobs of each queue are in each state, in one statement (completed ones are archived after a day). */
  states(queues: readonly string[]): Promise<Record<string, Record<string, number>>>;
  /** Failed jobs of the queues newest first, with the buyer each was for; counted up to `cap`. */
  failed<Queue extends string>(
    queues: readonly Queue[],
    page: number,
    limit: number,
    cap: number,
  ): Promise<{ rows: FailedJobRow<Queue>[]; counted: number }>;
  /** One failed job, locked until the transaction ends (an operator sends it again once). */
  failedOne<Queue extends string>(trx: Transaction<DB>, queues: readonly Queue[], id: string): Promise<FailedJobRow<Queue> | undefined>;
}

/** The job queue's tables (pg-boss, schema `jobs`, made by migration 0051), as the console and the metrics read them. */
export function createJobRepository(db: Kysely<DB>): JobRepository {
  return {
    /** Jobs of a queue waiting to run now or running. */
    async due(queue: string): Promise<number> {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM jobs.job
        WHERE name = ${queue} AND state IN ('created', 'retry', 'active') AND start_after <= now()`.execute(db);
      return rows[0]!.n;
    },

    /** How many jobs of each queue are in each state, in one statement (completed ones are archived after a day). */
    async states(queues: readonly string[]): Promise<Record<string, Record<string, number>>> {
      const { rows } = await sql<{ name: string; state: string; n: number }>`
        SELECT name, state::text, count(*)::int AS n FROM jobs.job
        WHERE name IN (${sql.join(queues)}) GROUP BY name, state`.execute(db);
      const counts: Record<string, Record<string, number>> = Object.fromEntries(queues.map((queue) => [queue, {}]));
      for (const row of rows) counts[row.name]![row.state] = row.n;
      return counts;
    },

    /** Failed jobs of the queues newest first, with the buyer each was for; counted up to `cap`. */
    async failed<Queue extends string>(
      queues: readonly Queue[],
      page: number,
      limit: number,
      cap: number,
    ): Promise<{ rows: FailedJobRow<Queue>[]; counted: number }> {
      const [list, count] = await Promise.all([
        failedPage(queues, page, limit).execute(db),
        sql<{ n: number }>`
          SELECT count(*)::int AS n FROM (
            SELECT 1 FROM jobs.job WHERE name IN (${sql.join(queues)}) AND state = 'failed' LIMIT ${cap + 1}) counted`.execute(db),
      ]);
      return { rows: list.rows, counted: count.rows[0]!.n };
    },

    /** One failed job, locked until the transaction ends (an operator sends it again once). */
    failedOne: async <Queue extends string>(
      trx: Transaction<DB>,
      queues: readonly Queue[],
      id: string,
    ): Promise<FailedJobRow<Queue> | undefined> =>
      (await sql<FailedJobRow<Queue>>`${failedSelect(queues)} AND j.id = ${id}::uuid FOR UPDATE OF j`.execute(trx)).rows[0],
  };
}

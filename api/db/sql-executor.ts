import { CompiledQuery, type Kysely } from 'kysely';
import type { DB } from './types.js';

/**
 * A query layer (or one of its transactions) as the job queue (pg-boss) calls SQL: a job sent through it is committed
 * or rolled back with the transaction's own writes.
 */
export const sqlExecutor = (executor: Kysely<DB>) => ({
  executeSql: async (text: string, values: unknown[] = []) => ({
    rows: (await executor.executeQuery(CompiledQuery.raw(text, values))).rows,
  }),
});

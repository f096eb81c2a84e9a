import { sql, type Kysely, type Transaction } from 'kysely';
import { HttpError } from '../errors.js';
import { step, type Step } from './pipeline.js';
import type { DB } from './types.js';

/** PostgreSQL's codes for a transaction that lost a race and may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
export const MAX_TRANSACTION_ATTEMPTS = 3;

export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && RETRYABLE.has(String(error.code));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `work` in one transaction; when PostgreSQL ends it as a deadlock or a serialization failure (everything it did
 * is rolled back), runs it again, at most MAX_TRANSACTION_ATTEMPTS times in all, after a short random pause so the two
 * sides do not meet again. `work` must therefore do nothing outside the database that a rollback would not undo
 * (or undo it itself, as placing an order voids its payment). Then the buyer is asked to try again (409).
 */
export async function transaction<T>(
  db: Kysely<DB>,
  work: (trx: Transaction<DB>) => Promise<T>,
  onRetry?: (error: unknown) => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      if (attempt >= MAX_TRANSACTION_ATTEMPTS)
        throw new HttpError(409, 'The store was busy with the same items just now. Please try again.');
      onRetry?.(error);
      await pause(5 + Math.random() * 20 * attempt);
    }
  }
}

/** The point `orUndo` goes back to, as a step: the caller sends it (beside its other statements) before `orUndo`. */
export const undoPoint = (): Step<void> => step(sql`SAVEPOINT undoable`, () => undefined);

/**
 * Runs `work` inside the transaction so that, when it throws an error `undoable` accepts, what it did is undone (back
 * to `undoPoint`, which the caller has sent) but the transaction goes on: `undone` then runs (and may write what must
 * stay, such as a remembered refusal) and answers in its place. Any other error ends the transaction as it would
 * without this.
 */
export async function orUndo<T, E>(
  trx: Transaction<DB>,
  work: () => Promise<T>,
  undoable: (error: unknown) => error is E,
  undone: (error: E) => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!undoable(error)) throw error;
    await sql`ROLLBACK TO SAVEPOINT undoable`.execute(trx);
    return undone(error);
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { LogEvent } from 'kysely';

/** The statements sent to the database while a request is handled, its own and those of requests it makes itself. */
export interface RoundTrips {
  count: number;
  readonly outer: RoundTrips | undefined;
  /** The statements' texts, kept only when asked for (tests that show what an action sends). */
  readonly statements?: string[];
}

const tallies = new AsyncLocalStorage<RoundTrips>();

/**
 * Calls `next` (the rest of a request's handling) with a fresh tally; what it sends to the database is counted in it,
 * and in the tally of the request it is made from (the BFF calls /api in-process).
 */
export function countRoundTrips(next: () => void, keepStatements = false): RoundTrips {
  const tally: RoundTrips = { count: 0, outer: tallies.getStore(), ...(keepStatements ? { statements: [] } : {}) };
  tallies.run(tally, next);
  return tally;
}

/** One exchange with the database, counted in the current request's tally and those of the requests it is made from. */
export function roundTripOf(text: string): void {
  for (let tally = tallies.getStore(); tally; tally = tally.outer) {
    tally.count++;
    tally.statements?.push(text);
  }
}

/** One statement sent, as Kysely's log hook tells it (the embedded database, where each statement is one exchange). */
export const roundTrip = (event: LogEvent): void => roundTripOf(event.query.sql);

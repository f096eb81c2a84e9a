import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { DB } from './types.js';

/** Where a caller's value goes: built into the query in place of the value, and swapped for it on every run. */
class Slot {
  constructor(readonly name: string) {}
}

/** Arguments whose every property is the Slot of its name. */
const slots = new Proxy({} as Record<string, Slot>, { get: (_, name) => new Slot(String(name)) });

/**
 * A query built and compiled by Kysely once, then run with each caller's values: the same SQL text every time (so
 * also one prepared statement per connection). For the hot paths, where building and compiling the query tree on every
 * call cost more of this process than the round trip. Kysely's own recipe: splitting build, compile and execute.
 *
 * Every argument must be a single value (not a list that Kysely would spread into several parameters), and the
 * query's shape must not depend on the arguments: `build` sees placeholders, never the values.
 */
export function compiledOnce<Args extends Record<string, unknown>, Row>(
  build: (db: Kysely<DB>, args: Args) => Compilable<Row>,
): ((executor: Kysely<DB>, args: Args) => Promise<QueryResult<Row>>) & {
  /** The query with these values, to send in a pipeline (pipeline.ts). */
  statement(executor: Kysely<DB>, args: Args): { compile(): CompiledQuery<Row> };
} {
  let compiled: CompiledQuery<Row> | undefined;
  const withValues = (executor: Kysely<DB>, args: Args): CompiledQuery<Row> => {
    compiled ??= build(executor, slots as Args).compile();
    const parameters = compiled.parameters.map((value) => (value instanceof Slot ? args[value.name] : value));
    return { ...compiled, parameters };
  };
  return Object.assign((executor: Kysely<DB>, args: Args) => executor.executeQuery<Row>(withValues(executor, args)), {
    statement: (executor: Kysely<DB>, args: Args) => ({ compile: () => withValues(executor, args) }),
  });
}

import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { DB } from './types.js';

/**
 * How many rows `matches` selects, counted up to one past `limit`: the count reads at most that many index entries,
 * whatever the table's size.
 */
export async function countUpTo(
  db: Kysely<DB>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any FROM and selection: only its rows are counted
  matches: SelectQueryBuilder<any, any, any>,
  limit: number,
): Promise<number> {
  const { total } = await db
    .selectFrom(
      matches
        .select(sql<number>`1`.as('one'))
        .limit(limit + 1)
        .as('matches'),
    )
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  return total;
}

/**
 * The count a page's rows already tell, without counting: a page that is not full is the last one (page 1 with no
 * rows: there are none). Undefined when a count is needed.
 */
export const countShownBy = (rows: number, page: number, limit: number): number | undefined =>
  (rows > 0 && rows < limit) || (rows === 0 && page === 1) ? (page - 1) * limit + rows : undefined;

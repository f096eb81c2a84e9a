import { sql } from 'kysely';

/**
 * The one same-company check (domain/ownership.ts): whether the row under `alias`, a company's thing or a person's
 * (it has company_id and user_id), is reached by `userId`. A company's is reached by its current members only, so a
 * removed member's next request reaches none of it; a person's by that person. With `ownWhileMember: false`, what the
 * person kept before joining is out of sight while they belong to a company (their address book is the company's).
 */
export function reachedBy(alias: string, userId: number, { ownWhileMember = true }: { ownWhileMember?: boolean } = {}) {
  const company = sql.ref(`${alias}.company_id`);
  const owner = sql.ref(`${alias}.user_id`);
  const membership = sql`(SELECT m.company_id FROM company_members m WHERE m.user_id = ${userId})`;
  return ownWhileMember
    ? sql<boolean>`(${company} = ${membership} OR (${company} IS NULL AND ${owner} = ${userId}))`
    : sql<boolean>`(${company} = ${membership} OR (${company} IS NULL AND ${owner} = ${userId} AND NOT EXISTS ${membership}))`;
}

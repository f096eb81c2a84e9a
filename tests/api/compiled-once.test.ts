import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../api/db/compiled-once.js';
import type { Database } from '../../api/db/database.js';
import { testDatabases } from '../support/databases.js';

/** api/db/compiled-once.ts: a query built once runs with each caller's values, never another caller's. */
describe.each(testDatabases())('queries compiled once on $name', (testDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase.open();
  }, 60_000);
  afterAll(() => database?.close());

  it('builds the query once and answers each call with its own values, in the places they were given', async () => {
    let built = 0;
    const named = compiledOnce((db, { name, atLeast }: { name: string; atLeast: number }) => {
      built++;
      return db
        .selectFrom('categories')
        .select(['name', sql<number>`${atLeast}::int`.as('echo')])
        .where('name', '=', name)
        .where('id', '>=', 0);
    });
    const [cotton, silk, none] = await Promise.all([
      named(database.db, { name: 'Cotton', atLeast: 1 }),
      named(database.db, { name: 'Silk', atLeast: 2 }),
      named(database.db, { name: 'No such category', atLeast: 3 }),
    ]);
    expect(built).toBe(1);
    expect(cotton.rows).toEqual([{ name: 'Cotton', echo: 1 }]);
    expect(silk.rows).toEqual([{ name: 'Silk', echo: 2 }]);
    expect(none.rows).toEqual([]);
  });
});

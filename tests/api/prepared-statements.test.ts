import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openDatabase, type Database } from '../../api/db/database.js';
import { copyOfTemplate } from '../support/fresh-postgres.js';

const templateUrl = inject('postgresTemplateUrl');

/** api/db/prepared-pool.ts: which statements each PostgreSQL connection parses once and keeps. */
describe.skipIf(!templateUrl)('prepared statements on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    // One connection, so the statements it keeps are the ones this test sent.
    database = await openDatabase({ databaseUrl: await copyOfTemplate(templateUrl), poolSize: 1 });
  }, 60_000);
  afterAll(() => database?.close());

  const kept = async () =>
    (await sql<{ statement: string }>`SELECT statement FROM pg_prepared_statements`.execute(database.db)).rows.map((row) =>
      row.statement.toLowerCase(),
    );

  it('keeps a read and a write with parameters, sent twice, and neither BEGIN nor COMMIT', async () => {
    for (let time = 0; time < 2; time++) {
      await database.db.transaction().execute(async (trx) => {
        await trx.selectFrom('carts').select('user_id').where('user_id', '=', -1).execute();
        await trx.updateTable('carts').set({ updated_at: new Date() }).where('user_id', '=', -1).execute();
      });
    }
    const statements = await kept();
    expect(statements.filter((text) => text.startsWith('update "carts"'))).toHaveLength(1);
    expect(statements.filter((text) => text.startsWith('select "user_id" from "carts"'))).toHaveLength(1);
    expect(statements.some((text) => text === 'begin' || text === 'commit')).toBe(false);
  });
});

import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { preparedPool } from '../../api/db/prepared-pool.js';
import type { DB } from '../../api/db/types.js';
import { countRoundTrips, type RoundTrips } from '../../api/db/round-trips.js';
import { testDatabases } from '../support/databases.js';

const undo = new Error('undo');

/** api/db/begin-with-next.ts: on PostgreSQL a transaction's BEGIN goes with its first statement; transactions behave as before. */
describe.each(testDatabases())('transactions whose BEGIN goes with the first statement, on $name', (testDatabase) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase.open();
    await sql`CREATE TABLE begin_probe (id int PRIMARY KEY, n int NOT NULL)`.execute(database.db);
    await sql`INSERT INTO begin_probe VALUES (1, 0)`.execute(database.db);
  }, 60_000);
  afterAll(() => database?.close());

  const count = async () => (await sql<{ n: number }>`SELECT n FROM begin_probe WHERE id = 1`.execute(database.db)).rows[0]!.n;

  it('the first statement is inside the transaction: a transaction that fails after it keeps nothing', async () => {
    const before = await count();
    await expect(
      database.db.transaction().execute(async (trx) => {
        const { numAffectedRows } = await sql`UPDATE begin_probe SET n = n + 1 WHERE id = ${1}`.execute(trx);
        expect(numAffectedRows).toBe(1n);
        throw undo;
      }),
    ).rejects.toBe(undo);
    expect(await count()).toBe(before);
  });

  it('a first statement that fails ends its transaction, and every connection of the pool serves the next ones', async () => {
    const before = await count();
    for (let round = 0; round < 12; round++) {
      await expect(
        database.db.transaction().execute(async (trx) => {
          await sql`SELECT 1 / ${0}::int`.execute(trx);
        }),
      ).rejects.toThrow(/division by zero/);
    }
    const read = await Promise.all(
      Array.from({ length: 12 }, () =>
        database.db.transaction().execute(async (trx) => {
          const first = await sql<{ id: number; n: number }>`SELECT id, n FROM begin_probe WHERE id = ${1}`.execute(trx);
          const second = await sql<{ two: number }>`SELECT 2 AS two`.execute(trx);
          return [first.rows, second.rows];
        }),
      ),
    );
    for (const [first, second] of read) {
      expect(first).toEqual([{ id: 1, n: before }]);
      expect(second).toEqual([{ two: 2 }]);
    }
  });

  it('twenty transactions at once, each changing one row in its first statement, all count', async () => {
    const before = await count();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        database.db.transaction().execute(async (trx) => {
          await sql`UPDATE begin_probe SET n = n + 1 WHERE id = 1`.execute(trx);
          await sql`SELECT pg_sleep(0.005)`.execute(trx);
        }),
      ),
    );
    expect(await count()).toBe(before + 20);
  });

  it('a transaction that sends nothing commits, and one statement with its COMMIT costs two round trips on PostgreSQL', async () => {
    await database.db.transaction().execute(async () => {});
    let tally: RoundTrips | undefined;
    await new Promise<void>((resolve, reject) => {
      tally = countRoundTrips(() => {
        database.db
          .transaction()
          .execute((trx) => sql`SELECT 1 AS one`.execute(trx))
          .then(() => resolve(), reject);
      }, true);
    });
    expect(tally!.statements).toEqual(
      database.kind === 'postgres' ? ['SELECT 1 AS one', 'commit'] : ['begin', 'SELECT 1 AS one', 'commit'],
    );
  });
});

const postgresUrl = inject('postgresTemplateUrl');

/** What pg is asked to send: one exchange for the BEGIN and the first statement together. */
describe.skipIf(!postgresUrl)('the BEGIN on the wire, on PostgreSQL', () => {
  it('a transaction of two statements is three exchanges with PostgreSQL: BEGIN with the first, the second, COMMIT', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
    const sent: string[] = [];
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (first: unknown, ...rest: unknown[]) => {
        sent.push(typeof first === 'string' ? first : String((first as { text: string }).text));
        return query(first, ...rest);
      };
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparedPool(pool) }) });
    try {
      const answer = await db.transaction().execute(async (trx) => {
        const first = await sql<{ one: number }>`SELECT ${1}::int AS one`.execute(trx);
        const second = await sql<{ two: number }>`SELECT 2 AS two`.execute(trx);
        return [...first.rows, ...second.rows];
      });
      expect(answer).toEqual([{ one: 1 }, { two: 2 }]);
      expect(sent).toEqual(['SELECT $1::int AS one', 'SELECT 2 AS two', 'commit']);
    } finally {
      await db.destroy();
    }
  });
});

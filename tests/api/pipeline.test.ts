import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../api/db/database.js';
import { preparedPool } from '../../api/db/prepared-pool.js';
import type { DB } from '../../api/db/types.js';
import { pipelined } from '../../api/db/pipeline.js';
import { countRoundTrips, type RoundTrips } from '../../api/db/round-trips.js';
import { testDatabases } from '../support/databases.js';

const undo = new Error('undo');

/**
 * api/db/pg-exchanges.ts and pipeline.ts: on PostgreSQL a transaction's BEGIN goes with its first statement, and a
 * pipeline's statements go in one exchange; transactions behave as before, on both databases.
 */
describe.each(testDatabases())('transactions with BEGIN sent with the first statement, and pipelines, on $name', (testDatabase) => {
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

  it('a pipeline runs its statements in order, each seeing what those before it wrote, and answers each', async () => {
    const before = await count();
    const [changed, read, inserted] = await database.db
      .transaction()
      .execute((trx) =>
        pipelined(trx, [
          sql`UPDATE begin_probe SET n = n + 2 WHERE id = ${1}`,
          sql<{ n: number }>`SELECT n FROM begin_probe WHERE id = ${1}`,
          sql<{ n: number }>`INSERT INTO begin_probe VALUES (${2}, ${7}) RETURNING n`,
        ] as const),
      );
    expect(changed.numAffectedRows).toBe(1n);
    expect(read.rows).toEqual([{ n: before + 2 }]);
    expect(inserted.rows).toEqual([{ n: 7 }]);
    await sql`DELETE FROM begin_probe WHERE id = 2`.execute(database.db);
  });

  it('a pipeline whose second statement fails runs nothing after it, fails with its error, and its transaction keeps nothing', async () => {
    const before = await count();
    const failed = await database.db
      .transaction()
      .execute((trx) =>
        pipelined(trx, [
          sql`UPDATE begin_probe SET n = n + 1 WHERE id = ${1}`,
          sql`INSERT INTO begin_probe VALUES (${1}, ${0})`,
          sql`UPDATE begin_probe SET n = n + 100 WHERE id = ${1}`,
        ] as const),
      )
      .catch((error: unknown) => error);
    expect((failed as { code?: string }).code).toBe('23505');
    expect(await count()).toBe(before);
    // The pool's connections all serve transactions after it.
    const after = await Promise.all(
      Array.from({ length: 12 }, () =>
        database.db
          .transaction()
          .execute((trx) => pipelined(trx, [sql<{ n: number }>`SELECT n FROM begin_probe WHERE id = ${1}`] as const)),
      ),
    );
    for (const [read] of after) expect(read.rows).toEqual([{ n: before }]);
  });

  /** The statements `work` sends, as the server's tally counts them. */
  const tallied = async (work: () => Promise<unknown>): Promise<string[]> => {
    let tally: RoundTrips | undefined;
    await new Promise<void>((resolve, reject) => {
      tally = countRoundTrips(() => void work().then(() => resolve(), reject), true);
    });
    return tally!.statements!;
  };

  it('a pipeline with its COMMIT keeps what it wrote, in one exchange on PostgreSQL: the COMMIT after it sends nothing', async () => {
    const before = await count();
    let read: unknown;
    const statements = await tallied(() =>
      database.db.transaction().execute(async (trx) => {
        const [, after] = await pipelined(
          trx,
          [sql`UPDATE begin_probe SET n = n + 1 WHERE id = ${1}`, sql<{ n: number }>`SELECT n FROM begin_probe WHERE id = ${1}`] as const,
          { commit: true },
        );
        read = after.rows;
      }),
    );
    expect(read).toEqual([{ n: before + 1 }]);
    expect(await count()).toBe(before + 1);
    // PGlite, with no network, commits after the pipeline as usual.
    expect(statements.map((text) => text.split('\n')[0])).toEqual(
      database.kind === 'postgres' ? ['/* pipeline, then commit */'] : ['begin', '/* pipeline, then commit */', 'commit'],
    );
  });

  it('a pipeline with its COMMIT whose statement fails commits nothing, and the pool serves the next transactions', async () => {
    const before = await count();
    const failed = await database.db
      .transaction()
      .execute((trx) =>
        pipelined(trx, [sql`UPDATE begin_probe SET n = n + 1 WHERE id = ${1}`, sql`INSERT INTO begin_probe VALUES (${1}, ${0})`] as const, {
          commit: true,
        }),
      )
      .catch((error: unknown) => error);
    expect((failed as { code?: string }).code).toBe('23505');
    expect(await count()).toBe(before);
    const after = await Promise.all(
      Array.from({ length: 12 }, () =>
        database.db.transaction().execute(async (trx) => {
          await sql`UPDATE begin_probe SET n = n + 1 WHERE id = ${1}`.execute(trx);
          return (await sql<{ n: number }>`SELECT n FROM begin_probe WHERE id = ${1}`.execute(trx)).rows[0]!.n;
        }),
      ),
    );
    expect(after.length).toBe(12);
    expect(await count()).toBe(before + 12);
  });

  it.runIf(testDatabase.name === 'PostgreSQL')(
    'a statement sent after a pipeline committed its transaction is refused: it would run outside it',
    async () => {
      const before = await count();
      await expect(
        database.db.transaction().execute(async (trx) => {
          await pipelined(trx, [sql`UPDATE begin_probe SET n = n + 1 WHERE id = ${1}`] as const, { commit: true });
          await sql`UPDATE begin_probe SET n = n + 100 WHERE id = ${1}`.execute(trx);
        }),
      ).rejects.toThrow('A statement was sent after its transaction was committed with its last pipeline');
      // The pipeline's write was committed; the statement after it never ran.
      expect(await count()).toBe(before + 1);
    },
  );

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
    await db.selectNoFrom(sql<number>`${1}::int`.as('one')).execute();
    sent.length = 0;
    try {
      const answer = await db.transaction().execute(async (trx) => {
        const first = await sql<{ one: number }>`SELECT ${1}::int AS one`.execute(trx);
        const second = await sql<{ two: number }>`SELECT 2 AS two`.execute(trx);
        return [...first.rows, ...second.rows];
      });
      expect(answer).toEqual([{ one: 1 }, { two: 2 }]);
      expect(sent).toEqual(['SELECT $1::int AS one', 'SELECT 2 AS two', 'commit']);

      // A statement named (prepared) on this connection before, then in a pipeline with two others: one exchange.
      sent.length = 0;
      const piped = await db.transaction().execute(async (trx) => {
        const [first, second, third] = await pipelined(trx, [
          trx.selectNoFrom(sql<number>`${1}::int`.as('one')),
          trx.selectNoFrom(sql<string>`${'two'}::text`.as('two')),
          trx.selectNoFrom(sql<Date>`${new Date(Date.UTC(2026, 10, 28))}::timestamptz`.as('day')),
        ] as const);
        return [first.rows, second.rows, third.rows];
      });
      expect(piped).toEqual([[{ one: 1 }], [{ two: 'two' }], [{ day: new Date(Date.UTC(2026, 10, 28)) }]]);
      expect(sent).toHaveLength(2);
      expect(sent[1]).toBe('commit');
    } finally {
      await db.destroy();
    }
  });

  it('a read first sent in an exchange is prepared there and reused after, in an exchange or alone; a parse a failure skipped is sent again', async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparedPool(pool) }) });
    const bad = (executor: Kysely<DB>) => executor.selectNoFrom(sql<number>`${'x'}::int`.as('bad'));
    const six = (executor: Kysely<DB>) => executor.selectNoFrom(sql<number>`${5}::int + 1`.as('six'));
    try {
      // The first fails at its value: PostgreSQL parsed it (s0) and skips the second (s1), which is not parsed.
      await expect(db.transaction().execute((trx) => pipelined(trx, [bad(trx), six(trx)] as const))).rejects.toThrow(
        /invalid input syntax/,
      );
      const [once, twice] = await db.transaction().execute((trx) => pipelined(trx, [six(trx), six(trx)] as const));
      expect([once.rows, twice.rows]).toEqual([[{ six: 6 }], [{ six: 6 }]]);
      // Sent alone, outside a transaction: pg knows s1 is parsed, and binds it (parsing it again would fail).
      expect((await six(db).execute())[0]).toEqual({ six: 6 });
      const statements = await sql<{ name: string; calls: number }>`
        SELECT name, (generic_plans + custom_plans)::int AS calls FROM pg_prepared_statements ORDER BY name`.execute(db);
      expect(statements.rows.slice(0, 2)).toEqual([
        { name: 's0', calls: 0 },
        { name: 's1', calls: 3 },
      ]);
    } finally {
      await db.destroy();
    }
  });

  it("a transaction's prepared reads use their generic plan from the first call, with no exchange more; reads outside keep PostgreSQL's choice", async () => {
    const pool = new pg.Pool({ connectionString: postgresUrl, max: 1 });
    let exchanges = 0;
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as { query: unknown }).query = (...args: unknown[]) => {
        exchanges++;
        return query(...args);
      };
    });
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparedPool(pool) }) });
    // A named (prepared) read planned for the caller's value shows that value in its plan; its generic plan shows $1.
    const plan = async (executor: Kysely<DB>) =>
      (await sql<{ 'QUERY PLAN': string }>`EXPLAIN EXECUTE s0(7)`.execute(executor)).rows.map((row) => row['QUERY PLAN']).join('\n');
    try {
      await sql`SELECT id FROM users WHERE id = ${7}`.execute(db);
      expect(await plan(db)).toMatch(/id = 7\b/);
      const inside = await db.transaction().execute(async (trx) => {
        const before = exchanges;
        await sql`SELECT id FROM users WHERE id = ${7}`.execute(trx);
        return { exchanges: exchanges - before, plan: await plan(trx) };
      });
      expect(inside.exchanges).toBe(1);
      expect(inside.plan).toMatch(/id = \$1\b/);
      expect(await plan(db)).toMatch(/id = 7\b/);
    } finally {
      await db.destroy();
    }
  });
});

// npm run bench:driver -- [--seconds 5] [--rounds 2] [--products 2000]
// The two PostgreSQL drivers side by side in one run, on database fabric_bench_<products> of TEST_DATABASE_URL (or
// DATABASE_URL): node-postgres (pg, what the server uses, with its named SELECTs) and Postgres.js (postgres, through
// kysely-postgres-js; as it comes, and with its prepared statements off), each behind the same REST app in this process, called with app.inject by 16 callers at once.
// Classes: the floor (GET /api/health, one SELECT 1), reading the cart (2 statements) and adding a metre to it (5:
// the session, BEGIN, the cart's one upsert, the cart read back, COMMIT). Then the drivers alone, without Kysely or
// the app: one SELECT 1, and a transaction of three statements, sent one after another with pg and pipelined with
// Postgres.js (sql.begin answering an array), which is what pipelining could give a hot path that left Kysely's
// transactions. Rounds alternate the drivers; printed per class and driver: requests/s, p50 and p99 in ms, and this
// process's CPU per request (app, drivers and the callers together), the median over rounds.
import { parseArgs } from 'node:util';
import Fastify, { type FastifyInstance } from 'fastify';
import { Kysely, sql } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import pg from 'pg';
import postgres from 'postgres';
import { restApi } from '../api/app.js';
import { openDatabase, type Database } from '../api/db/database.js';
import { roundTrip } from '../api/db/round-trips.js';
import type { DB } from '../api/db/types.js';
import { shoppers, type Colour } from '../tests/support/buyers.js';
import { tempDataDir, testAuthConfig } from '../tests/support/test-config.js';
import { preparePostgres } from './bench/bench-database.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '2' },
    products: { type: 'string', default: '2000' },
  },
});
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const CALLERS = 16;
const WARMUP_MS = 1500;
const POOL = 10;
const adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
if (!adminUrl)
  throw new Error('Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/postgres');

type Driver = 'node-postgres' | 'Postgres.js' | 'Postgres.js, unprepared';
const DRIVERS: Driver[] = ['node-postgres', 'Postgres.js', 'Postgres.js, unprepared'];
interface Measure {
  perSecond: number;
  p50: number;
  p99: number;
  cpuMs: number;
}

/** `call` by CALLERS callers at once (caller index given), WARMUP_MS unmeasured, then SECONDS measured. */
async function measure(call: (caller: number) => Promise<unknown>): Promise<Measure> {
  const times: number[] = [];
  let measuring = false;
  let stop = false;
  const callers = Array.from({ length: CALLERS }, async (_, caller) => {
    while (!stop) {
      const start = performance.now();
      await call(caller);
      if (measuring && !stop) times.push(performance.now() - start);
    }
  });
  await new Promise((resolve) => setTimeout(resolve, WARMUP_MS));
  measuring = true;
  const cpu = process.cpuUsage();
  const began = performance.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const used = process.cpuUsage(cpu);
  const elapsed = (performance.now() - began) / 1000;
  stop = true;
  await Promise.all(callers);
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(times.length * share))] ?? 0;
  return { perSecond: times.length / elapsed, p50: at(0.5), p99: at(0.99), cpuMs: (used.user + used.system) / 1000 / times.length };
}

/**
 * A Postgres.js client: as it comes, every statement a named prepared statement (so PostgreSQL may plan it once for
 * any values, a generic plan, after five runs), or with prepare off (planned for its values each time, as pg does
 * for statements it sends unnamed).
 */
const postgresJs = (url: string, driver: Driver) => postgres(url, { max: POOL, prepare: driver === 'Postgres.js' });

/** The server's database with its Kysely on the driver asked for (pg's pool stays for the job queue either way). */
async function databaseOn(url: string, driver: Driver): Promise<Database> {
  const base = await openDatabase({ databaseUrl: url, poolSize: POOL });
  if (driver === 'node-postgres') return base;
  const db = new Kysely<DB>({ dialect: new PostgresJSDialect({ postgres: postgresJs(url, driver) }), log: roundTrip });
  return {
    ...base,
    db,
    reads: db,
    async close() {
      await db.destroy();
      await base.close();
    },
  };
}

async function appOn(database: Database): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(restApi({ database, auth: testAuthConfig(), dataDir: tempDataDir() }), { prefix: '/api' });
  await app.ready();
  return app;
}

function expectOk(answer: { statusCode: number; body: string }, what: string): void {
  if (answer.statusCode !== 200) throw new Error(`${what} answered ${answer.statusCode}: ${answer.body.slice(0, 200)}`);
}

/** The app's classes on one driver: buyers made and filled first, on that driver. */
async function appClasses(url: string, driver: Driver): Promise<Record<string, Measure>> {
  const database = await databaseOn(url, driver);
  // Every bench buyer signs up from this one address: the sign-in limits would soon refuse them.
  await sql`DELETE FROM auth_events`.execute(database.db);
  const app = await appOn(database);
  try {
    const shop = shoppers({ app, database });
    const tokens: string[] = [];
    const colours: Colour[] = [];
    for (let caller = 0; caller < CALLERS; caller++) {
      const token = await shop.buyer();
      if (!token) throw new Error('A bench buyer could not sign in');
      tokens.push(token);
      colours.push(await shop.colour(10_000_000, 20_000));
      expectOk(await shop.addToCart(tokens[caller]!, colours[caller]!, 1), 'add to cart');
    }
    return {
      'floor: GET /api/health': await measure(async () => expectOk(await shop.call(null, 'GET', '/health'), 'health')),
      'cart read: GET /api/user/cart': await measure(async (caller) =>
        expectOk(await shop.call(tokens[caller]!, 'GET', '/user/cart'), 'cart read'),
      ),
      'cart add: POST /api/user/add-to-cart': await measure(async (caller) =>
        expectOk(await shop.addToCart(tokens[caller]!, colours[caller]!, 1), 'add to cart'),
      ),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

const COUNTERS = 'bench_driver_counters';

/** The drivers alone: one SELECT 1, and a three-statement transaction on a counter row of each caller's own. */
async function bareClasses(url: string, driver: Driver): Promise<Record<string, Measure>> {
  if (driver === 'node-postgres') {
    const pool = new pg.Pool({ connectionString: url, max: POOL });
    try {
      return {
        'bare: SELECT 1': await measure(() => pool.query('SELECT 1')),
        'bare: transaction of 3 statements': await measure(async (caller) => {
          const client = await pool.connect();
          try {
            await client.query('BEGIN');
            await client.query(`SELECT n FROM ${COUNTERS} WHERE id = $1 FOR UPDATE`, [caller]);
            await client.query(`UPDATE ${COUNTERS} SET n = n + 1 WHERE id = $1`, [caller]);
            await client.query(`SELECT n FROM ${COUNTERS} WHERE id = $1`, [caller]);
            await client.query('COMMIT');
          } finally {
            client.release();
          }
        }),
      };
    } finally {
      await pool.end();
    }
  }
  const client = postgresJs(url, driver);
  try {
    return {
      'bare: SELECT 1': await measure(() => client`SELECT 1`),
      'bare: transaction of 3 statements': await measure((caller) =>
        client.begin((tx) => [
          tx`SELECT n FROM ${tx(COUNTERS)} WHERE id = ${caller} FOR UPDATE`,
          tx`UPDATE ${tx(COUNTERS)} SET n = n + 1 WHERE id = ${caller}`,
          tx`SELECT n FROM ${tx(COUNTERS)} WHERE id = ${caller}`,
        ]),
      ),
    };
  } finally {
    await client.end();
  }
}

const url = await preparePostgres(adminUrl, Number(values.products));
const setup = await openDatabase({ databaseUrl: url });
await sql`CREATE TABLE IF NOT EXISTS bench_driver_counters (id int PRIMARY KEY, n int NOT NULL)`.execute(setup.db);
await sql`INSERT INTO bench_driver_counters SELECT g, 0 FROM generate_series(0, ${CALLERS - 1}) g ON CONFLICT DO NOTHING`.execute(setup.db);

const results = new Map<string, Map<Driver, Measure[]>>();
for (let round = 1; round <= ROUNDS; round++) {
  // Alternate which driver goes first, so neither always runs on a warmer server.
  for (const driver of round % 2 === 1 ? DRIVERS : [...DRIVERS].reverse()) {
    console.log(`round ${round}: ${driver}…`);
    const measured = { ...(await appClasses(url, driver)), ...(await bareClasses(url, driver)) };
    for (const [name, figures] of Object.entries(measured)) {
      const byDriver = results.get(name) ?? new Map<Driver, Measure[]>();
      byDriver.set(driver, [...(byDriver.get(driver) ?? []), figures]);
      results.set(name, byDriver);
    }
  }
}
await sql`DROP TABLE bench_driver_counters`.execute(setup.db);
await setup.close();

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)]!;
const rows = [...results].flatMap(([name, byDriver]) =>
  DRIVERS.map((driver) => {
    const runs = byDriver.get(driver)!;
    return {
      class: name,
      driver,
      'req/s': Math.round(median(runs.map((run) => run.perSecond))),
      'p50 ms': Number(median(runs.map((run) => run.p50)).toFixed(2)),
      'p99 ms': Number(median(runs.map((run) => run.p99)).toFixed(2)),
      'CPU ms/req': Number(median(runs.map((run) => run.cpuMs)).toFixed(3)),
    };
  }),
);
console.log(
  `\n${CALLERS} callers at once, ${SECONDS} s per class after ${WARMUP_MS / 1000} s, median of ${ROUNDS} rounds; pools of ${POOL}.`,
);
console.table(rows);

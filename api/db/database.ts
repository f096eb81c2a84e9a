import { Kysely, PostgresDialect } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { PgliteWorker } from './pglite-worker.js';
import { oneByOne } from './pipeline.js';
import { preparedPool } from './prepared-pool.js';
import { roundTrip, roundTripOf } from './round-trips.js';
import type { DB } from './types.js';

/** One query layer (Kysely) over either embedded PGlite or a PostgreSQL server. */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Kysely<DB>;
  /**
   * Where catalogue reads go (lists, product pages with their reviews, searches, categories): a pool on the read replica
   * when DATABASE_READ_URL names one, a pool of their own on the primary when PG_CATALOGUE_POOL_SIZE asks for one (so
   * browsing does not queue behind checkouts waiting on stock locks), else `db`. Nothing is written through it.
   */
  reads: Kysely<DB>;
  /** Runs a multi-statement SQL script inside one transaction (migrations). */
  runScript(script: string): Promise<void>;
  /**
   * SQL for the job queue (pg-boss) on the primary: with values, one statement; without, a script of several. On the
   * embedded database it takes its turn with the app's queries, never inside one of their transactions.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls back with the payload of every NOTIFY on the channel, from this process or any other on the same database
   * (delivered once the notifying transaction commits). `onResubscribed` is called when a lost subscription is back,
   * since notifications may have been missed meanwhile. Resolves with a function that stops listening.
   */
  listen(channel: string, onNotify: (payload: string) => void, onResubscribed?: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Each pool's connections now (PostgreSQL; the embedded database has one): open, idle, and callers waiting for one. */
  poolUse?(): { primary: PoolUse; catalogue?: PoolUse };
}

export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

/** How the catalogue pool's connections name themselves to PostgreSQL (pg_stat_activity.application_name). */
export const CATALOGUE_READS = 'fabric catalogue reads';

export type DatabaseOptions =
  | { databaseUrl: string; poolSize?: number; cataloguePoolSize?: number | undefined; readUrl?: string | undefined }
  | { dataDir: string }
  | { pglite: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('databaseUrl' in options) {
    const { databaseUrl, poolSize = 10, cataloguePoolSize = 0, readUrl } = options;
    // The replica always has a pool of its own; the primary only when asked for one.
    const catalogue = readUrl
      ? { url: readUrl, size: cataloguePoolSize || poolSize }
      : cataloguePoolSize > 0
        ? { url: databaseUrl, size: cataloguePoolSize }
        : null;
    return openPostgres(databaseUrl, poolSize, catalogue);
  }
  if ('dataDir' in options) return wrapPgliteWorker(await PgliteWorker.start(options.dataDir));
  return wrapPglite(options.pglite);
}

/** What the dialect asks of the embedded database: query(), with pipelines run one by one (pipeline.ts), and close(). */
const embedded = (pglite: Pick<PGlite, 'query' | 'close'>) =>
  ({ query: oneByOne(pglite.query.bind(pglite)), close: () => pglite.close() }) as unknown as PGlite;

/** The embedded database on disk (npm start): PGlite in a worker thread of this process. */
function wrapPgliteWorker(worker: PgliteWorker): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(embedded(worker as unknown as PGlite)), log: roundTrip });
  return {
    kind: 'pglite',
    db,
    reads: db,
    runScript: (script) => worker.runScript(script),
    executeSql: (text, values) => db.connection().execute(async () => (values?.length ? worker.query(text, values) : worker.exec(text))),
    listen: (channel, onNotify) => worker.listen(channel, onNotify),
    async close() {
      await db.destroy();
      await worker.close();
    },
  };
}

function wrapPglite(pglite: PGlite): Database {
  const db = new Kysely<DB>({ dialect: new PGliteDialect(embedded(pglite)), log: roundTrip });
  return {
    kind: 'pglite',
    db,
    reads: db,
    async runScript(script) {
      await pglite.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    executeSql: (text, values) =>
      db
        .connection()
        .execute(async () => (values?.length ? pglite.query(text, values) : { rows: (await pglite.exec(text)).at(-1)?.rows ?? [] })),
    async listen(channel, onNotify) {
      const stop = await pglite.listen(channel, onNotify);
      // A closed database listens to nothing: the app's own close, after the database's, has nothing to stop.
      return async () => {
        if (!pglite.closed) await stop();
      };
    },
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** `catalogue`: where the catalogue's own pool connects and its size, or null when its reads share the primary's pool. */
function openPostgres(connectionString: string, poolSize: number, catalogue: { url: string; size: number } | null): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const listeners = new Set<pg.Client>();
  const over = (connections: pg.Pool) =>
    // Exchanges are counted where they are sent (pg-exchanges.ts): a BEGIN travels with the statement after it, and a
    // COMMIT may travel with the pipeline before it, so neither is a round trip of its own.
    new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparedPool(connections, roundTripOf) }) });
  const db = over(pool);
  const catalogueReads =
    catalogue && new pg.Pool({ connectionString: catalogue.url, max: catalogue.size, application_name: CATALOGUE_READS });
  const reads = catalogueReads ? over(catalogueReads) : db;
  const use = (of: pg.Pool): PoolUse => ({ total: of.totalCount, idle: of.idleCount, waiting: of.waitingCount });
  return {
    kind: 'postgres',
    db,
    reads,
    poolUse: () => ({ primary: use(pool), ...(catalogueReads && { catalogue: use(catalogueReads) }) }),
    executeSql: (text, values) => pool.query(text, values),
    async runScript(script) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async listen(channel, onNotify, onResubscribed) {
      let client: pg.Client | null = null;
      let stopped = false;
      // A connection of its own that stays subscribed; if it drops, it reconnects, every second until it is back
      // (callers also poll, or forget what they cached, in case).
      const connectClient = async (first: boolean): Promise<void> => {
        const next = new pg.Client({ connectionString });
        let lost = false;
        const retry = () => {
          if (lost) return;
          lost = true;
          listeners.delete(next);
          next.end().catch(() => {});
          if (!stopped) setTimeout(() => void connectClient(false).catch(() => {}), 1000).unref();
        };
        next.on('notification', (message) => {
          if (message.channel === channel) onNotify(message.payload ?? '');
        });
        next.on('error', retry);
        try {
          await next.connect();
          await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        } catch (error) {
          // At start the caller hears the failure; later, the next attempt follows.
          if (first) {
            lost = true;
            await next.end().catch(() => {});
          } else retry();
          throw error;
        }
        if (client) onResubscribed?.();
        client = next;
        listeners.add(next);
      };
      await connectClient(true);
      return async () => {
        stopped = true;
        if (client) {
          listeners.delete(client);
          await client.end().catch(() => {});
        }
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => {})));
      await db.destroy();
      if (reads !== db) await reads.destroy();
    },
  };
}

import pg from 'pg';
import { openDatabase } from '../../api/db/database.js';
import { migrate } from '../../api/db/migrate.js';
import { seedCatalogue } from '../../api/seed/seed.js';

export interface FreshPostgres {
  url: string;
  drop(): Promise<void>;
}

/** A new database on the PostgreSQL server at `adminUrl`, migrated and seeded with `products` (0: none); dropped by drop(). */
export async function freshPostgres(adminUrl: string, label: string, products: number): Promise<FreshPostgres> {
  const name = `fabric_${label}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect().catch((error: Error) => {
    throw new Error(`PostgreSQL at ${adminUrl} is not reachable: ${error.message}`);
  });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  await migrate(database);
  if (products > 0) await seedCatalogue(database.db, { products });
  await database.close();
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

function databaseName(url: string): string {
  return new URL(url).pathname.slice(1);
}

/**
 * A private copy of the template database for one test file, so that a file which changes the catalogue never
 * disturbs another file reading it at the same moment. Dropped by dropCopies at the end of the run.
 */
export async function copyOfTemplate(templateUrl: string): Promise<string> {
  const template = databaseName(templateUrl);
  const name = `${template}_copy_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]*$/, '/postgres') });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** Drops every copy made of the template database. */
export async function dropCopies(adminUrl: string, templateUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${databaseName(templateUrl)}_copy_%`,
    ]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

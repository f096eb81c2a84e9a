import { sql, type KyselyPlugin } from 'kysely';
import { describe, expect, it } from 'vitest';
import { watchCatalogueChanges } from '../../api/catalogue/changes.js';
import type { Database } from '../../api/db/database.js';
import { testDatabases } from '../support/databases.js';

const changeTo = (database: Database, tag: string) =>
  database.db.transaction().execute((trx) => sql`SELECT catalogue_changed(${[tag]}::text[])`.execute(trx));

/** api/catalogue/changes.ts: how a process hears the catalogue's changes, which decide what its caches drop. */
describe.each(testDatabases())('the catalogue change feed on $name', (testDatabase) => {
  it.runIf(testDatabase.name === 'PostgreSQL')(
    'a change committed while the feed reads the log is heard as that change, not as a change anywhere',
    async () => {
      const database = await testDatabase.open();
      // The feed's reads, with a hook: once armed, another buyer's change commits right after the next read answers.
      let armed = false;
      const commitAfterRead: KyselyPlugin = {
        transformQuery: ({ node }) => node,
        async transformResult({ result }) {
          if (armed) {
            armed = false;
            await changeTo(database, 'product:2');
          }
          return result;
        },
      };
      const changes = await watchCatalogueChanges({ ...database, db: database.db.withPlugin(commitAfterRead) }, 60_000);
      const heard: (readonly string[] | null)[] = [];
      changes.onChange(({ tags }) => heard.push(tags));
      try {
        await changeTo(database, 'product:1');
        await expect.poll(() => heard.length).toBe(1);
        // Caught up: the next read finds nothing new, and the change commits just after it.
        armed = true;
        await changes.refresh();
        expect(armed).toBe(false);
        await expect.poll(() => heard.length).toBe(2);
        // Heard as "anywhere" (null), it would have emptied every cached list, search and page of the process.
        expect(heard).toEqual([['product:1'], ['product:2']]);
      } finally {
        await changes.stop();
        await database.close();
      }
    },
  );
});

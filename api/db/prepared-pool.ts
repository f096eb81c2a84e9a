import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { exchanges } from './pg-exchanges.js';

/** The most distinct statements given names (each connection then keeps at most this many plans). */
const MAX_NAMED = 500;

/**
 * A pg pool for Kysely whose reads are named prepared statements: each connection parses and plans a statement once
 * and reuses the plan after, which saves about half the server's time on the catalogue's short reads. Only SELECTs
 * are named, and only the first MAX_NAMED distinct texts, so the set stays bounded whatever the traffic. A
 * transaction's BEGIN goes with its first statement, and a pipeline is one exchange (pg-exchanges.ts).
 */
export function preparedPool(pool: pg.Pool, counted?: (text: string) => void): PostgresPool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED && /^\s*select\b/i.test(text)) {
      name = `s${names.size}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect() {
      const client = await pool.connect();
      const send = (text: string, values?: unknown[]) => {
        const name = nameOf(text);
        if (name) return client.query({ name, text, values: values ?? [] });
        return client.query(text, values);
      };
      const query = exchanges(client, nameOf, send, counted) as unknown as PostgresPoolClient['query'];
      return { query, release: () => client.release() } as PostgresPoolClient;
    },
    end: () => pool.end(),
  };
}

import pg from 'pg';

/** The answer pg gives a BEGIN; Kysely reads nothing of it. */
const BEGUN = { command: 'BEGIN', rowCount: null, rows: [], fields: [] };

/**
 * A statement sent in one write together with the BEGIN before it, under one Sync: PostgreSQL runs the BEGIN, then the
 * statement, and answers both at once, so a transaction's BEGIN costs no round trip of its own (in this machine each
 * round trip is two system calls and a turn of the event loop, with the pool's connection held). Only the statement's
 * own result is answered. If the statement fails, the transaction has begun and is failed, as after a BEGIN sent alone:
 * the caller rolls it back.
 */
class AfterBegin extends (pg.Query as unknown as QueryWithPrepare) {
  override prepare(connection: ExtendedProtocol): void {
    connection.parse({ text: 'BEGIN' });
    connection.bind({});
    connection.execute({});
    super.prepare(connection);
  }
}

/** The messages of the extended protocol that pg's connection sends (pg's own types leave them out). */
interface ExtendedProtocol {
  parse(message: { text: string }): void;
  bind(message: object): void;
  execute(message: object): void;
}

/** pg's Query as it is: `prepare` sends a statement's messages, which its types do not declare. */
type QueryWithPrepare = new (
  config: { text: string; values: unknown[]; queryMode: 'extended' },
  callback: (error: Error | null, results: unknown) => void,
) => { prepare(connection: ExtendedProtocol): void };

interface Sendable {
  query(submittable: pg.Submittable): unknown;
}

/** The client's query with a BEGIN held back until the next statement, which carries it. */
export function beginWithNext(client: Sendable, send: (text: string, values?: unknown[]) => Promise<unknown>) {
  let begun = false;
  return (text: string, values?: unknown[]): Promise<unknown> => {
    if (text === 'begin') {
      begun = true;
      return Promise.resolve(BEGUN);
    }
    if (!begun) return send(text, values);
    begun = false;
    // A transaction that sent nothing has nothing to end.
    if (text === 'commit' || text === 'rollback') return Promise.resolve({ ...BEGUN, command: text.toUpperCase() });
    // Several statements in one text go by the simple protocol, which cannot carry the BEGIN: it goes first, alone.
    if ((values ?? []).length === 0 && text.includes(';')) return send('begin').then(() => send(text, values));
    return new Promise((resolve, reject) => {
      // Unnamed: a named statement's first parse failing here would leave pg believing it parsed.
      client.query(
        new AfterBegin({ text, values: values ?? [], queryMode: 'extended' }, (error: Error | null, results: unknown) =>
          error ? reject(error) : resolve(Array.isArray(results) ? results.at(-1) : results),
        ) as unknown as pg.Submittable,
      );
    });
  };
}

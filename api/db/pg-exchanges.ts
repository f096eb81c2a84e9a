import pg from 'pg';
import { pipelineKind, type PipelineResult, type Statement } from './pipeline.js';

/** The commands whose answer counts the rows they changed (as Kysely's own pg driver reads them). */
const CHANGES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

/**
 * What starts a transaction. Its named statements (prepared-pool.ts) use their generic plan from the first call: in a
 * transaction they read by key (a buyer's cart, address, orders), where planning for each caller's values finds
 * nothing better, and PostgreSQL's own choice flips with the tables' statistics: once cart_lines was analysed it
 * planned the cart's read (about 2 ms, 5 ms under load) on every call, half of PostgreSQL's CPU in bench:sale.
 * Catalogue reads run outside transactions and keep PostgreSQL's choice, as a search's plan depends on its words.
 */
const TRANSACTION_START = ['BEGIN', 'SET LOCAL plan_cache_mode = force_generic_plan'];

/** The answer pg gives a BEGIN; Kysely reads nothing of it. */
const BEGUN = { command: 'BEGIN', rowCount: null, rows: [], fields: [] };

/** pg's own conversion of a parameter to what the protocol carries (a date, an array, JSON...). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue: (value: unknown) => unknown } }).utils;

/** The extended protocol's messages that pg's connection sends (pg's types leave them out), and the statements it has parsed. */
interface Connection {
  parse(message: { text: string; name?: string }): void;
  bind(message: { statement: string; values: unknown[] }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: object): void;
  sync(): void;
  parsedStatements: Record<string, string>;
  on(event: 'parseComplete', listener: () => void): void;
  removeListener(event: 'parseComplete', listener: () => void): void;
}

interface PgResult {
  command: string | null;
  rowCount: number | null;
  rows: unknown[];
}

/** pg's Query as it is: `submit` writes a statement's messages; results of several statements come as an array. */
type PgQuery = new (
  config: { text: string },
  callback: (error: Error | null, results: PgResult | PgResult[]) => void,
) => {
  submit(connection: Connection): Error | null;
  handleError(error: Error, connection: Connection): void;
  handleReadyForQuery(connection: Connection): void;
};

/**
 * One exchange with PostgreSQL: a held BEGIN (when there is one) and the statements, each parsed, bound and executed,
 * written at once and ended by one Sync; PostgreSQL runs them in order and answers them together. A named statement
 * (prepared-pool.ts) is parsed under its name the first time this connection sends it, and its plan reused after: a
 * read sent only in exchanges would otherwise be parsed and planned on every call. pg learns of each name as
 * PostgreSQL confirms its parse, so a parse an earlier failure skipped is sent again next time. If one statement
 * fails, those after it do not run and the exchange fails with its error; in a transaction, the caller rolls back.
 */
class Exchange extends (pg.Query as unknown as PgQuery) {
  constructor(
    private readonly begin: boolean,
    private readonly statements: { text: string; name: string | undefined; values: unknown[] }[],
    private readonly commit: boolean,
    callback: (error: Error | null, results: PgResult | PgResult[]) => void,
  ) {
    super({ text: statements.map((statement) => statement.text).join(';\n') }, callback);
  }

  /** The parses written, in order, each with the name it was parsed under (undefined: unnamed). */
  private readonly parses: { name: string | undefined; text: string }[] = [];
  private connection: Connection | undefined;

  private readonly parsed = () => {
    const parse = this.parses.shift();
    if (parse?.name !== undefined && this.connection) this.connection.parsedStatements[parse.name] = parse.text;
  };

  private parse(connection: Connection, text: string, name?: string) {
    this.parses.push({ name, text });
    connection.parse(name === undefined ? { text } : { text, name });
  }

  override submit(connection: Connection): Error | null {
    this.connection = connection;
    connection.on('parseComplete', this.parsed);
    const stream = (connection as unknown as { stream: { cork(): void; uncork(): void } }).stream;
    stream.cork();
    try {
      if (this.begin)
        for (const text of TRANSACTION_START) {
          this.parse(connection, text);
          connection.bind({ statement: '', values: [] });
          connection.execute({});
        }
      // Named here and not yet confirmed (the same read twice in one exchange is parsed once).
      const parsing = new Set<string>();
      for (const { text, name, values } of this.statements) {
        const known = name !== undefined && (connection.parsedStatements[name] !== undefined || parsing.has(name));
        if (!known) this.parse(connection, text, name);
        if (name !== undefined) parsing.add(name);
        connection.bind({ statement: name ?? '', values });
        connection.describe({ type: 'P', name: '' });
        connection.execute({});
      }
      if (this.commit) {
        this.parse(connection, 'COMMIT');
        connection.bind({ statement: '', values: [] });
        connection.execute({});
      }
      connection.sync();
    } finally {
      stream.uncork();
    }
    return null;
  }

  // The exchange ends at its error (what follows it is not parsed) or at PostgreSQL's readiness after the Sync.
  override handleError(error: Error, connection: Connection) {
    connection.removeListener('parseComplete', this.parsed);
    super.handleError(error, connection);
  }

  override handleReadyForQuery(connection: Connection) {
    connection.removeListener('parseComplete', this.parsed);
    super.handleReadyForQuery(connection);
  }
}

interface Client {
  query(submittable: pg.Submittable): unknown;
}

/**
 * The client's query as Kysely calls it, with a transaction's BEGIN held back to go with its first statement (so it
 * costs no round trip of its own: here each is two system calls and a turn of the event loop, the pool's connection
 * held), a pipeline (pipeline.ts) sent as one exchange, and a pipeline's COMMIT in that exchange (Kysely's own COMMIT
 * after it is then answered here). Anything else is sent by `send` as before. `counted` hears every exchange sent.
 */
export function exchanges(
  client: Client,
  nameOf: (text: string) => string | undefined,
  send: (text: string, values?: unknown[]) => Promise<unknown>,
  counted: (text: string) => void = () => {},
) {
  let begun = false;
  let committed = false;
  const exchange = (statements: Statement[], commit: boolean) => {
    // Parameters converted before anything is written: a value pg cannot send fails the call, and nothing is sent.
    const prepared = statements.map((statement) => ({
      text: statement.sql,
      name: nameOf(statement.sql),
      values: statement.parameters.map((value) => prepareValue(value)),
    }));
    const begin = begun;
    begun = false;
    return new Promise<PgResult[]>((resolve, reject) => {
      client.query(
        new Exchange(begin, prepared, commit, (error, results) => {
          if (error) return reject(error);
          const all = Array.isArray(results) ? results : [results];
          resolve(all.slice(begin ? TRANSACTION_START.length : 0, commit ? -1 : undefined));
        }) as unknown as pg.Submittable,
      );
    });
  };
  const sending = (text: string, values?: unknown[]) => {
    counted(text);
    return send(text, values);
  };
  return async (text: string, values?: unknown[]): Promise<unknown> => {
    if (committed) {
      // The pipeline's COMMIT ended the transaction: Kysely's COMMIT (or its ROLLBACK, if the caller threw after its
      // last statements) has nothing left to end, and any other statement would run outside the transaction.
      committed = false;
      if (text === 'commit' || text === 'rollback') return { ...BEGUN, command: text.toUpperCase() };
      throw new Error('A statement was sent after its transaction was committed with its last pipeline');
    }
    if (text === 'begin') {
      begun = true;
      return BEGUN;
    }
    const kind = pipelineKind(text);
    if (kind !== null) {
      counted(text);
      const results = await exchange(values as Statement[], kind === 'commit');
      committed = kind === 'commit';
      return {
        command: null,
        rowCount: null,
        rows: results.map(({ rows, command, rowCount }): PipelineResult => ({
          rows,
          ...(command !== null && CHANGES.has(command) ? { numAffectedRows: BigInt(rowCount ?? 0) } : {}),
        })),
      };
    }
    if (!begun) return sending(text, values);
    // A transaction that sent nothing has nothing to end.
    if (text === 'commit' || text === 'rollback') {
      begun = false;
      return { ...BEGUN, command: text.toUpperCase() };
    }
    // Several statements in one text go by the simple protocol, which cannot carry the BEGIN: it goes first, alone.
    if ((values ?? []).length === 0 && text.includes(';')) {
      begun = false;
      await sending(TRANSACTION_START.join('; '));
      return sending(text, values);
    }
    counted(text);
    return (await exchange([{ sql: text, parameters: values ?? [] }], false))[0];
  };
}

/** How product reads are grouped into statements. */
export interface BatchPolicy {
  /** A batch goes as soon as this many ids wait (otherwise when the event loop's turn ends). */
  maxIds: number;
  /** Statements out at once; while this many are out, new pages wait and go together in the next one. */
  maxInFlight: number;
}

/**
 * PostgreSQL: several statements at once (the pool has connections to spare), each of at most 96 ids, enough to
 * share a statement's cost and few enough that the server works while this process reads the next requests.
 */
export const SERVER_BATCHES: BatchPolicy = { maxIds: 96, maxInFlight: Infinity };
/**
 * PGlite runs one statement at a time, so a second one out would only queue: pages that arrive while a statement runs
 * wait and go in the next, however many, and each statement's fixed cost is shared by all of them.
 */
export const EMBEDDED_BATCHES: BatchPolicy = { maxIds: Infinity, maxInFlight: 1 };

interface Waiting {
  ids: readonly number[];
  resolve: (texts: string[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Product JSON texts by id, read in batches: the pages asked for while the event loop reads its sockets share one
 * statement, sent when the policy's ids are waiting or when that turn of the loop ends (setImmediate), as long as
 * fewer than its statements are out. At 32 connections this is several pages per statement, which spares the
 * database and this process most of the per-statement work and socket writes (DataLoader sends only at its scheduled
 * time, whatever is out). Nothing is kept between batches: each page is read as the rows are now.
 */
export function createProductJsonLoader(
  jsonByIds: (ids: readonly number[]) => Promise<Map<number, string>>,
  policy: BatchPolicy = SERVER_BATCHES,
) {
  let waiting: Waiting[] = [];
  let waitingIds = 0;
  let inFlight = 0;
  let scheduled = false;

  function send() {
    if (waiting.length === 0 || inFlight >= policy.maxInFlight) return;
    const batch = waiting;
    waiting = [];
    waitingIds = 0;
    inFlight++;
    const settle = () => {
      inFlight--;
      // Pages held back while the statements were out have waited long enough.
      if (!scheduled) send();
    };
    jsonByIds([...new Set(batch.flatMap((item) => item.ids))]).then(
      (byId) => {
        settle();
        for (const item of batch) item.resolve(item.ids.flatMap((id) => byId.get(id) ?? []));
      },
      (error: unknown) => {
        settle();
        for (const item of batch) item.reject(error);
      },
    );
  }

  /** These products' JSON texts, in the order asked; unknown ids are left out. */
  return function load(ids: readonly number[]): Promise<string[]> {
    return new Promise((resolve, reject) => {
      waiting.push({ ids, resolve, reject });
      waitingIds += ids.length;
      if (waitingIds >= policy.maxIds) send();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          send();
        });
      }
    });
  };
}

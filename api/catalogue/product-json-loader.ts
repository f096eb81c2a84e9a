/** How product reads are grouped into statements. */
export interface BatchPolicy {
  /** A statement reads at most this many ids (a page with more goes alone), and goes as soon as this many wait. */
  maxIds: number;
  /** Statements out at once; while this many are out, new pages wait and go together in the next one. */
  maxInFlight: number;
}

/**
 * PostgreSQL: statements of at most 96 ids, enough to share a statement's cost and few enough that the server works
 * while this process reads the next requests; at most four out at once, so a flood of list pages leaves the rest of
 * the pool (PG_POOL_SIZE, 10 by default, unless the catalogue has its own) to carts and orders, and the pages that
 * arrive meanwhile join the next one.
 */
export const SERVER_BATCHES: BatchPolicy = { maxIds: 96, maxInFlight: 4 };
/**
 * PGlite runs one statement at a time, so a second one out would only queue: pages that arrive while a statement runs
 * wait and go together in the next (up to 1,000 ids, a statement of a few kilobytes), sharing its fixed cost.
 */
export const EMBEDDED_BATCHES: BatchPolicy = { maxIds: 1000, maxInFlight: 1 };

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
  const waiting: Waiting[] = [];
  let waitingIds = 0;
  let inFlight = 0;
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      send();
    });
  }

  function send() {
    if (waiting.length === 0 || inFlight >= policy.maxInFlight) return;
    let taken = 1;
    let ids = waiting[0]!.ids.length;
    while (taken < waiting.length && ids + waiting[taken]!.ids.length <= policy.maxIds) ids += waiting[taken++]!.ids.length;
    const batch = waiting.splice(0, taken);
    waitingIds -= ids;
    // What did not fit goes in the next turn, or when a statement returns.
    if (waiting.length > 0) schedule();
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
      else schedule();
    });
  };
}

/** Ids read in one statement at most: enough to share the statement's cost, few enough to keep PostgreSQL busy alongside. */
const BATCH_IDS = 96;

interface Waiting {
  ids: readonly number[];
  resolve: (texts: string[]) => void;
  reject: (error: unknown) => void;
}

/**
 * Product JSON texts by id, read in batches: the pages asked for while the event loop reads its sockets share one
 * statement, sent when BATCH_IDS ids are waiting or when that turn of the loop ends (setImmediate), whichever comes
 * first. At 32 connections this is several pages per statement, which spares PostgreSQL and this process most of the
 * per-statement work and socket writes, and a full batch goes at once so the database works while this process reads
 * the next requests (DataLoader sends only at its scheduled time). Nothing is kept between batches: each page is read
 * as the rows are now.
 */
export function createProductJsonLoader(jsonByIds: (ids: readonly number[]) => Promise<Map<number, string>>) {
  let waiting: Waiting[] = [];
  let waitingIds = 0;
  let scheduled = false;

  function send() {
    const batch = waiting;
    waiting = [];
    waitingIds = 0;
    if (batch.length === 0) return;
    jsonByIds([...new Set(batch.flatMap((item) => item.ids))]).then(
      (byId) => {
        for (const item of batch) item.resolve(item.ids.flatMap((id) => byId.get(id) ?? []));
      },
      (error: unknown) => {
        for (const item of batch) item.reject(error);
      },
    );
  }

  /** These products' JSON texts, in the order asked; unknown ids are left out. */
  return function load(ids: readonly number[]): Promise<string[]> {
    return new Promise((resolve, reject) => {
      waiting.push({ ids, resolve, reject });
      waitingIds += ids.length;
      if (waitingIds >= BATCH_IDS) send();
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

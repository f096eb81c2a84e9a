import { AsyncResource } from 'node:async_hooks';
import type { CatalogueChange, CatalogueChangeFeed } from '../../domain/catalogue-changes.js';
import type { Database } from '../db/database.js';
import { catalogueChangeLog } from '../repositories/catalogue-changes.js';

export interface CatalogueChanges extends CatalogueChangeFeed, OwnCatalogueWrites {
  /** Reads the changes not yet seen now: after this process's own write, so its next answer is fresh at once. */
  refresh(): Promise<void>;
  /** Deletes the lines of changes older than an hour (every process has read them long since); how many. */
  prune(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * What this process wrote, told before its change comes back numbered (read your writes): a committed transaction
 * passes the changes it wrote (catalogueChangeLog.own, read in its last exchange), each one's tags or null.
 */
export interface OwnCatalogueWrites {
  wrote(changes: readonly (readonly string[] | null)[]): void;
}

/** How long this process's own writes mark older answers as stale: longer than any request may take. */
const OWN_WRITES_MS = 5 * 60 * 1000;
/** This process's own writes remembered at most (a burst of writes past it counts as a change anywhere). */
const OWN_WRITES_KEPT = 1000;

/** Changes remembered for changedSince: an answer begun further back than this is not kept. */
const REMEMBERED = 1000;

/**
 * Follows the catalogue's changes (migration 0011): each one is numbered in commit order and written to
 * catalogue_changes with its tags, and NOTIFY catalogue_changes says a new one is there; a slow poll catches a
 * notification lost with a connection. Lines this process can no longer read (pruned) count as a change anywhere.
 */
export async function watchCatalogueChanges(database: Database, pollMs = 2000): Promise<CatalogueChanges> {
  const latest = () => catalogueChangeLog.latest(database.db);
  let seen = await latest();
  const recent: CatalogueChange[] = [];
  const listeners: ((change: CatalogueChange) => void)[] = [];
  // This process's own writes, each with the newest change it had seen then: an answer begun at or before that
  // number may have been read before the write committed.
  const own: { after: number; tags: readonly string[] | null; at: number }[] = [];
  const forgetOldWrites = (now: number) => {
    while (own.length > 0 && now - own[0]!.at > OWN_WRITES_MS) own.shift();
  };

  function apply(change: CatalogueChange) {
    seen = change.seq;
    recent.push(change);
    if (recent.length > REMEMBERED) recent.splice(0, recent.length - REMEMBERED);
    for (const listener of listeners) listener(change);
  }

  async function read(): Promise<void> {
    // The newest number is read with the changes: read apart, a change committed between the two reads looked like
    // changes that could no longer be read, and emptied every cache (about once a second in a sale).
    const { newest, changes } = await catalogueChangeLog.since(database.db, seen, REMEMBERED);
    if (changes.length === 0) {
      // Changes were made that can no longer be read: whatever they were, everything may show them.
      if (newest > seen) apply({ seq: newest, tags: null });
      return;
    }
    for (const { seq, tags } of changes) apply({ seq, tags: seq === seen + 1 ? tags : null });
    if (changes.length === REMEMBERED) await read();
  }

  // One read at a time; notifications that arrive meanwhile are answered by one more read after it.
  let reading: Promise<void> | null = null;
  let again = false;
  function catchUp(): Promise<void> {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      do {
        again = false;
        await read();
      } while (again);
    })().finally(() => {
      reading = null;
    });
    return reading;
  }

  // Bound to this (start-up) context: the embedded database calls back inside the committing request, whose round
  // trips the catching up is not part of.
  const unlisten = await database.listen(
    'catalogue_changes',
    AsyncResource.bind(() => void catchUp().catch(() => {})),
  );
  const timer = setInterval(() => {
    forgetOldWrites(Date.now());
    void catchUp().catch(() => {});
  }, pollMs).unref();
  return {
    seq: () => seen,
    changedSince(since, tags) {
      if (own.some((write) => since <= write.after && (write.tags === null || write.tags.some((tag) => tags.includes(tag))))) return true;
      if (since >= seen) return false;
      const first = recent.findIndex((change) => change.seq > since);
      if (first < 0 || recent[first]!.seq !== since + 1) return true;
      return recent.slice(first).some((change) => change.tags === null || change.tags.some((tag) => tags.includes(tag)));
    },
    onChange: (listener) => void listeners.push(listener),
    wrote(changes) {
      if (changes.length === 0) return;
      const tags = changes.includes(null) ? null : [...new Set(changes.flatMap((change) => change ?? []))];
      const now = Date.now();
      forgetOldWrites(now);
      own.push({ after: seen, tags: own.length >= OWN_WRITES_KEPT ? null : tags, at: now });
      if (own.length > OWN_WRITES_KEPT) own.splice(0, own.length - OWN_WRITES_KEPT);
      // Every cache drops what shows it now; its numbered change, heard later, drops it again (harmless).
      for (const listener of listeners) listener({ seq: seen, tags });
    },
    refresh: catchUp,
    prune: () => catalogueChangeLog.prune(database.db),
    async stop() {
      clearInterval(timer);
      await unlisten();
    },
  };
}

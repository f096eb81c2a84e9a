import type { UserRow } from '../repositories/users.js';

/** How long a session read is served from memory at most (a lost notification is stale no longer than this). */
export const SESSION_CACHE_MS = 30_000;
/** The most sessions remembered; past it the oldest is forgotten first. */
export const SESSION_CACHE_ENTRIES = 10_000;

interface Entry {
  user: Readonly<UserRow>;
  /** When this entry stops being served: its session's expiry or SESSION_CACHE_MS after it was read, the sooner. */
  until: number;
}

/** The sessions this process read lately, by token hash, forgotten on a change (NOTIFY session_changes). */
export interface SessionCache {
  get(hash: string, now?: number): Readonly<UserRow> | undefined;
  /** A session just read from the database; `generation` is what `generation()` said before the read began. */
  put(hash: string, user: UserRow, expiresAt: Date, generation: number, now?: number): void;
  /** Counts forgetting, so that a read begun before it is not remembered after it. */
  generation(): number;
  forgetToken(hash: string): void;
  forgetUser(userId: number): void;
  /** Everything (a notification may have been missed). */
  forgetAll(): void;
  size(): number;
}

/**
 * The live sessions this process read lately, by token hash, so that a signed-in request costs no round trip for
 * its session. Whatever changes a user or ends a session forgets that user's entries: this process's own writes at
 * once, every other's when its NOTIFY session_changes arrives (migration 0054). Unknown tokens are never remembered.
 */
export function createSessionCache(maxAgeMs = SESSION_CACHE_MS, maxEntries = SESSION_CACHE_ENTRIES): SessionCache {
  const entries = new Map<string, Entry>();
  const hashesOf = new Map<number, Set<string>>();
  let forgotten = 0;

  function drop(hash: string): void {
    const entry = entries.get(hash);
    if (!entry) return;
    entries.delete(hash);
    const hashes = hashesOf.get(entry.user.id);
    hashes?.delete(hash);
    if (hashes?.size === 0) hashesOf.delete(entry.user.id);
  }

  return {
    get(hash: string, now = Date.now()): Readonly<UserRow> | undefined {
      const entry = entries.get(hash);
      if (!entry) return undefined;
      if (entry.until <= now) {
        drop(hash);
        return undefined;
      }
      return entry.user;
    },

    /** A session just read from the database; `generation` is what `generation()` said before the read began. */
    put(hash: string, user: UserRow, expiresAt: Date, generation: number, now = Date.now()): void {
      // Something was forgotten while the read was on its way: what it read may be what was forgotten.
      if (generation !== forgotten) return;
      drop(hash);
      if (entries.size >= maxEntries) drop(entries.keys().next().value!);
      entries.set(hash, { user: Object.freeze({ ...user }), until: Math.min(expiresAt.getTime(), now + maxAgeMs) });
      const hashes = hashesOf.get(user.id) ?? new Set<string>();
      hashes.add(hash);
      hashesOf.set(user.id, hashes);
    },

    /** Counts forgetting, so that a read begun before it is not remembered after it. */
    generation: () => forgotten,

    forgetToken(hash: string): void {
      forgotten++;
      drop(hash);
    },

    forgetUser(userId: number): void {
      forgotten++;
      for (const hash of hashesOf.get(userId) ?? []) drop(hash);
    },

    /** Everything (a notification may have been missed). */
    forgetAll(): void {
      forgotten++;
      entries.clear();
      hashesOf.clear();
    },

    size: () => entries.size,
  };
}

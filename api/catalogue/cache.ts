import { taggedCache } from './tagged-cache.js';
import type { CatalogueChanges } from './changes.js';

export interface CatalogueCacheOptions {
  /** Bytes the cached catalogue answers may take (CATALOGUE_CACHE_MB). 0 turns the answer cache off. */
  responseBytes: number;
}

/** A read in progress, shared by whoever asks for the same thing while it lasts, unless what it shows changes. */
interface Shared<T> {
  read: Promise<T>;
  since: number;
  tags: readonly string[];
}

/** What the catalogue's readers keep until the catalogue changes: answers by URL, matching ids, single values. */
export interface CatalogueCache {
  /** The number of the newest change this process knows of (answers are stamped with it when begun). */
  seq(): number;
  /** After a write by this process: drop what is stale at once. */
  refresh(): Promise<void>;
  /** A cached answer for this URL, and the tags it shows. */
  response(url: string): { body: string; tags: readonly string[] } | undefined;
  /** Keeps an answer begun at `since`, unless what it shows has changed since. */
  keepResponse(url: string, body: string, tags: readonly string[], since: number): void;
  /** The ids a filter or search matches, newest first, computed once until what decides them changes. */
  matching(key: string, tags: readonly string[], compute: () => Promise<Int32Array>): Promise<Int32Array>;
  /** One value shared until the catalogue changes anywhere (e.g. category ids by name). */
  single<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/**
 * Everything remembered about the catalogue, each with the tags of what it shows (domain/catalogue-changes.ts):
 * whole answers (by URL), the ids of the products each filter or search matches (newest first), and the categories
 * by name and id. A change drops what shows it; a value computed while it changed is used once and not kept.
 */
export function createCatalogueCache(changes: CatalogueChanges, options: CatalogueCacheOptions): CatalogueCache {
  const responses =
    options.responseBytes > 0
      ? taggedCache<{ body: string }>(changes, {
          max: 10_000,
          maxSize: options.responseBytes,
          sizeOf: ({ body }, key) => 2 * (body.length + key.length),
        })
      : null;
  const matches = taggedCache<Int32Array>(changes, {
    max: 5_000,
    maxSize: 64 * 1024 * 1024,
    sizeOf: (ids, key) => ids.byteLength + 2 * key.length + 64,
  });
  const singles = taggedCache<{ value: unknown }>(changes, { max: 100, maxSize: 1_000_000, sizeOf: () => 1 });
  // Reads in progress, by key: requests that ask meanwhile share the read instead of repeating it (after a change,
  // every buyer on the same filter would otherwise read all its ids at once).
  const reading = new Map<string, Shared<unknown>>();
  changes.onChange(({ tags }) => {
    for (const [key, shared] of reading) {
      if (tags === null || shared.tags.some((tag) => tags.includes(tag))) reading.delete(key);
    }
  });

  /** The value kept for `key`, else one read shared by everyone who asks until it is in, then kept. */
  function shared<T extends object>(
    cache: { get(key: string): T | undefined; set(key: string, value: T, tags: readonly string[], since: number): void },
    key: string,
    tags: readonly string[],
    compute: () => Promise<T>,
  ): Promise<T> {
    const hit = cache.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const current = reading.get(key) as Shared<T> | undefined;
    if (current) return current.read;
    const since = changes.seq();
    const read = compute();
    reading.set(key, { read, since, tags });
    const forget = () => {
      if (reading.get(key)?.read === read) reading.delete(key);
    };
    read.then((value) => {
      cache.set(key, value, tags, since);
      forget();
    }, forget);
    return read;
  }

  return {
    /** The number of the newest change this process knows of (answers are stamped with it when begun). */
    seq: () => changes.seq(),
    /** After a write by this process: drop what is stale at once. */
    refresh: () => changes.refresh(),
    /** A cached answer for this URL, and the tags it shows. */
    response(url: string): { body: string; tags: readonly string[] } | undefined {
      const kept = responses?.get(url);
      return kept && { body: kept.body, tags: responses!.tags(url) };
    },
    /** Keeps an answer begun at `since`, unless what it shows has changed since. */
    keepResponse(url: string, body: string, tags: readonly string[], since: number) {
      responses?.set(url, { body }, tags, since);
    },
    /** The ids a filter or search matches, newest first, computed once until what decides them changes. */
    matching: (key: string, tags: readonly string[], compute: () => Promise<Int32Array>): Promise<Int32Array> =>
      shared(matches, key, tags, compute),
    /** One value shared until the catalogue changes anywhere (e.g. category ids by name). */
    async single<T>(key: string, compute: () => Promise<T>): Promise<T> {
      return (await shared(singles, `single:${key}`, [], async () => ({ value: await compute() }))).value as T;
    },
  };
}

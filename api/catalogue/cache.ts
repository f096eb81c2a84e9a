import { LRUCache } from 'lru-cache';
import type { CatalogueVersion } from './version.js';

export interface CatalogueCacheOptions {
  /** Bytes the cached catalogue answers may take (CATALOGUE_CACHE_MB). 0 turns the answer cache off. */
  responseBytes: number;
}

/**
 * Everything remembered about the catalogue, for the current version only: whole answers (by URL), the ids of the
 * products each filter or search matches (newest first), and the categories by name and id. A new version empties it all; a value
 * computed while the version changed is used once and not kept.
 */
export function createCatalogueCache(version: CatalogueVersion, options: CatalogueCacheOptions) {
  const responses = options.responseBytes > 0
    ? new LRUCache<string, string>({ max: 10_000, maxSize: options.responseBytes, sizeCalculation: (body, key) => 2 * (body.length + key.length) })
    : null;
  const matches = new LRUCache<string, Int32Array>({ max: 5_000, maxSize: 64 * 1024 * 1024, sizeCalculation: (ids, key) => ids.byteLength + 2 * key.length + 64 });
  // Matching ids being read now, by key: requests that ask meanwhile share the read instead of repeating it (after a
  // new version, every buyer on the same filter would otherwise read all its ids at once).
  const reading = new Map<string, Promise<Int32Array>>();
  const singles = new Map<string, Promise<unknown>>();
  version.onChange(() => {
    responses?.clear();
    matches.clear();
    reading.clear();
    singles.clear();
  });

  function matching(key: string, compute: () => Promise<Int32Array>): Promise<Int32Array> {
    const hit = matches.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const shared = reading.get(key);
    if (shared) return shared;
    const at = version.current();
    const read = compute();
    reading.set(key, read);
    const forget = () => {
      if (reading.get(key) === read) reading.delete(key);
    };
    read.then((ids) => {
      if (version.current() === at) matches.set(key, ids);
      forget();
    }, forget);
    return read;
  }

  return {
    version: () => version.current(),
    /** After a write by this process: drop what is stale at once. */
    refresh: () => version.refresh(),
    /** A cached answer body for this URL, if the catalogue has not changed since it was made. */
    response: (url: string) => responses?.get(url),
    /** Keeps an answer made at version `at`, unless the catalogue has changed since. */
    keepResponse(url: string, body: string, at: number) {
      if (responses && version.current() === at) responses.set(url, body);
    },
    /** The ids a filter or search matches, newest first, computed once per version (however many ask at once). */
    matching,
    /** One shared value per version (e.g. category ids by name), computed once however many ask at once. */
    single<T>(key: string, compute: () => Promise<T>): Promise<T> {
      let value = singles.get(key) as Promise<T> | undefined;
      if (!value) {
        const at = version.current();
        const computing = compute();
        singles.set(key, computing);
        const forget = () => {
          if (singles.get(key) === computing) singles.delete(key);
        };
        computing.then(() => version.current() !== at && forget(), forget);
        value = computing;
      }
      return value;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

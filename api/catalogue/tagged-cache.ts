import { LRUCache } from 'lru-cache';
import type { CatalogueChangeFeed } from '../../domain/catalogue-changes.js';

export interface TaggedCacheOptions<V extends object> {
  max: number;
  maxSize: number;
  sizeOf(value: V, key: string): number;
}

/** Values kept by key with the tags of what they show, dropped when the change feed names one of those tags. */
export interface TaggedCache<V extends object> {
  get(key: string): V | undefined;
  /** The tags `key` was kept with (for answers that pass them on). */
  tags(key: string): readonly string[];
  /** Keeps `value`, made when the feed was at `since`, unless something it shows has changed since. */
  set(key: string, value: V, tags: readonly string[], since: number): void;
  clear(): void;
  size(): number;
}

/**
 * Catalogue answers by key, each kept with the tags of what it shows and the change number it was made at: a change
 * anywhere empties the cache, a change to some tags drops only the answers that show them, and an answer made before
 * a change that touches it is never kept.
 */
export function taggedCache<V extends object>(feed: CatalogueChangeFeed, options: TaggedCacheOptions<V>): TaggedCache<V> {
  const byTag = new Map<string, Set<string>>();
  const tagsOf = new Map<string, readonly string[]>();
  const untag = (key: string) => {
    for (const tag of tagsOf.get(key) ?? []) {
      const keys = byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) byTag.delete(tag);
    }
    tagsOf.delete(key);
  };
  const entries = new LRUCache<string, V>({
    max: options.max,
    maxSize: options.maxSize,
    sizeCalculation: (value, key) => options.sizeOf(value, key) + 64 * (tagsOf.get(key)?.length ?? 0),
    dispose: (_value, key, reason) => {
      // A value set again under its key keeps the tags given with it.
      if (reason !== 'set') untag(key);
    },
  });
  feed.onChange(({ tags }) => {
    if (tags === null) {
      entries.clear();
      return;
    }
    for (const tag of tags) {
      for (const key of [...(byTag.get(tag) ?? [])]) entries.delete(key);
    }
  });

  return {
    get: (key: string) => entries.get(key),
    /** The tags `key` was kept with (for answers that pass them on). */
    tags: (key: string) => tagsOf.get(key) ?? [],
    /** Keeps `value`, made when the feed was at `since`, unless something it shows has changed since. */
    set(key: string, value: V, tags: readonly string[], since: number) {
      if (feed.changedSince(since, tags)) return;
      untag(key);
      tagsOf.set(key, tags);
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      entries.set(key, value);
      if (!entries.has(key)) untag(key);
    },
    clear: () => entries.clear(),
    size: () => entries.size,
  };
}

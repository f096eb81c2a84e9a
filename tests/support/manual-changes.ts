import type { CatalogueChanges } from '../../api/catalogue/changes.js';
import type { CatalogueChange } from '../../domain/catalogue-changes.js';

/** A catalogue change feed a test (or a benchmark) moves by hand: emit(null) is a change anywhere, emit(tags) one to those. */
export function manualChanges(): CatalogueChanges & { emit(tags: string[] | null): void } {
  let seq = 0;
  const log: CatalogueChange[] = [];
  const listeners: ((change: CatalogueChange) => void)[] = [];
  return {
    seq: () => seq,
    changedSince: (since, tags) =>
      log.some((change) => change.seq > since && (change.tags === null || change.tags.some((tag) => tags.includes(tag)))),
    onChange: (listener) => void listeners.push(listener),
    refresh: async () => {},
    prune: async () => 0,
    stop: async () => {},
    wrote() {},
    emit(tags) {
      const change = { seq: ++seq, tags };
      log.push(change);
      for (const listener of listeners) listener(change);
    },
  };
}

/**
 * The catalogue and order answers kept in localStorage (SPEC §4, §9 keys: products, categoryList, allCategory,
 * allOrders), restored at start so a returning buyer sees them before the network answers. Storage may be full,
 * missing (private mode) or edited by hand: every read is checked and every failure is silent.
 */
export type CacheKey = 'products' | 'categoryList' | 'allCategory' | 'allOrders';

/** Bigger answers are not kept: storage is small and shared by the whole origin. */
const MAX_CHARS = 512 * 1024;

/** For the shape checks of kept answers. */
export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function readCached<T>(key: CacheKey, valid: (value: unknown) => value is T): T | null {
  try {
    const text = localStorage.getItem(key);
    if (text === null || text.length > MAX_CHARS) return null;
    const value: unknown = JSON.parse(text);
    return valid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeCached(key: CacheKey, value: unknown): void {
  try {
    const text = JSON.stringify(value);
    if (text.length <= MAX_CHARS) localStorage.setItem(key, text);
  } catch {
    // Full or unavailable storage: the next start simply waits for the network.
  }
}

export function forgetCached(key: CacheKey): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to forget.
  }
}

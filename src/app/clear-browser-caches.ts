/**
 * SPEC §4: on start, any CacheStorage caches (left by an old service worker) are deleted and the page reloads once,
 * so a stale copy of the app can never hide a new one. After the deletion there is nothing left to delete, so the
 * reload cannot repeat.
 */
export async function clearBrowserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const keys = await caches.keys();
    if (keys.length === 0) return;
    await Promise.all(keys.map((key) => caches.delete(key)));
    location.reload();
  } catch {
    // CacheStorage is unavailable on insecure origins in some browsers: nothing to clear.
  }
}

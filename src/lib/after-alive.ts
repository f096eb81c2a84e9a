/**
 * Runs `work` once the app is alive, for what the page on screen does not need yet (the toasts' corner, fixed titles,
 * the GraphQL library). Started from the first render's effects, or from work they start: React runs a child's effects
 * before App's, which marks the page alive, so the work waits a task. Keeps what it loads out of the JavaScript a
 * visitor waits for. Returns a cancel, for an effect's cleanup.
 */
export function afterAlive(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}

/**
 * What a signed-out buyer pressed that needed an account (a free sample, a heart, Add to Cart, 'Tell me when it is
 * back'), kept with the page it was pressed on: sign-in returns to that page, and the same control there finishes it.
 */
const KEY = 'pendingIntent';
/** An intent left behind (the buyer wandered off and came back later) is not acted on. */
const FRESH_MS = 30 * 60 * 1000;

export function rememberIntent(intent: string, path: string, detail: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ intent, path, detail, at: Date.now() }));
  } catch {
    // Storage may be unavailable: the buyer presses again after signing in.
  }
}

/**
 * The intent's detail (which colour, say), once, for the control whose intent it is, on the page it was pressed on;
 * null for any other control, page, or an intent left too long.
 */
export function takeIntent(intent: string, path: string): string | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      intent?: unknown;
      path?: unknown;
      detail?: unknown;
      at?: unknown;
    } | null;
    if (!kept || kept.intent !== intent || kept.path !== path) return null;
    sessionStorage.removeItem(KEY);
    const fresh = typeof kept.at === 'number' && Date.now() - kept.at < FRESH_MS;
    return fresh && typeof kept.detail === 'string' ? kept.detail : null;
  } catch {
    return null;
  }
}

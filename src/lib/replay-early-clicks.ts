import { EARLY_ATTRIBUTE, EARLY_QUEUE, EARLY_WAITING_ATTRIBUTE } from '../../domain/early-clicks.js';

/**
 * Clicks the buttons a visitor clicked before the app was alive (held by the page's inline catcher,
 * domain/early-clicks.ts), once each and in order, now that they do something.
 */
export function replayEarlyClicks(): void {
  const held = window as unknown as Record<string, string[] | undefined>;
  const keys = held[EARLY_QUEUE] ?? [];
  held[EARLY_QUEUE] = [];
  for (const waiting of document.querySelectorAll(`[${EARLY_WAITING_ATTRIBUTE}]`)) waiting.removeAttribute(EARLY_WAITING_ATTRIBUTE);
  // From the next task: a click dispatched from inside the app's first effect, while React is still committing the
  // hydrated page, is not handled (found in Chromium).
  setTimeout(() => {
    for (const key of keys) document.querySelector<HTMLElement>(`[${EARLY_ATTRIBUTE}="${CSS.escape(key)}"]`)?.click();
  }, 0);
}

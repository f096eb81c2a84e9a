import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { storedToken } from '../services/session-storage.js';
import { readInitialData } from '../lib/initial-data.js';
import { App } from './App.js';
import { preloadScreenAt } from './AppRoutes.js';
import { clearBrowserCaches } from './clear-browser-caches.js';
import { inspectorWanted } from './inspector-wanted.js';

/** Starts the app in the page: hydrates a page the server drew (src/ssr/render-page.tsx), or draws it itself. */
export async function start(root: HTMLElement): Promise<void> {
  void clearBrowserCaches();
  const inspect = inspectorWanted() ? (await import('./inspector.js')).browserInspector() : undefined;
  const initial = readInitialData();
  const app = (
    <StrictMode>
      <App inspect={inspect} initial={initial} />
    </StrictMode>
  );
  // The server draws pages as a visitor who is not signed in sees them; a signed-in buyer's app draws its own page in
  // their place (from the same answers), rather than hydrating one that is not theirs.
  if (!initial) {
    createRoot(root).render(app);
    return;
  }
  // The screen's code first, so the whole page hydrates in one pass from the answers it was drawn with (and the
  // buttons clicked before, src/lib/replay-early-clicks.ts, are there when the app comes alive). As a transition,
  // hydration yields to the browser every few milliseconds instead of holding the page in one long task.
  await preloadScreenAt(window.location.pathname);
  if (storedToken()) {
    createRoot(root).render(app);
    return;
  }
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

import type { InspectionEvent, Observer } from 'xstate';

/**
 * The Stately inspector, in development only: open the app with ?inspect (or set VITE_INSPECT=true)
 * and a window of the inspector shows every actor live. Production builds drop this code.
 */
export async function loadInspector(): Promise<Observer<InspectionEvent> | undefined> {
  if (!import.meta.env.DEV) return undefined;
  const wanted = new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === 'true';
  if (!wanted) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  return createBrowserInspector().inspect;
}

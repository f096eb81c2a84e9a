import { INSPECT_META_NAME } from '../../domain/inspect.js';

/** Asked for: INSPECT=true on the server that sent the page; or ?inspect or VITE_INSPECT=true under `npm run dev`. */
export function inspectorWanted(): boolean {
  if (document.querySelector(`meta[name="${INSPECT_META_NAME}"]`)) return true;
  return import.meta.env.DEV && (new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === 'true');
}

import { useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, updating as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
  );
}

/** SPEC §2.10 and §9: the profile side menu and /my-setting switch at 800 px. */
export const NARROW = '(max-width: 799.98px)';

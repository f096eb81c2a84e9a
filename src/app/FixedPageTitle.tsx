import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { afterAlive } from '../lib/after-alive.js';

/**
 * The fixed title of the route on screen (src/config/page-titles.ts); pages that name what they show call
 * usePageTitle themselves. The titles load after the page: they are not worth the landing route's first download.
 */
export function FixedPageTitle() {
  const [location] = useLocation();
  useEffect(() => {
    let current = true;
    const cancel = afterAlive(
      () =>
        void import('../config/page-titles.js').then((titles) => {
          const title = titles.fixedTitle(location);
          if (current && title !== undefined) document.title = titles.documentTitle(title);
        }),
    );
    return () => {
      current = false;
      cancel();
    };
  }, [location]);
  return null;
}

import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { documentTitle, fixedTitle } from '../config/page-titles.js';

/** Sets the browser tab's title for the page (null: the site's own). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** The fixed title of the route on screen; pages that name what they show call usePageTitle themselves. */
export function FixedPageTitle() {
  const [location] = useLocation();
  const title = fixedTitle(location);
  useEffect(() => {
    if (title !== undefined) document.title = documentTitle(title);
  }, [title]);
  return null;
}

import { useEffect } from 'react';
import { documentTitle } from '../config/page-titles.js';

/** Sets the browser tab's title for the page (null: the site's own). */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

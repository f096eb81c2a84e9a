import type { ReactNode } from 'react';

/**
 * A table that may be wider than the screen: it scrolls sideways in its own frame (a shadow at the edge where more
 * of it lies), never the page; the frame takes the keyboard's focus so arrow keys scroll it too. Its name is the
 * table's ('Orders table'), apart from the section's own.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={`${label} table`}>
      {children}
    </div>
  );
}

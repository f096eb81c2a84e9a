import type { Notice } from '../../domain/notice.js';

/**
 * Machines' notices as toasts: 2 s for success, 4 s for errors unless the notice says otherwise (SPEC §8). The same
 * notice said again while it shows is the same toast, shown afresh, never a second one stacked under it.
 */
export function notify(notice: Notice): void {
  const options = { id: `${notice.kind}:${notice.message}`, ...(notice.durationMs ? { duration: notice.durationMs } : {}) };
  // Loaded with the toasts' corner (src/app/Toasts.tsx), after the page is alive.
  void import('react-hot-toast').then(({ toast }) => {
    if (notice.kind === 'success') toast.success(notice.message, options);
    else toast.error(notice.message, options);
  });
}

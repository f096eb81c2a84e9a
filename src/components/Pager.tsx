/**
 * The pager under every list (fabrics, Order History, quotes, the console's lists): Previous, where the list is, and
 * Next; nothing when there is one page. While a page loads (`busy`) neither button moves on again.
 */
export function Pager({
  page,
  totalPages,
  label,
  busy = false,
  onGo,
}: {
  page: number;
  totalPages: number;
  /** What the pages are of, for screen readers ("Pages", "Order pages", "Pages of orders"). */
  label: string;
  busy?: boolean;
  onGo: (page: number) => void;
}) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label}>
      <button type="button" className="button button-outline" disabled={page <= 1 || busy} onClick={() => onGo(page - 1)}>
        ‹ Previous
      </button>
      <span className="pagination-label" aria-live="polite">
        {page} of {totalPages}
      </span>
      <button type="button" className="button button-outline" disabled={page >= totalPages || busy} onClick={() => onGo(page + 1)}>
        Next ›
      </button>
    </nav>
  );
}

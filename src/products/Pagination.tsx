export function Pagination({ page, totalPage, onGo }: { page: number; totalPage: number; onGo: (page: number) => void }) {
  if (totalPage <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pages">
      <button type="button" className="button button-outline" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        ‹ Previous
      </button>
      <span className="pagination-label" aria-live="polite">
        {page} of {totalPage}
      </span>
      <button type="button" className="button button-outline" disabled={page >= totalPage} onClick={() => onGo(page + 1)}>
        Next ›
      </button>
    </nav>
  );
}

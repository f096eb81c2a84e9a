import { useEffect, useRef } from 'react';
import { FilterPanel } from './FilterPanel.js';

/** At 800 px or less the filters open in a popup (SPEC §2.5). */
export function FilterDialog({ open, onClose, resultCount }: { open: boolean; onClose: () => void; resultCount: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog ref={dialog} className="filter-dialog" aria-labelledby="filter-dialog-title" onClose={onClose}>
      <div className="filter-dialog-head">
        <h2 id="filter-dialog-title">Select Your Filters</h2>
        <button type="button" className="icon-button" aria-label="Close filters" onClick={onClose}>
          ✕
        </button>
      </div>
      <div className="filter-dialog-body">
        <FilterPanel idPrefix="dialog" />
      </div>
      <div className="filter-dialog-foot">
        <button type="button" className="button button-block" onClick={onClose}>
          Show {resultCount} {resultCount === 1 ? 'product' : 'products'}
        </button>
      </div>
    </dialog>
  );
}

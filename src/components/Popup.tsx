import type { ReactNode } from 'react';
import { useModal } from './use-modal.js';

/**
 * A modal popup holding one form (SPEC §2.2 popups). Escape and the close button ask to close; the owner's machine
 * decides (a popup does not close while its request runs, when `busy`).
 */
export function Popup({
  id,
  title,
  subtitle,
  busy,
  onRequestClose,
  onSubmit,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  busy: boolean;
  onRequestClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const dialog = useModal();
  return (
    <dialog
      ref={dialog}
      className="popup"
      aria-labelledby={`${id}-title`}
      aria-busy={busy}
      onCancel={(event) => {
        event.preventDefault();
        onRequestClose();
      }}
    >
      <form
        className="popup-body"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="popup-head">
          <h2 id={`${id}-title`}>{title}</h2>
          <button type="button" className="icon-button" aria-label="Close" disabled={busy} onClick={onRequestClose}>
            ✕
          </button>
        </div>
        <p className="popup-product">{subtitle}</p>
        {children}
      </form>
    </dialog>
  );
}

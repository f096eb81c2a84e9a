import { useEffect, useRef } from 'react';

/** A <dialog> shown as a modal once it is on the page (popups open by being rendered, close by being removed). */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
  }, []);
  return dialog;
}

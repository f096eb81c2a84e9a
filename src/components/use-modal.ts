import { useEffect, useRef } from 'react';

/**
 * The element that last had the focus: a button that opened a popup may have been disabled meanwhile (Place Order
 * while the order is placed), which moves the focus to the page itself.
 */
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

/**
 * A <dialog> shown as a modal once it is on the page (popups open by being rendered, close by being removed); once
 * removed, the focus returns to what opened it.
 */
export function useModal() {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const focused = document.activeElement;
    const opener = focused instanceof HTMLElement && focused !== document.body ? focused : lastFocused;
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    return () => {
      // Closed by being removed: the focus goes back to the control that opened it, when that is still on the page
      // and nothing else took the focus meanwhile.
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || !now.isConnected)) opener.focus();
    };
  }, []);
  return dialog;
}

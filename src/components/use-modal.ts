import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The modal dialogs open now, newest last. A modal <dialog> is drawn in the browser's top layer, above any z-index:
 * the toasts' corner moves into the newest one, so a message raised while a popup is open is seen (it was drawn
 * under the popup).
 */
let openModals: HTMLDialogElement[] = [];
const listeners = new Set<() => void>();
const changed = (next: HTMLDialogElement[]) => {
  openModals = next;
  for (const listener of listeners) listener();
};

/** The newest modal dialog open, or null. */
export const useTopModal = (): HTMLDialogElement | null =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => openModals.at(-1) ?? null,
    () => null,
  );

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
    const shown = dialog.current;
    if (shown && !shown.open) shown.showModal();
    if (shown) changed([...openModals, shown]);
    return () => {
      if (shown) changed(openModals.filter((open) => open !== shown));
      // Closed by being removed: the focus goes back to the control that opened it, when that is still on the page
      // and nothing else took the focus meanwhile.
      const now = document.activeElement;
      if (opener?.isConnected && (!now || now === document.body || !now.isConnected)) opener.focus();
    };
  }, []);
  return dialog;
}

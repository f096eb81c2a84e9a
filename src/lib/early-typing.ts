import { useEffect, useRef } from 'react';
import { EARLY_FOCUS, EARLY_TYPED } from '../../domain/early-clicks.js';

type Held = Record<string, unknown>;

/**
 * What was typed into the field `id` on a server-drawn page before the app was alive (kept by the page's catcher,
 * domain/early-clicks.ts): handed to `adopt` once, as the app takes over, and the field focused again with the caret
 * at the end if it had the focus. Nothing happens when nothing was typed.
 */
export function useEarlyTyping(id: string, adopt: (text: string) => void): void {
  const latest = useRef(adopt);
  latest.current = adopt;
  useEffect(() => {
    const held = window as unknown as Held;
    const typed = held[EARLY_TYPED] as Record<string, string> | undefined;
    const text = typed?.[id];
    if (typed) delete typed[id];
    const focused = held[EARLY_FOCUS] === id;
    if (focused) delete held[EARLY_FOCUS];
    if (text === undefined || text === '') return;
    latest.current(text);
    if (!focused) return;
    // After the adopted text is drawn into the field.
    requestAnimationFrame(() => {
      const field = document.getElementById(id);
      if (!(field instanceof HTMLInputElement)) return;
      field.focus();
      field.setSelectionRange(field.value.length, field.value.length);
    });
  }, [id]);
}

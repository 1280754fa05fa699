import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { deepActiveElement } from '../ui/focus/deep-active-element';

/*
 * Focus for the calendar's panels. The calendar may render in a shadow root,
 * where `document.activeElement` is only the host element, so the focused
 * element is looked up through the shadow roots.
 */

export const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [href]';

/**
 * Moves focus into a panel when it opens (and again when `subject` changes,
 * say another booking shown in the same panel) and, when the panel closes,
 * back to what had it before: the booking or cell the panel was opened from.
 */
export function usePanelFocus(panel: RefObject<HTMLElement | null>, initial: () => HTMLElement | null | undefined, subject: unknown): void {
  const returnTo = useRef<HTMLElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening and on a new `subject`: focus must not jump while the person works in the panel, whatever `initial` it is given later.
  useEffect(() => {
    const active = deepActiveElement();
    if (active && !panel.current?.contains(active)) returnTo.current = active;
    initial()?.focus();
  }, [subject]);

  useEffect(
    () => () => {
      // The grid may have drawn the booking again meanwhile; a node no longer on the page cannot take focus.
      if (returnTo.current?.isConnected) returnTo.current.focus();
    },
    [],
  );
}

/** Keeps Tab and Shift+Tab among a modal's controls. */
export function keepTabInside(event: KeyboardEvent<HTMLElement>, modal: HTMLElement | null): void {
  if (event.key !== 'Tab' || !modal) return;
  const controls = [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = deepActiveElement();
  if (event.shiftKey && active === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useDismiss } from '../ui/popover/use-dismiss';

/** Popups carry `data-popup`, so the top bar's arrow keys know a control inside one is not one of the bar's own. */
export const POPUP_SELECTOR = '[data-popup]';

/** What keyboard users can reach inside `container`, in order; closed sub-lists hide theirs. */
export function focusablesIn(container: HTMLElement | null): HTMLElement[] {
  if (!container) return [];
  return [...container.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])')].filter(
    (element) => !element.closest('[hidden]'),
  );
}

const STEPS: Readonly<Record<string, (at: number, count: number) => number>> = {
  ArrowDown: (at, count) => (at + 1) % count,
  ArrowUp: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_at, count) => count - 1,
};

/** Up and down arrows (and Home, End) move focus through `container`'s controls, wrapping at the ends. */
export function moveFocusWithin(container: HTMLElement | null, event: KeyboardEvent): void {
  const step = STEPS[event.key];
  // A text field keeps Home and End for its caret.
  if (!step || (event.target instanceof HTMLInputElement && (event.key === 'Home' || event.key === 'End'))) return;
  const controls = focusablesIn(container);
  if (controls.length === 0) return;
  event.preventDefault();
  controls[step(controls.indexOf(event.target as HTMLElement), controls.length)]?.focus();
}

/**
 * The open state of something a button opens (a top-bar drop-down, a help
 * panel, the user menu, a collapsed sidebar's flyout) while `dismissable`:
 * a press outside closes it, Escape closes it and hands focus back to its
 * button, and so does keyboard focus moving out of it.
 */
export function usePopup<Root extends HTMLElement>(dismissable: boolean, initiallyOpen = false) {
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(initiallyOpen);
  const close = useCallback(() => setOpen(false), []);
  const active = open && dismissable;
  useDismiss(active, rootRef, close);

  const onKeyDown = (event: KeyboardEvent) => {
    // useDismiss closes it; focus must not stay on a control that disappears.
    if (active && event.key === 'Escape') buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    // Only focus landing elsewhere (Tab, arrows): a press outside is useDismiss's, and Safari focuses nothing when a button is pressed.
    const next = event.relatedTarget;
    if (active && next instanceof Node && !rootRef.current?.contains(next)) close();
  };
  return { open, setOpen, close, rootRef, buttonRef, rootProps: { onKeyDown, onBlur } };
}

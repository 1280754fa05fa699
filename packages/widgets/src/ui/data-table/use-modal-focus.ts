import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { deepActiveElement } from '../focus/deep-active-element';

/** What a modal dialog's element carries besides its role: modal, named by its heading `${id}-title`, described by the element `describedBy` names. */
export function modalDialogAria(id: string, describedBy?: string) {
  return { 'aria-modal': true, 'aria-labelledby': `${id}-title`, 'aria-describedby': describedBy } as const;
}

/**
 * A modal's focus: it starts on `initial()`, Tab and Shift+Tab cycle through
 * the `focusable` elements inside, and it returns where it was on close.
 * Escape calls `onClose` unless the action is under way. Returns the
 * dialog's keydown handler.
 */
export function useModalFocus<T extends HTMLElement>(
  dialog: RefObject<T | null>,
  { focusable, initial, busy, onClose }: { focusable: string; initial: () => HTMLElement | null | undefined; busy: boolean; onClose: () => void },
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on opening: focus must not jump back while the dialog stays open, whatever `initial` it is given later.
  useEffect(() => {
    const before = deepActiveElement();
    initial()?.focus();
    return () => before?.focus();
  }, []);

  return (event: KeyboardEvent<T>) => {
    if (event.key === 'Escape' && !busy) {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const elements = [...(dialog.current?.querySelectorAll<HTMLElement>(focusable) ?? [])];
    const first = elements[0];
    const last = elements[elements.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && deepActiveElement() === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && deepActiveElement() === last) {
      event.preventDefault();
      first.focus();
    }
  };
}

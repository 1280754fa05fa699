import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/**
 * What an ARIA combobox with a listbox keeps: whether the list is open, the
 * active option (kept in view as it moves), and whether focus is leaving the
 * whole control rather than moving between its input, toggle and list.
 */
export function useCombobox() {
  const wrapper = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!open || active < 0) return;
    list.current?.children.item(active)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  /** Opens the list with option `index` active (-1 for none). */
  const show = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const hide = () => {
    setOpen(false);
    setActive(-1);
  };
  /** Moves the active option by `step`, staying within the `count` options. */
  const move = (step: number, count: number) => setActive((index) => Math.min(count - 1, Math.max(0, index + step)));
  const leaving = (event: FocusEvent) => !wrapper.current?.contains(event.relatedTarget as Node | null);
  /**
   * The list keys every such field handles alike: the arrows open the list or
   * move through its `count` options, Home and End jump to its ends, and
   * Escape closes an open list without reaching the page (`close` for a field
   * that clears more than the list). Enter is the field's own. Returns
   * whether the key was taken.
   */
  const navigate = (event: KeyboardEvent, count: number, openList: () => void, close: () => void = hide) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else move(event.key === 'ArrowDown' ? 1 : -1, count);
        return true;
      case 'Home':
      case 'End':
        if (!open) return false;
        event.preventDefault();
        setActive(event.key === 'Home' ? 0 : count - 1);
        return true;
      case 'Escape':
        if (!open) return false;
        event.preventDefault();
        event.stopPropagation();
        close();
        return true;
      default:
        return false;
    }
  };

  /** The wrapper's ref, and `onLeave` once focus leaves the input, toggle and list together. */
  const rootProps = (onLeave: () => void) => ({
    ref: wrapper,
    onBlur: (event: FocusEvent) => {
      if (leaving(event)) onLeave();
    },
  });

  /** The text input `id`'s combobox attributes; `optionId` names option `index` of the list `listId`. */
  const inputProps = (id: string, listId: string, optionId: (index: number) => string) => ({
    id,
    type: 'text',
    role: 'combobox',
    autoComplete: 'off',
    spellCheck: false,
    'aria-expanded': open,
    'aria-controls': listId,
    'aria-activedescendant': open && active >= 0 ? optionId(active) : undefined,
  });

  return { list, open, active, setActive, show, hide, move, navigate, rootProps, inputProps };
}

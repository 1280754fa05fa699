import { useEffect, useRef, useState, type FocusEvent } from 'react';

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

  return { wrapper, list, open, active, setActive, show, hide, move, leaving };
}

import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The attributes that say where a cell is in its grid, whatever the dates it shows. */
const POSITION_ATTRIBUTES = ['data-col', 'data-slot', 'data-index', 'data-col-header'] as const;

function positionSelector(cell: HTMLElement): string {
  const parts = POSITION_ATTRIBUTES.filter((name) => cell.hasAttribute(name)).map((name) => `[${name}="${cell.getAttribute(name)}"]`);
  return `${cell.hasAttribute('data-cell') ? '[data-cell]' : ''}${parts.join('')}`;
}

/**
 * Keeps keyboard focus in a calendar grid when the grid draws other dates:
 * PageUp/PageDown (or Today) replace the cells, which are keyed by their
 * date, and the focused one goes with them. The cell at the same place in
 * the new period takes focus instead of `<body>`. Call the answer with each
 * focused element.
 */
export function useRefocusLostCell(root: RefObject<HTMLElement | null>): (focused: HTMLElement) => void {
  const last = useRef<{ cell: HTMLElement; selector: string } | null>(null);

  useLayoutEffect(() => {
    const held = last.current;
    const grid = root.current;
    if (!held || held.cell.isConnected || !grid) return;
    last.current = null;
    // Only focus that fell with the cell: focus someone moved elsewhere (a toolbar button) stays there.
    const active = (grid.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && active !== grid.ownerDocument.body) return;
    grid.querySelector<HTMLElement>(held.selector)?.focus();
  });

  return (focused) => {
    const cell = focused.closest<HTMLElement>('[data-cell], [data-col-header]');
    last.current = cell ? { cell, selector: positionSelector(cell) } : null;
  };
}

/*
 * The keys every calendar grid shares (one tab stop, arrows between cells),
 * as pure steps so each view only says how big it is.
 */

export type GridPosition = { row: number; col: number };

/**
 * Where a plain arrow, Home or End takes the focus: one cell along, or the
 * first/last cell of the row; it stops at the edges (grids do not wrap).
 * `rowsIn(col)` is that column's number of rows (a time grid's day can have
 * 92 or 100 quarter hours); `firstRow` lets a header row above the body be
 * reached. Null for any other key, or when the step goes nowhere.
 */
export function gridStep(key: string, at: GridPosition, cols: number, rowsIn: (col: number) => number, firstRow = 0): GridPosition | null {
  const clampRow = (col: number, row: number) => Math.max(firstRow, Math.min(row, rowsIn(col) - 1));
  let next: GridPosition;
  switch (key) {
    case 'ArrowUp':
      next = { row: Math.max(firstRow, at.row - 1), col: at.col };
      break;
    case 'ArrowDown':
      next = { row: clampRow(at.col, at.row + 1), col: at.col };
      break;
    case 'ArrowLeft':
      next = { col: Math.max(0, at.col - 1), row: at.row };
      break;
    case 'ArrowRight':
      next = { col: Math.min(cols - 1, at.col + 1), row: at.row };
      break;
    case 'Home':
      next = { col: 0, row: at.row };
      break;
    case 'End':
      next = { col: cols - 1, row: at.row };
      break;
    default:
      return null;
  }
  next.row = clampRow(next.col, next.row);
  return next.row === at.row && next.col === at.col ? null : next;
}

/** PageUp goes one period back, PageDown one on. */
export function pageStep(key: string): -1 | 1 | null {
  if (key === 'PageUp') return -1;
  if (key === 'PageDown') return 1;
  return null;
}

export const isArrowKey = (key: string): boolean => key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';

/** Enter, or Space (which browsers report as ' '). */
export const isActivationKey = (key: string): boolean => key === 'Enter' || key === ' ';

/**
 * Moves focus among a cell's items (its bookings, and in the month its day
 * link and '+N more'): the previous or next one, staying put at the ends.
 */
export function focusSibling(items: readonly HTMLElement[], current: HTMLElement, step: -1 | 1): boolean {
  const index = items.indexOf(current);
  const next = index === -1 ? undefined : items[index + step];
  if (!next) return false;
  next.focus();
  return true;
}

/** A body cell of the timeline: a row (vehicle, by index) and a column (hour or day). */
export type GridCell = { row: number; column: number };

/** A stretch of one row being selected to book: where it began and the column it reaches (either side). */
export type SlotSelection = { row: number; anchor: number; focus: number };

/**
 * The cell an arrow, Home or End key moves to (the ARIA grid pattern;
 * Ctrl+Home/End go to the first and last cell of the grid), clamped to the
 * grid; null for any other key.
 */
export function cellAfterKey(
  cell: GridCell,
  { key, ctrlKey }: { key: string; ctrlKey: boolean },
  { rowCount, columnCount }: { rowCount: number; columnCount: number },
): GridCell | null {
  const lastRow = rowCount - 1;
  const lastColumn = columnCount - 1;
  if (lastRow < 0 || lastColumn < 0) return null;
  const to = (row: number, column: number): GridCell => ({
    row: Math.min(Math.max(row, 0), lastRow),
    column: Math.min(Math.max(column, 0), lastColumn),
  });
  switch (key) {
    case 'ArrowLeft':
      return to(cell.row, cell.column - 1);
    case 'ArrowRight':
      return to(cell.row, cell.column + 1);
    case 'ArrowUp':
      return to(cell.row - 1, cell.column);
    case 'ArrowDown':
      return to(cell.row + 1, cell.column);
    case 'Home':
      return ctrlKey ? to(0, 0) : to(cell.row, 0);
    case 'End':
      return ctrlKey ? to(lastRow, lastColumn) : to(cell.row, lastColumn);
    default:
      return null;
  }
}

/**
 * How far from `anchor` towards `target` a selection may reach: it stops
 * before the first column that is not free, so a selection never spans a
 * booking that holds the vehicle.
 */
export function reachFreeColumn(anchor: number, target: number, isFree: (column: number) => boolean): number {
  const step = Math.sign(target - anchor);
  let reach = anchor;
  while (reach !== target && isFree(reach + step)) reach += step;
  return reach;
}

/** The columns a selection covers, first to last. */
export const selectedColumns = ({ anchor, focus }: Pick<SlotSelection, 'anchor' | 'focus'>): [number, number] => [
  Math.min(anchor, focus),
  Math.max(anchor, focus),
];

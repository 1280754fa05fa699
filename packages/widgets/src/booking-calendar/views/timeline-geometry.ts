import { boundIndex } from '../model/calendar-dates';
import type { TimelineColumn } from '../model/timeline';

/**
 * Where things sit across the timeline's track, in fractional column
 * positions (2.5 = halfway through the third column): the same unit the
 * model's `TimelineItem.startColumn` uses. Columns need not be equally long
 * (a week's days are 23, 24 or 25 hours), so time is mapped column by column.
 */

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The column position under a pointer. With a measured track (a browser) it
 * is the pointer's share of the track's width; where layout is not measured
 * (jsdom: every rectangle is zero) it falls back to the column of the cell
 * under the pointer, read from its `data-column`.
 */
export function pointerColumnPosition({
  clientX,
  trackLeft,
  trackWidth,
  columnCount,
  cellColumn,
}: {
  clientX: number;
  trackLeft: number;
  trackWidth: number;
  columnCount: number;
  cellColumn: number | null;
}): number | null {
  if (trackWidth > 0 && columnCount > 0) return clamp(((clientX - trackLeft) / trackWidth) * columnCount, 0, columnCount);
  return cellColumn;
}

/** The whole column a position falls in, within the track. */
export const columnAt = (position: number, columnCount: number): number => clamp(Math.floor(position), 0, Math.max(0, columnCount - 1));

/** The instant at a column position (0 = the window's start, `columns.length` = its end). */
export function instantAtPosition(columns: readonly TimelineColumn[], position: number): number {
  const index = columnAt(position, columns.length);
  const column = columns[index];
  if (!column) return 0;
  return column.start + clamp(position - index, 0, 1) * (column.end - column.start);
}

/** Where an instant falls across the columns, clipped to [0, columns.length]: a preview's place while it is dragged or stepped. */
export function positionOfInstant(columns: readonly TimelineColumn[], instant: number): number {
  const index = boundIndex(
    columns.map((column) => column.start),
    instant,
  );
  const column = columns[index];
  if (!column) return 0;
  if (instant >= column.end) return columns.length;
  return index + (instant - column.start) / (column.end - column.start);
}

/** The scroll offset that shows a row whole under the sticky header, moving as little as possible. */
export function revealScrollTop({
  row,
  rowHeight,
  scrollTop,
  viewportHeight,
}: {
  row: number;
  rowHeight: number;
  scrollTop: number;
  viewportHeight: number;
}): number {
  const top = row * rowHeight;
  if (top < scrollTop) return top;
  // A viewport lower than a row shows the row's top.
  if (top + rowHeight > scrollTop + viewportHeight) return Math.max(0, Math.min(top, top + rowHeight - viewportHeight));
  return scrollTop;
}

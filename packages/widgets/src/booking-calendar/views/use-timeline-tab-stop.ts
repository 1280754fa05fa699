import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { revealScrollTop } from './timeline-geometry';
import type { GridCell } from './timeline-keys';
import type { useScrollViewport } from './timeline-viewport';
import type { TimelineGrid } from './use-timeline-grid';
import * as styles from './TimelineView.css';

type Options = {
  gridRef: RefObject<HTMLDivElement | null>;
  grid: Pick<TimelineGrid, 'rows' | 'columnCount' | 'itemsByPk'>;
  viewport: ReturnType<typeof useScrollViewport<HTMLDivElement>>;
  bodyHeight: number;
};

/**
 * The grid's one tab stop: a cell, or a booking in it. Keys ask for focus to
 * follow the tab stop after the next render (the row it moves to may not be
 * rendered yet), and when a re-render removes the focused element, focus
 * goes back to the tab stop.
 */
export function useTimelineTabStop({ gridRef, grid: { rows, columnCount, itemsByPk }, viewport, bodyHeight }: Options) {
  const [active, setActive] = useState<GridCell>({ row: 0, column: 0 });
  const [bookingFocus, setBookingFocus] = useState<number | null>(null);
  /** Set by the keyboard: focus the tab stop after the next render. */
  const focusRequest = useRef(false);
  /** The element in the grid that last had focus: if a re-render removes it, focus goes to the tab stop. */
  const lastFocused = useRef<HTMLElement | null>(null);

  // Data may shrink under the tab stop (another window, another branch).
  const cell: GridCell = { row: Math.max(0, Math.min(active.row, rows.length - 1)), column: Math.max(0, Math.min(active.column, columnCount - 1)) };
  const focused = bookingFocus === null ? undefined : itemsByPk.get(bookingFocus);

  useLayoutEffect(() => {
    const lost = lastFocused.current !== null && !lastFocused.current.isConnected;
    if (!focusRequest.current && !lost) return;
    focusRequest.current = false;
    const gridElement = gridRef.current;
    const target = focused
      ? gridElement?.querySelector<HTMLElement>(`[data-booking="${focused.item.booking.pk}"]`)
      : gridElement?.querySelector<HTMLElement>(`[data-row="${cell.row}"][data-column="${cell.column}"]`);
    target?.focus();
  });

  const focusCell = (next: GridCell) => {
    setActive(next);
    setBookingFocus(null);
    focusRequest.current = true;
    const top = revealScrollTop({ row: next.row, rowHeight: styles.ROW_HEIGHT, scrollTop: viewport.scrollTop, viewportHeight: bodyHeight });
    if (top !== viewport.scrollTop) viewport.scrollTo(top);
  };
  const focusBooking = (pk: number) => {
    setBookingFocus(pk);
    focusRequest.current = true;
  };

  return { cell, focused, setActive, setBookingFocus, lastFocused, focusCell, focusBooking };
}

export type TimelineTabStop = ReturnType<typeof useTimelineTabStop>;

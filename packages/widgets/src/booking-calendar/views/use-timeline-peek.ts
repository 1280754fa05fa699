import type { FocusEvent, PointerEvent } from 'react';
import { moveCancelledAnnouncement } from '../booking-move';
import type { BookingPeekControls } from '../BookingPeek';
import type { GridCell } from './timeline-keys';
import { homeColumn, overlapsColumn, type Preview, type TimelineGrid } from './use-timeline-grid';
import type { TimelinePointer } from './use-timeline-pointer';
import type { TimelineTabStop } from './use-timeline-tab-stop';

type Options = {
  grid: Pick<TimelineGrid, 'itemsByPk' | 'columnCount'>;
  tabStop: Pick<TimelineTabStop, 'setActive' | 'setBookingFocus' | 'lastFocused'>;
  pointer: Pick<TimelinePointer, 'isActive'>;
  peek: BookingPeekControls;
  preview: Preview | null;
  setPreview: (preview: Preview | null) => void;
  announce: (text: string) => void;
};

const sameCell = (a: GridCell, b: GridCell) => a.row === b.row && a.column === b.column;

/**
 * Focus and hover on the grid: the tab stop follows focus (a click or a
 * screen reader moves it too), a booking under the pointer or focus shows
 * its peek (not while dragging), and a keyboard move left unsaved when
 * focus leaves its booking is dropped.
 */
export function useTimelinePeek({ grid: { itemsByPk, columnCount }, tabStop, pointer, peek, preview, setPreview, announce }: Options) {
  const { setActive, setBookingFocus, lastFocused } = tabStop;

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    lastFocused.current = target;
    const barElement = target.closest<HTMLElement>('[data-booking]');
    const entry = barElement ? itemsByPk.get(Number(barElement.dataset.booking)) : undefined;
    if (barElement && entry) {
      setBookingFocus(entry.item.booking.pk);
      setActive((current) =>
        current.row === entry.row && overlapsColumn(entry.item, current.column) ? current : { row: entry.row, column: homeColumn(entry.item, columnCount) },
      );
      if (!pointer.isActive()) peek.show(entry.item.booking, barElement);
      return;
    }
    if (target.dataset.cell !== undefined) {
      const next = { row: Number(target.dataset.row), column: Number(target.dataset.column) };
      setActive((current) => (sameCell(current, next) ? current : next));
      setBookingFocus(null);
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    peek.hide();
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) lastFocused.current = null;
    // A keyboard change left unsaved when focus leaves its booking is dropped.
    if (preview && !pointer.isActive() && (event.target as HTMLElement).dataset.booking === String(preview.pk)) {
      setPreview(null);
      announce(moveCancelledAnnouncement(preview));
    }
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (pointer.isActive()) return;
    const barElement = (event.target as Element).closest<HTMLElement>('[data-booking]');
    const entry = barElement ? itemsByPk.get(Number(barElement.dataset.booking)) : undefined;
    if (barElement && entry) peek.show(entry.item.booking, barElement);
  };
  const onPointerOut = (event: PointerEvent<HTMLDivElement>) => {
    const barElement = (event.target as Element).closest('[data-booking]');
    if (barElement && !barElement.contains(event.relatedTarget as Node | null)) peek.hide();
  };

  return { onFocus, onBlur, onPointerOver, onPointerOut };
}

import type { CalendarBooking, CalendarVehicle } from '@motorpool/api';
import { useMemo } from 'react';
import { rangeText } from '../booking-summary';
import type { BookingTimes, CalendarViewProps } from '../calendar-types';
import { isSlotFree, spanSlots, timelineSlot } from '../model/slots';
import { timelineLayout, type TimelineItem, type TimelineRow } from '../model/timeline';
import { viewDates } from '../model/visible-window';
import { dayText } from '../period-text';
import { useBookingText } from '../use-booking-text';
import type { EditContext } from './timeline-editing';
import { selectedColumns, type SlotSelection } from './timeline-keys';

export type Row = TimelineRow<CalendarBooking, CalendarVehicle>;
export type Item = TimelineItem<CalendarBooking>;
/** New times shown for a booking while it is dragged or stepped, before they are saved. */
export type Preview = BookingTimes & { pk: number };

export const overlapsColumn = (item: Item, column: number) => item.startColumn < column + 1 && item.endColumn > column;
/** The cell a bar's button lives in (its first column): bars are placed over the whole track, but belong to a cell. */
export const homeColumn = (item: Item, columnCount: number) => Math.min(Math.floor(item.startColumn), columnCount - 1);

type GridProps = Pick<CalendarViewProps, 'vehicles' | 'bookings' | 'date' | 'timeZone' | 'weekStartsOn'> & { span: CalendarViewProps['timelineSpan'] };

/**
 * The timeline laid out (rows of vehicles, columns of hours or days, bars
 * in lanes) and the questions the keyboard and pointer ask of it: which
 * bookings a cell holds, whether a cell is free, what a selection covers.
 */
export function useTimelineGrid({ vehicles, bookings, date, span, timeZone, weekStartsOn }: GridProps) {
  const { columns, rows } = useMemo(
    () => timelineLayout(vehicles, bookings, date, span, timeZone, weekStartsOn),
    [vehicles, bookings, date, span, timeZone, weekStartsOn],
  );
  const columnCount = columns.length;
  /** Every booking on the timeline by pk, with its row: for events delegated to the grid. */
  const itemsByPk = useMemo(() => {
    const found = new Map<number, { row: number; item: Item }>();
    rows.forEach((row, index) => {
      for (const item of row.items) found.set(item.booking.pk, { row: index, item });
    });
    return found;
  }, [rows]);
  const columnNames = useMemo(() => columns.map((column) => (span === 'day' ? column.label : dayText(column.date))), [columns, span]);
  const dates = useMemo(() => viewDates(span, date, weekStartsOn), [span, date, weekStartsOn]);
  const textOf = useBookingText(timeZone, dates);
  const editContext: EditContext = { span, columns, timeZone };

  const cellBookings = (rowIndex: number, column: number) => rows[rowIndex]?.items.filter((item) => overlapsColumn(item, column)) ?? [];
  const isFree = (rowIndex: number, column: number) => {
    const slot = timelineSlot(columns, column);
    const row = rows[rowIndex];
    return (
      !!slot &&
      !!row &&
      isSlotFree(
        row.items.map((item) => item.booking),
        slot.start,
        slot.end,
      )
    );
  };
  /** The instants a selection covers: from its first column's start to its last column's end. */
  const selectedSlot = (chosen: Pick<SlotSelection, 'anchor' | 'focus'>) => {
    const [first, last] = selectedColumns(chosen);
    const none = { start: 0, end: 0 };
    return spanSlots(timelineSlot(columns, first) ?? none, timelineSlot(columns, last) ?? none);
  };
  const selectionText = (chosen: SlotSelection) => {
    const slot = selectedSlot(chosen);
    return `${rows[chosen.row]?.name ?? ''}, ${rangeText(slot.start, slot.end, timeZone)}`;
  };

  return { columns, rows, columnCount, itemsByPk, columnNames, textOf, editContext, cellBookings, isFree, selectedSlot, selectionText };
}

export type TimelineGrid = ReturnType<typeof useTimelineGrid>;

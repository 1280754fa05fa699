import type { CalendarBooking } from '@motorpool/api';
import type { KeyboardEvent } from 'react';
import { moveAnnouncement, moveCancelledAnnouncement, notEditableAnnouncement, timesOf } from '../booking-move';
import type { CalendarViewProps } from '../calendar-types';
import { navigate } from '../model/visible-window';
import { keyboardStep, type EditEdge } from './timeline-editing';
import { cellAfterKey, reachFreeColumn, type SlotSelection } from './timeline-keys';
import type { Preview, TimelineGrid } from './use-timeline-grid';
import type { TimelinePointer } from './use-timeline-pointer';
import type { TimelineTabStop } from './use-timeline-tab-stop';

type Options = {
  /** What the view was given: the period shown, whether slots may be picked, and what picking, moving and paging tell the host. */
  view: Pick<CalendarViewProps, 'date' | 'timeZone' | 'timelineSpan' | 'canSelectSlots' | 'onSelectSlot' | 'onReschedule' | 'onNavigate'>;
  grid: TimelineGrid;
  tabStop: TimelineTabStop;
  pointer: Pick<TimelinePointer, 'isActive' | 'cancel'>;
  selection: SlotSelection | null;
  setSelection: (selection: SlotSelection | null) => void;
  preview: Preview | null;
  setPreview: (preview: Preview | null) => void;
  announce: (text: string) => void;
};

/**
 * The timeline's keys, as the calendar's shared keyboard model describes:
 * on a booking, arrows step between a cell's bookings and Alt+arrows move
 * it (Shift for its end) until Enter saves or Escape cancels; on a
 * selection, Shift+arrows extend it; on a cell, arrows move, Enter goes into
 * its bookings or starts a selection, PageUp/PageDown change the period.
 */
export function useTimelineKeyboard({ view, grid, tabStop, pointer, selection, setSelection, preview, setPreview, announce }: Options) {
  const { date, timeZone, timelineSpan: span, canSelectSlots, onSelectSlot, onReschedule, onNavigate } = view;
  const { rows, columnCount, editContext, cellBookings, isFree, selectedSlot, selectionText } = grid;
  const { cell, focused, focusCell, focusBooking } = tabStop;

  const onBookingKey = (event: KeyboardEvent, booking: CalendarBooking): boolean => {
    const { key } = event;
    const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
    const direction = key === 'ArrowLeft' ? -1 : 1;
    if (event.altKey && horizontal) {
      if (!booking.editable) {
        announce(notEditableAnnouncement(booking));
        return true;
      }
      const edge: EditEdge = event.shiftKey ? 'end' : 'move';
      const next = keyboardStep(preview?.pk === booking.pk ? preview : timesOf(booking), edge, direction, editContext);
      if (next) {
        setPreview({ pk: booking.pk, ...next });
        announce(moveAnnouncement(booking, next, timeZone));
      }
      return true;
    }
    if (preview) {
      if (key === 'Enter') {
        setPreview(null);
        announce('');
        const original = timesOf(booking);
        if (preview.start !== original.start || preview.end !== original.end) onReschedule(booking, { start: preview.start, end: preview.end });
      } else if (key === 'Escape') {
        setPreview(null);
        announce(moveCancelledAnnouncement(booking));
      }
      // Nothing else while a change waits to be saved or cancelled, except leaving with Tab (which cancels it).
      return key !== 'Tab';
    }
    if (key === 'Escape') {
      focusCell(cell);
      return true;
    }
    if (horizontal) {
      const held = cellBookings(cell.row, cell.column);
      const index = held.findIndex((item) => item.booking.pk === booking.pk);
      const next = held[Math.max(0, Math.min(index + direction, held.length - 1))];
      if (next) focusBooking(next.booking.pk);
      return true;
    }
    // Enter and Space fall through to the button's own click, which opens the booking (as a screen reader's click does).
    return false;
  };

  const onSelectionKey = (event: KeyboardEvent, chosen: SlotSelection): boolean => {
    const { key } = event;
    if (event.shiftKey && (key === 'ArrowLeft' || key === 'ArrowRight')) {
      const focus = reachFreeColumn(
        chosen.anchor,
        chosen.focus + (key === 'ArrowLeft' ? -1 : 1),
        (column) => column >= 0 && column < columnCount && isFree(chosen.row, column),
      );
      if (focus !== chosen.focus) {
        const extended = { ...chosen, focus };
        setSelection(extended);
        announce(`Selected ${selectionText(extended)}.`);
        focusCell({ row: chosen.row, column: focus });
      }
      return true;
    }
    if (key === 'Enter') {
      setSelection(null);
      announce('');
      const row = rows[chosen.row];
      if (row) onSelectSlot({ ...selectedSlot(chosen), vehiclePk: row.pk });
      return true;
    }
    if (key === 'Escape') {
      setSelection(null);
      announce('Selection cancelled.');
      return true;
    }
    return false;
  };

  const onCellKey = (event: KeyboardEvent): boolean => {
    const { key } = event;
    if (key === 'PageUp' || key === 'PageDown') {
      onNavigate(navigate('timeline', date, key === 'PageUp' ? -1 : 1, span));
      return true;
    }
    const next = cellAfterKey(cell, { key, ctrlKey: event.ctrlKey || event.metaKey }, { rowCount: rows.length, columnCount });
    if (next) {
      setSelection(null);
      focusCell(next);
      return true;
    }
    if (key !== 'Enter' && key !== ' ') return false;
    const held = cellBookings(cell.row, cell.column);
    if (key === 'Enter' && held[0]) {
      focusBooking(held[0].booking.pk);
      return true;
    }
    if (canSelectSlots && isFree(cell.row, cell.column)) {
      const started = { row: cell.row, anchor: cell.column, focus: cell.column };
      setSelection(started);
      announce(`Selected ${selectionText(started)}. Shift and arrow keys extend the selection, Enter books it, Escape cancels.`);
    }
    return true;
  };

  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (pointer.isActive()) {
      if (event.key === 'Escape') {
        pointer.cancel();
        event.preventDefault();
      }
      return;
    }
    let handled: boolean;
    if (focused) handled = onBookingKey(event, focused.item.booking);
    else if (selection && onSelectionKey(event, selection)) handled = true;
    else handled = onCellKey(event);
    if (handled) event.preventDefault();
  };
}

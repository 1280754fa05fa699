import type { CalendarBooking } from '@motorpool/api';
import type { KeyboardEvent } from 'react';
import { moveAnnouncement, moveCancelledAnnouncement, notEditableAnnouncement, stepDays, stepSlots, timesOf } from '../booking-move';
import { rangeText } from '../booking-summary';
import type { BookingTimes } from '../calendar-types';
import { focusSibling, gridStep, isActivationKey, isArrowKey, pageStep } from '../grid-keys';
import { navigate } from '../model/visible-window';
import type { TimeGridColumn } from './time-grid-cells';
import { bookingElementOf, positionOf, type TimeGridKeyedSelection } from './time-grid-elements';
import { selectionSlot } from './use-time-grid-pointer';
import type { ReschedulePreview } from './use-reschedule-preview';
import type { TimeGridViewProps } from './TimeGridView';

type Options = {
  /** What the view was given: the period shown, whether slots may be picked, and what picking and paging tell the host. */
  view: Pick<TimeGridViewProps, 'span' | 'date' | 'timeZone' | 'canSelectSlots' | 'onSelectSlot' | 'onNavigate'>;
  columns: readonly TimeGridColumn[];
  bookingByPk: ReadonlyMap<number, CalendarBooking>;
  selection: TimeGridKeyedSelection | null;
  /** Sets (or clears) the selection and what the live region says about it. */
  select: (selection: TimeGridKeyedSelection | null, announcement: string) => void;
  announce: (text: string) => void;
  reschedule: {
    preview: ReschedulePreview | null;
    show: (booking: CalendarBooking, times: BookingTimes, keepFocus: boolean) => void;
    commit: (keepFocus: boolean) => void;
    cancel: (keepFocus: boolean) => void;
  };
  focusAt: (col: number, slot: number) => void;
  /** Runs first on every key. */
  beforeKey: () => void;
};

/** Where an arrow takes a booking's times (or only its end): a quarter hour up or down, or in the week a day across; null for any other key. */
function arrowStep(key: string, times: BookingTimes, which: 'move' | 'end', span: TimeGridViewProps['span'], timeZone: string): BookingTimes | null {
  switch (key) {
    case 'ArrowUp':
      return stepSlots(times, -1, which, timeZone);
    case 'ArrowDown':
      return stepSlots(times, 1, which, timeZone);
    case 'ArrowLeft':
      return span === 'week' ? stepDays(times, -1, which, timeZone) : null;
    case 'ArrowRight':
      return span === 'week' ? stepDays(times, 1, which, timeZone) : null;
    default:
      return null;
  }
}

/**
 * The time grid's keyboard, on the grid's one keydown handler: arrows,
 * Home/End and PageUp/PageDown between cells and periods; Enter into a
 * cell's bookings and Escape back; Enter/Space, Shift+Arrow and Enter to
 * pick a stretch; Alt(+Shift)+Arrow to move an editable booking (or its
 * end), Enter to save, Escape to put it back.
 */
export function useTimeGridKeyboard({ view, columns, bookingByPk, selection, select, announce, reschedule, focusAt, beforeKey }: Options) {
  const { span, date, timeZone, canSelectSlots, onSelectSlot, onNavigate } = view;
  const firstRow = span === 'week' ? -1 : 0;

  const selectionText = (next: TimeGridKeyedSelection) => {
    const slot = selectionSlot(columns, next, false);
    return slot ? `Selected ${rangeText(slot.start, slot.end, timeZone)}. Enter to book, Escape to cancel.` : '';
  };

  /** Keys while a keyboard selection is open; true when the key was for it. */
  const onSelectionKey = (event: KeyboardEvent, current: TimeGridKeyedSelection): boolean => {
    if (event.shiftKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      const slots = columns[current.col]?.slots ?? 1;
      const focus = Math.max(0, Math.min(slots - 1, current.focus + (event.key === 'ArrowUp' ? -1 : 1)));
      const next = { ...current, focus };
      select(next, selectionText(next));
      focusAt(current.col, focus);
      return true;
    }
    if (event.key === 'Enter') {
      const slot = selectionSlot(columns, current, false);
      select(null, '');
      if (slot) onSelectSlot(slot);
      return true;
    }
    if (event.key === 'Escape') {
      select(null, 'Selection cancelled.');
      return true;
    }
    return event.key === ' ';
  };

  const moveByKeyboard = (event: KeyboardEvent, booking: CalendarBooking) => {
    if (!booking.editable) {
      announce(notEditableAnnouncement(booking));
      return;
    }
    const previewed = reschedule.preview?.booking.pk === booking.pk ? reschedule.preview.times : timesOf(booking);
    const times = arrowStep(event.key, previewed, event.shiftKey ? 'end' : 'move', span, timeZone);
    const first = columns[0]?.day.start ?? 0;
    const last = columns.at(-1)?.day.end ?? 0;
    // A step off the days shown is refused: the booking would vanish, and focus with it.
    if (!times || times.end <= first || times.start >= last) return;
    reschedule.show(booking, times, true);
    announce(moveAnnouncement(booking, times, timeZone));
  };

  const onBookingKeyDown = (event: KeyboardEvent, element: HTMLElement) => {
    const booking = bookingByPk.get(Number(element.dataset.bookingPk));
    if (!booking) return;
    const previewing = reschedule.preview?.booking.pk === booking.pk;
    if (previewing && (event.key === 'Enter' || event.key === ' ')) {
      // Instead of the button's own click, which would open the booking.
      event.preventDefault();
      if (event.key === 'Enter') {
        reschedule.commit(true);
        announce('');
      }
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      if (previewing) {
        reschedule.cancel(true);
        announce(moveCancelledAnnouncement(booking));
      } else {
        element.closest<HTMLElement>('[data-cell]')?.focus();
      }
      return;
    }
    if (!isArrowKey(event.key)) return;
    event.preventDefault();
    if (event.altKey) {
      moveByKeyboard(event, booking);
      return;
    }
    if (previewing) {
      reschedule.cancel(true);
      announce(moveCancelledAnnouncement(booking));
      return;
    }
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const inCell = Array.from(element.closest('[data-cell]')?.querySelectorAll<HTMLElement>('[data-booking-pk]') ?? []);
      focusSibling(inCell, element, event.key === 'ArrowUp' ? -1 : 1);
    }
  };

  return (event: KeyboardEvent<HTMLElement>) => {
    beforeKey();
    const bookingElement = bookingElementOf(event.target);
    if (bookingElement) {
      onBookingKeyDown(event, bookingElement);
      return;
    }
    const at = positionOf(event.target as HTMLElement);
    if (!at) return;
    const page = pageStep(event.key);
    if (page) {
      event.preventDefault();
      select(null, '');
      onNavigate(navigate(span, date, page));
      return;
    }
    if (selection?.byKeyboard && onSelectionKey(event, selection)) {
      event.preventDefault();
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const step = gridStep(event.key, { row: at.slot, col: at.col }, columns.length, (col) => columns[col]?.slots ?? 0, firstRow);
    if (step || isArrowKey(event.key)) {
      // At an edge the arrow stays put rather than scrolling the page.
      event.preventDefault();
      if (selection) select(null, '');
      if (step) focusAt(step.col, step.row);
      return;
    }
    // A day header is a button: Enter and Space click it.
    if (at.slot < 0 || !isActivationKey(event.key)) return;
    event.preventDefault();
    const held = columns[at.col]?.held[at.slot] ?? [];
    if (event.key === 'Enter' && held.length > 0) {
      (event.target as HTMLElement).querySelector<HTMLElement>('[data-booking-pk]')?.focus();
    } else if (canSelectSlots) {
      const next = { col: at.col, anchor: at.slot, focus: at.slot, byKeyboard: true };
      select(next, selectionText(next));
    }
  };
}

import type { CalendarBooking } from '@motorpool/api';
import { useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { movedTo, resizedTo, sameTimes, SLOT_MS, timesOf } from '../booking-move';
import type { BookingTimes, CalendarSlot } from '../calendar-types';
import { spanSlots, timeGridSlot, timeGridSlotAt, SLOT_MINUTES, type Slot } from '../model/slots';
import { beginPointerDrag, cellUnderPointer, CELL_SELECTOR, endPointerDrag } from '../pointer-cells';
import type { TimeGridColumn } from './time-grid-cells';

/** Quarter hours picked in one day column, from the cell the selection began on to the one it reaches. */
export type TimeGridSelection = { col: number; anchor: number; focus: number };

type Drag =
  | ({ kind: 'select'; pointerId: number } & TimeGridSelection)
  | { kind: 'move' | 'resize'; pointerId: number; booking: CalendarBooking; origin: { col: number; slot: number }; times: BookingTimes };

/** A body cell's place in the grid, from its data attributes. */
export function timeGridCellAt(cell: Element | null): { col: number; slot: number } | null {
  if (!(cell instanceof HTMLElement) || cell.dataset.slot === undefined) return null;
  return { col: Number(cell.dataset.col), slot: Number(cell.dataset.slot) };
}

/** The stretch a selection covers, as a slot to book (the time grid picks times, not a vehicle). */
export function selectionSlot(columns: readonly TimeGridColumn[], selection: TimeGridSelection, clickLength: boolean): CalendarSlot | null {
  const column = columns[selection.col];
  if (!column) return null;
  let slot: Slot | null;
  if (clickLength && selection.anchor === selection.focus) {
    slot = timeGridSlotAt(column.day, selection.anchor * SLOT_MINUTES);
  } else {
    const from = timeGridSlot(column.day, selection.anchor);
    const to = timeGridSlot(column.day, selection.focus);
    slot = from && to ? spanSlots(from, to) : null;
  }
  return slot && { ...slot, vehiclePk: null };
}

type Options = {
  root: RefObject<HTMLElement | null>;
  columns: readonly TimeGridColumn[];
  canSelectSlots: boolean;
  bookingByPk: ReadonlyMap<number, CalendarBooking>;
  setSelection: (selection: TimeGridSelection | null) => void;
  onSelectSlot: (slot: CalendarSlot) => void;
  showPreview: (booking: CalendarBooking, times: BookingTimes) => void;
  cancelPreview: () => void;
  onReschedule: (booking: CalendarBooking, times: BookingTimes) => void;
  onOpenBooking: (booking: CalendarBooking) => void;
  onDragStart: () => void;
};

/**
 * The time grid's pointer: press on a cell and drag along the day to pick a
 * stretch (a plain click picks an hour); drag an editable booking to move
 * it, or its bottom edge to change its end, snapped to quarter hours. A
 * press and release that moved nothing is a click, which opens it.
 */
export function useTimeGridPointer({
  root,
  columns,
  canSelectSlots,
  bookingByPk,
  setSelection,
  onSelectSlot,
  showPreview,
  cancelPreview,
  onReschedule,
  onOpenBooking,
  onDragStart,
}: Options) {
  const drag = useRef<Drag | null>(null);
  const swallowClick = useRef(false);

  const finish = (pointerId: number) => {
    const grid = root.current;
    if (grid) endPointerDrag(grid, pointerId);
    const done = drag.current;
    drag.current = null;
    return done;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    const grid = root.current;
    if (!grid || event.button > 0 || drag.current) return;
    swallowClick.current = false;
    const target = event.target as Element;
    const bookingElement = target.closest<HTMLElement>('[data-booking-pk]');
    if (bookingElement) {
      const booking = bookingByPk.get(Number(bookingElement.dataset.bookingPk));
      if (!booking?.editable) return;
      // Dragging first, so the hit test below sees the cell under the booking.
      beginPointerDrag(grid, event.pointerId);
      const origin = timeGridCellAt(cellUnderPointer(grid, event));
      if (!origin) {
        endPointerDrag(grid, event.pointerId);
        return;
      }
      const kind = target.closest('[data-resize-handle]') ? 'resize' : 'move';
      drag.current = { kind, pointerId: event.pointerId, booking, origin, times: timesOf(booking) };
      onDragStart();
      return;
    }
    const at = timeGridCellAt(target.closest(CELL_SELECTOR));
    if (!at || !canSelectSlots) return;
    beginPointerDrag(grid, event.pointerId);
    const selection = { col: at.col, anchor: at.slot, focus: at.slot };
    drag.current = { kind: 'select', pointerId: event.pointerId, ...selection };
    setSelection(selection);
    onDragStart();
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    const current = drag.current;
    const grid = root.current;
    if (!current || !grid) return;
    const at = timeGridCellAt(cellUnderPointer(grid, event));
    const column = at && columns[at.col];
    if (!at || !column) return;
    if (current.kind === 'select') {
      // Along the day the selection began in; another column's row stands for the same time.
      const focus = Math.min(at.slot, (columns[current.col]?.slots ?? 1) - 1);
      if (focus === current.focus) return;
      current.focus = focus;
      setSelection({ col: current.col, anchor: current.anchor, focus });
      return;
    }
    const pointed = column.day.start + at.slot * SLOT_MS;
    const originColumn = columns[current.origin.col];
    if (!originColumn) return;
    const pressed = originColumn.day.start + current.origin.slot * SLOT_MS;
    const original = timesOf(current.booking);
    const times =
      current.kind === 'move'
        ? movedTo(original, original.start + (pointed - pressed), column.day.start)
        : resizedTo(original, pointed + SLOT_MS, column.day.start);
    if (sameTimes(times, current.times)) return;
    current.times = times;
    showPreview(current.booking, times);
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLElement>) => {
    const done = finish(event.pointerId);
    if (!done) return;
    if (done.kind === 'select') {
      setSelection(null);
      const slot = selectionSlot(columns, done, true);
      if (slot) onSelectSlot(slot);
      return;
    }
    cancelPreview();
    // The grid holds the pointer during a press on a booking, so the browser's click that follows lands on the
    // grid, not the booking: the release itself opens an unmoved booking, and that click is let go.
    swallowClick.current = true;
    if (sameTimes(done.times, timesOf(done.booking))) onOpenBooking(done.booking);
    else onReschedule(done.booking, done.times);
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLElement>) => {
    const done = finish(event.pointerId);
    if (done?.kind === 'select') setSelection(null);
    else if (done) cancelPreview();
  };

  /** True once for the click that follows a press on an editable booking, which the release has already handled. */
  const takeSwallowedClick = () => {
    const swallow = swallowClick.current;
    swallowClick.current = false;
    return swallow;
  };

  /** A key press comes between: a click from now on is the keyboard's own. */
  const forgetSwallowedClick = () => {
    swallowClick.current = false;
  };

  return { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, takeSwallowedClick, forgetSwallowedClick };
}

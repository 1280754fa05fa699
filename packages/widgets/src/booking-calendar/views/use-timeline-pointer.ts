import type { CalendarBooking } from '@motorpool/api';
import { useEffect, useMemo, useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { timesOf } from '../booking-move';
import type { BookingPeekControls } from '../BookingPeek';
import type { BookingTimes, CalendarViewProps } from '../calendar-types';
import { dragTimes, type EditEdge } from './timeline-editing';
import { columnAt, pointerColumnPosition } from './timeline-geometry';
import { reachFreeColumn, type SlotSelection } from './timeline-keys';
import type { Preview, TimelineGrid } from './use-timeline-grid';

/** A pointer press in progress: selecting a stretch of a row, or dragging a booking (or its end). */
type Gesture =
  | { kind: 'select'; row: number; vehiclePk: number; anchor: number; focus: number }
  | { kind: 'edit'; edge: EditEdge; booking: CalendarBooking; from: number; original: BookingTimes; times: BookingTimes };

type Options = {
  /** What the view was given: whether slots may be picked, and what picking, moving and opening tell the host. */
  view: Pick<CalendarViewProps, 'canSelectSlots' | 'onSelectSlot' | 'onReschedule' | 'onOpenBooking'>;
  grid: TimelineGrid;
  /** The header's track of columns: pointer positions are measured against it. */
  headTrackRef: RefObject<HTMLDivElement | null>;
  peek: BookingPeekControls;
  preview: Preview | null;
  setPreview: (preview: Preview | null) => void;
  setSelection: (selection: SlotSelection | null) => void;
};

/**
 * The timeline's pointer: press on a free cell and drag along the row to
 * pick a stretch to book; drag an editable booking to move it, or its end
 * to change its end. A release that changed nothing is a click, which opens
 * the booking.
 */
export function useTimelinePointer({ view, grid, headTrackRef, peek, preview, setPreview, setSelection }: Options) {
  const { canSelectSlots, onSelectSlot, onReschedule, onOpenBooking } = view;
  const { rows, columnCount, itemsByPk, isFree, editContext, selectedSlot } = grid;
  const gesture = useRef<Gesture | null>(null);
  /** A drag has just changed a booking's times: the click its release may make is not an "open". */
  const suppressClick = useRef(false);

  // Released wherever the pointer is (outside the grid too), so the release is heard on the window; the handler reads the latest props.
  const endGesture = useRef<(commit: boolean) => void>(() => {});
  const gestureListeners = useMemo(() => {
    const up = () => endGesture.current(true);
    const cancel = () => endGesture.current(false);
    return {
      listen: () => {
        window.addEventListener('pointerup', up);
        window.addEventListener('pointercancel', cancel);
      },
      stop: () => {
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', cancel);
      },
    };
  }, []);
  useEffect(() => gestureListeners.stop, [gestureListeners]);
  endGesture.current = (commit) => {
    const ended = gesture.current;
    if (!ended) return;
    gesture.current = null;
    gestureListeners.stop();
    if (ended.kind === 'select') {
      setSelection(null);
      if (commit) onSelectSlot({ ...selectedSlot(ended), vehiclePk: ended.vehiclePk });
      return;
    }
    setPreview(null);
    const changed = ended.times.start !== ended.original.start || ended.times.end !== ended.original.end;
    suppressClick.current = changed;
    if (commit && changed) onReschedule(ended.booking, ended.times);
  };

  const pointerPosition = (event: PointerEvent) => {
    const track = headTrackRef.current?.getBoundingClientRect();
    const cellColumn = (event.target as Element).closest('[data-column]')?.getAttribute('data-column');
    return pointerColumnPosition({
      clientX: event.clientX,
      trackLeft: track?.left ?? 0,
      trackWidth: track?.width ?? 0,
      columnCount,
      cellColumn: cellColumn == null ? null : Number(cellColumn),
    });
  };
  const startGesture = (started: Gesture) => {
    gesture.current = started;
    peek.hide();
    gestureListeners.listen();
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    suppressClick.current = false;
    if (event.button !== 0 || gesture.current) return;
    const target = event.target as Element;
    const barElement = target.closest('[data-booking]');
    if (barElement) {
      const entry = itemsByPk.get(Number(barElement.getAttribute('data-booking')));
      const position = pointerPosition(event);
      // Bookings that may not be edited are only clicked (opened).
      if (!entry?.item.booking.editable || position === null) return;
      const original = timesOf(entry.item.booking);
      setPreview(null);
      const edge: EditEdge = target.closest('[data-resize]') ? 'end' : 'move';
      startGesture({ kind: 'edit', edge, booking: entry.item.booking, from: position, original, times: original });
      return;
    }
    const cellElement = target.closest<HTMLElement>('[data-cell]');
    if (!cellElement || !canSelectSlots) return;
    const row = Number(cellElement.dataset.row);
    const column = Number(cellElement.dataset.column);
    const vehicle = rows[row];
    if (!vehicle || !isFree(row, column)) return;
    setSelection({ row, anchor: column, focus: column });
    startGesture({ kind: 'select', row, vehiclePk: vehicle.pk, anchor: column, focus: column });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const moving = gesture.current;
    if (!moving) return;
    const position = pointerPosition(event);
    if (position === null) return;
    if (moving.kind === 'select') {
      const focus = reachFreeColumn(moving.anchor, columnAt(position, columnCount), (column) => isFree(moving.row, column));
      if (focus === moving.focus) return;
      moving.focus = focus;
      setSelection({ row: moving.row, anchor: moving.anchor, focus });
      return;
    }
    const times = dragTimes(moving.original, moving.edge, moving.from, position, editContext);
    if (times.start === moving.times.start && times.end === moving.times.end) return;
    moving.times = times;
    setPreview({ pk: moving.booking.pk, ...times });
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const barElement = (event.target as Element).closest('[data-booking]');
    if (!barElement) return;
    if (suppressClick.current) {
      suppressClick.current = false;
      return;
    }
    // Space's click while a keyboard change waits to be saved does not open the booking.
    if (preview) return;
    const entry = itemsByPk.get(Number(barElement.getAttribute('data-booking')));
    if (entry) onOpenBooking(entry.item.booking);
  };

  return {
    /** Whether a press is selecting or dragging: keys and focus leave it alone. */
    isActive: () => gesture.current !== null,
    /** Ends the press without saving what it chose (Escape). */
    cancel: () => endGesture.current(false),
    onPointerDown,
    onPointerMove,
    onClick,
  };
}

export type TimelinePointer = ReturnType<typeof useTimelinePointer>;

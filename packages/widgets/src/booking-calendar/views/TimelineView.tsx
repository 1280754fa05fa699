import type { CalendarBooking, CalendarVehicle } from '@motorpool/api';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import * as look from '../booking-look.css';
import { moveAnnouncement, moveCancelledAnnouncement, notEditableAnnouncement, timesOf } from '../booking-move';
import { bookingTone, rangeText } from '../booking-summary';
import { useBookingPeek } from '../BookingPeek';
import { bookingDaysAndTimes, bookingTimeRange, hiddenText } from '../booking-name-parts';
import * as parts from '../calendar-parts.css';
import type { BookingTimes, CalendarViewProps } from '../calendar-types';
import { isSlotFree, spanSlots, timelineSlot } from '../model/slots';
import { timelineLayout, visibleRows, type TimelineColumn, type TimelineItem, type TimelineRow } from '../model/timeline';
import { navigate, viewDates } from '../model/visible-window';
import { dayText, periodText } from '../period-text';
import { bookingTimesText, useBookingText, type BookingText } from '../use-booking-text';
import { wallClock } from '../wall-clock';
import { dragTimes, keyboardStep, type EditContext, type EditEdge } from './timeline-editing';
import { columnAt, pointerColumnPosition, positionOfInstant, revealScrollTop } from './timeline-geometry';
import { cellAfterKey, reachFreeColumn, selectedColumns, type GridCell, type SlotSelection } from './timeline-keys';
import { useScrollViewport } from './timeline-viewport';
import { useNow } from './use-now';
import * as styles from './TimelineView.css';

type Row = TimelineRow<CalendarBooking, CalendarVehicle>;
type Item = TimelineItem<CalendarBooking>;
/** New times shown for a booking while it is dragged or stepped, before they are saved. */
type Preview = BookingTimes & { pk: number };
/** A pointer press in progress: selecting a stretch of a row, or dragging a booking (or its end). */
type Gesture =
  | { kind: 'select'; row: number; vehiclePk: number; anchor: number; focus: number }
  | { kind: 'edit'; edge: EditEdge; booking: CalendarBooking; from: number; original: BookingTimes; times: BookingTimes };

const overlapsColumn = (item: Item, column: number) => item.startColumn < column + 1 && item.endColumn > column;
/** The cell a bar's button lives in (its first column): bars are placed over the whole track, but belong to a cell. */
const homeColumn = (item: Item, columnCount: number) => Math.min(Math.floor(item.startColumn), columnCount - 1);
const sameCell = (a: GridCell, b: GridCell) => a.row === b.row && a.column === b.column;
const bookingCount = (count: number) => (count === 0 ? 'no bookings' : count === 1 ? '1 booking' : `${count} bookings`);

/**
 * The vehicle timeline: one row per vehicle (by name), hours of a day or days
 * of a week as columns, bookings as bars coloured by status. Rows are
 * virtualised (only a screenful plus overscan is rendered, and the row
 * holding the keyboard's tab stop), so 500 vehicles and thousands of
 * bookings stay responsive. An ARIA grid with one tab stop: arrows between
 * cells, Enter into a cell's bookings, slot selection and keyboard moves as
 * the calendar's shared keyboard model describes.
 */
export function TimelineView({
  timeZone,
  date,
  today,
  weekStartsOn,
  timelineSpan: span,
  vehicles,
  bookings,
  canSelectSlots,
  onOpenBooking,
  onSelectSlot,
  onReschedule,
  onNavigate,
}: CalendarViewProps) {
  const { columns, rows } = useMemo(
    () => timelineLayout(vehicles, bookings, date, span, timeZone, weekStartsOn),
    [vehicles, bookings, date, span, timeZone, weekStartsOn],
  );
  const columnCount = columns.length;
  /** Every booking on the timeline by pk, with its row: for events delegated to the grid. */
  const itemsByPk = useMemo(() => {
    const found = new Map<number, { row: number; item: Item }>();
    rows.forEach((row, index) => row.items.forEach((item) => found.set(item.booking.pk, { row: index, item })));
    return found;
  }, [rows]);
  const columnNames = useMemo(() => columns.map((column) => (span === 'day' ? column.label : dayText(column.date))), [columns, span]);
  const dates = useMemo(() => viewDates(span, date, weekStartsOn), [span, date, weekStartsOn]);
  const textOf = useBookingText(timeZone, dates);
  const editContext: EditContext = { span, columns, timeZone };

  const viewport = useScrollViewport<HTMLDivElement>();
  const bodyHeight = Math.max(0, viewport.height - styles.HEADER_HEIGHT);
  const gridRef = useRef<HTMLDivElement>(null);
  const headTrackRef = useRef<HTMLDivElement>(null);
  const peek = useBookingPeek();

  const [active, setActive] = useState<GridCell>({ row: 0, column: 0 });
  const [bookingFocus, setBookingFocus] = useState<number | null>(null);
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [announcement, setAnnouncement] = useState('');

  /** Set by the keyboard: focus the tab stop after the next render. */
  const focusRequest = useRef(false);
  /** The element in the grid that last had focus: if a re-render removes it, focus goes to the tab stop. */
  const lastFocused = useRef<HTMLElement | null>(null);
  const gesture = useRef<Gesture | null>(null);
  /** A drag has just changed a booking's times: the click its release may make is not an "open". */
  const suppressClick = useRef(false);

  // Data may shrink under the tab stop (another window, another branch).
  const cell: GridCell = { row: Math.max(0, Math.min(active.row, rows.length - 1)), column: Math.max(0, Math.min(active.column, columnCount - 1)) };
  const focused = bookingFocus === null ? undefined : itemsByPk.get(bookingFocus);

  const showsToday = columns.some((column) => column.date === today);
  const now = useNow(showsToday);
  const nowPosition = showsToday && now >= (columns[0]?.start ?? 0) && now < (columns.at(-1)?.end ?? 0) ? positionOfInstant(columns, now) : null;
  const currentColumn = span === 'week' ? columns.findIndex((column) => column.date === today) : nowPosition === null ? -1 : columnAt(nowPosition, columnCount);

  useLayoutEffect(() => {
    const lost = lastFocused.current !== null && !lastFocused.current.isConnected;
    if (!focusRequest.current && !lost) return;
    focusRequest.current = false;
    const grid = gridRef.current;
    const target = focused
      ? grid?.querySelector<HTMLElement>(`[data-booking="${focused.item.booking.pk}"]`)
      : grid?.querySelector<HTMLElement>(`[data-row="${cell.row}"][data-column="${cell.column}"]`);
    target?.focus();
  });

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
  function selectedSlot(chosen: Pick<SlotSelection, 'anchor' | 'focus'>) {
    const [first, last] = selectedColumns(chosen);
    const none = { start: 0, end: 0 };
    return spanSlots(timelineSlot(columns, first) ?? none, timelineSlot(columns, last) ?? none);
  }
  const selectionText = (chosen: SlotSelection) => {
    const slot = selectedSlot(chosen);
    return `${rows[chosen.row]?.name ?? ''}, ${rangeText(slot.start, slot.end, timeZone)}`;
  };

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

  const onBookingKey = (event: KeyboardEvent, booking: CalendarBooking): boolean => {
    const { key } = event;
    const horizontal = key === 'ArrowLeft' || key === 'ArrowRight';
    const direction = key === 'ArrowLeft' ? -1 : 1;
    if (event.altKey && horizontal) {
      if (!booking.editable) {
        setAnnouncement(notEditableAnnouncement(booking));
        return true;
      }
      const edge: EditEdge = event.shiftKey ? 'end' : 'move';
      const next = keyboardStep(preview?.pk === booking.pk ? preview : timesOf(booking), edge, direction, editContext);
      if (next) {
        setPreview({ pk: booking.pk, ...next });
        setAnnouncement(moveAnnouncement(booking, next, timeZone));
      }
      return true;
    }
    if (preview) {
      if (key === 'Enter') {
        setPreview(null);
        setAnnouncement('');
        const original = timesOf(booking);
        if (preview.start !== original.start || preview.end !== original.end) onReschedule(booking, { start: preview.start, end: preview.end });
      } else if (key === 'Escape') {
        setPreview(null);
        setAnnouncement(moveCancelledAnnouncement(booking));
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
        setAnnouncement(`Selected ${selectionText(extended)}.`);
        focusCell({ row: chosen.row, column: focus });
      }
      return true;
    }
    if (key === 'Enter') {
      setSelection(null);
      setAnnouncement('');
      const row = rows[chosen.row];
      if (row) onSelectSlot({ ...selectedSlot(chosen), vehiclePk: row.pk });
      return true;
    }
    if (key === 'Escape') {
      setSelection(null);
      setAnnouncement('Selection cancelled.');
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
      setAnnouncement(`Selected ${selectionText(started)}. Shift and arrow keys extend the selection, Enter books it, Escape cancels.`);
    }
    return true;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (gesture.current) {
      if (event.key === 'Escape') {
        endGesture.current(false);
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
      if (!gesture.current) peek.show(entry.item.booking, barElement);
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
    if (preview && !gesture.current && (event.target as HTMLElement).dataset.booking === String(preview.pk)) {
      setPreview(null);
      setAnnouncement(moveCancelledAnnouncement(preview));
    }
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    if (gesture.current) return;
    const barElement = (event.target as Element).closest<HTMLElement>('[data-booking]');
    const entry = barElement ? itemsByPk.get(Number(barElement.dataset.booking)) : undefined;
    if (barElement && entry) peek.show(entry.item.booking, barElement);
  };
  const onPointerOut = (event: PointerEvent<HTMLDivElement>) => {
    const barElement = (event.target as Element).closest('[data-booking]');
    if (barElement && !barElement.contains(event.relatedTarget as Node | null)) peek.hide();
  };

  const range = visibleRows({ scrollTop: viewport.scrollTop, viewportHeight: bodyHeight, rowHeight: styles.ROW_HEIGHT, rowCount: rows.length });
  const rendered: number[] = [];
  for (let index = range.first; index < range.last; index += 1) rendered.push(index);
  // The row holding the tab stop stays rendered when scrolled away, so the grid keeps its one tab stop.
  if (rows.length > 0 && (cell.row < range.first || cell.row >= range.last)) {
    rendered.push(cell.row);
    rendered.sort((a, b) => a - b);
  }
  const selected = selection ? selectedColumns(selection) : null;
  const minColumnWidth = styles.MIN_COLUMN_WIDTH[span];
  const label = `Vehicle timeline, ${periodText('timeline', date, weekStartsOn, span)}, times in ${timeZone}`;

  return (
    <div className={styles.root}>
      <div ref={viewport.ref} className={styles.scroller} onScroll={viewport.onScroll}>
        <div
          ref={gridRef}
          role="grid"
          aria-label={label}
          aria-rowcount={rows.length + 1}
          aria-colcount={columnCount + 1}
          aria-multiselectable={canSelectSlots || undefined}
          className={styles.grid}
          style={{ minWidth: `calc(${styles.NAME_WIDTH} + ${columnCount} * ${minColumnWidth})` }}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerOver={onPointerOver}
          onPointerOut={onPointerOut}
          onClick={onClick}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          <div role="rowgroup" className={styles.head}>
            <div role="row" aria-rowindex={1} className={styles.headRow}>
              <div role="columnheader" className={styles.corner}>
                Vehicle
              </div>
              <div ref={headTrackRef} role="presentation" className={styles.track}>
                {columns.map((column, index) => (
                  <div
                    key={column.start}
                    role="columnheader"
                    aria-current={index === currentColumn ? (span === 'week' ? 'date' : 'time') : undefined}
                    className={index === currentColumn ? `${styles.columnHeader} ${styles.currentColumnHeader}` : styles.columnHeader}
                  >
                    {columnNames[index]}
                  </div>
                ))}
              </div>
            </div>
          </div>
          <div role="rowgroup" className={styles.body} style={{ height: `${range.totalHeight}px` }}>
            {rendered.map((index) => {
              const row = rows[index] as Row;
              const holdsTabStop = index === cell.row;
              return (
                <TimelineRowView
                  key={row.pk}
                  row={row}
                  index={index}
                  columns={columns}
                  columnNames={columnNames}
                  currentColumn={span === 'week' ? currentColumn : -1}
                  tabColumn={holdsTabStop && !focused ? cell.column : -1}
                  tabBooking={holdsTabStop && focused ? focused.item.booking.pk : null}
                  selectedFrom={selection?.row === index && selected ? selected[0] : -1}
                  selectedTo={selection?.row === index && selected ? selected[1] : -1}
                  preview={preview && itemsByPk.get(preview.pk)?.row === index ? preview : null}
                  timeZone={timeZone}
                  textOf={textOf}
                />
              );
            })}
            {nowPosition !== null && (
              <div
                aria-hidden="true"
                className={styles.nowLine}
                style={{ left: `calc(${styles.NAME_WIDTH} + (100% - ${styles.NAME_WIDTH}) * ${nowPosition / columnCount})` }}
              />
            )}
          </div>
        </div>
        {rows.length === 0 && <p className={styles.empty}>No vehicles or bookings to show.</p>}
      </div>
      <div aria-live="polite" className={parts.visuallyHidden}>
        {announcement}
      </div>
    </div>
  );
}

type RowViewProps = {
  row: Row;
  index: number;
  columns: readonly TimelineColumn[];
  columnNames: readonly string[];
  /** Today's column in the week span, else -1. */
  currentColumn: number;
  /** The cell holding the grid's tab stop when it is in this row, else -1. */
  tabColumn: number;
  /** The booking holding the tab stop when it is in this row. */
  tabBooking: number | null;
  /** The selected columns of this row, or -1. */
  selectedFrom: number;
  selectedTo: number;
  preview: Preview | null;
  timeZone: string;
  textOf: (booking: CalendarBooking) => BookingText;
};

/** One vehicle's row; memoised so scrolling renders only the rows that come into view. */
const TimelineRowView = memo(function TimelineRowView({
  row,
  index,
  columns,
  columnNames,
  currentColumn,
  tabColumn,
  tabBooking,
  selectedFrom,
  selectedTo,
  preview,
  timeZone,
  textOf,
}: RowViewProps) {
  const columnCount = columns.length;
  const counts = new Array<number>(columnCount).fill(0);
  const barsByColumn = new Map<number, Item[]>();
  for (const item of row.items) {
    for (let column = Math.floor(item.startColumn); column < Math.min(Math.ceil(item.endColumn), columnCount); column += 1)
      counts[column] = (counts[column] ?? 0) + 1;
    const home = homeColumn(item, columnCount);
    const bars = barsByColumn.get(home);
    if (bars) bars.push(item);
    else barsByColumn.set(home, [item]);
  }
  const registration = row.vehicle?.registrations_num;

  return (
    <div role="row" aria-rowindex={index + 2} className={styles.row} style={{ top: `${index * styles.ROW_HEIGHT}px` }}>
      <div role="rowheader" className={styles.rowHeader}>
        <span className={styles.vehicleName}>{row.name}</span>
        {registration && <span className={styles.registration}>{registration}</span>}
      </div>
      <div role="presentation" className={styles.track}>
        {columns.map((column, columnIndex) => {
          const isSelected = columnIndex >= selectedFrom && columnIndex <= selectedTo && selectedFrom >= 0;
          const classes = [styles.cell, columnIndex === currentColumn && styles.todayCell, isSelected && styles.selectedCell].filter(Boolean).join(' ');
          const bars = barsByColumn.get(columnIndex);
          const name = `${row.name}, ${columnNames[columnIndex]}, ${bookingCount(counts[columnIndex] ?? 0)}`;
          return (
            <div
              key={column.start}
              role="gridcell"
              data-cell=""
              data-row={index}
              data-column={columnIndex}
              tabIndex={columnIndex === tabColumn ? 0 : -1}
              aria-selected={isSelected || undefined}
              aria-label={bars ? undefined : name}
              className={classes}
            >
              {/* A cell showing bars is named by its content, so its name holds what it shows: where and when, then its bookings. */}
              {bars && hiddenText(`${name}.`)}
              {bars?.map((item) => (
                <BookingBar
                  key={item.booking.pk}
                  item={item}
                  columns={columns}
                  preview={preview?.pk === item.booking.pk ? preview : null}
                  tabbable={tabBooking === item.booking.pk}
                  timeZone={timeZone}
                  text={textOf(item.booking)}
                />
              ))}
            </div>
          );
        })}
      </div>
    </div>
  );
});

function BookingBar({
  item,
  columns,
  preview,
  tabbable,
  timeZone,
  text,
}: {
  item: Item;
  columns: readonly TimelineColumn[];
  preview: Preview | null;
  tabbable: boolean;
  timeZone: string;
  text: BookingText;
}) {
  const { booking, lane, lanes } = item;
  const columnCount = columns.length;
  const windowStart = columns[0]?.start ?? 0;
  const windowEnd = columns.at(-1)?.end ?? 0;
  const startColumn = preview ? positionOfInstant(columns, preview.start) : item.startColumn;
  const endColumn = preview ? positionOfInstant(columns, preview.end) : item.endColumn;
  const before = preview ? preview.start < windowStart : item.continuesBefore;
  const after = preview ? preview.end > windowEnd : item.continuesAfter;
  const edges = before && after ? 'continuesBoth' : before ? 'continuesBefore' : after ? 'continuesAfter' : 'whole';
  // Clock times shown, days only read, where the bar sits says which days: not when it runs past the view.
  const times = preview ? bookingTimesText(preview.start, preview.end, wallClock(timeZone)) : text;
  const classes = [
    styles.bar,
    look.bookingTone[bookingTone(booking)],
    styles.barEdges[edges],
    booking.editable && styles.editableBar,
    preview && styles.previewBar,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <button
      type="button"
      data-booking={booking.pk}
      tabIndex={tabbable ? 0 : -1}
      className={classes}
      style={{
        left: `${(startColumn / columnCount) * 100}%`,
        width: `${((endColumn - startColumn) / columnCount) * 100}%`,
        top: `calc(${(lane / lanes) * 100}% + 2px)`,
        height: `calc(${100 / lanes}% - 4px)`,
      }}
    >
      {/* Shows `Dana Driver, 09:00 – 11:00, Approved` (with the days when it runs past the view); reads bookingLabel's words, `Booking 101:`, the vehicle and the days hidden between. */}
      <span className={styles.barText}>
        {hiddenText(`${text.heading} ${text.vehicle},`)}
        {text.driver && (
          <>
            <span className={styles.barDriver}>{`${text.driver},`}</span>{' '}
          </>
        )}
        {before || after ? bookingDaysAndTimes(times) : bookingTimeRange(times)}
        {`, ${text.status}`}
      </span>
      {booking.editable && !after && <span data-resize="" aria-hidden="true" className={styles.resizeHandle} />}
    </button>
  );
}

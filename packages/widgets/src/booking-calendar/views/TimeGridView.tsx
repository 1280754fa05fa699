import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { useBookingPeek } from '../BookingPeek';
import { hiddenText } from '../booking-name-parts';
import * as parts from '../calendar-parts.css';
import type { CalendarViewProps } from '../calendar-types';
import { timeGridDays } from '../model/time-grid';
import { viewDates } from '../model/visible-window';
import { dayText, periodText } from '../period-text';
import { useBookingText } from '../use-booking-text';
import { rowTimes, slotCellName, timeGridColumns } from './time-grid-cells';
import { bookingElementOf, positionOf, positionSelector, type TimeGridKeyedSelection, type TimeGridPosition } from './time-grid-elements';
import { FIRST_VISIBLE_HOUR, OPENING_SCROLL_TOP, SLOTS_PER_HOUR } from './time-grid-metrics';
import { timeGridBooking } from './time-grid-booking';
import { TimeGridHeader } from './TimeGridHeader';
import { TimeGridNowLine } from './TimeGridNowLine';
import { useTimeGridKeyboard } from './use-time-grid-keyboard';
import { useTimeGridPointer } from './use-time-grid-pointer';
import { useRefocusLostCell } from './use-refocus-lost-cell';
import { useReschedulePreview } from './use-reschedule-preview';
import * as styles from './TimeGridView.css';

export type TimeGridViewProps = CalendarViewProps & { span: 'day' | 'week' };

/** Whether the browser scrolls the grid to its opening hour itself (styles.openingScroll); jsdom's `CSS` has no `supports`. */
const opensScrolledByCss = () => typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('scroll-initial-target', 'nearest');

/**
 * The day and week views: quarter-hour rows down, one column per day at the
 * branch, bookings placed by the model (`timeGridDays`) inside the cell they
 * start in. One tab stop; arrows move between cells, Enter goes into a
 * cell's bookings, Enter/Space or a drag on the grid picks a stretch to
 * book, and editable bookings move with Alt+Arrow or a drag.
 */
export function TimeGridView({
  span,
  timeZone,
  date,
  today,
  weekStartsOn,
  bookings,
  canSelectSlots,
  onOpenBooking,
  onSelectSlot,
  onReschedule,
  onNavigate,
}: TimeGridViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const peek = useBookingPeek();
  const [liveText, setLiveText] = useState('');
  const [selection, setSelection] = useState<TimeGridKeyedSelection | null>(null);
  const reschedule = useReschedulePreview(root, bookings, onReschedule);

  const dates = useMemo(() => viewDates(span, date, weekStartsOn), [span, date, weekStartsOn]);
  const textOf = useBookingText(timeZone, dates);
  const columns = useMemo(() => timeGridColumns(timeGridDays(reschedule.shown, dates, timeZone)), [reschedule.shown, dates, timeZone]);
  const rows = useMemo(() => rowTimes(columns), [columns]);
  const dayLabels = useMemo(() => dates.map(dayText), [dates]);
  const bookingByPk = useMemo(() => new Map(bookings.map((booking) => [booking.pk, booking])), [bookings]);
  const shownByPk = useMemo(() => new Map(reschedule.shown.map((booking) => [booking.pk, booking])), [reschedule.shown]);

  const todayCol = dates.indexOf(today);
  const firstRow = span === 'week' ? -1 : 0;
  const [active, setActive] = useState<TimeGridPosition>(() => ({ col: Math.max(0, todayCol), slot: FIRST_VISIBLE_HOUR * SLOTS_PER_HOUR }));
  const activeCol = Math.min(active.col, columns.length - 1);
  const activeSlot = Math.max(firstRow, Math.min(active.slot, (columns[activeCol]?.slots ?? 1) - 1));

  // Opens on the working day rather than at midnight; the browser does it from CSS where it can (styles.openingScroll).
  useLayoutEffect(() => {
    if (root.current && !opensScrolledByCss()) root.current.scrollTop = OPENING_SCROLL_TOP;
  }, []);

  const pointer = useTimeGridPointer({
    root,
    columns,
    canSelectSlots,
    bookingByPk,
    setSelection: (next) => setSelection(next && { ...next, byKeyboard: false }),
    onSelectSlot,
    showPreview: (booking, times) => reschedule.show(booking, times, false),
    cancelPreview: () => reschedule.cancel(false),
    onReschedule,
    onOpenBooking,
    onDragStart: peek.hide,
  });

  const keepFocusIn = useRefocusLostCell(root);
  const focusAt = (col: number, slot: number) => root.current?.querySelector<HTMLElement>(positionSelector(col, slot))?.focus();

  const select = (next: TimeGridKeyedSelection | null, announcement: string) => {
    setSelection(next);
    setLiveText(announcement);
  };

  const onKeyDown = useTimeGridKeyboard({
    view: { span, date, timeZone, canSelectSlots, onSelectSlot, onNavigate },
    columns,
    bookingByPk,
    selection,
    select,
    announce: setLiveText,
    reschedule,
    focusAt,
    beforeKey: pointer.forgetSwallowedClick,
  });

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    keepFocusIn(target);
    const at = positionOf(target.closest<HTMLElement>('[data-cell], [data-col-header]'));
    if (at && (at.col !== active.col || at.slot !== active.slot)) setActive(at);
    const bookingElement = bookingElementOf(target);
    const booking = bookingElement && shownByPk.get(Number(bookingElement.dataset.bookingPk));
    if (bookingElement && booking) peek.show(booking, bookingElement);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (bookingElementOf(event.target)) peek.hide();
  };

  const onPointerOver = (event: PointerEvent<HTMLDivElement>) => {
    const element = bookingElementOf(event.target);
    const booking = element && shownByPk.get(Number(element.dataset.bookingPk));
    if (element && booking && root.current?.dataset.dragging === undefined) peek.show(booking, element);
  };

  const onPointerOut = (event: PointerEvent<HTMLDivElement>) => {
    const element = bookingElementOf(event.target);
    if (element && !(event.relatedTarget instanceof Node && element.contains(event.relatedTarget))) peek.hide();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const swallowed = pointer.takeSwallowedClick();
    const element = bookingElementOf(event.target);
    const booking = element && bookingByPk.get(Number(element.dataset.bookingPk));
    if (!swallowed && booking) onOpenBooking(booking);
  };

  const inSelection = (col: number, slot: number) =>
    selection !== null && selection.col === col && slot >= Math.min(selection.anchor, selection.focus) && slot <= Math.max(selection.anchor, selection.focus);

  return (
    <div className={styles.view}>
      <div
        ref={root}
        role="grid"
        aria-label={`${periodText(span, date, weekStartsOn, 'day')}, times in ${timeZone}`}
        aria-multiselectable={canSelectSlots || undefined}
        className={styles.grid}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={onBlur}
        onClick={onClick}
        onPointerDown={pointer.onPointerDown}
        onPointerMove={pointer.onPointerMove}
        onPointerUp={pointer.onPointerUp}
        onPointerCancel={pointer.onPointerCancel}
        onPointerOver={onPointerOver}
        onPointerOut={onPointerOut}
      >
        <div aria-hidden="true" className={styles.openingScroll} />
        <TimeGridHeader span={span} dates={dates} dayLabels={dayLabels} today={today} tabColumn={activeSlot === -1 ? activeCol : -1} onNavigate={onNavigate} />
        <div role="rowgroup">
          {rows.map((time, slot) => {
            const onHour = slot % SLOTS_PER_HOUR === 0;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is the day's nth quarter hour, so its slot number is what it is (its time can repeat on the day the clocks go back)
              <div key={slot} role="row" className={`${styles.rowColumns[span]} ${styles.bodyRow}`}>
                <div role="rowheader" className={styles.hourLabel}>
                  <span className={onHour ? styles.hourText : parts.visuallyHidden}>{time}</span>
                </div>
                {columns.map((column, col) => {
                  if (slot >= column.slots) return <div key={column.day.date} role="gridcell" aria-disabled="true" className={styles.missingCell} />;
                  const held = column.held[slot] ?? [];
                  const cellTime = column.slotTimes[slot] ?? time;
                  const selected = inSelection(col, slot);
                  const lineClass = cellTime.endsWith(':00') ? styles.hourCell : cellTime.endsWith(':30') ? styles.halfHourCell : '';
                  const name = slotCellName(dayLabels[col] ?? '', cellTime, held.length, column.through[slot] ?? 0);
                  return (
                    <div
                      key={column.day.date}
                      role="gridcell"
                      data-cell=""
                      data-col={col}
                      data-slot={slot}
                      tabIndex={activeCol === col && activeSlot === slot ? 0 : -1}
                      aria-label={held.length === 0 ? name : undefined}
                      aria-selected={selected || undefined}
                      className={`${styles.cell} ${lineClass}${col === todayCol ? ` ${styles.todayCell}` : ''}`}
                    >
                      {/* A cell showing bookings is named by its content, so its name holds what it shows: when it is, then its bookings. */}
                      {held.length > 0 && hiddenText(`${name}.`)}
                      {held.map((item) =>
                        timeGridBooking({ item, slot, text: textOf(item.booking), previewing: reschedule.preview?.booking.pk === item.booking.pk }),
                      )}
                      {col === todayCol && slot === 0 && <TimeGridNowLine day={column.day} />}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
      <div aria-live="polite" className={parts.visuallyHidden}>
        {liveText}
      </div>
    </div>
  );
}

import { useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react';
import * as look from '../booking-look.css';
import { bookingTone } from '../booking-summary';
import { useBookingPeek } from '../BookingPeek';
import { hiddenText, lateTag, statusBeforeLate } from '../booking-name-parts';
import type { CalendarViewProps } from '../calendar-types';
import { focusSibling, gridStep, isActivationKey, isArrowKey, pageStep } from '../grid-keys';
import { localDateOf, type IsoDate } from '../model/calendar-dates';
import { monthGrid, type MonthCell } from '../model/month-grid';
import { navigate } from '../model/visible-window';
import { dayText, periodText, weekdayText } from '../period-text';
import { useBookingText } from '../use-booking-text';
import * as styles from './MonthView.css';
import { useRefocusLostCell } from './use-refocus-lost-cell';

/** Lines a day shows before the rest are summed up as '+N more'. */
const MAX_PER_CELL = 3;

/** A day's accessible name: which day, and how many bookings it has. */
export function monthCellName(cell: MonthCell<unknown>): string {
  const count = cell.bookings.length;
  return `${dayText(cell.date)}${cell.isToday ? ', today' : ''}, ${count === 0 ? 'no' : count} ${count === 1 ? 'booking' : 'bookings'}`;
}

const itemOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-item]') : null);
const cellOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLElement>('[data-cell]') : null);

/**
 * The month: its whole weeks, each day with up to three bookings (time and
 * vehicle, in its status colour) or two and a '+N more'. A day's number,
 * empty space or '+N more' opens that day. One tab stop; arrows move by day
 * and week, Enter goes into a day's bookings, PageUp/PageDown change month.
 * Picking slots and moving bookings happen in the day and week views.
 */
export function MonthView({ timeZone, date, today, weekStartsOn, bookings, onOpenBooking, onNavigate }: CalendarViewProps) {
  const root = useRef<HTMLDivElement>(null);
  const peek = useBookingPeek();
  const textOf = useBookingText(timeZone);
  const month = useMemo(
    () => monthGrid(bookings, date, timeZone, { weekStartsOn, maxPerCell: MAX_PER_CELL, today }),
    [bookings, date, timeZone, weekStartsOn, today],
  );
  const bookingByPk = useMemo(() => new Map(bookings.map((booking) => [booking.pk, booking])), [bookings]);
  const cells = month.weeks.flat();
  const [activeDate, setActiveDate] = useState<IsoDate>(date);
  // The day last focused, or (in another month) the day the view is about.
  const activeIndex = [activeDate, date].map((day) => cells.findIndex((cell) => cell.date === day)).find((index) => index !== -1) ?? 0;

  const keepFocusIn = useRefocusLostCell(root);
  const focusCell = (index: number) => root.current?.querySelector<HTMLElement>(`[data-cell][data-index="${index}"]`)?.focus();

  const onItemKeyDown = (event: KeyboardEvent, item: HTMLElement) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cellOf(item)?.focus();
    } else if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      const items = Array.from(cellOf(item)?.querySelectorAll<HTMLElement>('[data-item]') ?? []);
      focusSibling(items, item, event.key === 'ArrowUp' ? -1 : 1);
    } else if (isArrowKey(event.key)) {
      event.preventDefault();
    }
    // Enter and Space click the focused button.
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const item = itemOf(event.target);
    if (item) {
      onItemKeyDown(event, item);
      return;
    }
    const cellElement = cellOf(event.target);
    const index = Number(cellElement?.dataset.index);
    const cell = cells[index];
    if (!cellElement || !cell || event.altKey || event.ctrlKey || event.metaKey) return;
    const page = pageStep(event.key);
    if (page) {
      event.preventDefault();
      onNavigate(navigate('month', date, page));
      return;
    }
    const step = gridStep(event.key, { row: Math.floor(index / 7), col: index % 7 }, 7, () => month.weeks.length);
    if (step || isArrowKey(event.key)) {
      event.preventDefault();
      if (step) focusCell(step.row * 7 + step.col);
      return;
    }
    if (!isActivationKey(event.key)) return;
    event.preventDefault();
    const firstBooking = cellElement.querySelector<HTMLElement>('[data-booking-pk]');
    if (event.key === 'Enter' && firstBooking) firstBooking.focus();
    else onNavigate(cell.date, 'day');
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const item = itemOf(event.target);
    const cell = cells[Number(cellOf(event.target)?.dataset.index)];
    if (!cell) return;
    const booking = item?.dataset.bookingPk ? bookingByPk.get(Number(item.dataset.bookingPk)) : undefined;
    if (booking) onOpenBooking(booking);
    // The day's number, '+N more', or its empty space.
    else onNavigate(cell.date, 'day');
  };

  const showPeek = (target: EventTarget | null) => {
    const item = itemOf(target);
    const booking = item?.dataset.bookingPk ? bookingByPk.get(Number(item.dataset.bookingPk)) : undefined;
    if (item && booking) peek.show(booking, item);
  };

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    keepFocusIn(event.target);
    const cell = cells[Number(cellOf(event.target)?.dataset.index)];
    if (cell && cell.date !== activeDate) setActiveDate(cell.date);
    showPeek(event.target);
  };

  const hidePeek = (event: FocusEvent<HTMLDivElement> | PointerEvent<HTMLDivElement>) => {
    const item = itemOf(event.target);
    if (item?.dataset.bookingPk && !(event.relatedTarget instanceof Node && item.contains(event.relatedTarget))) peek.hide();
  };

  return (
    <div
      ref={root}
      role="grid"
      aria-label={`${periodText('month', date, weekStartsOn, 'day')}, times in ${timeZone}`}
      className={styles.grid}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onFocus={onFocus}
      onBlur={hidePeek}
      onPointerOver={(event) => showPeek(event.target)}
      onPointerOut={hidePeek}
    >
      <div role="rowgroup">
        <div role="row" className={styles.row}>
          {month.weekdays.map((weekday) => (
            <div key={weekday} role="columnheader" className={styles.weekdayHeader}>
              {weekdayText(weekday)}
            </div>
          ))}
        </div>
      </div>
      <div role="rowgroup">
        {month.weeks.map((week, row) => (
          <div key={week[0]?.date} role="row" className={styles.row}>
            {week.map((cell, col) => {
              const index = row * 7 + col;
              return (
                <div
                  key={cell.date}
                  role="gridcell"
                  data-cell=""
                  data-index={index}
                  data-date={cell.date}
                  tabIndex={index === activeIndex ? 0 : -1}
                  aria-current={cell.isToday ? 'date' : undefined}
                  className={`${styles.cell}${cell.inMonth ? '' : ` ${styles.outsideMonth}`}`}
                >
                  {/* Named by its content, so the name holds what the day shows: which day, then its bookings. */}
                  {hiddenText(`${monthCellName(cell)}.`)}
                  <button type="button" tabIndex={-1} data-item="" className={styles.dayNumber} aria-label={`${dayText(cell.date)}, day view`}>
                    {Number(cell.date.slice(8))}
                  </button>
                  {cell.shown.map((booking) => {
                    const text = textOf(booking);
                    const startsThisDay = localDateOf(Date.parse(booking.start), timeZone) === cell.date;
                    const endText = `– ${text.endDay === null ? '' : `${text.endDay} `}${text.endTime},`;
                    return (
                      <button
                        key={booking.pk}
                        type="button"
                        tabIndex={-1}
                        data-item=""
                        data-booking-pk={booking.pk}
                        className={`${look.bookingTone[bookingTone(booking)]} ${styles.booking}`}
                      >
                        {/* Shows `Camry, 10:00, Approved` (`…` for a booking going on from an earlier day); reads bookingLabel's words, the driver and the rest of the times hidden between. The hidden end carries the comma read after the times (booking-name-parts). */}
                        {hiddenText(text.heading)}
                        {`${text.vehicle}, `}
                        {startsThisDay ? (
                          <>
                            {hiddenText(text.driver ? `${text.driver}, ${text.startDay}` : text.startDay)}
                            <span className={styles.bookingTime}>{text.startTime}</span>
                            {hiddenText(endText)}
                          </>
                        ) : (
                          <>
                            {hiddenText(`${text.driver ? `${text.driver}, ` : ''}${text.startDay} ${text.startTime} ${endText}`)}
                            <span aria-hidden="true" className={styles.bookingTime}>
                              …
                            </span>
                          </>
                        )}
                        <span aria-hidden="true">, </span>
                        {statusBeforeLate(text)}
                        {text.late && lateTag()}
                      </button>
                    );
                  })}
                  {cell.more > 0 && (
                    <button type="button" tabIndex={-1} data-item="" className={styles.more}>
                      +{cell.more} more{hiddenText(` bookings on ${dayText(cell.date)}`)}
                    </button>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import * as parts from './calendar-parts.css';
import { LATE_TEXT } from './booking-summary';
import type { BookingText, BookingTimesText } from './use-booking-text';

/*
 * Pieces for naming a booking (or a cell) by its content rather than an
 * `aria-label`, so what is shown stays in the accessible name in the order
 * it is seen, and what a view leaves out is read between it (WCAG 2.5.3,
 * label in name).
 *
 * Browsers put a space on both sides of hidden text, which is a box of its
 * own (and the tests' jsdom on both sides of any element); so punctuation
 * never starts an element or follows one: `Corolla,` is shown, then
 * `Mon 23 Nov` hidden, never `Corolla` then `, Mon 23 Nov`.
 */

/*
 * Plain functions that return elements rather than components: a week draws
 * them for over a thousand bookings, and a component would add a fiber (and
 * a render call) of its own to each piece of text.
 */

/** Text read by screen readers, not shown. */
export const hiddenText = (text: string) => <span className={parts.visuallyHidden}>{text}</span>;

/**
 * The "Late" tag of an overdue booking, shown and read after its status: the status text before it carries the comma
 * and the shown space (`In-Progress, ` then `Late`), so the name reads `…, In-Progress, Late` as bookingLabel says.
 */
export const lateTag = () => <span className={parts.lateTag}>{LATE_TEXT}</span>;

/** The status as a view shows it: with the comma the "Late" tag after it needs (see lateTag). */
export const statusBeforeLate = (text: Pick<BookingText, 'status' | 'late'>): string => (text.late ? `${text.status}, ` : text.status);

/** Shows `09:00 – 11:00`, reads `Mon 23 Nov 09:00 – 11:00`, with the end's day too when it ends on another day. */
export function bookingTimeRange(times: BookingTimesText): ReactNode {
  return (
    <>
      {hiddenText(times.startDay)}
      {times.endDay === null ? (
        `${times.startTime} – ${times.endTime}`
      ) : (
        <>
          {`${times.startTime} – `}
          {hiddenText(times.endDay)}
          {times.endTime}
        </>
      )}
    </>
  );
}

/** Shows and reads `Mon 23 Nov 09:00 – Wed 25 Nov 17:00`: for a bar cut off by the view's edge, whose place cannot say its days. */
export function bookingDaysAndTimes(times: BookingTimesText): string {
  return `${times.startDay} ${times.startTime} – ${times.endDay === null ? '' : `${times.endDay} `}${times.endTime}`;
}

import type { CalendarBooking } from '@motorpool/api';
import * as look from '../booking-look.css';
import { bookingTone } from '../booking-summary';
import { SLOT_MINUTES } from '../model/slots';
import type { TimeGridItem } from '../model/time-grid';
import { bookingTimeRange, hiddenText, lateTag, statusBeforeLate } from '../booking-name-parts';
import type { BookingText } from '../use-booking-text';
import { PX_PER_MINUTE } from './time-grid-metrics';
import * as styles from './TimeGridView.css';

type TimeGridBookingPiece = {
  item: TimeGridItem<CalendarBooking>;
  /** The slot of the cell it is drawn in, where its piece starts. */
  slot: number;
  text: BookingText;
  previewing: boolean;
};

/**
 * A booking's piece in one day column: drawn inside the cell it starts in
 * and reaching down over the cells it covers, beside those it overlaps.
 * Its text (vehicle, driver, times, status) is its accessible name.
 * Focus, clicks, hover and drags are handled once by the grid. A plain
 * function rather than a component: a week draws over a thousand, and
 * each component would be a fiber and a render call of its own.
 */
export function timeGridBooking({ item, slot, text, previewing }: TimeGridBookingPiece) {
  const { booking } = item;
  // Only the piece where the booking ends has its end to drag.
  const resizable = booking.editable && !item.continuesAfter;
  return (
    <button
      key={booking.pk}
      type="button"
      tabIndex={-1}
      data-booking-pk={booking.pk}
      data-previewing={previewing || undefined}
      className={`${look.bookingTone[bookingTone(booking)]} ${styles.booking}${booking.editable ? ` ${styles.bookingEditable}` : ''}`}
      style={{
        top: `${(item.top - slot * SLOT_MINUTES) * PX_PER_MINUTE}px`,
        height: `${Math.max(item.height * PX_PER_MINUTE - 1, 10)}px`,
        left: `${(item.lane / item.lanes) * 100}%`,
        width: `calc(${100 / item.lanes}% - 3px)`,
      }}
    >
      {/* Shows `Toyota Corolla, Dana Driver, 09:00 – 11:00, Approved`; reads bookingLabel's words, `Booking 101:` and the days hidden between. */}
      {hiddenText(text.heading)}
      {item.continuesBefore && (
        <span aria-hidden="true" className={styles.continues}>
          ▲{' '}
        </span>
      )}
      <span className={styles.bookingVehicle}>{`${text.vehicle},`}</span>
      {text.driver ? ` ${text.driver}, ` : ' '}
      {bookingTimeRange(text)}
      {`, ${statusBeforeLate(text)}`}
      {text.late && lateTag()}
      {item.continuesAfter && (
        <span aria-hidden="true" className={styles.continuesAfter}>
          ▼
        </span>
      )}
      {resizable && <span data-resize-handle="" aria-hidden="true" className={styles.resizeHandle} />}
    </button>
  );
}

import type { CalendarBooking } from '@motorpool/api';
import * as look from '../booking-look.css';
import { bookingTone } from '../booking-summary';
import { SLOT_MINUTES } from '../model/slots';
import type { TimeGridItem } from '../model/time-grid';
import type { BookingText } from '../use-booking-text';
import { PX_PER_MINUTE } from './time-grid-metrics';
import * as styles from './TimeGridView.css';

type TimeGridBookingProps = {
  item: TimeGridItem<CalendarBooking>;
  /** The slot of the cell it is drawn in, where its piece starts. */
  slot: number;
  col: number;
  text: BookingText;
  previewing: boolean;
};

/**
 * A booking's piece in one day column: drawn inside the cell it starts in
 * and reaching down over the cells it covers, beside those it overlaps.
 * Focus, clicks, hover and drags are handled once by the grid.
 */
export function TimeGridBooking({ item, slot, col, text, previewing }: TimeGridBookingProps) {
  const { booking } = item;
  // Only the piece where the booking ends has its end to drag.
  const resizable = booking.editable && !item.continuesAfter;
  return (
    <button
      type="button"
      tabIndex={-1}
      data-booking-pk={booking.pk}
      data-col={col}
      data-previewing={previewing || undefined}
      aria-label={text.label}
      className={`${look.bookingTone[bookingTone(booking)]} ${styles.booking}${booking.editable ? ` ${styles.bookingEditable}` : ''}`}
      style={{
        top: `${(item.top - slot * SLOT_MINUTES) * PX_PER_MINUTE}px`,
        height: `${Math.max(item.height * PX_PER_MINUTE - 1, 10)}px`,
        left: `${(item.lane / item.lanes) * 100}%`,
        width: `calc(${100 / item.lanes}% - 3px)`,
      }}
    >
      <span className={styles.bookingTime}>
        {item.continuesBefore && (
          <span aria-hidden="true" className={styles.continues}>
            ▲{' '}
          </span>
        )}
        {text.startTime} – {text.endTime}
      </span>
      <span className={styles.bookingLine}>{booking.vehicle_name}</span>
      <span className={styles.bookingLine}>{booking.driver_name}</span>
      <span className={styles.bookingLine}>{text.status}</span>
      {item.continuesAfter && (
        <span aria-hidden="true" className={styles.continuesAfter}>
          ▼
        </span>
      )}
      {resizable && <span data-resize-handle="" aria-hidden="true" className={styles.resizeHandle} />}
    </button>
  );
}

import type { Booking } from '@motorpool/api';
import { StatusBadge } from '../../ui/data-table/StatusBadge';
import { bookingIsLate, bookingStatusColour, bookingStatusText, LATE_BADGE_TEXT } from './booking-values';

/** A booking's status in its colour, and Late beside it while the booking is overdue. */
export function BookingStatusBadges({ booking }: { booking: Booking }) {
  const shown = bookingStatusText(booking);
  return (
    <>
      <StatusBadge text={shown} colour={bookingStatusColour(shown)} />
      {bookingIsLate(booking) && (
        <>
          {' '}
          <StatusBadge text={LATE_BADGE_TEXT} colour="red" />
        </>
      )}
    </>
  );
}

import type { Booking, BookingPayload } from '@motorpool/api';
import type { BookingTimes } from './calendar-types';

/** The pk of a reference the booking sends as an object (`cost_centre` is `{pk, name}`). */
function refOf(value: unknown): { pk: number } | null {
  if (typeof value !== 'object' || value === null || !('pk' in value)) return null;
  const { pk } = value;
  return typeof pk === 'number' ? { pk } : null;
}

/**
 * The `PUT bookings/{pk}/` body that moves or resizes a booking and changes
 * nothing else. A PUT replaces what it names, so everything the booking has
 * goes back as it is: vehicle, branch, driver, secondary drivers, purpose,
 * type, cost centre, destination, address and extra data. Left out on
 * purpose: `booking_tags` (absent, the server keeps the stored values and
 * does not re-check groups made mandatory since), `is_overnight` (the server
 * works it out from the new times), `reason_for_change` (the last change's
 * reason does not describe this one), `is_hidden` and the series fields
 * (kept by the server).
 *
 * The times go as instants: exact whatever the branch's zone, including the
 * hour clocks go back, when a wall-clock time would be ambiguous.
 */
export function rescheduledPayload(booking: Booking, times: BookingTimes): BookingPayload {
  if (!booking.vehicle || !booking.driver) throw new Error(`Booking ${booking.pk} has no vehicle or driver to keep`);
  const coordinates = booking.location?.coordinates;
  return {
    pk: booking.pk,
    vehicle: { pk: booking.vehicle.pk },
    branch: { pk: booking.branch.pk },
    driver: { pk: booking.driver.pk },
    secondary_drivers: (booking.secondary_drivers ?? []).map((driver) => ({ pk: driver.pk })),
    start_datetime: new Date(times.start).toISOString(),
    end_datetime: new Date(times.end).toISOString(),
    purpose_of_trip: booking.purpose_of_trip ?? null,
    booking_type: booking.booking_type ?? null,
    cost_centre: refOf(booking.cost_centre),
    destination: booking.destination ? { pk: booking.destination.pk } : null,
    manager: booking.manager ?? null,
    address: booking.address ?? null,
    location: coordinates ? { coordinates } : null,
    address_features: booking.address_features ?? null,
    extra_data: booking.extra_data ?? null,
  };
}

import {
  bookingDayCount,
  DEFAULT_BRANCH_TIMEZONE,
  displayedBookingStatus,
  formatBookingDateTime,
  isOverdueBooking,
  type Booking,
  type DisplayedDate,
} from '@motorpool/api';
import type { Infer } from 'superstruct';
import type { BadgeColour } from '../../ui/data-table/StatusBadge';

/**
 * A colour per displayed status (spec §4). The badge palette has five tones,
 * so the ends of the lifecycle share: refused or withdrawn bookings and
 * deleted ones are red, finished ones black, waiting or hidden ones grey.
 */
const STATUS_COLOURS: Record<string, BadgeColour> = {
  'Pending Approval': 'grey',
  Approved: 'green',
  'In-Progress': 'brand',
  Completed: 'black',
  Cancelled: 'red',
  Declined: 'red',
  Deleted: 'red',
  Hidden: 'grey',
};

export function bookingStatusColour(status: string): BadgeColour {
  return STATUS_COLOURS[status] ?? 'grey';
}

/** Deleted outranks Hidden, which outranks the status (spec §4). */
export const bookingStatusText = (booking: Pick<Booking, 'is_deleted' | 'is_hidden' | 'status'>): string => displayedBookingStatus(booking);

/** The badge an overdue booking shows beside its status (issue 18): an internal status, not a §4 status. */
export const LATE_BADGE_TEXT = 'Late';

/** In-Progress past its end and grace without a check-in: the server's internal status says Overdue. */
export const bookingIsLate = (booking: Pick<Booking, 'status' | 'internal_status' | 'is_deleted'>): boolean => isOverdueBooking(booking);

/** The branch's zone: every booking time is shown there, whatever the viewer's own zone; Asia/Kolkata when the branch has none (spec §9). */
export const bookingTimeZone = (booking: Pick<Booking, 'branch'>): string => booking.branch.branch_timezone || DEFAULT_BRANCH_TIMEZONE;

/** The instant a date the server sends stands for, or null. */
export function instantOf(value: Infer<typeof DisplayedDate> | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.original;
}

/** `23/11/2026 09:00 AM` at the branch; the server's own text when the value is not a date. */
export function bookingTimeText(value: Infer<typeof DisplayedDate> | null | undefined, timeZone: string): string {
  const instant = instantOf(value);
  if (instant && !Number.isNaN(new Date(instant).getTime())) return formatBookingDateTime(instant, timeZone);
  if (value && typeof value !== 'string') return value.formatted ?? value.formated ?? '';
  return instant ?? '';
}

/** Spec §5: end date minus start date at the branch; the server's count when it sent one. */
export function bookingDays(booking: Booking): number | null {
  if (typeof booking.day_count === 'number') return booking.day_count;
  const start = instantOf(booking.start_datetime);
  const end = instantOf(booking.end_datetime);
  if (!start || !end) return null;
  const days = bookingDayCount(start, end, bookingTimeZone(booking));
  return Number.isNaN(days) ? null : days;
}

/** `Corolla (ABC123)`. */
export function vehicleText(booking: Pick<Booking, 'vehicle'>): string {
  if (!booking.vehicle) return '';
  const { name, registrations_num: registration } = booking.vehicle;
  return registration ? `${name} (${registration})` : name;
}

/** How a booking is named in buttons and dialogs. */
export const bookingName = (booking: Pick<Booking, 'pk'>): string => `booking ${booking.pk}`;

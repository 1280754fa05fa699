import type { Booking, UserTag } from '@motorpool/api';
import { formatDisplayDate } from '../ui/date-field/dates';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

const ordinal = (day: number) => {
  const tens = day % 100;
  if (tens >= 11 && tens <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

/** `Weekly on Mon, Wed until 31/12/2026`; empty for a one-off booking. */
export function recurrenceText(booking: Booking): string {
  if (!booking.is_recurring && !booking.recurring_pattern) return '';
  const until = booking.ends_on ? ` until ${formatDisplayDate(booking.ends_on.slice(0, 10))}` : '';
  switch (booking.recurring_pattern) {
    case 'daily':
      return `Daily${until}`;
    case 'weekly': {
      const days = (booking.days_of_week ?? []).map((day) => WEEKDAYS[day - 1]).filter(Boolean);
      return `Weekly${days.length ? ` on ${days.join(', ')}` : ''}${until}`;
    }
    case 'monthly': {
      const dates = (booking.dates_of_month ?? []).map(ordinal);
      return `Monthly${dates.length ? ` on the ${dates.join(', ')}` : ''}${until}`;
    }
    default:
      return `Recurring${until}`;
  }
}

/** The estimate the server worked out when the booking was made (extra_data.estimated_cost). */
export function costText(booking: Booking): string {
  const estimate = booking.extra_data?.estimated_cost;
  const amount = typeof estimate === 'number' ? estimate : typeof estimate === 'string' && estimate.trim() !== '' ? Number(estimate) : NaN;
  return Number.isFinite(amount) ? amount.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }) : '';
}

/** `Flight Details Required: true`, one per custom field with a value. */
export function tagTexts(tags: readonly UserTag[] | undefined): string[] {
  return (tags ?? [])
    .filter((tag) => tag.value !== null && tag.value !== '' && !(Array.isArray(tag.value) && tag.value.length === 0))
    .map((tag) => `${tag.tag_group_name}: ${Array.isArray(tag.value) ? tag.value.join(', ') : tag.value}`);
}

/** `12,000 km`. */
export const readingText = (reading: number | null | undefined): string => (typeof reading === 'number' ? `${reading.toLocaleString('en-AU')} km` : '');

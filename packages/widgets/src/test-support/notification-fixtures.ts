import type { Notification } from '@motorpool/api';

/** The moment the fixtures' relative times are counted from, so stories and tests read the same every day. */
export const NOTIFICATIONS_NOW = new Date('2025-06-02T10:00:00Z');

const minutesBefore = (minutes: number) => new Date(NOTIFICATIONS_NOW.getTime() - minutes * 60_000).toISOString();

export const notifications: Notification[] = [
  {
    pk: 901,
    text: '<p>Booking <b>#4821</b> for <i>Toyota Corolla (ABC-123)</i> was approved.</p>',
    createdAt: minutesBefore(3),
    status: false,
    url: '/bookings/edit/4821',
  },
  {
    pk: 902,
    text: 'Riley Nguyen asked to join <b>North Depot</b>. <a href="/registration-request">Review the request</a>',
    createdAt: minutesBefore(95),
    status: false,
    url: '/registration-request',
  },
  {
    pk: 903,
    text: 'Incident reported on <b>Hyundai i30 (XYZ-987)</b>: scratched rear bumper.',
    createdAt: minutesBefore(60 * 26),
    status: false,
    url: '/incidents',
  },
  {
    pk: 904,
    text: 'Your licence expires in 30 days. Update it in your profile.',
    createdAt: minutesBefore(60 * 24 * 4),
    status: true,
    url: '/profile/license-details',
  },
  {
    pk: 905,
    text: 'Booking <b>#4710</b> was returned late.',
    createdAt: minutesBefore(60 * 24 * 12),
    status: true,
    url: '/bookings/edit/4710',
  },
];

/** A page of `count` made-up notifications, numbered from `first`. */
export function manyNotifications(count: number, first = 1000): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    pk: first + index,
    text: `Booking <b>#${first + index}</b> is ready for pick-up.`,
    createdAt: minutesBefore(10 + index * 30),
    status: index % 3 !== 0,
    url: `/bookings/edit/${first + index}`,
  }));
}

import type { BookingListName } from '@motorpool/api';

/** A booking list page of spec §2: its path, the server list it reads, and its heading. */
export type BookingListPage = { base: string; list: BookingListName; hidden: boolean; label: string };

export const BOOKING_LIST_PAGES = [
  { base: 'bookings', list: 'bookings', hidden: false, label: 'Bookings' },
  { base: 'my-bookings', list: 'my-bookings', hidden: false, label: 'My Bookings' },
  { base: 'branch-bookings', list: 'my-branch-bookings', hidden: false, label: 'Branch Bookings' },
  // Spec §2 names add/edit under /hidden-bookings; the list itself is `bookings/?is_hidden=true`.
  { base: 'hidden-bookings', list: 'bookings', hidden: true, label: 'Hidden Bookings' },
] as const satisfies readonly BookingListPage[];

export type BookingListBase = (typeof BOOKING_LIST_PAGES)[number]['base'];

export function bookingListPage(base: BookingListBase): BookingListPage {
  return BOOKING_LIST_PAGES.find((page) => page.base === base) ?? BOOKING_LIST_PAGES[0];
}

/** Where a booking list's widgets send people, keeping them on the list they came from. */
export function bookingPaths(base: string) {
  return {
    list: `/${base}`,
    edit: (pk: number) => `/${base}/edit/${pk}`,
    view: (pk: number) => `/${base}?view=${pk}`,
  };
}

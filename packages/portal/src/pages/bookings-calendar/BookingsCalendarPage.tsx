import { ConnectedBookingCalendar } from '@motorpool/widgets';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { bookingPaths } from '../bookings/booking-lists';
import { newBookingPath } from '../bookings/new-booking-query';
import { readCalendarQuery, withCalendarState } from './calendar-query';

export const BOOKINGS_CALENDAR_TITLE = 'Bookings Calendar';

/**
 * `/bookings-calendar-view` (spec §2, header layout): the bookings calendar
 * of a branch or hub. Its view and date live in the address (calendar-query.ts);
 * a booking opens on its page under /bookings, and a free slot opens the
 * booking form with the slot's branch, vehicle and times filled in.
 */
export function BookingsCalendarPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const { view, date, branchPk, hubPk } = readCalendarQuery(search);
  return (
    <>
      <PageTitle>{BOOKINGS_CALENDAR_TITLE}</PageTitle>
      <PageHeading />
      <ConnectedBookingCalendar
        view={view}
        date={date}
        branchPk={branchPk}
        hubPk={hubPk}
        theme={theme}
        onChange={(state) => {
          const next = withCalendarState(search, state);
          // Replaced, not pushed: Back leaves the calendar rather than stepping through every week looked at.
          if (next) setSearch(next, { replace: true });
        }}
        onOpenBooking={(booking) => {
          // A booking the viewer's visibility rules show only as "Booked" has no page for them: the calendar's own panel shows what they may see.
          if (booking.is_masked) return false;
          navigate(bookingPaths('bookings').view(booking.pk));
          return true;
        }}
        onSelectSlot={(slot) => {
          navigate(newBookingPath(slot));
          return true;
        }}
      />
    </>
  );
}

import { BOOKING_TABLE_VARIANTS, ConnectedBookingDetail, ConnectedBookingTable, type BookingTableVariant } from '@motorpool/widgets';
import { useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { NotFoundPage } from '../not-found/NotFoundPage';
import * as styles from '../users/UsersPage.css';
import { bookingListPage, bookingPaths, type BookingListBase } from './booking-lists';
import { incidentPaths } from '../incidents/incident-paths';

const parsePk = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);
const isVariant = (value: string): value is BookingTableVariant => (BOOKING_TABLE_VARIANTS as readonly string[]).includes(value);

/**
 * `/bookings`, `/my-bookings`, `/branch-bookings`, their `/{sr_view}`
 * variants and `/hidden-bookings` (spec §2): the list with its row and bulk
 * actions, and one booking's detail with its audit trail at `?view=<pk>`.
 * New Booking is the heading bar's button (a permission item), so the
 * table's own is not asked for.
 */
export function BookingsPage({ base }: { base: BookingListBase }) {
  const page = bookingListPage(base);
  const paths = bookingPaths(base);
  const srView = useParams().sr_view;
  const [search] = useSearchParams();
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  if (srView !== undefined && !isVariant(srView)) return <NotFoundPage />;
  const viewing = parsePk(search.get('view'));
  return (
    <>
      <PageTitle>{viewing === null ? page.label : `Booking ${viewing}`}</PageTitle>
      <PageHeading />
      <div className={styles.stack}>
        {viewing === null ? (
          <ConnectedBookingTable
            key={`${base}/${srView ?? ''}`}
            list={page.list}
            hidden={page.hidden}
            variant={srView}
            theme={theme}
            onView={(pk) => navigate(paths.view(pk))}
            onEdit={(pk) => navigate(paths.edit(pk))}
          />
        ) : (
          <ConnectedBookingDetail
            key={viewing}
            pk={viewing}
            list={page.list}
            theme={theme}
            onEdit={(pk) => navigate(paths.edit(pk))}
            onReportIncident={(pk) => navigate(incidentPaths.report({ booking: pk }))}
            onOpenIncident={(pk) => navigate(incidentPaths.view(pk))}
          />
        )}
      </div>
    </>
  );
}

export const AllBookingsPage = () => <BookingsPage base="bookings" />;
export const MyBookingsPage = () => <BookingsPage base="my-bookings" />;
export const BranchBookingsPage = () => <BookingsPage base="branch-bookings" />;
export const HiddenBookingsPage = () => <BookingsPage base="hidden-bookings" />;

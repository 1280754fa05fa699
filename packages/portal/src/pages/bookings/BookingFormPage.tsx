import { ConnectedBookingForm } from '@motorpool/widgets';
import { useParams, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { NotFoundPage } from '../not-found/NotFoundPage';
import * as styles from '../users/UsersPage.css';
import { bookingListPage, bookingPaths, type BookingListBase } from './booking-lists';
import { newBookingPrefill } from './new-booking-query';

/**
 * `/{list}/add/{id}` and `/{list}/edit/{id}` (spec §2) under each booking
 * list: the booking form, back to that list when saved or cancelled. The
 * portal links to `add/new`; any add id opens a blank form (the spec does not
 * say what it carries). Editing takes the booking's pk. A new booking may
 * start from a slot picked in the calendar: its branch, vehicle and times
 * come in the query (new-booking-query.ts).
 */
export function BookingFormPage({ base, mode }: { base: BookingListBase; mode: 'add' | 'edit' }) {
  const id = useParams().id ?? '';
  const [search] = useSearchParams();
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const page = bookingListPage(base);
  const pk = /^\d{1,9}$/.test(id) ? Number(id) : null;
  if (mode === 'edit' && pk === null) return <NotFoundPage />;
  const backToList = () => navigate(bookingPaths(base).list);
  return (
    <>
      <PageTitle>{mode === 'add' ? 'Add Booking' : 'Edit Booking'}</PageTitle>
      <PageHeading />
      <div className={styles.stack}>
        <ConnectedBookingForm
          key={id}
          bookingPk={mode === 'edit' ? pk : null}
          prefill={mode === 'add' ? newBookingPrefill(search) : undefined}
          list={page.list}
          theme={theme}
          onSaved={backToList}
          onCancel={backToList}
        />
      </div>
    </>
  );
}

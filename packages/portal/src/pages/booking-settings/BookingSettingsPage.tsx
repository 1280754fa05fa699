import { ConnectedBookingSettings } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/booking-settings` (spec §2, §9): the organisation's booking rules and a
 * branch's own, with what a change would break before it is saved and the
 * trail of changes.
 */
export function BookingSettingsPage() {
  return (
    <>
      <PageTitle>Booking Settings</PageTitle>
      <PageHeading />
      <ConnectedBookingSettings theme={brandTheme(usePortalConfig())} />
    </>
  );
}

import { ConnectedApprovalRules } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/booking-approval-rules` (spec §2): which bookings wait for approval and
 * who approves them, and whether bookings need the driver's line manager
 * (spec §5).
 */
export function BookingApprovalRulesPage() {
  return (
    <>
      <PageTitle>Booking Approval Rules</PageTitle>
      <PageHeading />
      <ConnectedApprovalRules theme={brandTheme(usePortalConfig())} />
    </>
  );
}

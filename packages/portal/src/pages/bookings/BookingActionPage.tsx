import { bookingLinkOf, ConnectedBookingAction } from '@motorpool/widgets';
import { useSearchParams } from 'react-router';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/booking/action?pk&signature&action` (spec §2, §4 "Booking action by
 * email"): open to everyone, signed in or not — the signed link is the
 * credential. Approve runs on arrival; decline asks its reason first.
 */
export function BookingActionPage() {
  const [search] = useSearchParams();
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const link = bookingLinkOf(search.get('pk'), search.get('signature'), search.get('action'));
  return (
    <>
      <PageTitle>Booking</PageTitle>
      <ConnectedBookingAction link={link} theme={theme} onLogin={() => navigate('/login')} />
    </>
  );
}

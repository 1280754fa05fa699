import { ConnectedLicenseDetails, ConnectedOtherDetails } from '@motorpool/widgets';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/profile/license-details`: the signed-in person's own licence, saved
 * through `update-driver-extension/{pk}/`. The widget reloads the session
 * profile after a save, so the 'Incomplete Profile Details' prompt follows.
 */
export function LicenseDetailsPage() {
  const theme = brandTheme(usePortalConfig());
  return (
    <>
      <PageTitle>License Details</PageTitle>
      <ConnectedLicenseDetails theme={theme} />
    </>
  );
}

/** `/profile/other-details`: the organisation's user custom fields, with the person's values. */
export function OtherDetailsPage() {
  const theme = brandTheme(usePortalConfig());
  return (
    <>
      <PageTitle>Other Details</PageTitle>
      <ConnectedOtherDetails theme={theme} />
    </>
  );
}

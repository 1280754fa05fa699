import { ConnectedCompanySettings } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/company-settings` (spec §2, from the profile menu): the organisation's
 * name, contact, default time zone and phone country, redirect domain and
 * industry, with the trail of who changed them.
 */
export function CompanySettingsPage() {
  return (
    <>
      <PageTitle>Company Settings</PageTitle>
      <PageHeading />
      <ConnectedCompanySettings theme={brandTheme(usePortalConfig())} />
    </>
  );
}

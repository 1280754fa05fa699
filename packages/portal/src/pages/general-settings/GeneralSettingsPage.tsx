import { ConnectedGeneralSettings } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/general-settings` (spec §2): the help desk and user manual the side
 * menu shows, and whether every member signs in in two steps, with the trail
 * of who changed them.
 */
export function GeneralSettingsPage() {
  return (
    <>
      <PageTitle>General Settings</PageTitle>
      <PageHeading />
      <ConnectedGeneralSettings theme={brandTheme(usePortalConfig())} />
    </>
  );
}

import { ConnectedThemeSettings } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/theme` (spec §2, Settings): the organisation's colours, logo and favicon
 * with a live preview, and the trail of who changed them. A save themes the
 * portal at once (OrganisationTheme applies the session's organisation).
 */
export function ThemePage() {
  return (
    <>
      <PageTitle>Theme</PageTitle>
      <PageHeading />
      <ConnectedThemeSettings theme={brandTheme(usePortalConfig())} />
    </>
  );
}

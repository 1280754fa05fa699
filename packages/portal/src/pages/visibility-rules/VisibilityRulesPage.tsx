import { ConnectedVisibilityRules } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/visibility-rules` (spec §2, issue 21): what each role sees of other
 * drivers' bookings, contact details and incidents, and whether the sign-up
 * requires a branch, with the trail of who changed them.
 */
export function VisibilityRulesPage() {
  return (
    <>
      <PageTitle>Visibility Rules</PageTitle>
      <PageHeading />
      <ConnectedVisibilityRules theme={brandTheme(usePortalConfig())} />
    </>
  );
}

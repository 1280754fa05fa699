import { ConnectedIncidentSettings } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';

/**
 * `/incident-settings` (spec §2): the organisation's incident types and
 * sub-types, which start critical or take the vehicle off the road, and who
 * hears of a new or critical incident.
 */
export function IncidentSettingsPage() {
  return (
    <>
      <PageTitle>Incident Settings</PageTitle>
      <PageHeading />
      <ConnectedIncidentSettings theme={brandTheme(usePortalConfig())} />
    </>
  );
}

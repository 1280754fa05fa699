import { ConnectedUserTable } from '@motorpool/widgets';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import { incidentPaths } from '../incidents/incident-paths';

/**
 * `/employees`: the organisation's people as a directory — the users table
 * without the administration buttons of the heading bar; a row opens the
 * person's details, and the row actions follow the viewer's permissions.
 */
export function EmployeesPage() {
  const navigate = useWidgetNavigate();
  return (
    <>
      <PageTitle>Employees</PageTitle>
      <PageHeading />
      <ConnectedUserTable
        theme={brandTheme(usePortalConfig())}
        onEdit={(pk) => navigate(`/users/${pk}`)}
        onOpen={(pk) => navigate(`/users/${pk}?view=details`)}
        onRaiseIncident={(pk) => navigate(incidentPaths.report({ person: pk }))}
      />
    </>
  );
}

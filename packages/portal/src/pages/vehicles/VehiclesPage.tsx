import { ConnectedVehicleDetail, ConnectedVehicleForm, ConnectedVehicleTable } from '@motorpool/widgets';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import * as styles from '../users/UsersPage.css';
import { incidentPaths } from '../incidents/incident-paths';

const parsePk = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * `/vehicles` (spec §2, §3 vehicle filters): the fleet with its filters, one
 * vehicle read-only with its incidents (`?view=<pk>`), and the add/edit form
 * in place (`?add=1`, `?edit=<pk>`), as /branches does.
 * The table carries its own CSV export, so the heading shows no second one.
 */
export function VehiclesPage() {
  const [search] = useSearchParams();
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const editing = parsePk(search.get('edit'));
  const viewing = parsePk(search.get('view'));
  const adding = search.get('add') === '1';
  const [viewedName, setViewedName] = useState<{ pk: number; name: string } | null>(null);
  const backToList = () => navigate('/vehicles');
  const title = adding
    ? 'Add Vehicle'
    : editing !== null
      ? 'Edit Vehicle'
      : viewing !== null
        ? `Vehicle${viewedName?.pk === viewing ? ` ${viewedName.name}` : ''}`
        : 'Vehicles';
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PageHeading />
      <div className={styles.stack}>
        {adding || editing !== null ? (
          <ConnectedVehicleForm key={editing ?? 'new'} pk={editing} theme={theme} onSaved={backToList} onDeleted={backToList} onCancel={backToList} />
        ) : viewing !== null ? (
          <ConnectedVehicleDetail
            key={viewing}
            pk={viewing}
            theme={theme}
            onLoaded={(vehicle) => setViewedName({ pk: vehicle.pk, name: vehicle.name })}
            onEdit={(pk) => navigate(`/vehicles?edit=${pk}`)}
            onReportIncident={(pk) => navigate(incidentPaths.report({ vehicle: pk }))}
            onOpenIncident={(pk) => navigate(incidentPaths.view(pk))}
          />
        ) : (
          <ConnectedVehicleTable
            theme={theme}
            onView={(pk) => navigate(`/vehicles?view=${pk}`)}
            onAdd={() => navigate('/vehicles?add=1')}
            onEdit={(pk) => navigate(`/vehicles?edit=${pk}`)}
            onReportIncident={(pk) => navigate(incidentPaths.report({ vehicle: pk }))}
          />
        )}
      </div>
    </>
  );
}

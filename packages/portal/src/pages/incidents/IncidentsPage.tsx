import { ConnectedIncidentDetail, ConnectedIncidentForm, ConnectedIncidentTable } from '@motorpool/widgets';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading/PageHeading';
import { useWidgetNavigate } from '../../navigation/widget-navigate';
import { PageTitle } from '../../PageTitle';
import { brandTheme } from '../../portal-config/brand-theme';
import { usePortalConfig } from '../../portal-config/portal-config';
import * as styles from '../users/UsersPage.css';
import { incidentPaths, reportSubject } from './incident-paths';

const parsePk = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/**
 * `/incidents` (spec §2): the incidents the person may see with their
 * filters and exports, one incident with its trail and a manager's actions
 * (`?view=<pk>`), a manager's edit (`?edit=<pk>`), and the report form
 * (`?report=1`, with the booking, vehicle or person it is about). Report
 * Incident is the heading bar's button (a permission item); drivers report
 * from their own bookings.
 */
export function IncidentsPage() {
  const [search] = useSearchParams();
  const navigate = useWidgetNavigate();
  const theme = brandTheme(usePortalConfig());
  const viewing = parsePk(search.get('view'));
  const editing = parsePk(search.get('edit'));
  const reporting = search.get('report') === '1';
  const subject = reportSubject(search);
  const title = reporting ? 'Report Incident' : editing !== null ? 'Edit Incident' : viewing !== null ? 'Incident' : 'Incidents';
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PageHeading />
      <div className={styles.stack}>
        {reporting || editing !== null ? (
          <ConnectedIncidentForm
            key={editing ?? `report-${search.toString()}`}
            incidentPk={editing}
            bookingPk={subject.booking ?? null}
            vehiclePk={subject.vehicle ?? null}
            personPk={subject.person ?? null}
            theme={theme}
            onSaved={(incident) => navigate(incidentPaths.view(incident.pk))}
            onCancel={() => navigate(editing !== null ? incidentPaths.view(editing) : incidentPaths.list)}
          />
        ) : viewing !== null ? (
          <ConnectedIncidentDetail key={viewing} pk={viewing} theme={theme} onEdit={(pk) => navigate(incidentPaths.edit(pk))} />
        ) : (
          <ConnectedIncidentTable theme={theme} onOpenIncident={(pk) => navigate(incidentPaths.view(pk))} />
        )}
      </div>
    </>
  );
}

import { formatBookingDateTime, incidentCalls, type Requester } from '@motorpool/api';
import { DetailTable } from '../ui/detail/Detail';
import { NO_INCIDENTS_TEXT, incidentStatusText, incidentTypeText } from './detail-values';
import { IncidentLink } from './IncidentLink';
import type { IncidentsPart } from './store';

// The vehicle's incidents, how they are asked for and shown, in one module loaded after the vehicle's own: the
// incident structs and the time-zone formatting would otherwise be a sixth of this display bundle.

/** `GET incidents/` for the vehicle, latest first. */
export const listVehicleIncidents = (request: Requester, vehicle: number) =>
  incidentCalls(request).listIncidents({ vehicle_pk: vehicle, ordering: '-reported_on' });

/** Each incident reported on the vehicle: reference (opens it), type, when reported at its branch, and status. */
export function VehicleIncidents({ incidents, onOpenIncident }: { incidents: IncidentsPart; onOpenIncident?: (pk: number) => void }) {
  return (
    <DetailTable
      label="Incidents"
      columns={['Reference', 'Type', 'Reported', 'Status']}
      rows={incidents.items}
      rowKey={(incident) => incident.pk}
      cells={(incident) => [
        <IncidentLink key="open" pk={incident.pk} reference={incident.reference} onOpen={onOpenIncident} />,
        incidentTypeText(incident),
        formatBookingDateTime(incident.reported_on, incident.time_zone),
        incidentStatusText(incident),
      ]}
      emptyText={NO_INCIDENTS_TEXT}
      error={incidents.error}
    />
  );
}

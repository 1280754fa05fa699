import { INCIDENT_STATUSES, formatBookingDateTime, type Incident, type IncidentStatus } from '@motorpool/api';
import type { BadgeColour } from '../ui/data-table/StatusBadge';
import type { FilterOption } from '../ui/data-table/features';

/** Open wants attention; Closed is done; Dismissed was not an incident after all. */
export const INCIDENT_STATUS_COLOURS: Record<IncidentStatus, BadgeColour> = { Open: 'brand', Closed: 'green', Dismissed: 'grey' };

export const INCIDENT_STATUS_OPTIONS: readonly FilterOption[] = INCIDENT_STATUSES.map((status) => ({ value: status, label: status }));

export const INCIDENT_ORDERING_COLUMNS = ['reported_on', 'reference', 'status'] as const;

export const INCIDENTS_EMPTY = 'No incidents found';
export const INCIDENTS_NARROWED_EMPTY = 'No incidents match the search and filters';
export const REPORT_INCIDENT = 'Report incident';
export const BLOCKED_BADGE = 'Blocked';

/** `24/11/2026 09:15 PM` at the incident's branch (the booking table's date and time); the server's text when it is not a date. */
export function reportedOnText(incident: Pick<Incident, 'reported_on' | 'time_zone'>): string {
  if (Number.isNaN(new Date(incident.reported_on).getTime())) return incident.reported_on;
  return formatBookingDateTime(incident.reported_on, incident.time_zone);
}

/** 'Accident / Not drivable', or the type alone. */
export const typeText = (incident: Pick<Incident, 'incident_type' | 'incident_sub_type'>): string =>
  incident.incident_sub_type ? `${incident.incident_type.name} / ${incident.incident_sub_type.name}` : incident.incident_type.name;

/** 'Corolla Pool 1 (ABC123)'; empty for an incident about a person only. */
export const vehicleText = (incident: Pick<Incident, 'vehicle'>): string =>
  incident.vehicle ? `${incident.vehicle.name} (${incident.vehicle.registrations_num})` : '';

/** 'Booking 101'; empty without one. */
export const bookingText = (incident: Pick<Incident, 'booking'>): string => (incident.booking ? `Booking ${incident.booking.pk}` : '');

export const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

import type { Incident, TagGroup, Vehicle } from '@motorpool/api';

export const NO_INCIDENTS_TEXT = 'No incidents reported on this vehicle.';

const number = (value: number | null, digits = 0) =>
  value === null ? '' : value.toLocaleString('en-AU', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** `45,210 km`. */
export const odometerText = (vehicle: Vehicle) => `${number(vehicle.odometer)} km`;

/** `89.50`: rates read as the cost estimate does; empty when the organisation does not charge. */
export const rateText = (rate: number | null) => number(rate, 2);

export const countText = (value: number | null) => (value === null ? '' : String(value));

/** What a custom field holds, as a person reads it: a toggle says Yes or No, a list joins its values. */
export function tagValueText(group: TagGroup): string {
  const value = group.selectedValue;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (group.tag_data_type === 'toggle' || group.tag_data_type === 'boolean') {
    if (value === 'true') return 'Yes';
    if (value === 'false') return 'No';
  }
  return value;
}

/** `Accident — Not drivable`. */
export const incidentTypeText = (incident: Incident) =>
  incident.incident_sub_type ? `${incident.incident_type.name} — ${incident.incident_sub_type.name}` : incident.incident_type.name;

/** `Open, critical`. */
export const incidentStatusText = (incident: Incident) => (incident.is_critical ? `${incident.status}, critical` : incident.status);

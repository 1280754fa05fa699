import { formatBookingDateTime, type Incident, type IncidentAuditEntry, type IncidentStatus, type IncidentUpdate } from '@motorpool/api';

/**
 * An instant at the incident's branch, `24/11/2026 10:15 AM` (the booking
 * screens' format): an incident is read in its branch's time, as its
 * bookings are. What is not a date is shown as it came.
 */
export function incidentTimeText(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  if (Number.isNaN(new Date(value).getTime())) return value;
  return formatBookingDateTime(value, timeZone);
}

export const STATUS_COLOURS = { Open: 'brand', Closed: 'green', Dismissed: 'grey' } as const satisfies Record<IncidentStatus, string>;

export const amountText = (value: number | null) =>
  value === null ? '' : value.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const readingText = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-AU')} km`);

/** Whether the vehicle is off the road or a block was asked for, while the incident is open: its future bookings matter. */
export function holdsVehicle(incident: Incident): boolean {
  return incident.status === 'Open' && incident.vehicle !== null && (incident.blocked_from !== null || incident.disallow_vehicle_for_bookings);
}

/** The block as the detail states it. */
export function blockText(incident: Incident): string {
  if (incident.blocked_from && incident.status === 'Open') return `Off the road since ${incidentTimeText(incident.blocked_from, incident.time_zone)}`;
  if (incident.disallow_vehicle_for_bookings && incident.status === 'Open') return 'Asked for; a manager must confirm before the vehicle is taken off the road';
  return 'No';
}

/**
 * The incident as `PUT incidents/{pk}/` takes it: a verification or a block
 * set or lifted sends every field as it stands, with the one change on top.
 */
export function incidentUpdateFrom(incident: Incident, change: Pick<IncidentUpdate, 'is_verified' | 'disallow_vehicle_for_bookings'>): IncidentUpdate {
  return {
    booking: incident.booking?.pk ?? null,
    vehicle: incident.vehicle?.pk ?? null,
    person: incident.person?.pk ?? null,
    booking_trip_details: incident.booking_trip_details,
    incident_type: incident.incident_type.pk,
    incident_sub_type: incident.incident_sub_type?.pk ?? null,
    is_critical: incident.is_critical,
    is_verified: incident.is_verified,
    disallow_vehicle_for_bookings: incident.disallow_vehicle_for_bookings,
    address: incident.address,
    location: incident.location ? { coordinates: incident.location.coordinates ?? null } : null,
    address_features: incident.address_features ? { landmark: incident.address_features.landmark ?? null } : null,
    reported_on: incident.reported_on,
    incident_tags: incident.incident_tags,
    description: incident.description,
    odometer: incident.odometer,
    photos: incident.photos,
    third_party: incident.third_party,
    police: incident.police,
    ...change,
  };
}

/** The audit's field names as the detail labels them. */
const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  incident_type: 'Incident Type',
  incident_sub_type: 'Sub-type',
  vehicle: 'Vehicle',
  booking: 'Booking',
  person: 'Person',
  is_critical: 'Critical',
  is_verified: 'Verified',
  disallow_vehicle_for_bookings: 'Take the vehicle off the road',
  blocked_from: 'Off the road since',
  address: 'Address',
  location: 'Coordinates',
  address_features: 'Landmark',
  reported_on: 'Reported on',
  incident_tags: 'Incident Tags',
  description: 'Description',
  odometer: 'Odometer',
  photos: 'Photos',
  third_party: 'Third party',
  police: 'Police',
  resolution_note: 'Resolution note',
  repair_cost: 'Repair cost',
  days_off_road: 'Days off the road',
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One side of a change, short enough for a table cell. */
export function changeValueText(value: unknown, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-AU');
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? incidentTimeText(value, timeZone) : value;
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map((item) => changeValueText(item, timeZone)).join(', ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    if (typeof record.landmark === 'string' || record.landmark === null) return changeValueText(record.landmark, timeZone);
    if (Array.isArray(record.coordinates)) return changeValueText(record.coordinates, timeZone);
    const parts = Object.entries(record).filter(([, part]) => part !== null && part !== '');
    return parts.length === 0 ? '—' : parts.map(([key, part]) => `${key.replace(/_/g, ' ')}: ${changeValueText(part, timeZone)}`).join('; ');
  }
  return String(value);
}

/** `Critical: No → Yes`, one line a field changed; the entry's changes are `{ field: [before, after] }`. */
export function changeLines(entry: Pick<IncidentAuditEntry, 'changes'>, timeZone: string): string[] {
  const { changes } = entry;
  if (!changes || typeof changes !== 'object' || Array.isArray(changes)) return [];
  return Object.entries(changes).map(([field, change]) => {
    const label = FIELD_LABELS[field] ?? field.replace(/_/g, ' ');
    if (Array.isArray(change) && change.length === 2) return `${label}: ${changeValueText(change[0], timeZone)} → ${changeValueText(change[1], timeZone)}`;
    return `${label}: ${changeValueText(change, timeZone)}`;
  });
}

/** Who made a change: a person, or the system (a type that blocks at once, a job). */
export const auditActor = (entry: Pick<IncidentAuditEntry, 'actor'>) => entry.actor?.name ?? 'System';

export const coordinatesText = (incident: Incident) => {
  const coordinates = incident.location?.coordinates;
  return coordinates ? `${coordinates[1].toFixed(5)}, ${coordinates[0].toFixed(5)}` : '';
};

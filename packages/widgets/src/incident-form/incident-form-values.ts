import {
  INCIDENT_PHOTO_LIMIT,
  INCIDENT_TAG_LIMIT,
  incidentMessages,
  IncidentUpdate,
  IncidentWrite,
  type Incident,
  type IncidentType,
  type PoliceDetails,
  type ThirdPartyDetails,
} from '@motorpool/api';
import { validate } from 'superstruct';
import { isIsoDate, toIsoDate } from '../ui/date-field/dates';

/*
 * The incident form's values: what is typed, as text (pks, numbers and the
 * date and time too), so a rule can call it wrong without losing it. The
 * payload is built from them at save (`toIncidentPayload`).
 */

export const THIRD_PARTY_FIELDS = ['name', 'phone', 'vehicle_registration', 'insurer', 'policy_number', 'notes'] as const;
export type ThirdPartyField = (typeof THIRD_PARTY_FIELDS)[number];
export const POLICE_FIELDS = ['station', 'officer', 'report_number'] as const;
export type PoliceField = (typeof POLICE_FIELDS)[number];

export type IncidentFormValues = {
  /** The vehicle pk as text, chosen only when the form was opened without a booking, vehicle or person. */
  vehicle: string;
  incident_type: string;
  incident_sub_type: string;
  /** yyyy-MM-dd once a real date is entered, else as typed. */
  reported_date: string;
  /** HH:mm, the reporter's local time. */
  reported_time: string;
  description: string;
  odometer: string;
  is_critical: boolean;
  disallow_vehicle_for_bookings: boolean;
  address: string;
  landmark: string;
  latitude: string;
  longitude: string;
  incident_tags: string[];
  /** Where each uploaded photo is served. */
  photos: string[];
  third_party: Record<ThirdPartyField, string>;
  police: Record<PoliceField, string>;
  is_verified: boolean;
};

export const INCIDENT_LABELS = {
  vehicle: 'Vehicle',
  incident_type: 'Incident Type',
  incident_sub_type: 'Sub-type',
  reported_date: 'Reported on',
  reported_time: 'Time',
  description: 'Description',
  odometer: 'Odometer',
  is_critical: 'Critical',
  disallow_vehicle_for_bookings: 'Take the vehicle off the road',
  address: 'Address',
  landmark: 'Landmark',
  latitude: 'Latitude',
  longitude: 'Longitude',
  incident_tags: 'Incident Tags',
  photos: 'Photos',
  is_verified: 'Verified',
} as const;

export const THIRD_PARTY_LABELS: Record<ThirdPartyField, string> = {
  name: 'Name',
  phone: 'Phone',
  vehicle_registration: 'Vehicle registration',
  insurer: 'Insurer',
  policy_number: 'Policy number',
  notes: 'Notes',
};

export const POLICE_LABELS: Record<PoliceField, string> = {
  station: 'Police station',
  officer: 'Officer',
  report_number: 'Report number',
};

/** The limits of `IncidentWrite`, for the messages that name them. */
export const INCIDENT_LIMITS = {
  description: 4000,
  address: 300,
  landmark: 200,
  odometer: 10_000_000,
  tag: 40,
  third_party: { name: 100, phone: 30, vehicle_registration: 20, insurer: 100, policy_number: 50, notes: 1000 } satisfies Record<ThirdPartyField, number>,
  police: { station: 100, officer: 100, report_number: 50 } satisfies Record<PoliceField, number>,
} as const;

export const incidentFieldMessages = {
  vehicleRequired: incidentMessages.subjectRequired,
  dateInvalid: 'Enter the date as dd/mm/yyyy',
  timeRequired: 'Enter the time as hh:mm AM/PM',
  tooLong: (label: string, limit: number) => `${label} must be at most ${limit.toLocaleString('en-AU')} characters`,
  odometer: `Odometer must be a whole number of kilometres up to ${INCIDENT_LIMITS.odometer.toLocaleString('en-AU')}`,
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  coordinatesPair: 'Give both latitude and longitude, or neither',
  tooManyTags: `Up to ${INCIDENT_TAG_LIMIT} tags`,
  tagTooLong: `A tag must be at most ${INCIDENT_LIMITS.tag} characters`,
  tooManyPhotos: `Up to ${INCIDENT_PHOTO_LIMIT} photos`,
} as const;

/** A broken rule, at the form path of the field that shows it. */
export type FormFailure = { path: string; message: string };

/*
 * Not fields/branch/form-rules' copies: that module brings react-hook-form,
 * which this form does without to stay within the form budget.
 */
/** Blank text is sent as null, so a cleared field is cleared on the server too. */
const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The first form path `known` holds of `a.b.c`, `a.b`, `a`. */
function knownPrefix(key: string, known: ReadonlySet<string>): string | undefined {
  const parts = key.split('.');
  for (let length = parts.length; length > 0; length -= 1) {
    const candidate = parts.slice(0, length).join('.');
    if (known.has(candidate)) return candidate;
  }
  return undefined;
}

/** Where a failure no field shows is kept, for the form's alert. */
export const UNPLACED_PATH = 'payload';

/** What the form is about and how it judges the values. */
export type IncidentFormContext = {
  /** The incident being edited, or null for a new report. */
  incident: Incident | null;
  /** The booking, vehicle and person the form was opened for (a new report). */
  bookingPk: number | null;
  vehiclePk: number | null;
  personPk: number | null;
  /** The form asks for the vehicle: a new report opened without a booking, vehicle or person. */
  choosesVehicle: boolean;
  /** The vehicle the incident is about is known, so it can be taken off the road. */
  hasVehicle: boolean;
  /** Managers editing set Verified. */
  mayVerify: boolean;
  /** Photos still uploading: the save waits for them. */
  uploading: boolean;
  now: () => Date;
};

const pad = (value: number) => String(value).padStart(2, '0');
const timeOf = (date: Date) => `${pad(date.getHours())}:${pad(date.getMinutes())}`;
const text = (value: string | null | undefined) => value ?? '';

function emptyRecord<Field extends string>(fields: readonly Field[], from?: Partial<Record<Field, string | null | undefined>> | null) {
  return Object.fromEntries(fields.map((field) => [field, text(from?.[field])])) as Record<Field, string>;
}

/** A new report: reported now, nothing else filled in. */
export function emptyIncidentFormValues(now: Date): IncidentFormValues {
  return {
    vehicle: '',
    incident_type: '',
    incident_sub_type: '',
    reported_date: toIsoDate(now),
    reported_time: timeOf(now),
    description: '',
    odometer: '',
    is_critical: false,
    disallow_vehicle_for_bookings: false,
    address: '',
    landmark: '',
    latitude: '',
    longitude: '',
    incident_tags: [],
    photos: [],
    third_party: emptyRecord(THIRD_PARTY_FIELDS),
    police: emptyRecord(POLICE_FIELDS),
    is_verified: false,
  };
}

export function incidentFormValuesFrom(incident: Incident): IncidentFormValues {
  const reported = new Date(incident.reported_on);
  const coordinates = incident.location?.coordinates ?? null;
  return {
    vehicle: incident.vehicle ? String(incident.vehicle.pk) : '',
    incident_type: String(incident.incident_type.pk),
    incident_sub_type: incident.incident_sub_type ? String(incident.incident_sub_type.pk) : '',
    reported_date: Number.isNaN(reported.getTime()) ? '' : toIsoDate(reported),
    reported_time: Number.isNaN(reported.getTime()) ? '' : timeOf(reported),
    description: text(incident.description),
    odometer: incident.odometer === null ? '' : String(incident.odometer),
    is_critical: incident.is_critical,
    disallow_vehicle_for_bookings: incident.disallow_vehicle_for_bookings,
    address: text(incident.address),
    landmark: text(incident.address_features?.landmark),
    latitude: coordinates ? String(coordinates[1]) : '',
    longitude: coordinates ? String(coordinates[0]) : '',
    incident_tags: [...incident.incident_tags],
    photos: [...incident.photos],
    third_party: emptyRecord(THIRD_PARTY_FIELDS, incident.third_party),
    police: emptyRecord(POLICE_FIELDS, incident.police),
    is_verified: incident.is_verified,
  };
}

/** Accidents involve another party and often the police: their sections open by themselves. */
export function isAccidentLike(type: IncidentType | undefined, subTypePk: string): boolean {
  if (!type) return false;
  const subType = type.sub_types.find((candidate) => String(candidate.pk) === subTypePk);
  return /accident|collision|crash/i.test(`${type.name} ${subType?.name ?? ''}`);
}

/** The types a reporter may choose (active ones, with their active sub-types), plus the one an edited incident holds. */
export function choosableTypes(types: readonly IncidentType[], incident: Incident | null): IncidentType[] {
  const held = incident?.incident_type.pk;
  const heldSub = incident?.incident_sub_type?.pk;
  return types
    .filter((type) => type.is_active || type.pk === held)
    .map((type) => ({ ...type, sub_types: type.sub_types.filter((sub) => sub.is_active || sub.pk === heldSub) }));
}

const WHOLE = /^\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const pkOrNull = (typed: string) => (WHOLE.test(typed) ? Number(typed) : null);

/** The reported date and time as an instant, or null while either is not a real one. */
export function reportedOn(values: Pick<IncidentFormValues, 'reported_date' | 'reported_time'>): Date | null {
  if (!isIsoDate(values.reported_date) || !TIME.test(values.reported_time)) return null;
  const [year, month, day] = values.reported_date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = values.reported_time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hours, minutes);
}

function coordinatesOf(values: IncidentFormValues): [number, number] | null {
  const latitude = values.latitude.trim();
  const longitude = values.longitude.trim();
  if (!DECIMAL.test(latitude) || !DECIMAL.test(longitude)) return null;
  return [Number(longitude), Number(latitude)];
}

/** Every rule the values break, one message per field, in `incidentMessages`' words where it has them. */
export function incidentFormFailures(values: IncidentFormValues, context: IncidentFormContext): FormFailure[] {
  const failures: FormFailure[] = [];
  const add = (path: string, message: string) => failures.push({ path, message });
  const tooLong = (path: string, label: string, value: string, limit: number) => {
    if (value.trim().length > limit) add(path, incidentFieldMessages.tooLong(label, limit));
  };

  if (context.choosesVehicle && pkOrNull(values.vehicle) === null) add('vehicle', incidentFieldMessages.vehicleRequired);
  if (pkOrNull(values.incident_type) === null) add('incident_type', incidentMessages.typeRequired);

  if (!isIsoDate(values.reported_date)) add('reported_date', incidentFieldMessages.dateInvalid);
  else if (!TIME.test(values.reported_time)) add('reported_time', incidentFieldMessages.timeRequired);
  else if ((reportedOn(values)?.getTime() ?? 0) > context.now().getTime()) add('reported_date', incidentMessages.reportedInFuture);

  tooLong('description', INCIDENT_LABELS.description, values.description, INCIDENT_LIMITS.description);
  const odometer = values.odometer.trim();
  if (odometer !== '' && (!WHOLE.test(odometer) || Number(odometer) > INCIDENT_LIMITS.odometer)) add('odometer', incidentFieldMessages.odometer);
  tooLong('address', INCIDENT_LABELS.address, values.address, INCIDENT_LIMITS.address);
  tooLong('landmark', INCIDENT_LABELS.landmark, values.landmark, INCIDENT_LIMITS.landmark);

  const latitude = values.latitude.trim();
  const longitude = values.longitude.trim();
  if (latitude !== '' || longitude !== '') {
    if (latitude === '' || longitude === '') add(latitude === '' ? 'latitude' : 'longitude', incidentFieldMessages.coordinatesPair);
    if (latitude !== '' && (!DECIMAL.test(latitude) || Math.abs(Number(latitude)) > 90)) add('latitude', incidentFieldMessages.latitude);
    if (longitude !== '' && (!DECIMAL.test(longitude) || Math.abs(Number(longitude)) > 180)) add('longitude', incidentFieldMessages.longitude);
  }

  if (values.incident_tags.length > INCIDENT_TAG_LIMIT) add('incident_tags', incidentFieldMessages.tooManyTags);
  else if (values.incident_tags.some((tag) => tag.length > INCIDENT_LIMITS.tag)) add('incident_tags', incidentFieldMessages.tagTooLong);

  if (context.uploading) add('photos', incidentMessages.photoNotUploaded);
  else if (values.photos.length > INCIDENT_PHOTO_LIMIT) add('photos', incidentFieldMessages.tooManyPhotos);

  for (const field of THIRD_PARTY_FIELDS) {
    tooLong(`third_party.${field}`, THIRD_PARTY_LABELS[field], values.third_party[field], INCIDENT_LIMITS.third_party[field]);
  }
  for (const field of POLICE_FIELDS) tooLong(`police.${field}`, POLICE_LABELS[field], values.police[field], INCIDENT_LIMITS.police[field]);

  // One message a field: the first found.
  return failures.filter((failure, index) => failures.findIndex((other) => other.path === failure.path) === index);
}

/** A group of optional texts, or null when none was given (so an empty section sends nothing). */
function detailsOrNull<Field extends string>(fields: readonly Field[], typed: Record<Field, string>): Record<Field, string | null> | null {
  const entries = fields.map((field) => [field, textOrNull(typed[field])] as const);
  return entries.some(([, value]) => value !== null) ? (Object.fromEntries(entries) as Record<Field, string | null>) : null;
}

/** The subject the payload names: the edited incident's, or the form's context (the vehicle chosen, or the booking's). */
function subjectOf(values: IncidentFormValues, context: IncidentFormContext, bookingVehiclePk: number | null) {
  const { incident } = context;
  if (incident) return { booking: incident.booking?.pk ?? null, vehicle: incident.vehicle?.pk ?? null, person: incident.person?.pk ?? null };
  return {
    booking: context.bookingPk,
    vehicle: context.choosesVehicle ? pkOrNull(values.vehicle) : (context.vehiclePk ?? bookingVehiclePk),
    person: context.personPk,
  };
}

/** The payload the values stand for, unchecked (the failures above and `IncidentWrite` judge it). */
export function toIncidentDraft(values: IncidentFormValues, context: IncidentFormContext, bookingVehiclePk: number | null = null): Record<string, unknown> {
  const odometer = values.odometer.trim();
  const coordinates = coordinatesOf(values);
  return {
    ...subjectOf(values, context, bookingVehiclePk),
    incident_type: pkOrNull(values.incident_type) ?? undefined,
    incident_sub_type: pkOrNull(values.incident_sub_type),
    is_critical: values.is_critical,
    // Without a vehicle there is nothing to take off the road.
    disallow_vehicle_for_bookings: context.hasVehicle && values.disallow_vehicle_for_bookings,
    address: textOrNull(values.address),
    location: coordinates ? { coordinates } : null,
    address_features: { landmark: textOrNull(values.landmark) },
    reported_on: reportedOn(values)?.toISOString(),
    incident_tags: values.incident_tags,
    description: textOrNull(values.description),
    odometer: odometer === '' ? null : Number(odometer),
    photos: values.photos,
    third_party: detailsOrNull(THIRD_PARTY_FIELDS, values.third_party) as ThirdPartyDetails | null,
    police: detailsOrNull(POLICE_FIELDS, values.police) as PoliceDetails | null,
    ...(context.incident && context.mayVerify ? { is_verified: values.is_verified } : {}),
  };
}

/** The payload for `reportIncident` or `updateIncident`, or the failure `IncidentWrite` finds that no rule above caught. */
export function toIncidentPayload(
  values: IncidentFormValues,
  context: IncidentFormContext,
  bookingVehiclePk: number | null = null,
): { payload: IncidentWrite | IncidentUpdate; failure: null } | { payload: null; failure: string } {
  const draft = toIncidentDraft(values, context, bookingVehiclePk);
  const [failure, payload] = context.incident ? validate(draft, IncidentUpdate) : validate(draft, IncidentWrite);
  return failure ? { payload: null, failure: failure.message } : { payload, failure: null };
}

const FORM_PATHS = new Set<string>([
  ...Object.keys(INCIDENT_LABELS),
  ...THIRD_PARTY_FIELDS.map((f) => `third_party.${f}`),
  ...POLICE_FIELDS.map((f) => `police.${f}`),
]);

/** The form path of a payload path the server names, or undefined when no field shows it. */
export function formPathOf(key: string, choosesVehicle: boolean): string | undefined {
  if (key === 'reported_on') return 'reported_date';
  if (key.startsWith('address_features')) return 'landmark';
  if (key.startsWith('location')) return 'latitude';
  if (key.startsWith('incident_tags')) return 'incident_tags';
  if (key.startsWith('photos')) return 'photos';
  if (key === 'vehicle' && !choosesVehicle) return undefined;
  return knownPrefix(key, FORM_PATHS);
}

/** Server field errors placed on their fields; the rest go to the form's alert. */
export function placeIncidentErrors(fieldErrors: Record<string, string> | null | undefined, choosesVehicle: boolean) {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const path = formPathOf(key, choosesVehicle);
    if (path) placed[path] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

import { array, boolean, enums, integer, max, min, nullable, number, object, optional, size, string, trimmed, tuple, type, type Infer } from 'superstruct';
import { APPROVER_KINDS } from './approver-kinds';
import { AuditEntry } from './audit';
import { NamedRef, PrimaryKey, jsonValue } from './common';

/** Spec §3 Incident's life: reported Open; a manager closes it (resolved) or dismisses it (not an incident after all). */
export const INCIDENT_STATUSES = ['Open', 'Closed', 'Dismissed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

/** Photos on one incident, uploaded through `document/upload/` first. */
export const INCIDENT_PHOTO_LIMIT = 10;
export const INCIDENT_TAG_LIMIT = 20;

export const incidentMessages = {
  notFound: 'Incident not found.',
  typeRequired: 'Incident Type is required',
  typeUnknown: 'Choose one of your organisation’s active incident types.',
  subTypeUnknown: 'Choose a sub-type of the chosen incident type.',
  subjectRequired: 'Choose the booking, the vehicle or the person the incident is about.',
  bookingUnknown: 'Choose a booking of your organisation.',
  vehicleUnknown: 'Choose a vehicle of your organisation.',
  personUnknown: 'Choose a member of your organisation.',
  reportedOnInvalid: 'Reported on must be a date and time.',
  bookingVehicleMismatch: 'The vehicle is not the booking’s vehicle.',
  notOwnBooking: 'You can report incidents only for your own bookings.',
  mayNotRaise: 'You do not have permission to raise incidents.',
  dealerVehicle: 'Dealer managers cannot raise incidents on vehicles.',
  mayNotManage: 'Only the vehicle’s branch and hub managers and admins can verify, edit, close or dismiss this incident.',
  reportedInFuture: 'Reported on cannot be in the future',
  photoNotUploaded: 'Upload each photo before saving the incident.',
  resolutionRequired: 'Resolution note is required',
  alreadyStatus: 'The incident already has this status.',
  closingFieldsOpen: 'Repair cost and days off the road are recorded when the incident is closed.',
  created: 'Incident reported successfully',
  updated: 'Incident updated successfully',
  closed: 'Incident closed',
  dismissed: 'Incident dismissed',
  reopened: 'Incident reopened',
  vehicleBlocked: 'This vehicle is off the road because of an incident and cannot be booked.',
  noFreeVehicle: 'No other vehicle of the same class is free for this booking.',
  bookingNotAffected: 'This booking is not held up by the incident.',
  bookingMoved: 'Booking moved to another vehicle',
  typeNameRequired: 'Name is required',
  typeNameTaken: 'An incident type with this name already exists.',
  typeInUse: 'This incident type is used by incidents and cannot be deleted. Deactivate it instead.',
  typeNotFound: 'Incident type not found.',
  subTypeOfSubType: 'A sub-type belongs to a top-level incident type.',
  typeSaved: 'Incident type saved',
  typeDeleted: 'Incident type deleted',
  settingsSaved: 'Incident settings saved',
} as const;

/** The vehicle on an incident, as lists and the detail show it. */
export const IncidentVehicle = type({ pk: PrimaryKey, name: string(), registrations_num: string(), vehicle_class: string(), branch: NamedRef });
export type IncidentVehicle = Infer<typeof IncidentVehicle>;

/** The booking on an incident (or held up by its block): when, and who drives. */
export const IncidentBooking = type({
  pk: PrimaryKey,
  status: string(),
  start_datetime: string(),
  end_datetime: string(),
  driver: NamedRef,
  vehicle: nullable(NamedRef),
  branch: NamedRef,
});
export type IncidentBooking = Infer<typeof IncidentBooking>;

/** Location of §3: the address's coordinates, longitude first (GeoJSON order, as bookings store them). */
const Coordinates = tuple([max(min(number(), -180), 180), max(min(number(), -90), 90)]);
export const IncidentLocation = type({ coordinates: optional(nullable(Coordinates)) });

const text = (limit: number) => optional(nullable(size(trimmed(string()), 0, limit)));

/** Accidents: the other party, as the insurer asks for it. */
export const ThirdPartyDetails = object({
  name: text(100),
  phone: text(30),
  vehicle_registration: text(20),
  insurer: text(100),
  policy_number: text(50),
  notes: text(1000),
});
export type ThirdPartyDetails = Infer<typeof ThirdPartyDetails>;

export const PoliceDetails = object({
  station: text(100),
  officer: text(100),
  report_number: text(50),
});
export type PoliceDetails = Infer<typeof PoliceDetails>;

/** An incident as lists and the detail receive it (spec §3 Incident, with what reporting and clearing add). */
export const Incident = type({
  pk: PrimaryKey,
  /** `INC-` and six digits: what people quote on the phone and in emails. */
  reference: string(),
  booking: nullable(IncidentBooking),
  booking_trip_details: nullable(jsonValue),
  incident_type: NamedRef,
  incident_sub_type: nullable(NamedRef),
  vehicle: nullable(IncidentVehicle),
  /** The member the incident is about (a traffic offence, say); null when it is about a vehicle or booking only. */
  person: nullable(NamedRef),
  is_critical: boolean(),
  is_verified: boolean(),
  /** Asked for (by the reporter, a manager or the type); it blocks the vehicle only once `blocked_from` is set. */
  disallow_vehicle_for_bookings: boolean(),
  /** When the vehicle's block took effect; null while it is only asked for, lifted, or the incident is no longer Open. */
  blocked_from: nullable(string()),
  address: nullable(string()),
  location: nullable(IncidentLocation),
  address_features: nullable(type({ landmark: optional(nullable(string())) })),
  reported_on: string(),
  reported_by: nullable(NamedRef),
  incident_tags: array(string()),
  description: nullable(string()),
  odometer: nullable(number()),
  photos: array(string()),
  third_party: nullable(ThirdPartyDetails),
  police: nullable(PoliceDetails),
  status: enums(INCIDENT_STATUSES),
  resolution_note: nullable(string()),
  repair_cost: nullable(number()),
  days_off_road: nullable(number()),
  closed_on: nullable(string()),
  closed_by: nullable(NamedRef),
  created_at: string(),
  modified_at: string(),
  /** Whether the caller may verify, edit, close or dismiss it (the server's rule, for the buttons). */
  may_manage: boolean(),
  /** The zone of the incident's branch (the vehicle's, else the booking's; the default zone otherwise): its times are shown there, as a booking's are at its branch. */
  time_zone: string(),
});
export type Incident = Infer<typeof Incident>;

/** The fields a reporter gives (`POST incidents/`); managers give the same on `PUT incidents/{pk}/`, with `is_verified`. */
const incidentFields = {
  booking: optional(nullable(PrimaryKey)),
  vehicle: optional(nullable(PrimaryKey)),
  person: optional(nullable(PrimaryKey)),
  booking_trip_details: optional(nullable(jsonValue)),
  incident_type: PrimaryKey,
  incident_sub_type: optional(nullable(PrimaryKey)),
  is_critical: optional(boolean()),
  disallow_vehicle_for_bookings: optional(boolean()),
  address: text(300),
  location: optional(nullable(IncidentLocation)),
  address_features: optional(nullable(object({ landmark: text(200) }))),
  /** An instant; defaults to now and cannot be in the future. */
  reported_on: optional(string()),
  incident_tags: optional(size(array(size(trimmed(string()), 1, 40)), 0, INCIDENT_TAG_LIMIT)),
  description: text(4000),
  odometer: optional(nullable(max(min(integer(), 0), 10_000_000))),
  /** URLs that `document/upload/` returned. */
  photos: optional(size(array(size(string(), 1, 500)), 0, INCIDENT_PHOTO_LIMIT)),
  third_party: optional(nullable(ThirdPartyDetails)),
  police: optional(nullable(PoliceDetails)),
};

/** `POST incidents/` (spec §7). */
export const IncidentWrite = object(incidentFields);
export type IncidentWrite = Infer<typeof IncidentWrite>;

/** `PUT incidents/{pk}/`: a manager's edit, verification, or block set or lifted. */
export const IncidentUpdate = object({ ...incidentFields, is_verified: optional(boolean()) });
export type IncidentUpdate = Infer<typeof IncidentUpdate>;

/** `POST incidents/{pk}/status/`: close, dismiss or reopen. */
export const IncidentStatusChange = object({
  status: enums(INCIDENT_STATUSES),
  resolution_note: text(2000),
  repair_cost: optional(nullable(max(min(number(), 0), 10_000_000))),
  days_off_road: optional(nullable(max(min(integer(), 0), 3650))),
});
export type IncidentStatusChange = Infer<typeof IncidentStatusChange>;

/** `GET incidents/`: filters of the incident table (dates are `YYYY-MM-DD` on reported_on, inclusive). */
export type IncidentListQuery = {
  page?: number;
  page_size?: number;
  ordering?: 'reported_on' | '-reported_on' | 'reference' | '-reference' | 'status' | '-status';
  /** Comma-separated statuses. */
  status?: string;
  is_critical?: boolean;
  is_verified?: boolean;
  incident_type_pk?: number;
  vehicle_pk?: number;
  branch_pk?: number;
  booking_pk?: number;
  person_pk?: number;
  /** The reporter's user pk. */
  reported_by_pk?: number;
  from?: string;
  to?: string;
  /** Reference, description, vehicle name or registration. */
  search?: string;
  is_export?: 'csv' | 'xlsx';
};
export const INCIDENT_ORDERINGS = ['reported_on', '-reported_on', 'reference', '-reference', 'status', '-status'] as const;

/** One change on an incident's trail: the organisation's one audit entry shape. */
export const IncidentAuditEntry = AuditEntry;
export type IncidentAuditEntry = AuditEntry;

/** A future booking of a blocked vehicle, with the free vehicles of the same class it could move to. */
export const AffectedBooking = type({
  booking: IncidentBooking,
  alternatives: array(type({ pk: PrimaryKey, name: string(), registrations_num: string() })),
});
export type AffectedBooking = Infer<typeof AffectedBooking>;

/** `POST incidents/{pk}/affected-bookings/{booking_pk}/move/`: to the vehicle named, or the first free one of the same class. */
export const MoveAffectedBooking = object({ vehicle: optional(nullable(PrimaryKey)) });
export type MoveAffectedBooking = Infer<typeof MoveAffectedBooking>;

/** The move's answer: which booking went to which vehicle (the detail lists the held-up bookings again). */
export const MovedBooking = type({ message: string(), booking: PrimaryKey, vehicle: NamedRef });
export type MovedBooking = Infer<typeof MovedBooking>;

/** An incident type or sub-type of `/incident-settings`. */
export const IncidentSubType = type({
  pk: PrimaryKey,
  name: string(),
  is_active: boolean(),
  in_use: boolean(),
  /** A sub-type can start critical or block on its own ("Accident — Not drivable"); the server always sends both. */
  is_critical_default: optional(boolean()),
  blocks_vehicle: optional(boolean()),
});
export const IncidentType = type({
  pk: PrimaryKey,
  name: string(),
  is_active: boolean(),
  /** New incidents of this type start critical. */
  is_critical_default: boolean(),
  /** New incidents of this type block the vehicle at once ("Accident — not drivable"). */
  blocks_vehicle: boolean(),
  in_use: boolean(),
  sub_types: array(IncidentSubType),
});
export type IncidentType = Infer<typeof IncidentType>;

/** `POST incident-types/` (a sub-type names its `parent`), `PUT incident-types/{pk}/`. */
export const IncidentTypeWrite = object({
  name: size(trimmed(string()), 1, 60),
  parent: optional(nullable(PrimaryKey)),
  is_active: optional(boolean()),
  is_critical_default: optional(boolean()),
  blocks_vehicle: optional(boolean()),
});
export type IncidentTypeWrite = Infer<typeof IncidentTypeWrite>;

/** Who hears of a new incident, and of a critical one (the vehicle's branch and hub managers always hear of a critical one). */
export const IncidentSettings = object({
  notify_on_new: array(enums(APPROVER_KINDS)),
  notify_on_critical: array(enums(APPROVER_KINDS)),
});
export type IncidentSettings = Infer<typeof IncidentSettings>;

import { and, eq } from 'drizzle-orm';
import { incidentMessages, type FieldErrors, type IncidentStatusChange, type IncidentUpdate, type IncidentWrite } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookings, employeeExtensions, incidentAudits, incidents, vehicles } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { isStoredImagePath } from '../uploads/stored-images';
import { assertMayManage, assertMayReport, bookingPeople, mayManage, type IncidentCaller } from './access';
import { lockVehicleForBlock } from './blocks';
import type { IncidentRow } from './serialize';
import { resolveReportedType } from './types';

type Tx = Database;
type IncidentValues = Omit<typeof incidents.$inferInsert, 'id' | 'organisationId' | 'createdAt'>;

/** What the write did, for the notifications sent after it committed. */
export type IncidentChange = {
  row: IncidentRow;
  /** The block took effect in this write (the vehicle's future bookings hear of it). */
  blocked: boolean;
  /** It became critical in this write (reported critical, or marked so by a manager). */
  becameCritical: boolean;
  /** The reporter hears of it: a change of status or a verification, with its note. */
  reporterNews: { change: 'Closed' | 'Dismissed' | 'Reopened' | 'Verified'; note: string | null } | null;
};

const fieldError = (field: string, title: string) => badRequest(title, { fields: { [field]: title } });

/**
 * The booking, vehicle and person a report names, each the organisation's (400
 * naming the field otherwise). A deleted vehicle or member raises no new
 * incident (spec §6: disabled for deleted rows); one already on the incident stays.
 */
async function resolveSubject(
  db: Database,
  scope: OrganisationScope,
  input: Pick<IncidentWrite, 'booking' | 'vehicle' | 'person'>,
  existing: Pick<IncidentRow, 'bookingId' | 'vehicleId' | 'personId'> | null = null,
) {
  const bookingPk = input.booking ?? null;
  const vehiclePk = input.vehicle ?? null;
  const personPk = input.person ?? null;
  if (bookingPk === null && vehiclePk === null && personPk === null) {
    throw badRequest(incidentMessages.subjectRequired, {
      fields: { booking: incidentMessages.subjectRequired, vehicle: incidentMessages.subjectRequired, person: incidentMessages.subjectRequired },
    });
  }
  const [[booking], [vehicle], [person]] = await Promise.all([
    bookingPk === null
      ? Promise.resolve([])
      : db
          .select({ id: bookings.id, driverId: bookings.driverId, vehicleId: bookings.vehicleId })
          .from(bookings)
          .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.id, bookingPk))),
    vehiclePk === null
      ? Promise.resolve([])
      : db
          .select({ id: vehicles.id, isDeleted: vehicles.isDeleted })
          .from(vehicles)
          .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, vehiclePk))),
    personPk === null
      ? Promise.resolve([])
      : db
          .select({ id: employeeExtensions.id, isDeleted: employeeExtensions.isDeleted })
          .from(employeeExtensions)
          .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, personPk))),
  ]);
  const errors: FieldErrors = {};
  if (bookingPk !== null && !booking) errors.booking = incidentMessages.bookingUnknown;
  if (vehiclePk !== null && (!vehicle || (vehicle.isDeleted && vehiclePk !== existing?.vehicleId))) errors.vehicle = incidentMessages.vehicleUnknown;
  if (personPk !== null && (!person || (person.isDeleted && personPk !== existing?.personId))) errors.person = incidentMessages.personUnknown;
  // A booking moved to another vehicle since the report keeps the incident on the vehicle it happened to.
  const unchanged = existing !== null && bookingPk === existing.bookingId && vehiclePk === existing.vehicleId;
  if (booking && vehiclePk !== null && vehicle && booking.vehicleId !== vehiclePk && !unchanged) errors.vehicle = incidentMessages.bookingVehicleMismatch;
  const first = Object.values(errors)[0];
  if (first !== undefined) throw badRequest(first, { fields: errors });
  return {
    booking: booking ?? null,
    // An incident about a booking is about the booking's vehicle unless it names the vehicle itself.
    vehicleId: vehicle?.id ?? booking?.vehicleId ?? null,
    personId: person?.id ?? null,
  };
}

/** An instant, not after now; now when the reporter gives none. */
function reportedOn(text: string | undefined, fallback: Date, now: Date): Date {
  if (text === undefined) return fallback;
  const value = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(text) ? new Date(text) : null;
  if (value === null || Number.isNaN(value.getTime())) throw fieldError('reported_on', incidentMessages.reportedOnInvalid);
  if (value.getTime() > now.getTime()) throw fieldError('reported_on', incidentMessages.reportedInFuture);
  return value;
}

/** Only images our `document/upload/` stored: a record never points at someone else's address. */
function checkedPhotos(photos: readonly string[]): string[] {
  const index = photos.findIndex((photo) => !isStoredImagePath(photo, 'documents'));
  if (index >= 0) throw badRequest(incidentMessages.photoNotUploaded, { fields: { [`photos.${index}`]: incidentMessages.photoNotUploaded } });
  return [...new Set(photos)];
}

const tags = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()))];

/** Free text as stored: trimmed, and null when nothing is left. */
const text = (value: string | null | undefined) => value?.trim() || null;

async function audit(
  tx: Tx,
  scope: OrganisationScope,
  incidentId: number,
  actorUserId: number,
  action: string,
  changes: Record<string, unknown> | null,
  at: Date,
) {
  await tx.insert(incidentAudits).values({ organisationId: scope.organisationId, incidentId, actorUserId, action, changes, createdAt: at });
}

/** The branch the rules read for a vehicle (the incident's vehicle decides who manages it). */
async function vehicleBranch(db: Database, scope: OrganisationScope, vehicleId: number | null, bookingBranch: number | null): Promise<number | null> {
  if (vehicleId === null) return bookingBranch;
  const [row] = await db
    .select({ branchId: vehicles.branchId })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, vehicleId)));
  return row?.branchId ?? bookingBranch;
}

/**
 * `POST incidents/` (spec §7): checks the subject, the reporter's right to
 * report it, the type; takes the vehicle off the road at once when a manager
 * asks for it or the type blocks, in the same transaction as the incident.
 */
export async function reportIncident(db: Database, caller: IncidentCaller, input: IncidentWrite, now: Date): Promise<IncidentChange> {
  const { scope } = caller;
  const subject = await resolveSubject(db, scope, input);
  const people = subject.booking ? await bookingPeople(db, scope, subject.booking) : null;
  assertMayReport(caller, { booking: people, onVehicle: subject.vehicleId !== null });
  const { type, subType } = await resolveReportedType(db, scope, input.incident_type, input.incident_sub_type ?? null);
  const when = reportedOn(input.reported_on, now, now);
  const photos = checkedPhotos(input.photos ?? []);
  const typeBlocks = type.blocksVehicle || (subType?.blocksVehicle ?? false);
  const isCritical = input.is_critical ?? (type.isCriticalDefault || (subType?.isCriticalDefault ?? false));
  const disallow = typeBlocks || (input.disallow_vehicle_for_bookings ?? false);
  const branchId = await vehicleBranch(db, scope, subject.vehicleId, null);
  // A driver's request to block waits for a manager; a blocking type or a manager's own report blocks at once.
  const blocks = subject.vehicleId !== null && disallow && (typeBlocks || mayManage(caller, branchId));
  const values: IncidentValues = {
    bookingId: subject.booking?.id ?? null,
    vehicleId: subject.vehicleId,
    personId: subject.personId,
    incidentTypeId: type.id,
    incidentSubTypeId: subType?.id ?? null,
    reportedByUserId: caller.userId,
    reportedOn: when,
    bookingTripDetails: input.booking_trip_details ?? null,
    isCritical,
    isVerified: false,
    disallowVehicleForBookings: disallow,
    blockedFrom: blocks ? now : null,
    address: text(input.address),
    location: input.location ?? null,
    addressFeatures: input.address_features ?? null,
    incidentTags: tags(input.incident_tags ?? []),
    description: text(input.description),
    odometer: input.odometer ?? null,
    photos,
    thirdParty: input.third_party ?? null,
    police: input.police ?? null,
    status: 'Open',
    modifiedAt: now,
  };
  const row = await db.transaction(async (tx) => {
    if (blocks && subject.vehicleId !== null) await lockVehicleForBlock(tx, scope, subject.vehicleId);
    const [created] = await tx
      .insert(incidents)
      .values({ ...values, organisationId: scope.organisationId, createdAt: now })
      .returning();
    if (!created) throw new Error('incident insert returned nothing');
    await audit(tx, scope, created.id, caller.userId, 'created', null, now);
    if (blocks) await audit(tx, scope, created.id, caller.userId, 'block_set', { blocked_from: [null, now.toISOString()] }, now);
    return created;
  });
  return { row, blocked: blocks, becameCritical: isCritical, reporterNews: null };
}

/** The fields a manager's edit may change, as the audit names them (the API's names). */
const AUDITED_FIELDS = {
  booking: 'bookingId',
  vehicle: 'vehicleId',
  person: 'personId',
  incident_type: 'incidentTypeId',
  incident_sub_type: 'incidentSubTypeId',
  booking_trip_details: 'bookingTripDetails',
  is_critical: 'isCritical',
  disallow_vehicle_for_bookings: 'disallowVehicleForBookings',
  address: 'address',
  location: 'location',
  address_features: 'addressFeatures',
  reported_on: 'reportedOn',
  incident_tags: 'incidentTags',
  description: 'description',
  odometer: 'odometer',
  photos: 'photos',
  third_party: 'thirdParty',
  police: 'police',
} as const satisfies Record<string, keyof IncidentRow>;

const auditValue = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** field → [before, after] for each field whose value changed. */
function changesOf(before: IncidentRow, after: IncidentValues): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, column] of Object.entries(AUDITED_FIELDS)) {
    const old = auditValue(before[column]);
    const next = auditValue(after[column]);
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[field] = [old, next];
  }
  return changes;
}

/** `undefined` keeps what the incident holds: a form that leaves a field out does not clear it. */
const keep = <T>(value: T | undefined, current: T): T => (value === undefined ? current : value);

/**
 * `PUT incidents/{pk}/`: a manager's edit, verification, and the block set
 * (at once, in the same transaction) or lifted. Each change is audited.
 */
export async function updateIncident(db: Database, caller: IncidentCaller, existing: IncidentRow, input: IncidentUpdate, now: Date): Promise<IncidentChange> {
  const { scope } = caller;
  assertMayManage(caller, await incidentBranch(db, scope, existing));
  // A new booking without a vehicle brings its own vehicle; otherwise a field left out keeps what the incident holds.
  const newBooking = input.booking !== undefined && input.booking !== null && input.booking !== existing.bookingId;
  const subject = await resolveSubject(
    db,
    scope,
    {
      booking: keep(input.booking, existing.bookingId),
      vehicle: newBooking && input.vehicle === undefined ? null : keep(input.vehicle, existing.vehicleId),
      person: keep(input.person, existing.personId),
    },
    existing,
  );
  // Moving the incident to another vehicle needs the right to manage there too.
  if (subject.vehicleId !== existing.vehicleId) assertMayManage(caller, await vehicleBranch(db, scope, subject.vehicleId, null));
  const subTypePk = keep(input.incident_sub_type, existing.incidentSubTypeId);
  const unchangedType = input.incident_type === existing.incidentTypeId && subTypePk === existing.incidentSubTypeId;
  // A type deactivated since the report stays on the incidents that have it.
  const type = unchangedType ? null : await resolveReportedType(db, scope, input.incident_type, subTypePk);
  const photos = input.photos === undefined ? existing.photos : checkedPhotos(input.photos);
  const disallow = keep(input.disallow_vehicle_for_bookings, existing.disallowVehicleForBookings);
  const open = existing.status === 'Open';
  const blockedFrom =
    open && disallow && subject.vehicleId !== null
      ? existing.blockedFrom !== null && subject.vehicleId === existing.vehicleId
        ? existing.blockedFrom
        : now
      : null;
  const isVerified = keep(input.is_verified, existing.isVerified);
  const values: IncidentValues = {
    bookingId: subject.booking?.id ?? null,
    vehicleId: subject.vehicleId,
    personId: subject.personId,
    incidentTypeId: type ? type.type.id : existing.incidentTypeId,
    incidentSubTypeId: type ? (type.subType?.id ?? null) : existing.incidentSubTypeId,
    reportedOn: input.reported_on === undefined ? existing.reportedOn : reportedOn(input.reported_on, existing.reportedOn, now),
    bookingTripDetails: keep(input.booking_trip_details, existing.bookingTripDetails),
    isCritical: keep(input.is_critical, existing.isCritical),
    isVerified,
    disallowVehicleForBookings: disallow,
    blockedFrom,
    address: input.address === undefined ? existing.address : text(input.address),
    location: keep(input.location, existing.location),
    addressFeatures: keep(input.address_features, existing.addressFeatures),
    incidentTags: input.incident_tags === undefined ? existing.incidentTags : tags(input.incident_tags),
    description: input.description === undefined ? existing.description : text(input.description),
    odometer: keep(input.odometer, existing.odometer),
    photos,
    thirdParty: keep(input.third_party, existing.thirdParty),
    police: keep(input.police, existing.police),
    modifiedAt: now,
  };
  const changes = changesOf(existing, values);
  const blockSet = blockedFrom !== null && (existing.blockedFrom === null || blockedFrom !== existing.blockedFrom);
  const blockLifted = existing.blockedFrom !== null && blockedFrom === null;
  const row = await db.transaction(async (tx) => {
    if (blockSet && subject.vehicleId !== null) await lockVehicleForBlock(tx, scope, subject.vehicleId);
    const [updated] = await tx
      .update(incidents)
      .set(values)
      .where(and(inOrganisation(incidents.organisationId, scope), eq(incidents.id, existing.id)))
      .returning();
    if (!updated) throw notFound(incidentMessages.notFound);
    if (Object.keys(changes).length > 0) await audit(tx, scope, existing.id, caller.userId, 'updated', changes, now);
    if (isVerified !== existing.isVerified) await audit(tx, scope, existing.id, caller.userId, isVerified ? 'verified' : 'unverified', null, now);
    if (blockSet) await audit(tx, scope, existing.id, caller.userId, 'block_set', { blocked_from: [auditValue(existing.blockedFrom), now.toISOString()] }, now);
    if (blockLifted) await audit(tx, scope, existing.id, caller.userId, 'block_lifted', { blocked_from: [auditValue(existing.blockedFrom), null] }, now);
    return updated;
  });
  return {
    row,
    blocked: blockSet,
    becameCritical: row.isCritical && !existing.isCritical,
    reporterNews: isVerified && !existing.isVerified ? { change: 'Verified', note: null } : null,
  };
}

/** The branch that decides who manages an incident as it stands. */
async function incidentBranch(db: Database, scope: OrganisationScope, row: IncidentRow): Promise<number | null> {
  if (row.vehicleId !== null) return vehicleBranch(db, scope, row.vehicleId, null);
  if (row.bookingId === null) return null;
  const [booking] = await db
    .select({ branchId: bookings.branchId })
    .from(bookings)
    .where(and(inOrganisation(bookings.organisationId, scope), eq(bookings.id, row.bookingId)));
  return booking?.branchId ?? null;
}

/**
 * `POST incidents/{pk}/status/`: Close or Dismiss (with a resolution note;
 * repair cost and days off the road only when closing), or reopen. Closing
 * or dismissing ends the block; reopening an incident that asks for one
 * takes the vehicle off the road again, as the manager reopening it decides.
 */
export async function changeIncidentStatus(
  db: Database,
  caller: IncidentCaller,
  existing: IncidentRow,
  input: IncidentStatusChange,
  now: Date,
): Promise<IncidentChange> {
  const { scope } = caller;
  assertMayManage(caller, await incidentBranch(db, scope, existing));
  if (input.status === existing.status) throw new HttpError(409, incidentMessages.alreadyStatus, { fields: { status: incidentMessages.alreadyStatus } });
  const note = input.resolution_note?.trim() || null;
  const closing = input.status === 'Closed';
  const errors: FieldErrors = {};
  if (input.status !== 'Open' && note === null) errors.resolution_note = incidentMessages.resolutionRequired;
  if (!closing && input.repair_cost != null) errors.repair_cost = incidentMessages.closingFieldsOpen;
  if (!closing && input.days_off_road != null) errors.days_off_road = incidentMessages.closingFieldsOpen;
  const first = Object.values(errors)[0];
  if (first !== undefined) throw badRequest(first, { fields: errors });

  const reopening = input.status === 'Open';
  const blockedFrom = reopening && existing.disallowVehicleForBookings && existing.vehicleId !== null ? now : null;
  const values = reopening
    ? { status: input.status, resolutionNote: note, repairCost: null, daysOffRoad: null, closedAt: null, closedByUserId: null, blockedFrom, modifiedAt: now }
    : {
        status: input.status,
        resolutionNote: note,
        repairCost: closing ? (input.repair_cost ?? null) : null,
        daysOffRoad: closing ? (input.days_off_road ?? null) : null,
        closedAt: now,
        closedByUserId: caller.userId,
        blockedFrom: null,
        modifiedAt: now,
      };
  const row = await db.transaction(async (tx) => {
    if (blockedFrom !== null && existing.vehicleId !== null) await lockVehicleForBlock(tx, scope, existing.vehicleId);
    const [updated] = await tx
      .update(incidents)
      .set(values)
      .where(and(inOrganisation(incidents.organisationId, scope), eq(incidents.id, existing.id)))
      .returning();
    if (!updated) throw notFound(incidentMessages.notFound);
    const changes: Record<string, unknown> = { status: [existing.status, input.status] };
    if (note !== null) changes.resolution_note = note;
    if (closing) Object.assign(changes, { repair_cost: input.repair_cost ?? null, days_off_road: input.days_off_road ?? null });
    await audit(tx, scope, existing.id, caller.userId, 'status_changed', changes, now);
    if (existing.status === 'Open' && existing.blockedFrom !== null) {
      await audit(tx, scope, existing.id, caller.userId, 'block_lifted', { blocked_from: [existing.blockedFrom.toISOString(), null] }, now);
    }
    if (blockedFrom !== null) await audit(tx, scope, existing.id, caller.userId, 'block_set', { blocked_from: [null, now.toISOString()] }, now);
    return updated;
  });
  const change = input.status === 'Closed' ? 'Closed' : input.status === 'Dismissed' ? 'Dismissed' : 'Reopened';
  return { row, blocked: blockedFrom !== null, becameCritical: false, reporterNews: { change, note } };
}

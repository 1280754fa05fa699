import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, messages, validateWith, vehicleMessages, VehicleWrite, type FieldErrors } from '@motorpool/api';
import { findBranch } from '../branches/find';
import type { Database } from '../db/database';
import { bookings, costCentres, vehicles, vehicleTagValues } from '../db/schema';
import { violatedUniqueKey } from '../db/unique-violation';
import { checkUserTags, type TagWrites } from '../custom-fields/check';
import { tagGroupsOf } from '../custom-fields/groups';
import { badRequest, HttpError, notFound } from '../http/errors';
import { resolveVehicleLookups } from '../master-config/lookup-checks';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import type { VehicleRow } from './serialize';

const REGISTRATION_KEY = 'vehicles_organisation_registration_key';
const BRANCH_UNKNOWN = 'Choose a branch of this organisation.';
const COST_CENTRE_UNKNOWN = 'Choose a cost centre of this organisation.';

/** The contract's own wording for the fields a vehicle cannot lack, instead of superstruct's generic one. */
const REQUIRED: Record<string, string> = {
  name: vehicleMessages.nameRequired,
  vehicle_class: vehicleMessages.classRequired,
  registrations_num: vehicleMessages.registrationRequired,
  branch: vehicleMessages.branchRequired,
};

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Validates a `POST`/`PUT vehicles/` body; every failure is a field message. */
export function readVehicleWrite(input: unknown): VehicleWrite {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw badRequest('The request body must be a JSON object.');
  const raw = input as Record<string, unknown>;
  const result = validateWith(VehicleWrite, raw);
  const fields: FieldErrors = result.ok ? {} : { ...result.fields };
  // Validation does not trim, so a name of spaces passes the struct: it is still missing.
  for (const [name, message] of Object.entries(REQUIRED)) if (isBlank(raw[name])) fields[name] = message;
  if (typeof raw.odometer === 'number' && raw.odometer < 0) fields.odometer = vehicleMessages.odometerNegative;
  if (Object.keys(fields).length > 0 || !result.ok) throw badRequest(messages.request.invalid, { fields });
  return result.value;
}

type CheckedWrite = { tagWrites: TagWrites; lookups: Awaited<ReturnType<typeof resolveVehicleLookups>>['columns'] };

async function checkVehicleWrite(db: Database, scope: OrganisationScope, input: VehicleWrite, existing: VehicleRow | null): Promise<CheckedWrite> {
  const fields: FieldErrors = {};
  const costCentreId = input.cost_centre ?? null;
  const [branch, costCentreRows, groups, stored, lookups] = await Promise.all([
    findBranch(db, scope, input.branch),
    costCentreId === null
      ? []
      : db
          .select({ id: costCentres.id })
          .from(costCentres)
          .where(and(inOrganisation(costCentres.organisationId, scope), eq(costCentres.id, costCentreId))),
    tagGroupsOf(db, scope, 'vehicle'),
    existing === null
      ? []
      : db
          .select({ tagGroupId: vehicleTagValues.tagGroupId, value: vehicleTagValues.value })
          .from(vehicleTagValues)
          .where(and(inOrganisation(vehicleTagValues.organisationId, scope), eq(vehicleTagValues.vehicleId, existing.id))),
    resolveVehicleLookups(db, scope, input, existing),
  ]);
  if (!branch) fields.branch = BRANCH_UNKNOWN;
  if (costCentreId !== null && costCentreRows.length === 0) fields.cost_centre = COST_CENTRE_UNKNOWN;
  const tags = checkUserTags(input.vehicle_tags ?? [], {
    groups,
    stored: new Map(stored.map((row) => [row.tagGroupId, row.value])),
    own: { branchId: null, hubId: null },
    branches: [],
    // A new vehicle needs its mandatory fields; an edit checks them when it sends the tags.
    enforceMandatory: existing === null || input.vehicle_tags !== undefined,
    fieldName: 'vehicle_tags',
  });
  const lookupFailures = Object.values(lookups.fields);
  // A value missing from its list, alone, is the title itself: it names the field and where the list is kept.
  const title = Object.keys(fields).length === 0 && lookupFailures.length === 1 && lookupFailures[0] ? lookupFailures[0] : messages.request.invalid;
  Object.assign(fields, tags.fields, lookups.fields);
  if (Object.keys(fields).length > 0) throw badRequest(title, { fields });
  return { tagWrites: tags.writes, lookups: lookups.columns };
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** Columns a write sets; a key the payload leaves out keeps its stored value (null clears it). */
function vehicleColumns(input: VehicleWrite) {
  const set: Partial<typeof vehicles.$inferInsert> & Pick<typeof vehicles.$inferInsert, 'name' | 'vehicleClass' | 'registrationNum' | 'branchId'> = {
    name: input.name.trim(),
    vehicleClass: input.vehicle_class.trim(),
    registrationNum: input.registrations_num.trim(),
    branchId: input.branch,
  };
  if (input.serial !== undefined) set.serial = text(input.serial);
  if (input.make !== undefined) set.make = text(input.make);
  if (input.model !== undefined) set.model = text(input.model);
  if (input.paint !== undefined) set.paint = text(input.paint);
  if (input.body_type !== undefined) set.bodyType = text(input.body_type);
  if (input.doors !== undefined) set.doors = input.doors;
  if (input.seats !== undefined) set.seats = input.seats;
  if (input.fuel_type !== undefined) set.fuelType = text(input.fuel_type);
  if (input.grade !== undefined) set.grade = text(input.grade);
  if (input.year !== undefined) set.year = input.year;
  if (input.odometer !== undefined) set.odometer = input.odometer;
  if (input.cost_centre !== undefined) set.costCentreId = input.cost_centre;
  if (input.daily_rate !== undefined) set.dailyRate = input.daily_rate;
  if (input.rate_per_km !== undefined) set.ratePerKm = input.rate_per_km;
  if (input.is_active !== undefined) set.isActive = input.is_active;
  if (input.extra_data !== undefined) {
    if (input.extra_data.key_pickup_location !== undefined) set.keyPickupLocation = text(input.extra_data.key_pickup_location);
    if (input.extra_data.vehicle_pickup_location !== undefined) set.vehiclePickupLocation = text(input.extra_data.vehicle_pickup_location);
  }
  return set;
}

async function saveVehicleTags(tx: Database, scope: OrganisationScope, vehicleId: number, writes: TagWrites) {
  const cleared = [...writes].filter(([, value]) => value === null).map(([groupId]) => groupId);
  const set = [...writes].flatMap(([tagGroupId, value]) => (value === null ? [] : [{ vehicleId, tagGroupId, organisationId: scope.organisationId, value }]));
  if (cleared.length > 0) {
    await tx
      .delete(vehicleTagValues)
      .where(
        and(inOrganisation(vehicleTagValues.organisationId, scope), eq(vehicleTagValues.vehicleId, vehicleId), inArray(vehicleTagValues.tagGroupId, cleared)),
      );
  }
  if (set.length > 0) {
    await tx
      .insert(vehicleTagValues)
      .values(set)
      .onConflictDoUpdate({ target: [vehicleTagValues.vehicleId, vehicleTagValues.tagGroupId], set: { value: sql`excluded.value` } });
  }
}

/** The unique index decides (two saves can race past any check); its violation is the field's message. */
function registrationTaken(error: unknown): never {
  if (violatedUniqueKey(error) === REGISTRATION_KEY) {
    throw badRequest(vehicleMessages.registrationInUse, { fields: { registrations_num: vehicleMessages.registrationInUse } });
  }
  throw error;
}

export async function createVehicle(db: Database, scope: OrganisationScope, input: VehicleWrite): Promise<number> {
  const { tagWrites, lookups } = await checkVehicleWrite(db, scope, input, null);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(vehicles)
        .values({ ...vehicleColumns(input), ...lookups, organisationId: scope.organisationId })
        .returning({ id: vehicles.id });
      if (!created) throw new Error('vehicle insert returned nothing');
      await saveVehicleTags(tx, scope, created.id, tagWrites);
      return created.id;
    });
  } catch (error) {
    registrationTaken(error);
  }
}

export async function updateVehicle(db: Database, scope: OrganisationScope, existing: VehicleRow, input: VehicleWrite, now: Date): Promise<void> {
  const { tagWrites, lookups } = await checkVehicleWrite(db, scope, input, existing);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(vehicles)
        .set({ ...vehicleColumns(input), ...lookups, modifiedAt: now })
        .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, existing.id), eq(vehicles.isDeleted, false)));
      await saveVehicleTags(tx, scope, existing.id, tagWrites);
    });
  } catch (error) {
    registrationTaken(error);
  }
}

/** Bookings that still hold the vehicle: active (spec §4) and not yet over. */
function upcomingBookingsOf(vehicleId: number) {
  return and(
    eq(bookings.vehicleId, vehicleId),
    eq(bookings.isDeleted, false),
    inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
    gt(bookings.endAt, sql`now()`),
  );
}

/**
 * Soft delete, refused while the vehicle has upcoming active bookings. The
 * check sits in the update's own condition, so a booking saved a moment
 * earlier is seen rather than raced past.
 */
export async function deleteVehicle(db: Database, scope: OrganisationScope, existing: VehicleRow, now: Date): Promise<void> {
  const deleted = await db
    .update(vehicles)
    .set({ isDeleted: true, modifiedAt: now })
    .where(
      and(
        inOrganisation(vehicles.organisationId, scope),
        eq(vehicles.id, existing.id),
        eq(vehicles.isDeleted, false),
        sql`not exists (select 1 from ${bookings} where ${and(inOrganisation(bookings.organisationId, scope), upcomingBookingsOf(existing.id))})`,
      ),
    )
    .returning({ id: vehicles.id });
  if (deleted.length > 0) return;
  const [upcoming] = await db
    .select({ value: count() })
    .from(bookings)
    .where(and(inOrganisation(bookings.organisationId, scope), upcomingBookingsOf(existing.id)));
  if ((upcoming?.value ?? 0) > 0) throw new HttpError(409, vehicleMessages.hasBookings);
  throw notFound(vehicleMessages.notFound);
}

import { and, asc, eq, inArray, isNotNull, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { incidentMessages, vehicleMessages, type VehicleBlock } from '@motorpool/api';
import type { Database } from '../db/database';
import { incidents, incidentTypes, vehicles } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** The reference people quote: `INC-` and the incident's id in six digits. */
export const incidentReference = (id: number) => `INC-${String(id).padStart(6, '0')}`;

/** An incident blocks its vehicle while it is Open and its block has taken effect (the partial index incidents_vehicle_blocked_idx). */
export const isBlocking = (): SQL => and(eq(incidents.status, 'Open'), isNotNull(incidents.blockedFrom)) as SQL;

const VEHICLE_BLOCKED = 'vehicle_blocked';

export const vehicleBlockedError = (details?: Record<string, unknown>) =>
  new HttpError(409, incidentMessages.vehicleBlocked, {
    code: VEHICLE_BLOCKED,
    fields: { vehicle: incidentMessages.vehicleBlocked },
    ...(details ? { details } : {}),
  });

/** Whether a failed write was refused because its vehicle is blocked (a timed rule turns that into its answer). */
export const isVehicleBlockedError = (error: unknown): error is HttpError => error instanceof HttpError && error.extras.code === VEHICLE_BLOCKED;

/**
 * Setting a block takes the vehicle row FOR UPDATE, in the transaction that
 * sets `blocked_from`: a booking write holding it finishes first (and is then
 * listed on the incident as affected), or waits and then sees the block.
 */
export async function lockVehicleForBlock(tx: Database, scope: OrganisationScope, vehicleId: number): Promise<void> {
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, vehicleId)))
    .for('update');
  if (!row) throw notFound(vehicleMessages.notFound);
}

/**
 * When the vehicle's block began, or null: the earliest Open blocking
 * incident on it. The caller holds the vehicle row locked; this is its own
 * statement so that, under READ COMMITTED, it reads a snapshot taken after
 * the lock was granted (a subquery of the locking statement would not see a
 * block committed while it waited).
 */
export async function blockedFromOf(tx: Database, scope: OrganisationScope, vehicleId: number): Promise<Date | null> {
  const [row] = await tx
    .select({ blockedFrom: incidents.blockedFrom })
    .from(incidents)
    .where(and(inOrganisation(incidents.organisationId, scope), eq(incidents.vehicleId, vehicleId), isBlocking()))
    .orderBy(asc(incidents.blockedFrom))
    .limit(1);
  return row?.blockedFrom ?? null;
}

/**
 * Takes the vehicle row FOR UPDATE and reads its block. Exclusive, not
 * shared: the writes of one vehicle then run one after another, so two
 * inserts never check the no-overlap constraint against each other's
 * uncommitted row at once, which on PostgreSQL deadlocks (seen: 50 creates
 * of one slot). Writes of different vehicles still run side by side; a
 * block setting it waits, or is waited for.
 */
export async function lockedVehicleBlock(tx: Database, scope: OrganisationScope, vehicleId: number): Promise<Date | null> {
  await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, vehicleId)))
    .for('update');
  return blockedFromOf(tx, scope, vehicleId);
}

/** A hold ending at `until` meets a block that began before it; without `until`, any block does. */
export const blockMeets = (blockedFrom: Date | null, until?: Date) => blockedFrom !== null && (until === undefined || blockedFrom < until);

/**
 * Refuses (409, naming the vehicle field) a write that would take the
 * vehicle while it is blocked; call it inside the transaction that writes the
 * booking. `until` is the end of the time the write holds the vehicle for
 * (its blocked_until): a hold wholly before the block began is not refused,
 * as it is not one the incident lists as affected either.
 */
export async function assertVehicleBookable(tx: Database, scope: OrganisationScope, vehicleId: number, until?: Date): Promise<void> {
  if (blockMeets(await lockedVehicleBlock(tx, scope, vehicleId), until)) throw vehicleBlockedError();
}

/** For a write that already holds the vehicle row locked (check-out takes it FOR UPDATE for the odometer). */
export async function assertLockedVehicleUnblocked(tx: Database, scope: OrganisationScope, vehicleId: number): Promise<void> {
  if ((await blockedFromOf(tx, scope, vehicleId)) !== null) throw vehicleBlockedError();
}

/**
 * What blocks each of these vehicles, as search, the vehicle lists and the
 * calendar show it: the earliest Open blocking incident, with its type and
 * sub-type as the reason ("Accident — Not drivable").
 */
export async function vehicleBlocks(db: Database, scope: OrganisationScope, vehicleIds: readonly number[], before?: Date): Promise<Map<number, VehicleBlock>> {
  const blocks = new Map<number, VehicleBlock>();
  if (vehicleIds.length === 0) return blocks;
  const subTypes = alias(incidentTypes, 'incident_sub_types');
  const rows = await db
    .select({
      id: incidents.id,
      vehicleId: incidents.vehicleId,
      blockedFrom: incidents.blockedFrom,
      typeName: incidentTypes.name,
      subTypeName: subTypes.name,
    })
    .from(incidents)
    .innerJoin(incidentTypes, eq(incidentTypes.id, incidents.incidentTypeId))
    .leftJoin(subTypes, eq(subTypes.id, incidents.incidentSubTypeId))
    .where(
      and(
        inOrganisation(incidents.organisationId, scope),
        inArray(incidents.vehicleId, [...vehicleIds]),
        isBlocking(),
        before === undefined ? undefined : lt(incidents.blockedFrom, before),
      ),
    )
    .orderBy(asc(incidents.blockedFrom), asc(incidents.id));
  for (const row of rows) {
    if (row.vehicleId === null || row.blockedFrom === null || blocks.has(row.vehicleId)) continue;
    blocks.set(row.vehicleId, {
      incident: row.id,
      reference: incidentReference(row.id),
      reason: row.subTypeName ? `${row.typeName} — ${row.subTypeName}` : row.typeName,
      from: row.blockedFrom.toISOString(),
    });
  }
  return blocks;
}

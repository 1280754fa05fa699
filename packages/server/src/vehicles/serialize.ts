import { and, eq, inArray } from 'drizzle-orm';
import type { Vehicle, VehicleBlock } from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, costCentres, vehicles, vehicleTagValues } from '../db/schema';
import { tagGroupsOf, toTagGroup, type TagGroupRow } from '../custom-fields/groups';
import { groupTagValues, userTagsOf } from '../custom-fields/values';
import { vehicleBlocks } from '../incidents/blocks';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

export type VehicleRow = typeof vehicles.$inferSelect;

/** What a page of vehicles needs beyond their own rows, read in a few queries whatever the page size. */
export type VehicleRelated = {
  branchNames: Map<number, string>;
  costCentreNames: Map<number, string>;
  tagGroups: TagGroupRow[];
  tags: Map<number, Map<number, string[]>>;
  /** Incidents that keep vehicles of the page off the road. */
  blocks: Map<number, VehicleBlock>;
};

export async function vehicleRelated(db: Database, scope: OrganisationScope, rows: readonly VehicleRow[]): Promise<VehicleRelated> {
  if (rows.length === 0) return { branchNames: new Map(), costCentreNames: new Map(), tagGroups: [], tags: new Map(), blocks: new Map() };
  const ids = rows.map((row) => row.id);
  const branchIds = [...new Set(rows.map((row) => row.branchId))];
  const costCentreIds = [...new Set(rows.flatMap((row) => (row.costCentreId === null ? [] : [row.costCentreId])))];
  const [branchRows, costCentreRows, groups, tagRows, blocks] = await Promise.all([
    db
      .select({ id: branches.id, name: branches.name })
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), inArray(branches.id, branchIds))),
    costCentreIds.length === 0
      ? []
      : db
          .select({ id: costCentres.id, name: costCentres.name })
          .from(costCentres)
          .where(and(inOrganisation(costCentres.organisationId, scope), inArray(costCentres.id, costCentreIds))),
    tagGroupsOf(db, scope, 'vehicle'),
    db
      .select()
      .from(vehicleTagValues)
      .where(and(inOrganisation(vehicleTagValues.organisationId, scope), inArray(vehicleTagValues.vehicleId, ids))),
    vehicleBlocks(db, scope, ids),
  ]);
  const tags = groupTagValues(tagRows, (row) => row.vehicleId);
  return {
    branchNames: new Map(branchRows.map((row) => [row.id, row.name])),
    costCentreNames: new Map(costCentreRows.map((row) => [row.id, row.name])),
    tagGroups: groups,
    tags,
    blocks,
  };
}

/** The contract's Vehicle; every vehicle tag group is listed with the vehicle's value (or the group's default) as selectedValue. */
export function toVehicle(row: VehicleRow, related: VehicleRelated): Vehicle {
  const values = userTagsOf(related.tagGroups, related.tags.get(row.id));
  return {
    pk: row.id,
    name: row.name,
    vehicle_class: row.vehicleClass,
    registrations_num: row.registrationNum,
    serial: row.serial,
    make: row.make,
    model: row.model,
    paint: row.paint,
    body_type: row.bodyType,
    doors: row.doors,
    seats: row.seats,
    fuel_type: row.fuelType,
    grade: row.grade,
    year: row.year,
    odometer: row.odometer,
    branch: { pk: row.branchId, name: related.branchNames.get(row.branchId) ?? '' },
    cost_centre: row.costCentreId === null ? null : { pk: row.costCentreId, name: related.costCentreNames.get(row.costCentreId) ?? '' },
    daily_rate: row.dailyRate,
    rate_per_km: row.ratePerKm,
    is_active: row.isActive,
    vehicle_tags: related.tagGroups.map((group, index) => ({ ...toTagGroup(group), selectedValue: values[index]?.value ?? null })),
    extra_data: { key_pickup_location: row.keyPickupLocation, vehicle_pickup_location: row.vehiclePickupLocation },
    blocked: related.blocks.get(row.id) ?? null,
  };
}

export async function serializeVehicles(db: Database, scope: OrganisationScope, rows: readonly VehicleRow[]): Promise<Vehicle[]> {
  const related = await vehicleRelated(db, scope, rows);
  return rows.map((row) => toVehicle(row, related));
}

/** One live (not deleted) vehicle of the organisation, or undefined: another tenant's pk looks like no pk at all. */
export async function findVehicle(db: Database, scope: OrganisationScope, pk: number): Promise<VehicleRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicles)
    .where(and(inOrganisation(vehicles.organisationId, scope), eq(vehicles.id, pk), eq(vehicles.isDeleted, false)));
  return row;
}

import { and, asc, eq, isNotNull, sql, type Column } from 'drizzle-orm';
import type { VehicleFilters } from '@motorpool/api';
import type { Database } from '../db/database';
import { costCentres, vehicles } from '../db/schema';
import { tagGroupsOf, toTagGroup } from '../custom-fields/groups';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { highestOdometer, liveVehicles } from './filters';
import { odometerRanges } from './odometer';

/** Sorted here, not by the database, so the order is a reader's ('Sedan' before 'SUV') whatever the server's collation. */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const byValue = (a: string | number, b: string | number) => (typeof a === 'number' && typeof b === 'number' ? a - b : collator.compare(String(a), String(b)));

/**
 * `GET vehicle-filters/` (spec §3 vehicle filters): the values present among
 * the organisation's (or one branch's) live vehicles, sorted, so a filter
 * never offers a choice that finds nothing.
 */
export async function vehicleFilterOptions(db: Database, scope: OrganisationScope, branchId: number | undefined): Promise<VehicleFilters> {
  const among = liveVehicles(scope, branchId);
  const distinct = async <T extends string | number>(column: Column): Promise<T[]> => {
    const rows = await db
      .selectDistinct({ value: sql<T>`${column}` })
      .from(vehicles)
      .where(and(among, isNotNull(column)));
    return rows.map((row) => row.value).sort(byValue);
  };
  const [doors, models, paints, bodyTypes, maxOdometer, centres, fuelTypes, grades, seats, groups, classes, years] = await Promise.all([
    distinct<number>(vehicles.doors),
    distinct<string>(vehicles.model),
    distinct<string>(vehicles.paint),
    distinct<string>(vehicles.bodyType),
    highestOdometer(db, scope, branchId),
    db
      .selectDistinct({ pk: costCentres.id, name: costCentres.name })
      .from(costCentres)
      .innerJoin(vehicles, and(eq(vehicles.costCentreId, costCentres.id), eq(vehicles.organisationId, costCentres.organisationId)))
      .where(and(inOrganisation(costCentres.organisationId, scope), among))
      .orderBy(asc(costCentres.name), asc(costCentres.id)),
    distinct<string>(vehicles.fuelType),
    distinct<string>(vehicles.grade),
    distinct<number>(vehicles.seats),
    tagGroupsOf(db, scope, 'vehicle'),
    distinct<string>(vehicles.vehicleClass),
    distinct<number>(vehicles.year),
  ]);
  return {
    doors,
    models,
    paints,
    body_types: bodyTypes,
    odometer: odometerRanges(maxOdometer),
    cost_centres: centres,
    fuel_types: fuelTypes,
    grades,
    seats,
    custom_fields: groups.map(toTagGroup),
    class: classes,
    years,
  };
}

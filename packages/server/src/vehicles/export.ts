import type { SQL } from 'drizzle-orm';
import { todayIso } from '@motorpool/api';
import type { Database } from '../db/database';
import { vehicles } from '../db/schema';
import { csvSafe } from '../employees/transfer/export';
import { csvDownload } from '../http/csv-download';
import { tagGroupsOf, type TagGroupRow } from '../custom-fields/groups';
import { userTagsOf } from '../custom-fields/values';
import type { OrganisationScope } from '../tenancy/tenancy';
import { vehicleFilterWhere, vehicleOrder, type VehicleListFilters } from './filters';
import { vehicleRelated, type VehicleRow } from './serialize';

const EXPORT_COLUMNS = [
  'Name',
  'Registration Number',
  'Vehicle Class',
  'Branch',
  'Make',
  'Model',
  'Year',
  'Paint',
  'Body Type',
  'Doors',
  'Seats',
  'Fuel Type',
  'Grade',
  'Odometer',
  'Cost Centre',
  'Daily Rate',
  'Rate per km',
  'Serial',
  'Key Pickup Location',
  'Vehicle Pickup Location',
  'Status',
] as const;

/** Rows read per step: fleets run to hundreds of vehicles, and each step's related rows are read in a few queries. */
const EXPORT_BATCH_SIZE = 500;

const cell = (value: string | number | null) => (value === null ? '' : String(value));

type ExportSource = { db: Database; scope: OrganisationScope; filters: VehicleListFilters; where: SQL | undefined; groups: TagGroupRow[] };

async function* exportRows({ db, scope, filters, where, groups }: ExportSource): AsyncGenerator<string[]> {
  yield [...EXPORT_COLUMNS, ...groups.map((group) => group.label || group.tagGroupName)];
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows: VehicleRow[] = await db
      .select()
      .from(vehicles)
      .where(where)
      .orderBy(...vehicleOrder(filters))
      .limit(EXPORT_BATCH_SIZE)
      .offset(offset);
    const related = await vehicleRelated(db, scope, rows);
    for (const row of rows) {
      const tags = userTagsOf(groups, related.tags.get(row.id)).map(({ value }) => (Array.isArray(value) ? value.join(', ') : cell(value)));
      const cells = [
        row.name,
        row.registrationNum,
        row.vehicleClass,
        related.branchNames.get(row.branchId) ?? '',
        cell(row.make),
        cell(row.model),
        cell(row.year),
        cell(row.paint),
        cell(row.bodyType),
        cell(row.doors),
        cell(row.seats),
        cell(row.fuelType),
        cell(row.grade),
        cell(row.odometer),
        row.costCentreId === null ? '' : (related.costCentreNames.get(row.costCentreId) ?? ''),
        cell(row.dailyRate),
        cell(row.ratePerKm),
        cell(row.serial),
        cell(row.keyPickupLocation),
        cell(row.vehiclePickupLocation),
        row.isActive ? 'Active' : 'Inactive',
        ...tags,
      ];
      yield cells.map((value) => String(csvSafe(value)));
    }
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}

/** `GET vehicles/?is_export=csv`: the filtered list as CSV (UTF-8 with a BOM, so spreadsheet programs read names right). */
export async function vehicleExportResponse(db: Database, scope: OrganisationScope, filters: VehicleListFilters, now: Date): Promise<Response> {
  // Filters are checked (and may be refused) before the download starts; a 400 cannot follow a 200.
  const [where, groups] = await Promise.all([vehicleFilterWhere(db, scope, filters), tagGroupsOf(db, scope, 'vehicle')]);
  return csvDownload(exportRows({ db, scope, filters, where, groups }), `vehicles-${todayIso(now)}.csv`, 'vehicles');
}

import { and, asc, desc, eq, ilike, inArray, max, or, sql, type Column, type SQL } from 'drizzle-orm';
import { type, type Infer } from 'superstruct';
import { MAX_PRIMARY_KEY, ODOMETER_BUCKETS } from '@motorpool/api';
import type { Database } from '../db/database';
import { vehicles, vehicleTagValues } from '../db/schema';
import { tagGroupsOf } from '../custom-fields/groups';
import { userTagsOf } from '../custom-fields/values';
import { badRequest } from '../http/errors';
import { queryChoiceParameter, queryFlagParameter, queryJsonParameter, queryParameter, queryPkParameter } from '../http/query';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { odometerRanges } from './odometer';

const ORDERINGS = ['name', '-name', 'registrations_num', '-registrations_num'] as const;
type Ordering = (typeof ORDERINGS)[number];

/** VehicleFilterQuery of the contract, read and checked. */
export type VehicleListFilters = {
  branchId?: number;
  search?: string;
  doors?: number[];
  models?: string[];
  paints?: string[];
  bodyTypes?: string[];
  /** Indexes into `odometerRanges` of the same organisation or branch. */
  odometer?: number[];
  costCentres?: number[];
  fuelTypes?: string[];
  grades?: string[];
  seats?: number[];
  classes?: string[];
  years?: number[];
  /** Tag group name (any case) → the values any one of which a vehicle must hold. */
  customFields?: Map<string, string[]>;
  isActive?: boolean;
  ordering: Ordering;
};

const fieldError = (name: string, message: string) => badRequest(message, { fields: { [name]: message } });

/** Spec §7 sends multi-valued filters as JSON lists, e.g. `doors=[4,5]`. */
const numberList = (name: string, check: (value: number) => boolean = () => true) =>
  queryJsonParameter(name, `${name} must be a JSON list of whole numbers, for example [4,5].`, (value) =>
    Array.isArray(value) && value.every((item) => Number.isInteger(item) && Math.abs(item) <= MAX_PRIMARY_KEY && check(item))
      ? [...new Set(value as number[])]
      : null,
  );

const textList = (name: string) =>
  queryJsonParameter(name, `${name} must be a JSON list of texts, for example ["Sedan"].`, (value) =>
    Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...new Set(value.map((item: string) => item.trim()))] : null,
  );

/** `{"Tow Bar":"true"}` or `{"Tow Bar":["true","false"]}`: a custom field's name and the values any one of which a vehicle must hold. */
function customFieldValues(parsed: unknown): Map<string, string[]> | null {
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const wanted = new Map<string, string[]>();
  for (const [name, value] of Object.entries(parsed)) {
    const values = typeof value === 'string' ? [value] : Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : null;
    if (values === null) return null;
    wanted.set(
      name.trim(),
      values.map((item) => item.trim()),
    );
  }
  return wanted;
}

/** VehicleFilterQuery of the contract, in the order its parameters are judged. */
export const VehicleFilterParameters = type({
  ordering: queryChoiceParameter(ORDERINGS, `ordering must be one of ${ORDERINGS.join(', ')}.`),
  branch_pk: queryPkParameter('branch_pk'),
  search: queryParameter((text) => text.trim() || undefined),
  doors: numberList('doors'),
  models: textList('models'),
  paints: textList('paints'),
  body_types: textList('body_types'),
  odometer: numberList('odometer', (index) => index >= 0 && index < ODOMETER_BUCKETS),
  cost_centres: numberList('cost_centres'),
  fuel_types: textList('fuel_types'),
  grades: textList('grades'),
  seats: numberList('seats'),
  class: textList('class'),
  years: numberList('years'),
  custom_fields: queryJsonParameter(
    'custom_fields',
    'custom_fields must be a JSON object of custom field names and values, for example {"Tow Bar":"true"}.',
    customFieldValues,
  ),
  is_active: queryFlagParameter('is_active'),
});
export type VehicleFilterParameters = Infer<typeof VehicleFilterParameters>;

export function parseVehicleFilters(parameters: VehicleFilterParameters): VehicleListFilters {
  return {
    branchId: parameters.branch_pk,
    search: parameters.search,
    doors: parameters.doors,
    models: parameters.models,
    paints: parameters.paints,
    bodyTypes: parameters.body_types,
    odometer: parameters.odometer,
    costCentres: parameters.cost_centres,
    fuelTypes: parameters.fuel_types,
    grades: parameters.grades,
    seats: parameters.seats,
    classes: parameters.class,
    years: parameters.years,
    customFields: parameters.custom_fields,
    isActive: parameters.is_active,
    ordering: parameters.ordering ?? 'name',
  };
}

/** The organisation's (or one branch's) live vehicles: what vehicle-filters describes and every list starts from. */
export function liveVehicles(scope: OrganisationScope, branchId: number | undefined): SQL | undefined {
  return and(
    inOrganisation(vehicles.organisationId, scope),
    eq(vehicles.isDeleted, false),
    branchId === undefined ? undefined : eq(vehicles.branchId, branchId),
  );
}

export async function highestOdometer(db: Database, scope: OrganisationScope, branchId: number | undefined): Promise<number> {
  const [row] = await db
    .select({ value: max(vehicles.odometer) })
    .from(vehicles)
    .where(liveVehicles(scope, branchId));
  return row?.value ?? 0;
}

/** An empty list matches nothing, as the branch list's pk lists do. */
function oneOf(column: Column, values: readonly (string | number)[] | undefined): SQL | undefined {
  if (values === undefined) return undefined;
  return values.length === 0 ? sql`false` : inArray(column, values);
}

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * A vehicle matches a custom field when it holds one of the values, or holds
 * none and the group's default (what the forms show it holding) is one.
 */
async function customFieldConditions(db: Database, scope: OrganisationScope, wanted: Map<string, string[]>): Promise<SQL[]> {
  if (wanted.size === 0) return [];
  const groups = new Map((await tagGroupsOf(db, scope, 'vehicle')).map((group) => [group.tagGroupName.toLowerCase(), group]));
  return [...wanted].map(([name, values]) => {
    const group = groups.get(name.toLowerCase());
    if (!group) throw fieldError('custom_fields', `${name} is not a vehicle custom field.`);
    if (values.length === 0) return sql`false`;
    const held = and(eq(vehicleTagValues.vehicleId, vehicles.id), eq(vehicleTagValues.tagGroupId, group.id));
    const holdsOne = sql`exists (select 1 from ${vehicleTagValues} where ${held} and ${vehicleTagValues.value} && ${textArray(values)})`;
    const fallback = userTagsOf([group], undefined)[0]?.value;
    if (typeof fallback !== 'string' || !values.includes(fallback)) return holdsOne;
    return sql`(${holdsOne} or not exists (select 1 from ${vehicleTagValues} where ${held}))`;
  });
}

async function odometerCondition(db: Database, scope: OrganisationScope, filters: VehicleListFilters): Promise<SQL | undefined> {
  if (filters.odometer === undefined) return undefined;
  if (filters.odometer.length === 0) return sql`false`;
  const ranges = odometerRanges(await highestOdometer(db, scope, filters.branchId));
  return or(
    ...filters.odometer.map((index) => {
      const range = ranges[index];
      return range ? sql`${vehicles.odometer} between ${range.min} and ${range.max}` : sql`false`;
    }),
  );
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, '\\$&')}%`;
  return or(
    ilike(vehicles.name, pattern),
    ilike(vehicles.registrationNum, pattern),
    ilike(vehicles.make, pattern),
    ilike(vehicles.model, pattern),
    ilike(vehicles.serial, pattern),
  );
}

/** The live vehicles of the organisation under the filters; unknown custom fields are refused (400). */
export async function vehicleFilterWhere(db: Database, scope: OrganisationScope, filters: VehicleListFilters): Promise<SQL | undefined> {
  const [odometer, customFields] = await Promise.all([
    odometerCondition(db, scope, filters),
    customFieldConditions(db, scope, filters.customFields ?? new Map()),
  ]);
  return and(
    liveVehicles(scope, filters.branchId),
    searchCondition(filters.search),
    oneOf(vehicles.doors, filters.doors),
    oneOf(vehicles.model, filters.models),
    oneOf(vehicles.paint, filters.paints),
    oneOf(vehicles.bodyType, filters.bodyTypes),
    odometer,
    oneOf(vehicles.costCentreId, filters.costCentres),
    oneOf(vehicles.fuelType, filters.fuelTypes),
    oneOf(vehicles.grade, filters.grades),
    oneOf(vehicles.seats, filters.seats),
    oneOf(vehicles.vehicleClass, filters.classes),
    oneOf(vehicles.year, filters.years),
    filters.isActive === undefined ? undefined : eq(vehicles.isActive, filters.isActive),
    ...customFields,
  );
}

export function vehicleOrder(filters: Pick<VehicleListFilters, 'ordering'>) {
  const key = filters.ordering.replace(/^-/, '') === 'name' ? sql`lower(${vehicles.name})` : sql`lower(${vehicles.registrationNum})`;
  return [filters.ordering.startsWith('-') ? desc(key) : asc(key), asc(vehicles.id)];
}

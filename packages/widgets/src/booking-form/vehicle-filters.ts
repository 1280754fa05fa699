import type { VehicleFilterQuery, VehicleFilters } from '@motorpool/api';

/*
 * The vehicle filters a booking offers (spec §3): one choice per filter,
 * sent to `vehicle-search/` as the one-item JSON list the query expects.
 */

export const VEHICLE_FILTER_KEYS = [
  'class',
  'fuel_types',
  'seats',
  'doors',
  'body_types',
  'models',
  'paints',
  'grades',
  'years',
  'odometer',
  'cost_centres',
] as const;
export type VehicleFilterKey = (typeof VEHICLE_FILTER_KEYS)[number];

export const VEHICLE_FILTER_LABELS: Record<VehicleFilterKey, string> = {
  class: 'Vehicle Class',
  fuel_types: 'Fuel Type',
  seats: 'Seats',
  doors: 'Doors',
  body_types: 'Body Type',
  models: 'Model',
  paints: 'Paint',
  grades: 'Grade',
  years: 'Year',
  odometer: 'Odometer',
  cost_centres: 'Cost Centre',
};

/** The chosen value of each filter, as its option's value; absent means any. */
export type VehicleFilterChoice = Partial<Record<VehicleFilterKey, string>>;

export type FilterOption = { value: string; label: string };

/** Filters whose values are numbers on the wire: odometer ranges by index, cost centres by pk. */
const NUMERIC: ReadonlySet<VehicleFilterKey> = new Set(['seats', 'doors', 'years', 'odometer', 'cost_centres']);

const plain = (values: readonly (string | number)[]): FilterOption[] => values.map((value) => ({ value: String(value), label: String(value) }));

/** The options of one filter, from what `vehicle-filters/` found among the branch's vehicles. */
export function filterOptions(filters: VehicleFilters, key: VehicleFilterKey): FilterOption[] {
  switch (key) {
    case 'odometer':
      return filters.odometer.map((range, index) => ({ value: String(index), label: range.label }));
    case 'cost_centres':
      return filters.cost_centres.map((centre) => ({ value: String(centre.pk), label: centre.name }));
    default:
      return plain(filters[key]);
  }
}

/** The filters worth showing: those with values to choose from. */
export function offeredFilters(filters: VehicleFilters | null): VehicleFilterKey[] {
  if (!filters) return [];
  return VEHICLE_FILTER_KEYS.filter((key) => filterOptions(filters, key).length > 0);
}

/** The query parameters of the chosen filters. */
export function filterQuery(choice: VehicleFilterChoice): Partial<VehicleFilterQuery> {
  const query: Partial<VehicleFilterQuery> = {};
  for (const key of VEHICLE_FILTER_KEYS) {
    const value = choice[key];
    if (value === undefined || value === '') continue;
    query[key] = JSON.stringify([NUMERIC.has(key) ? Number(value) : value]);
  }
  return query;
}

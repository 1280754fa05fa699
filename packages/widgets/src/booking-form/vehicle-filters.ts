import type { VehicleFilterQuery, VehicleFilters } from '@motorpool/api';
import { LIST_FILTER_KEYS, LIST_FILTER_LABELS, offeredChoices, type ListFilterKey } from '../fields/vehicle-filters/list-filters';

/*
 * The vehicle filters a booking offers (spec §3): one choice per filter,
 * sent to `vehicle-search/` as the one-item JSON list the query expects.
 */

export const VEHICLE_FILTER_LABELS: Record<ListFilterKey, string> = { ...LIST_FILTER_LABELS, class: 'Vehicle Class' };

/** The chosen value of each filter, as its option's value; absent means any. */
export type VehicleFilterChoice = Partial<Record<ListFilterKey, string>>;

export type FilterOption = { value: string; label: string };

/** Filters whose values are numbers on the wire: odometer ranges by index, cost centres by pk. */
const NUMERIC: ReadonlySet<ListFilterKey> = new Set(['seats', 'doors', 'years', 'odometer', 'cost_centres']);

/** The options of one filter, from what `vehicle-filters/` found among the branch's vehicles; a select holds them as text. */
export function filterOptions(filters: VehicleFilters, key: ListFilterKey): FilterOption[] {
  return offeredChoices(key, filters).map(({ value, label }) => ({ value: String(value), label }));
}

/** The filters worth showing: those with values to choose from. */
export function offeredFilters(filters: VehicleFilters | null): ListFilterKey[] {
  if (!filters) return [];
  return LIST_FILTER_KEYS.filter((key) => offeredChoices(key, filters).length > 0);
}

/** The query parameters of the chosen filters. */
export function filterQuery(choice: VehicleFilterChoice): Partial<VehicleFilterQuery> {
  const query: Partial<VehicleFilterQuery> = {};
  for (const key of LIST_FILTER_KEYS) {
    const value = choice[key];
    if (value === undefined || value === '') continue;
    query[key] = JSON.stringify([NUMERIC.has(key) ? Number(value) : value]);
  }
  return query;
}

import type { VehicleFilterQuery, VehicleFilters } from '@motorpool/api';

/*
 * The vehicle filters of spec §3 as the table's panel holds them, and as
 * `GET vehicles/` takes them: every multi-valued filter a JSON list
 * (`doors=[4,5]`), odometer a list of indexes into the offered ranges, and
 * the custom fields one JSON object {tag group name: [values]}.
 */

/** The query keys of the list filters, in the order the panel shows them. */
export const LIST_FILTER_KEYS = [
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
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];

/** Texts for class, fuel types, body types, models, paints and grades; numbers for the rest (odometer range indexes, cost centre pks). */
export type FilterValue = string | number;
export type FilterChoice = { value: FilterValue; label: string };

export type VehicleFilterSelection = {
  /** `branch_pk`: one branch; its vehicles' values then make up the options. */
  branch: number | null;
  lists: Partial<Record<ListFilterKey, readonly FilterValue[]>>;
  /** Tag group name → the values any one of which a vehicle must hold. */
  customFields: Readonly<Record<string, readonly string[]>>;
};

export const emptyVehicleFilterSelection = (branch: number | null = null): VehicleFilterSelection => ({ branch, lists: {}, customFields: {} });

export const LIST_FILTER_LABELS: Record<ListFilterKey, string> = {
  class: 'Class',
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

const plain = (values: readonly FilterValue[]): FilterChoice[] => values.map((value) => ({ value, label: String(value) }));

/** What `vehicle-filters/` offers for one list filter. */
export function offeredChoices(key: ListFilterKey, filters: VehicleFilters): FilterChoice[] {
  switch (key) {
    case 'class':
      return plain(filters.class);
    case 'odometer':
      return filters.odometer.map((range, index) => ({ value: index, label: range.label }));
    case 'cost_centres':
      return filters.cost_centres.map((centre) => ({ value: centre.pk, label: centre.name }));
    default:
      return plain(filters[key]);
  }
}

/** How many filter values are chosen, branch included, for the Filters button. */
export function selectionCount(selection: VehicleFilterSelection): number {
  const lists = Object.values(selection.lists).reduce((sum, values) => sum + (values?.length ?? 0), 0);
  const custom = Object.values(selection.customFields).reduce((sum, values) => sum + values.length, 0);
  return lists + custom + (selection.branch === null ? 0 : 1);
}

/** The selection with `value` added to or taken out of a list filter. */
export function toggledList(selection: VehicleFilterSelection, key: ListFilterKey, value: FilterValue, on: boolean): VehicleFilterSelection {
  const current = (selection.lists[key] ?? []).filter((held) => held !== value);
  const next = on ? [...current, value] : current;
  const { [key]: _dropped, ...rest } = selection.lists;
  return { ...selection, lists: next.length > 0 ? { ...rest, [key]: next } : rest };
}

/** The selection with `value` added to or taken out of a custom field's values. */
export function toggledCustomField(selection: VehicleFilterSelection, group: string, value: string, on: boolean): VehicleFilterSelection {
  const current = (selection.customFields[group] ?? []).filter((held) => held !== value);
  const next = on ? [...current, value] : current;
  const { [group]: _dropped, ...rest } = selection.customFields;
  return { ...selection, customFields: next.length > 0 ? { ...rest, [group]: next } : rest };
}

/** The selection as `GET vehicles/` (and `vehicle-filters/` for the branch) takes it; empty filters are left out. */
export function selectionQuery(selection: VehicleFilterSelection): VehicleFilterQuery {
  const query: VehicleFilterQuery = {};
  if (selection.branch !== null) query.branch_pk = selection.branch;
  for (const key of LIST_FILTER_KEYS) {
    const values = selection.lists[key];
    if (values && values.length > 0) query[key] = JSON.stringify(values);
  }
  if (Object.keys(selection.customFields).length > 0) query.custom_fields = JSON.stringify(selection.customFields);
  return query;
}

import type { VehicleFilterQuery } from '@motorpool/api';
import { LIST_FILTER_KEYS, type FilterValue, type ListFilterKey } from '../fields/vehicle-filters/list-filters';

/*
 * The vehicle filters of spec §3 as the table's panel holds them, and as
 * `GET vehicles/` takes them: every multi-valued filter a JSON list
 * (`doors=[4,5]`), odometer a list of indexes into the offered ranges, and
 * the custom fields one JSON object {tag group name: [values]}.
 */

export type VehicleFilterSelection = {
  /** `branch_pk`: one branch; its vehicles' values then make up the options. */
  branch: number | null;
  lists: Partial<Record<ListFilterKey, readonly FilterValue[]>>;
  /** Tag group name → the values any one of which a vehicle must hold. */
  customFields: Readonly<Record<string, readonly string[]>>;
};

export const emptyVehicleFilterSelection = (branch: number | null = null): VehicleFilterSelection => ({ branch, lists: {}, customFields: {} });

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

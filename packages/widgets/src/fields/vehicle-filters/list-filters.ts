import type { VehicleFilters } from '@motorpool/api';

/*
 * The list filters of spec §3, shared by the booking form's vehicle chooser
 * and the vehicle table's filter panel: which there are, what they are
 * called, and the choices `vehicle-filters/` offers for each.
 */

/** The query keys of the list filters, in the order they are shown. */
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

/** Texts for class, fuel types, body types, models, paints and grades; numbers for the rest (odometer range indexes, cost centre pks). */
export type FilterValue = string | number;
export type FilterChoice = { value: FilterValue; label: string };

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

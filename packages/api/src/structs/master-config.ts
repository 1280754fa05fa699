import { array, boolean, enums, nullable, number, object, optional, size, string, trimmed, type, type Infer } from 'superstruct';
import { NamedRef, PrimaryKey } from './common';

/**
 * The organisation's lookup lists (master configuration), named as the
 * portal's `/master-config/list/{config}/{id}` spells them. Licence classes
 * are both what a driver holds and what a vehicle needs; a model belongs to a make.
 */
export const MASTER_CONFIG_LISTS = ['licence-classes', 'vehicle-makes', 'vehicle-models', 'body-types', 'fuel-types', 'colours'] as const;
export type MasterConfigList = (typeof MASTER_CONFIG_LISTS)[number];

export const MASTER_CONFIG_LIST_NAMES: Record<MasterConfigList, string> = {
  'licence-classes': 'Licence classes',
  'vehicle-makes': 'Vehicle makes',
  'vehicle-models': 'Vehicle models',
  'body-types': 'Body types',
  'fuel-types': 'Fuel types',
  colours: 'Colours',
};

/** The vehicle fields each list feeds (`vehicles/` writes take only an active entry's label), with the field's label for messages. */
export const VEHICLE_LOOKUP_FIELDS = {
  vehicle_class: { list: 'licence-classes', label: 'Vehicle Class' },
  make: { list: 'vehicle-makes', label: 'Make' },
  model: { list: 'vehicle-models', label: 'Model' },
  paint: { list: 'colours', label: 'Paint' },
  body_type: { list: 'body-types', label: 'Body Type' },
  fuel_type: { list: 'fuel-types', label: 'Fuel Type' },
} as const satisfies Record<string, { list: MasterConfigList; label: string }>;
export type VehicleLookupField = keyof typeof VEHICLE_LOOKUP_FIELDS;

export const MASTER_CONFIG_LABEL_MAX_LENGTH = 50;

export const masterConfigMessages = {
  listUnknown: `No such list: choose one of ${MASTER_CONFIG_LISTS.join(', ')}.`,
  notFound: 'This entry is not in the list.',
  labelRequired: 'Label is required',
  labelTooLong: `Label must be at most ${MASTER_CONFIG_LABEL_MAX_LENGTH} characters`,
  labelTaken: 'The list already has an entry with this label.',
  makeRequired: 'Make is required',
  makeUnknown: "Choose one of this organisation's vehicle makes.",
  makeOnlyForModels: 'Only a vehicle model belongs to a make.',
  modelMakeInUse: 'This model is in use, so its make stays: add the model under the other make instead.',
  orderMismatch: 'The order must list every entry of the list once; reload the list and try again.',
  inUse: (uses: number) => `This entry is in use (${uses} ${uses === 1 ? 'use' : 'uses'}): deactivate it instead, so it is no longer offered.`,
  mayNotEdit: 'You do not have permission to edit the master configuration.',
  notInList: (field: VehicleLookupField) =>
    `${VEHICLE_LOOKUP_FIELDS[field].label} must be one of this organisation's ${MASTER_CONFIG_LIST_NAMES[VEHICLE_LOOKUP_FIELDS[field].list].toLowerCase()} (Master configuration).`,
  licenceClassNotInList: "License Class must be one of this organisation's licence classes (Master configuration).",
  created: 'Entry added',
  updated: 'Entry saved',
  deleted: 'Entry deleted',
  reordered: 'Order saved',
} as const;

/** One entry of a list as `GET organisations/master-config/{list}/` sends it. */
export const MasterConfigEntry = type({
  pk: PrimaryKey,
  list: enums(MASTER_CONFIG_LISTS),
  label: string(),
  /** The make a model belongs to (null for the other lists, and for a model kept from before the lists whose vehicle had no make). */
  parent: nullable(NamedRef),
  position: number(),
  is_active: boolean(),
  /** How many vehicles (and, for licence classes, members) use it: an entry in use is deactivated, not deleted. */
  uses: number(),
});
export type MasterConfigEntry = Infer<typeof MasterConfigEntry>;

/** `POST organisations/master-config/{list}/`, `PUT …/{pk}/`. */
export const MasterConfigEntryWrite = object({
  label: size(trimmed(string()), 1, MASTER_CONFIG_LABEL_MAX_LENGTH),
  /** The make, for vehicle models (required there, refused elsewhere). */
  parent: optional(nullable(PrimaryKey)),
  is_active: optional(boolean()),
});
export type MasterConfigEntryWrite = Infer<typeof MasterConfigEntryWrite>;

/** `PUT organisations/master-config/{list}/order/`: every entry of the list, first to last. */
export const MasterConfigOrder = object({ pks: size(array(PrimaryKey), 1, 1000) });
export type MasterConfigOrder = Infer<typeof MasterConfigOrder>;

/** `GET organisations/master-config/{list}/?include_inactive=`: forms ask for active entries; the screen asks for all. */
export type MasterConfigListQuery = { include_inactive?: boolean };

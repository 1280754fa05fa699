import { vehicleMessages, VehicleWrite, type TagGroup, type Vehicle } from '@motorpool/api';
import { validate, type Failure } from 'superstruct';
import { knownPrefix, rulesStruct, textOrNull, type FormFailure } from '../fields/branch/form-rules';
import { customFieldKey, customFieldProblem, customFieldValues, toUserTags, type CustomFieldValue } from '../fields/custom/custom-fields';

/*
 * The vehicle form's values, shaped like the `VehicleWrite` payload so the
 * struct's failures and the server's field errors (`registrations_num`,
 * `extra_data.key_pickup_location`) name the form's own paths. Numbers and
 * pks are held as typed text; custom fields sit under `custom.g<pk>`.
 */

export type VehicleFormValues = {
  name: string;
  vehicle_class: string;
  registrations_num: string;
  serial: string;
  /** Branch pk as text; empty until chosen. */
  branch: string;
  is_active: boolean;
  make: string;
  model: string;
  paint: string;
  body_type: string;
  doors: string;
  seats: string;
  fuel_type: string;
  grade: string;
  year: string;
  odometer: string;
  /** Cost centre pk as text; empty for none. */
  cost_centre: string;
  daily_rate: string;
  rate_per_km: string;
  extra_data: { key_pickup_location: string; vehicle_pickup_location: string };
  custom: Record<string, CustomFieldValue>;
};

export const VEHICLE_LABELS = {
  name: 'Vehicle Name',
  vehicle_class: 'Vehicle Class',
  registrations_num: 'Registration Number',
  serial: 'Serial',
  branch: 'Branch',
  is_active: 'Active',
  make: 'Make',
  model: 'Model',
  paint: 'Paint',
  body_type: 'Body Type',
  doors: 'Doors',
  seats: 'Seats',
  fuel_type: 'Fuel Type',
  grade: 'Grade',
  year: 'Year',
  odometer: 'Odometer',
  cost_centre: 'Cost Centre',
  daily_rate: 'Daily Rate',
  rate_per_km: 'Rate per km',
  'extra_data.key_pickup_location': 'Key pickup location',
  'extra_data.vehicle_pickup_location': 'Vehicle pickup location',
} as const;
export type VehicleField = keyof typeof VEHICLE_LABELS;

/**
 * `VehicleWrite`'s limits, for the messages that name them (the struct
 * itself decides; vehicle-form-values.test.ts holds the two together).
 */
export const VEHICLE_LIMITS = {
  text: {
    name: 100,
    vehicle_class: 20,
    registrations_num: 20,
    serial: 50,
    make: 50,
    model: 50,
    paint: 30,
    body_type: 30,
    fuel_type: 30,
    grade: 30,
    'extra_data.key_pickup_location': 200,
    'extra_data.vehicle_pickup_location': 200,
  },
  doors: { min: 0, max: 10 },
  seats: { min: 1, max: 100 },
  odometer: { max: 10_000_000 },
  daily_rate: { max: 1_000_000 },
  rate_per_km: { max: 10_000 },
} as const;
type TextField = keyof typeof VEHICLE_LIMITS.text;

const amount = (value: number) => value.toLocaleString('en-AU');

/** The messages of the fields `vehicleMessages` has no wording for. */
export const vehicleFieldMessages = {
  tooLong: (field: TextField) => `${VEHICLE_LABELS[field]} must be at most ${VEHICLE_LIMITS.text[field]} characters`,
  doors: `Doors must be a whole number from ${VEHICLE_LIMITS.doors.min} to ${VEHICLE_LIMITS.doors.max}`,
  seats: `Seats must be a whole number from ${VEHICLE_LIMITS.seats.min} to ${VEHICLE_LIMITS.seats.max}`,
  odometer: `Odometer must be a whole number of kilometres up to ${amount(VEHICLE_LIMITS.odometer.max)}`,
  daily_rate: `Daily Rate must be an amount from 0 to ${amount(VEHICLE_LIMITS.daily_rate.max)}`,
  rate_per_km: `Rate per km must be an amount from 0 to ${amount(VEHICLE_LIMITS.rate_per_km.max)}`,
} as const;

/** Where a failure no field shows is kept, for the form's alert. */
export const UNPLACED_PATH = 'payload';

const text = (value: string | null | undefined) => value ?? '';
const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The custom-field values a vehicle holds, as `customFieldValues` reads them. */
const storedTags = (vehicle: Vehicle) =>
  (vehicle.vehicle_tags ?? []).map((group) => ({ tag_group_name: group.tag_group_name, value: group.selectedValue ?? null }));

export function emptyVehicleFormValues(groups: readonly TagGroup[] | null, branch: number | null = null): VehicleFormValues {
  return {
    name: '',
    vehicle_class: '',
    registrations_num: '',
    serial: '',
    branch: branch === null ? '' : String(branch),
    is_active: true,
    make: '',
    model: '',
    paint: '',
    body_type: '',
    doors: '',
    seats: '',
    fuel_type: '',
    grade: '',
    year: '',
    odometer: '0',
    cost_centre: '',
    daily_rate: '',
    rate_per_km: '',
    extra_data: { key_pickup_location: '', vehicle_pickup_location: '' },
    custom: customFieldValues(groups ?? []),
  };
}

export function vehicleFormValuesFrom(vehicle: Vehicle, groups: readonly TagGroup[] | null): VehicleFormValues {
  return {
    name: vehicle.name,
    vehicle_class: vehicle.vehicle_class,
    registrations_num: vehicle.registrations_num,
    serial: text(vehicle.serial),
    branch: String(vehicle.branch.pk),
    is_active: vehicle.is_active,
    make: text(vehicle.make),
    model: text(vehicle.model),
    paint: text(vehicle.paint),
    body_type: text(vehicle.body_type),
    doors: numberText(vehicle.doors),
    seats: numberText(vehicle.seats),
    fuel_type: text(vehicle.fuel_type),
    grade: text(vehicle.grade),
    year: numberText(vehicle.year),
    odometer: String(vehicle.odometer),
    cost_centre: vehicle.cost_centre ? String(vehicle.cost_centre.pk) : '',
    daily_rate: numberText(vehicle.daily_rate),
    rate_per_km: numberText(vehicle.rate_per_km),
    extra_data: {
      key_pickup_location: text(vehicle.extra_data.key_pickup_location),
      vehicle_pickup_location: text(vehicle.extra_data.vehicle_pickup_location),
    },
    custom: customFieldValues(groups ?? [], storedTags(vehicle)),
  };
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** A typed number as a number, blank as null, anything else as typed (so the struct refuses it). */
function numberOrText(typed: string): number | string | null {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
}

const pkOrUndefined = (typed: string) => (/^\d+$/.test(typed) ? Number(typed) : undefined);

/** The save payload as the values stand; unchecked (`VehicleWrite` is the resolver's judge). */
export function toVehicleWriteDraft(values: VehicleFormValues, groups: readonly TagGroup[] | null): Record<string, unknown> {
  const odometer = numberOrText(values.odometer);
  return {
    name: values.name.trim(),
    vehicle_class: values.vehicle_class.trim(),
    registrations_num: values.registrations_num.trim(),
    branch: pkOrUndefined(values.branch),
    serial: textOrNull(values.serial),
    make: textOrNull(values.make),
    model: textOrNull(values.model),
    paint: textOrNull(values.paint),
    body_type: textOrNull(values.body_type),
    doors: numberOrText(values.doors),
    seats: numberOrText(values.seats),
    fuel_type: textOrNull(values.fuel_type),
    grade: textOrNull(values.grade),
    year: numberOrText(values.year),
    // Not nullable: a cleared reading is left out, and the server keeps the one it holds.
    ...(odometer === null ? {} : { odometer }),
    cost_centre: pkOrUndefined(values.cost_centre) ?? null,
    daily_rate: numberOrText(values.daily_rate),
    rate_per_km: numberOrText(values.rate_per_km),
    is_active: values.is_active,
    // Unknown custom fields are left out, so a save cannot clear values nobody could see.
    ...(groups ? { vehicle_tags: toUserTags(groups, values.custom) } : {}),
    extra_data: {
      key_pickup_location: textOrNull(values.extra_data.key_pickup_location),
      vehicle_pickup_location: textOrNull(values.extra_data.vehicle_pickup_location),
    },
  };
}

export function toVehicleWrite(values: VehicleFormValues, groups: readonly TagGroup[] | null): VehicleWrite | null {
  const [failure, payload] = validate(toVehicleWriteDraft(values, groups), VehicleWrite);
  return failure ? null : payload;
}

const PLAIN_PATHS = new Set<string>(Object.keys(VEHICLE_LABELS));

/** The form path a payload path (`registrations_num`, `vehicle_tags.<group>` or `vehicle_tags.<index>`) names, or undefined when no field shows it. */
export function formPathOf(key: string, groups: readonly TagGroup[] | null): string | undefined {
  const parts = key.split('.');
  const [head, second] = parts;
  if (head === 'vehicle_tags' && second !== undefined) {
    const rest = parts.slice(1).join('.');
    const group = /^\d+$/.test(second)
      ? (groups ?? [])[Number(second)]
      : groups?.find((candidate) => rest === candidate.tag_group_name || rest.startsWith(`${candidate.tag_group_name}.`));
    return group ? `custom.${customFieldKey(group)}` : undefined;
  }
  return knownPrefix(key, PLAIN_PATHS);
}

/** Server field errors placed on the form's fields; the rest go to the alert. */
export function placeVehicleErrors(fieldErrors: Record<string, string> | null | undefined, groups: readonly TagGroup[] | null) {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const path = formPathOf(key, groups);
    if (path) placed[path] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

const REQUIRED: Partial<Record<string, string>> = {
  name: vehicleMessages.nameRequired,
  vehicle_class: vehicleMessages.classRequired,
  registrations_num: vehicleMessages.registrationRequired,
  branch: vehicleMessages.branchRequired,
};

/** `vehicleMessages`' wording where it has one, else the field's own sentence naming its limits. */
function messageFor(path: string, failure: Failure, draft: Record<string, unknown>): string {
  const required = REQUIRED[path];
  if (required && (draft[path] === '' || draft[path] === undefined)) return required;
  if (path in VEHICLE_LIMITS.text) return vehicleFieldMessages.tooLong(path as TextField);
  switch (path) {
    case 'year':
      return vehicleMessages.yearRange;
    case 'odometer':
      return typeof failure.value === 'number' && failure.value < 0 ? vehicleMessages.odometerNegative : vehicleFieldMessages.odometer;
    case 'doors':
    case 'seats':
    case 'daily_rate':
    case 'rate_per_km':
      return vehicleFieldMessages[path];
    default:
      return failure.message;
  }
}

/** Every rule the values break, one message per field: `VehicleWrite`'s, worded for people, and the custom fields'. */
export function vehicleFormFailures(values: VehicleFormValues, groups: readonly TagGroup[] | null): FormFailure[] {
  const failures = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!failures.has(path)) failures.set(path, message);
  };
  const draft = toVehicleWriteDraft(values, groups);
  const [structFailure] = validate(draft, VehicleWrite);
  for (const failure of structFailure?.failures() ?? []) {
    const key = failure.path.join('.');
    // Custom fields get their own messages below; the struct only checks their shape.
    if (key.startsWith('vehicle_tags')) continue;
    const path = formPathOf(key, groups) ?? UNPLACED_PATH;
    add(path, messageFor(path, failure, draft));
  }
  for (const group of groups ?? []) {
    const key = customFieldKey(group);
    const problem = customFieldProblem(group, values.custom[key]);
    if (problem) add(`custom.${key}`, problem);
  }
  return [...failures].map(([path, message]) => ({ path, message }));
}

export const vehicleFormStruct = (groups: () => readonly TagGroup[] | null) =>
  rulesStruct<VehicleFormValues>('vehicleForm', (values) => vehicleFormFailures(values, groups()));

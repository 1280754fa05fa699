import { branchMessages, BranchWrite, DEFAULT_BRANCH_TIMEZONE, FLIGHT_DETAILS_TAG, type Branch, type TagGroup } from '@motorpool/api';
import { validate } from 'superstruct';
import { customFieldKey, customFieldProblem, customFieldValues, toUserTags, type CustomFieldValue } from '../fields/custom/custom-fields';
import { BUSINESS_HOURS_PATHS, businessHoursFrom, emptyBusinessHours, toBusinessHours, type BusinessHoursValues } from '../fields/branch/business-hours';
import { knownPrefix, rulesStruct, textOrNull, type FormFailure } from '../fields/branch/form-rules';
import { HELP_DESK_PATHS, type HelpDeskValues } from '../fields/branch/HelpDeskFields';

/*
 * The branch form's values, shaped like the `BranchWrite` payload so the
 * struct's failures and the server's field errors (business_hours.monday.closes)
 * name the form's own paths. Lists the payload keys by name (links) are rows
 * here; custom fields sit under `custom.g<pk>`, since group names are not safe paths.
 */

export type PickupLocationValues = { name: string; details: string };
export type LinkValues = { name: string; url: string };
export type PickupListName = 'key_pickup_locations' | 'vehicle_pickup_locations';

export type BranchFormValues = HelpDeskValues & {
  name: string;
  branch_type: 'branch' | 'hub';
  address: string;
  address_features: { country: string; state: string };
  branch_timezone: string;
  business_hours: BusinessHoursValues;
  override_company_help_desk: boolean;
  extra_data: HelpDeskValues['extra_data'] & {
    key_pickup_locations: PickupLocationValues[];
    vehicle_pickup_locations: PickupLocationValues[];
    /** Whole minutes, as typed. */
    tolerance_time: string;
    details: string;
  };
  additional_details: { urls: LinkValues[] };
  /** Comma-separated, as typed. */
  airport_tags: string;
  is_notify: boolean;
  include_vehicle_doc: boolean;
  custom: Record<string, CustomFieldValue>;
  /** Membership pks as text, as checkboxes hold them. */
  branch_manager: string[];
  is_active: boolean;
};

/** Where a failure no field shows is kept, for the form's alert. */
export const UNPLACED_PATH = 'payload';

export const TOLERANCE_MESSAGE = 'Enter the tolerance time in whole minutes, from 0 to 1440';
export const LINK_URL_MESSAGE = 'Enter a full address starting with http:// or https://';
export const LINK_NAME_TAKEN = 'Each link needs its own name';

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function pickupRows(stored: readonly unknown[] | undefined): PickupLocationValues[] {
  return (stored ?? []).flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, details } = item as Record<string, unknown>;
    return [{ name: text(name), details: text(details) }];
  });
}

/** The branch custom fields' values the server holds, as the form keeps them. */
function storedTags(branch: Branch) {
  return (branch.branch_tags ?? []).map((group) => ({ tag_group_name: group.tag_group_name, value: group.selectedValue ?? null }));
}

export function emptyBranchFormValues(groups: readonly TagGroup[] | null): BranchFormValues {
  return {
    name: '',
    branch_type: 'branch',
    address: '',
    address_features: { country: '', state: '' },
    // Left empty, a new branch takes the organisation's default zone (company settings) on the server.
    branch_timezone: '',
    business_hours: emptyBusinessHours(),
    help_desk_contact_num: '',
    help_desk_email_id: '',
    help_desk_custom_message: '',
    override_company_help_desk: false,
    extra_data: {
      tollFreeNumber: '',
      important_note: '',
      key_pickup_locations: [],
      vehicle_pickup_locations: [],
      tolerance_time: '',
      details: '',
    },
    additional_details: { urls: [] },
    airport_tags: '',
    is_notify: false,
    include_vehicle_doc: false,
    custom: customFieldValues(groups ?? []),
    branch_manager: [],
    is_active: true,
  };
}

export function branchFormValuesFrom(branch: Branch, groups: readonly TagGroup[] | null): BranchFormValues {
  const extra = branch.extra_data ?? {};
  return {
    name: branch.name,
    branch_type: branch.branch_type,
    address: branch.address ?? '',
    address_features: { country: branch.address_features?.country ?? '', state: branch.address_features?.state ?? '' },
    branch_timezone: branch.branch_timezone || DEFAULT_BRANCH_TIMEZONE,
    business_hours: businessHoursFrom(branch.business_hours),
    help_desk_contact_num: branch.help_desk_contact_num ?? '',
    help_desk_email_id: branch.help_desk_email_id ?? '',
    help_desk_custom_message: branch.help_desk_custom_message ?? '',
    override_company_help_desk: branch.override_company_help_desk ?? false,
    extra_data: {
      tollFreeNumber: extra.tollFreeNumber ?? '',
      important_note: extra.important_note ?? '',
      key_pickup_locations: pickupRows(extra.key_pickup_locations),
      vehicle_pickup_locations: pickupRows(extra.vehicle_pickup_locations),
      tolerance_time: text(extra.tolerance_time),
      details: text(extra.details),
    },
    additional_details: { urls: Object.entries(branch.additional_details?.urls ?? {}).map(([name, url]) => ({ name, url })) },
    airport_tags: (branch.airport_tags ?? []).filter((tag): tag is string => typeof tag === 'string').join(', '),
    is_notify: branch.is_notify ?? false,
    include_vehicle_doc: branch.include_vehicle_doc ?? false,
    custom: customFieldValues(groups ?? [], storedTags(branch)),
    branch_manager: (branch.branch_manager ?? []).map((manager) => String(manager.pk)),
    is_active: branch.is_active,
  };
}

/** The 'Flight Details Required' custom field, when the organisation has it for branches. */
export const flightDetailsGroup = (groups: readonly TagGroup[] | null) => groups?.find((group) => group.tag_group_name === FLIGHT_DETAILS_TAG) ?? null;

/** Spec §3: airport tags are kept only while 'Flight Details Required' is 'true'. */
export function wantsAirportTags(values: Pick<BranchFormValues, 'custom'>, groups: readonly TagGroup[] | null): boolean {
  const group = flightDetailsGroup(groups);
  return group !== null && values.custom[customFieldKey(group)] === 'true';
}

function airportTagsOf(values: BranchFormValues, groups: readonly TagGroup[]): string[] {
  if (!wantsAirportTags(values, groups)) return [];
  return values.airport_tags
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
}

const isBlankRow = (row: Readonly<Record<string, string>>) => Object.values(row).every((value) => value.trim() === '');

/** Indexes of the rows that are sent: a row left entirely empty is no row at all. */
const keptRows = (rows: readonly Readonly<Record<string, string>>[]) => rows.flatMap((row, index) => (isBlankRow(row) ? [] : [index]));

/** The rows that are sent, as `keptRows` counts them. */
const sentRows = <Row extends Readonly<Record<string, string>>>(rows: readonly Row[]) => rows.filter((row) => !isBlankRow(row));

const minutesOf = (typed: string): number | string | null => {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

export type BranchPayloadContext = {
  /** The branch custom fields; null while unknown, and then `branch_tags` is left out so a save cannot clear them. */
  groups: readonly TagGroup[] | null;
  /** The branch being edited; none when adding. */
  branch?: Branch | null;
};

/** What the form has no control for, sent back as it came so an update never clears it. */
function untouchedFields(branch: Branch | null | undefined) {
  if (!branch) return {};
  const coordinates = branch.location?.coordinates;
  const location =
    Array.isArray(coordinates) && coordinates.every((value) => typeof value === 'number')
      ? { type: 'Point' as const, coordinates: coordinates as number[] }
      : null;
  return { location, geofence_name: branch.geofence_name ?? null };
}

/** The save payload as the values stand; unchecked (`BranchWrite` is the resolver's judge). */
export function toBranchWriteDraft(values: BranchFormValues, { groups, branch }: BranchPayloadContext): Record<string, unknown> {
  const { extra_data: extra } = values;
  const pickups = (list: PickupListName) => sentRows(extra[list]).map((row) => ({ name: row.name.trim(), details: textOrNull(row.details) }));
  const keaz = branch?.extra_data?.keaz_branch_pk;
  return {
    name: values.name.trim(),
    branch_type: values.branch_type,
    address: textOrNull(values.address),
    address_features: { country: textOrNull(values.address_features.country), state: textOrNull(values.address_features.state) },
    branch_timezone: textOrNull(values.branch_timezone),
    business_hours: toBusinessHours(values.business_hours),
    help_desk_contact_num: textOrNull(values.help_desk_contact_num),
    help_desk_email_id: textOrNull(values.help_desk_email_id),
    help_desk_custom_message: textOrNull(values.help_desk_custom_message),
    override_company_help_desk: values.override_company_help_desk,
    extra_data: {
      tollFreeNumber: textOrNull(extra.tollFreeNumber),
      important_note: textOrNull(extra.important_note),
      key_pickup_locations: pickups('key_pickup_locations'),
      vehicle_pickup_locations: pickups('vehicle_pickup_locations'),
      tolerance_time: minutesOf(extra.tolerance_time),
      details: textOrNull(extra.details),
      ...(typeof keaz === 'string' ? { keaz_branch_pk: keaz } : {}),
    },
    additional_details: {
      urls: Object.fromEntries(sentRows(values.additional_details.urls).map((link) => [link.name.trim(), link.url.trim()])),
    },
    is_notify: values.is_notify,
    include_vehicle_doc: values.include_vehicle_doc,
    // Without the custom fields nobody can tell whether flight details are on, so neither is sent.
    ...(groups ? { branch_tags: toUserTags(groups, values.custom), airport_tags: airportTagsOf(values, groups) } : {}),
    is_active: values.is_active,
    branch_manager: values.branch_manager.map(Number),
    ...untouchedFields(branch),
  };
}

export function toBranchWrite(values: BranchFormValues, context: BranchPayloadContext): BranchWrite | null {
  const [failure, payload] = validate(toBranchWriteDraft(values, context), BranchWrite);
  return failure ? null : payload;
}

/** Form paths a payload path can land on as it is. */
const PLAIN_PATHS = new Set([
  'name',
  'branch_type',
  'address',
  'address_features.country',
  'address_features.state',
  'branch_timezone',
  'override_company_help_desk',
  'extra_data.tolerance_time',
  'extra_data.details',
  'airport_tags',
  'is_notify',
  'include_vehicle_doc',
  'branch_manager',
  'is_active',
  ...HELP_DESK_PATHS,
  ...BUSINESS_HOURS_PATHS,
]);

/**
 * The form path a payload path (`business_hours.monday.closes`,
 * `extra_data.key_pickup_locations.0.name`, `additional_details.urls.<name>`,
 * `branch_tags.<group>`) names, or undefined when no field shows it.
 */
export function formPathOf(key: string, values: BranchFormValues, groups: readonly TagGroup[] | null): string | undefined {
  const parts = key.split('.');
  const [head, second, third, fourth] = parts;
  if (head === 'extra_data' && (second === 'key_pickup_locations' || second === 'vehicle_pickup_locations')) {
    const index = keptRows(values.extra_data[second])[Number(third)];
    return index === undefined ? undefined : `extra_data.${second}.${index}.${fourth === 'details' ? 'details' : 'name'}`;
  }
  if (head === 'additional_details') {
    const name = parts.slice(2).join('.');
    const index = values.additional_details.urls.findIndex((link) => link.name.trim() === name);
    return index < 0 ? undefined : `additional_details.urls.${index}.url`;
  }
  if (head === 'branch_tags' && second !== undefined) {
    const rest = parts.slice(1).join('.');
    const group = /^\d+/.test(second)
      ? (groups ?? [])[Number(second)]
      : groups?.find((candidate) => rest === candidate.tag_group_name || rest.startsWith(`${candidate.tag_group_name}.`));
    return group ? `custom.${customFieldKey(group)}` : undefined;
  }
  return knownPrefix(key, PLAIN_PATHS);
}

/** Server field errors placed on the form's fields; the rest go to the alert. */
export function placeBranchErrors(fieldErrors: Record<string, string> | null | undefined, values: BranchFormValues, groups: readonly TagGroup[] | null) {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const path = formPathOf(key, values, groups);
    if (path) placed[path] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

function rowFailures(values: BranchFormValues): FormFailure[] {
  const failures: FormFailure[] = [];
  for (const list of ['key_pickup_locations', 'vehicle_pickup_locations'] as const) {
    values.extra_data[list].forEach((row, index) => {
      if (!isBlankRow(row) && row.name.trim() === '') failures.push({ path: `extra_data.${list}.${index}.name`, message: branchMessages.nameRequired });
    });
  }
  const seen = new Set<string>();
  values.additional_details.urls.forEach((link, index) => {
    if (isBlankRow(link)) return;
    const name = link.name.trim();
    if (name === '') failures.push({ path: `additional_details.urls.${index}.name`, message: branchMessages.nameRequired });
    else if (seen.has(name)) failures.push({ path: `additional_details.urls.${index}.name`, message: LINK_NAME_TAKEN });
    seen.add(name);
    if (!/^https?:\/\/\S+$/i.test(link.url.trim())) failures.push({ path: `additional_details.urls.${index}.url`, message: LINK_URL_MESSAGE });
  });
  return failures;
}

/**
 * Every rule the values break, one message per field: `BranchWrite`'s own
 * (its wording, exactly), the rows of the lists, and the custom fields.
 */
export function branchFormFailures(values: BranchFormValues, context: BranchPayloadContext): FormFailure[] {
  const failures = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!failures.has(path)) failures.set(path, message);
  };
  for (const { path, message } of rowFailures(values)) add(path, message);
  const [structFailure] = validate(toBranchWriteDraft(values, context), BranchWrite);
  for (const failure of structFailure?.failures() ?? []) {
    const key = failure.path.join('.');
    // Custom fields get their own messages below; the struct only checks their shape.
    if (key.startsWith('branch_tags')) continue;
    // A value the form has no field for (kept from the stored branch) still stops the save, said in the alert.
    const path = formPathOf(key, values, context.groups) ?? UNPLACED_PATH;
    add(path, path === 'extra_data.tolerance_time' ? TOLERANCE_MESSAGE : failure.message);
  }
  for (const group of context.groups ?? []) {
    const key = customFieldKey(group);
    const problem = customFieldProblem(group, values.custom[key]);
    if (problem) add(`custom.${key}`, problem);
  }
  return [...failures].map(([path, message]) => ({ path, message }));
}

export const branchFormStruct = (context: () => BranchPayloadContext) =>
  rulesStruct<BranchFormValues>('branchForm', (values) => branchFormFailures(values, context()));

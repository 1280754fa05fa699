import { messages, requiredMessage, UpdateDriverExtensionRequest, type Employee, type TagGroup, type USER_FORM_LABELS } from '@motorpool/api';
import { define, validate, type Struct } from 'superstruct';
import {
  customFieldControl,
  customFieldKey,
  customFieldProblem,
  customFieldValues,
  DATE_FORMAT_MESSAGE,
  toUserTags,
  type CustomFieldValue,
} from '../fields/custom/custom-fields';
import { isIsoDate } from '../ui/date-field/dates';
import { calendarDateOf, licencePayload, licenceValuesFrom, type LicenceField, type LicenceFormValues } from '../fields/licence/licence-values';
import type { ManagerCheck } from '../fields/person/manager-check';

/*
 * The profile cards that save through `update-driver-extension/{pk}/`:
 * Personal Details (the general details of spec §5), License Details (the
 * licence keys of the payload) and Other Details (its `user_tags`). A person
 * keeps these up to date themselves; the expiry reminder, the hub and branch
 * associations and an Employee ID once given are an administrator's.
 */

export type FormFailure = { path: string; message: string };

/** The licence fields a person changes on their own record, in the form's order. */
export const OWN_LICENCE_FIELDS = [
  'license_number',
  'license_valid_upto',
  'license_class',
  'license_country_of_issue',
  'license_state',
  'license_front_image',
  'license_back_image',
] as const satisfies readonly LicenceField[];
export type OwnLicenceField = (typeof OWN_LICENCE_FIELDS)[number];

/** Registration ask-field aliases (spec §3 Driver registration payload) of the licence details. */
const LICENCE_ATTRIBUTES: Record<string, OwnLicenceField> = {
  licenseNumber: 'license_number',
  licenseValidUpto: 'license_valid_upto',
  licenseClass: 'license_class',
  licenseCountryOfIssue: 'license_country_of_issue',
  licenseState: 'license_state',
};

/**
 * The licence fields the organisation requires and the person lacks, from
 * the profile's `missing_user_attributes`: the server reports only required
 * ask-fields there, so each one named must be filled in before saving.
 */
export function requiredLicenceFields(missing: readonly { alias: string }[] | null | undefined): OwnLicenceField[] {
  const fields = (missing ?? []).map((attribute) => LICENCE_ATTRIBUTES[attribute.alias]).filter((field) => field !== undefined);
  return OWN_LICENCE_FIELDS.filter((field) => fields.includes(field));
}

const extensionOf = (employee: Employee | null | undefined) => employee?.employee_details?.employees_extension ?? null;

/** Whether the person may change their own record: the server says no for a deleted or locked one. */
export const isOwnRecordEditable = (employee: Employee | null | undefined) =>
  Boolean(employee) && employee?.is_editable !== false && employee?.edit_scope !== 'none';

export const licenceDetailsValuesFrom = (employee: Employee | null | undefined): LicenceFormValues => licenceValuesFrom(extensionOf(employee));

/** The licence part of `UpdateDriverExtensionRequest`: never the reminder, which is not the driver's to set. */
export function licenceDetailsPayload(values: LicenceFormValues): UpdateDriverExtensionRequest {
  return licencePayload(values, { reminder: false });
}

/** §3's form labels leave State/Region out, so `requiredMessage` has no name for it; the form's label says it. */
export const LICENCE_STATE_REQUIRED = 'State/Region is required';

export type LicenceDetailsRules = {
  requiredFields: readonly OwnLicenceField[];
  /** The expiry on file (yyyy-MM-dd or ''): an expired one may stay while other fields change. */
  storedExpiry: string;
  /** Today, yyyy-MM-dd: a newly entered expiry may not be earlier (spec §5). */
  today: string;
};

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** Every rule the licence values break, one message per field, in the words of spec §5. */
export function licenceDetailsFailures(values: LicenceFormValues, rules: LicenceDetailsRules): FormFailure[] {
  const failures = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!failures.has(path)) failures.set(path, message);
  };
  const payload = licenceDetailsPayload(values);

  const [structFailure] = validate(payload, UpdateDriverExtensionRequest);
  for (const failure of structFailure?.failures() ?? []) {
    const path = failure.path.join('.');
    // As typed the date is dd/mm/yyyy, whatever the payload's format.
    add(path, path === 'license_valid_upto' && !isIsoDate(payload.license_valid_upto) ? DATE_FORMAT_MESSAGE : failure.message);
  }
  for (const field of rules.requiredFields) {
    if (isBlank(payload[field])) add(field, field === 'license_state' ? LICENCE_STATE_REQUIRED : requiredMessage(field));
  }
  const expiry = values.license_valid_upto;
  if (isIsoDate(expiry) && expiry !== rules.storedExpiry && expiry < rules.today) add('license_valid_upto', messages.driverDetails.licenseExpiryRange);
  return [...failures].map(([path, message]) => ({ path, message }));
}

/** `licenceDetailsFailures` as a struct for `superstructResolver`; `rules` is read at each validation. */
export function licenceDetailsStruct(rules: () => LicenceDetailsRules): Struct<LicenceFormValues, null> {
  return define<LicenceFormValues>('licenceDetails', (values) => {
    const failures = licenceDetailsFailures(values as LicenceFormValues, rules());
    return failures.length === 0 ? true : failures.map(({ path, message }) => ({ path: path.split('.'), message }));
  });
}

export const storedExpiryOf = (employee: Employee | null | undefined) => calendarDateOf(extensionOf(employee)?.license_valid_upto);

export type PlacedErrors = {
  /** Messages by form path. */
  placed: Record<string, string>;
  /** Messages no field shows, for the alert. */
  unplaced: string[];
};

/** Server field errors of a licence save: on their fields when the form has them, else in the alert. */
export function placeLicenceErrors(fieldErrors: Record<string, string> | null | undefined): PlacedErrors {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const field = OWN_LICENCE_FIELDS.find((candidate) => key === candidate || key.startsWith(`${candidate}.`));
    if (field) placed[field] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

/** The association groups: which hubs and branches a person works from is set by an administrator. */
export const isAssociationGroup = (group: Pick<TagGroup, 'tag_group_name' | 'tag_data_type'>) => {
  const control = customFieldControl(group);
  return control === 'hubs' || control === 'branches';
};

export type OtherDetailsValues = { custom: Record<string, CustomFieldValue> };

export function otherDetailsValuesFrom(employee: Employee | null | undefined, groups: readonly TagGroup[]): OtherDetailsValues {
  return { custom: customFieldValues(groups, extensionOf(employee)?.user_tags ?? []) };
}

/** The person's own custom fields as `user_tags`; the association groups are left out, so a save cannot change them. */
export function otherDetailsPayload(values: OtherDetailsValues, groups: readonly TagGroup[]): UpdateDriverExtensionRequest {
  return {
    user_tags: toUserTags(
      groups.filter((group) => !isAssociationGroup(group)),
      values.custom,
    ),
  };
}

/** Mandatory groups filled in ('field is a required field', 'cannot be empty', 'At least one of the field must be selected'), formats kept. */
export function otherDetailsFailures(values: OtherDetailsValues, groups: readonly TagGroup[]): FormFailure[] {
  return groups.flatMap((group) => {
    if (isAssociationGroup(group)) return [];
    const key = customFieldKey(group);
    const problem = customFieldProblem(group, values.custom[key]);
    return problem ? [{ path: `custom.${key}`, message: problem }] : [];
  });
}

export function otherDetailsStruct(groups: () => readonly TagGroup[]): Struct<OtherDetailsValues, null> {
  return define<OtherDetailsValues>('otherDetails', (values) => {
    const failures = otherDetailsFailures(values as OtherDetailsValues, groups());
    return failures.length === 0 ? true : failures.map(({ path, message }) => ({ path: path.split('.'), message }));
  });
}

/** Server field errors of a custom-field save (`user_tags.<group name>`) on their groups; the rest for the alert. */
export function placeTagErrors(fieldErrors: Record<string, string> | null | undefined, groups: readonly TagGroup[]): PlacedErrors {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const name = key.startsWith('user_tags.') ? key.slice('user_tags.'.length).toLowerCase() : null;
    const group = name === null ? undefined : groups.find((candidate) => candidate.tag_group_name.toLowerCase() === name);
    if (group) placed[`custom.${customFieldKey(group)}`] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

/**
 * The general details a person fills in on their own record (spec §5
 * mandatory profile fields), in the form's order. The phone is one of them
 * too, but it changes with a code on its own card.
 */
export const OWN_PERSONAL_FIELDS = [
  'date_of_birth',
  'manager',
  'employee_id',
  'cost_centre',
  'departments',
] as const satisfies readonly (keyof typeof USER_FORM_LABELS)[];
export type OwnPersonalField = (typeof OWN_PERSONAL_FIELDS)[number];

/** Registration ask-field aliases of the general details; spec §5 spells the cost centre's `costCentres`. */
const PERSONAL_ATTRIBUTES: Record<string, OwnPersonalField> = {
  dateOfBirth: 'date_of_birth',
  manager: 'manager',
  employeeId: 'employee_id',
  costCentre: 'cost_centre',
  costCentres: 'cost_centre',
  departments: 'departments',
};

/** The general details the organisation requires and the person lacks, from the profile's `missing_user_attributes`. */
export function requiredPersonalFields(missing: readonly { alias: string }[] | null | undefined): OwnPersonalField[] {
  const fields = (missing ?? []).map((attribute) => PERSONAL_ATTRIBUTES[attribute.alias]).filter((field) => field !== undefined);
  return OWN_PERSONAL_FIELDS.filter((field) => fields.includes(field));
}

/** As the form holds them: dates yyyy-MM-dd (or the text as typed), pks as text. */
export type PersonalDetailsValues = {
  date_of_birth: string;
  manager: string;
  employee_id: string;
  cost_centre: string;
  departments: string[];
};

/** The Employee ID on file; once there, it is an administrator's to change (the server refuses the person). */
export const storedEmployeeIdOf = (employee: Employee | null | undefined) => (employee?.employee_id ?? employee?.employee_details?.employee_id ?? '').trim();

export function personalDetailsValuesFrom(employee: Employee | null | undefined): PersonalDetailsValues {
  const extension = extensionOf(employee);
  return {
    date_of_birth: calendarDateOf(extension?.date_of_birth),
    manager: extension?.manager ?? '',
    employee_id: storedEmployeeIdOf(employee),
    cost_centre: extension?.cost_centre ? String(extension.cost_centre.pk) : '',
    departments: (extension?.departments ?? []).map((department) => String(department.pk)),
  };
}

const textOrNull = (value: string) => value.trim() || null;

/**
 * The personal part of `UpdateDriverExtensionRequest`. The Employee ID goes
 * only while none is on file and one was typed: the person may give theirs,
 * not change or clear an administrator's.
 */
export function personalDetailsPayload(values: PersonalDetailsValues, storedEmployeeId: string): UpdateDriverExtensionRequest {
  const employeeId = textOrNull(values.employee_id);
  return {
    date_of_birth: textOrNull(values.date_of_birth),
    manager: textOrNull(values.manager),
    cost_centre: values.cost_centre === '' ? null : Number(values.cost_centre),
    departments: values.departments.map(Number),
    ...(storedEmployeeId === '' && employeeId !== null ? { employee_id: employeeId } : {}),
  };
}

export type PersonalDetailsRules = {
  requiredFields: readonly OwnPersonalField[];
  storedEmployeeId: string;
  /** Today, yyyy-MM-dd: the latest date of birth (spec §5), as the calendar offers it. */
  today: string;
  /** The last on-blur check of the line manager's email: 'Invalid Email' while it is the email shown. */
  managerCheck?: ManagerCheck | null;
};

/** Every rule the personal values break, one message per field, in the words of spec §5. */
export function personalDetailsFailures(values: PersonalDetailsValues, rules: PersonalDetailsRules): FormFailure[] {
  const failures = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!failures.has(path)) failures.set(path, message);
  };
  const payload = personalDetailsPayload(values, rules.storedEmployeeId);

  const [structFailure] = validate(payload, UpdateDriverExtensionRequest);
  for (const failure of structFailure?.failures() ?? []) {
    // A department's failure (`departments.0`) belongs to the one group of checkboxes.
    const path = String(failure.path[0] ?? '');
    add(path, path === 'date_of_birth' && !isIsoDate(payload.date_of_birth) ? DATE_FORMAT_MESSAGE : failure.message);
  }
  for (const field of rules.requiredFields) {
    const value = field === 'employee_id' ? textOrNull(values.employee_id) : payload[field];
    if (isBlank(value)) add(field, requiredMessage(field));
  }
  const birth = values.date_of_birth;
  if (isIsoDate(birth) && birth > rules.today) add('date_of_birth', messages.driverDetails.dateOfBirthRange);
  const check = rules.managerCheck;
  if (check?.status === 'invalid' && values.manager.trim().toLowerCase() === check.email.toLowerCase()) {
    add('manager', check.message ?? messages.driverDetails.managerInvalid);
  }
  return [...failures].map(([path, message]) => ({ path, message }));
}

export function personalDetailsStruct(rules: () => PersonalDetailsRules): Struct<PersonalDetailsValues, null> {
  return define<PersonalDetailsValues>('personalDetails', (values) => {
    const failures = personalDetailsFailures(values as PersonalDetailsValues, rules());
    return failures.length === 0 ? true : failures.map(({ path, message }) => ({ path: path.split('.'), message }));
  });
}

/** Server field errors of a personal details save on their fields (`departments.0` on Department); the rest for the alert. */
export function placePersonalErrors(fieldErrors: Record<string, string> | null | undefined): PlacedErrors {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const field = OWN_PERSONAL_FIELDS.find((candidate) => key === candidate || key.startsWith(`${candidate}.`));
    if (field) placed[field] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

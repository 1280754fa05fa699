import {
  DEFAULT_DIAL_CODE,
  DEFAULT_PHONE_COUNTRY,
  EmployeeWrite,
  LIMITED_EDIT_FIELDS,
  messages,
  phoneToParts,
  requiredMessage,
  USER_FORM_LABELS,
  type Employee,
  type EditScope,
  type PhoneParts,
  type TagGroup,
} from '@motorpool/api';
import { define, validate, type Struct } from 'superstruct';
import { customFieldKey, customFieldProblem, customFieldValues, DATE_FORMAT_MESSAGE, toUserTags, type CustomFieldValue } from '../fields/custom/custom-fields';
import { isIsoDate } from '../ui/date-field/dates';
import type { ManagerCheck } from '../fields/person/manager-check';
import { calendarDateOf, emptyLicenceValues, licencePayload, licenceValuesFrom, type LicenceFormValues } from '../fields/licence/licence-values';

/*
 * The user form's values and rules. Values are shaped like the
 * `EmployeeWrite` payload (`user.email`, `branch`, …), so the struct's
 * failures and the server's field errors name the form's own paths; only
 * custom fields sit under `custom.g<pk>`, since group names are not safe paths.
 */

export type UserFormField = keyof typeof USER_FORM_LABELS;

/** What `EmployeeWrite` itself requires: the default `requiredFields`. */
export const STRUCT_REQUIRED_FIELDS: readonly UserFormField[] = ['first_name', 'last_name', 'email', 'branch', 'status', 'role'];

export type UserFormValues = LicenceFormValues & {
  user: { first_name: string; last_name: string; email: string; phone: PhoneParts };
  employee_id: string;
  manager: string;
  /** yyyy-MM-dd once a real date is entered, else the text as typed. */
  date_of_birth: string;
  /** Pks as text ('' for none), as selects hold them. */
  branch: string;
  hub: string;
  cost_centre: string;
  departments: string[];
  /** Comma-separated, as typed. */
  associated_tags: string;
  status: string;
  role: string;
  custom: Record<string, CustomFieldValue>;
};

/** Where each labelled field lives in the form (and in the payload). */
export const FIELD_PATHS: Record<UserFormField, string> = {
  ...(Object.fromEntries(Object.keys(USER_FORM_LABELS).map((field) => [field, field])) as Record<UserFormField, string>),
  first_name: 'user.first_name',
  last_name: 'user.last_name',
  email: 'user.email',
  phone: 'user.phone',
};

/** Spec §6 limited edit: the shared field list; custom fields (`custom.*`) belong to it too. */
export const LIMITED_EDIT_PATHS: readonly string[] = LIMITED_EDIT_FIELDS;

/** Where a new phone field starts: the organisation's default phone country (company settings), else spec §9's. */
export type PhoneCountry = { country_code: string; dial_code: string };

const emptyPhone = (country?: PhoneCountry | null): PhoneParts => ({
  dial_code: country?.dial_code ?? DEFAULT_DIAL_CODE,
  number: '',
  country_code: country?.country_code ?? DEFAULT_PHONE_COUNTRY,
});

export function emptyUserFormValues(groups: readonly TagGroup[] | null, phoneCountry?: PhoneCountry | null): UserFormValues {
  return {
    ...emptyLicenceValues(),
    user: { first_name: '', last_name: '', email: '', phone: emptyPhone(phoneCountry) },
    employee_id: '',
    manager: '',
    date_of_birth: '',
    branch: '',
    hub: '',
    cost_centre: '',
    departments: [],
    associated_tags: '',
    status: '',
    role: '',
    custom: customFieldValues(groups ?? []),
  };
}

const pkText = (ref: { pk: number } | null | undefined) => (ref ? String(ref.pk) : '');

export function userFormValuesFrom(employee: Employee, groups: readonly TagGroup[] | null): UserFormValues {
  const details = employee.employee_details;
  const extension = details?.employees_extension;
  const user = employee.user;
  const phone = user?.phone_parts ?? phoneToParts(user?.phone, user?.country_code);
  return {
    ...licenceValuesFrom(extension),
    user: {
      first_name: user?.first_name ?? details?.first_name ?? '',
      last_name: user?.last_name ?? details?.last_name ?? '',
      email: user?.email ?? employee.email,
      phone: phone ? { ...phone, country_code: phone.country_code.toLowerCase() } : emptyPhone(),
    },
    employee_id: details?.employee_id ?? employee.employee_id ?? '',
    manager: extension?.manager ?? '',
    date_of_birth: calendarDateOf(extension?.date_of_birth),
    branch: pkText(extension?.branch),
    hub: pkText(extension?.hub),
    cost_centre: pkText(extension?.cost_centre),
    departments: (extension?.departments ?? []).map((department) => String(department.pk)),
    associated_tags: (extension?.associated_tags ?? []).join(', '),
    status: employee.status.name,
    role: pkText(employee.role ?? details?.role),
    custom: customFieldValues(groups ?? [], extension?.user_tags ?? []),
  };
}

/**
 * Fields the form has no control for, sent back as they came so an update
 * never clears them (spec §3: telematics id, Keaz id, address, postcode, keypad).
 */
export function untouchedFields(employee: Employee | null | undefined): Partial<EmployeeWrite> {
  const extension = employee?.employee_details?.employees_extension;
  if (!extension) return {};
  const keaz = extension.extra_data?.keaz_user_pk;
  return {
    procon_id: extension.procon_id ?? null,
    keaz_user_pk: typeof keaz === 'string' || typeof keaz === 'number' ? String(keaz) : null,
    address: extension.address ?? null,
    postcode: extension.postcode ?? null,
    keypad_number: extension.keypad_number ?? null,
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const pkOrNull = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/** Fewer than 3 digits is no phone at all (spec §9); a trunk zero is dropped before the dial code. */
function phonePayload(phone: PhoneParts): PhoneParts | null {
  const typed = phone.number.replace(/\D/g, '');
  if (typed.length < 3) return null;
  return { dial_code: phone.dial_code.replace(/\D/g, ''), number: typed.replace(/^0+/, ''), country_code: phone.country_code.toLowerCase() };
}

export type PayloadContext = {
  /** The custom fields; null while unknown, and then `user_tags` is left out so a save cannot clear them. */
  groups: readonly TagGroup[] | null;
  /** The record being edited; none when adding. */
  employee?: Employee | null;
};

/**
 * The save payload as the values stand. Unchecked: `role` and `branch` may
 * still be null here; `EmployeeWrite` (the resolver) says so.
 */
export function toEmployeeWriteDraft(values: UserFormValues, { groups, employee }: PayloadContext): Record<string, unknown> {
  return {
    ...(employee ? { pk: employee.pk } : {}),
    user: {
      first_name: values.user.first_name.trim(),
      last_name: values.user.last_name.trim(),
      email: values.user.email.trim(),
      phone: phonePayload(values.user.phone),
    },
    role: pkOrNull(values.role),
    status: values.status,
    branch: pkOrNull(values.branch),
    employee_id: textOrNull(values.employee_id),
    manager: textOrNull(values.manager),
    date_of_birth: textOrNull(values.date_of_birth),
    hub: pkOrNull(values.hub),
    cost_centre: pkOrNull(values.cost_centre),
    departments: values.departments.map(Number),
    associated_tags: values.associated_tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    ...licencePayload(values),
    ...(groups ? { user_tags: toUserTags(groups, values.custom, { branch: values.branch, hub: values.hub }) } : {}),
    ...untouchedFields(employee),
  };
}

/** The checked payload, or null while the values break a rule of `EmployeeWrite`. */
export function toEmployeeWrite(values: UserFormValues, context: PayloadContext): EmployeeWrite | null {
  const [failure, payload] = validate(toEmployeeWriteDraft(values, context), EmployeeWrite);
  return failure ? null : payload;
}

export type UserFormRules = PayloadContext & {
  requiredFields: readonly UserFormField[];
  /** 'Phone Number' in the fleet-share brand, 'Contact Number' otherwise (spec §3). */
  phoneLabel: string;
  managerCheck?: ManagerCheck | null;
  /** What the caller may change; fields outside it are not checked, since nobody could correct them. */
  scope: EditScope;
  /** Today, yyyy-MM-dd: a newly entered licence expiry may not be earlier (spec §5). */
  today?: string;
};

export type FormFailure = { path: string; message: string };

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

function readPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), source);
}

/** The account's own fields: only its holder changes them once the server says the account is theirs (`account_managed_by_holder`). */
export const ACCOUNT_PATHS: readonly string[] = ['user.first_name', 'user.last_name', 'user.email', 'user.phone'];

export const isEditablePath = (scope: EditScope, path: string, accountManagedByHolder = false) =>
  !(accountManagedByHolder && ACCOUNT_PATHS.includes(path)) &&
  (scope === 'full' || (scope === 'limited' && (LIMITED_EDIT_PATHS.includes(path) || path.startsWith('custom.'))));

/**
 * Every rule the values break, one message per field: `EmployeeWrite`'s own
 * (its wording, exactly), then the fields `requiredFields` adds, the
 * mandatory custom fields, the line manager check and the licence expiry's
 * lower bound.
 */
export function userFormFailures(values: UserFormValues, rules: UserFormRules): FormFailure[] {
  const failures = new Map<string, string>();
  const add = (path: string, message: string) => {
    if (!failures.has(path)) failures.set(path, message);
  };
  const draft = toEmployeeWriteDraft(values, rules);
  const phoneNumberBrand = rules.phoneLabel !== USER_FORM_LABELS.phone;

  const [structFailure] = validate(draft, EmployeeWrite);
  for (const failure of structFailure?.failures() ?? []) {
    const path = failure.path.join('.');
    // Custom fields get their own messages below; the struct only checks their shape.
    if (path.startsWith('user_tags')) continue;
    // The dates as typed are dd/mm/yyyy, whatever the payload's format.
    if ((path === 'date_of_birth' || path === 'license_valid_upto') && !isIsoDate(readPath(draft, path))) {
      add(path, DATE_FORMAT_MESSAGE);
      continue;
    }
    add(
      path,
      path === 'user.phone' && phoneNumberBrand && failure.message === messages.userForm.phoneInvalid ? messages.driverDetails.phoneInvalid : failure.message,
    );
  }

  const reminderOn = values.license_exp_reminder === 'true';
  const required = new Set<UserFormField>(rules.requiredFields);
  if (reminderOn) {
    required.add('lic_exp_remind_before_days');
    required.add('lic_exp_reminder_recipients');
  } else {
    required.delete('lic_exp_remind_before_days');
    required.delete('lic_exp_reminder_recipients');
  }
  for (const field of required) {
    if (field === 'profile_image') continue; // The form has no photo of the person.
    const path = FIELD_PATHS[field];
    const value = field === 'license_exp_reminder' ? values.license_exp_reminder : readPath(draft, path);
    if (!isBlank(value)) continue;
    add(path, field === 'phone' ? `${rules.phoneLabel} is required` : requiredMessage(field));
  }

  for (const group of rules.groups ?? []) {
    const key = customFieldKey(group);
    const problem = customFieldProblem(group, values.custom[key]);
    if (problem) add(`custom.${key}`, problem);
  }

  const check = rules.managerCheck;
  if (check?.status === 'invalid' && values.manager.trim().toLowerCase() === check.email.toLowerCase()) {
    add('manager', check.message ?? messages.driverDetails.managerInvalid);
  }

  const stored = calendarDateOf(rules.employee?.employee_details?.employees_extension.license_valid_upto);
  const expiry = values.license_valid_upto;
  if (rules.today && isIsoDate(expiry) && expiry !== stored && expiry < rules.today) add('license_valid_upto', messages.driverDetails.licenseExpiryRange);

  const accountManagedByHolder = rules.employee?.account_managed_by_holder === true;
  return [...failures].filter(([path]) => isEditablePath(rules.scope, path, accountManagedByHolder)).map(([path, message]) => ({ path, message }));
}

/**
 * `userFormFailures` as a superstruct struct over the form's values, for
 * `superstructResolver`. `rules` is read at each validation, so the latest
 * manager check and option lists apply without a new resolver.
 */
export function userFormStruct(rules: () => UserFormRules): Struct<UserFormValues, null> {
  return define<UserFormValues>('userForm', (values) => {
    const failures = userFormFailures(values as UserFormValues, rules());
    return failures.length === 0 ? true : failures.map(({ path, message }) => ({ path: path.split('.'), message }));
  });
}

/**
 * Server field errors keyed by payload path (`user.email`, `user.phone.number`,
 * `user_tags.<group name>`) or field name (`email`), placed on the form's
 * fields; the rest go to the alert.
 */
export function placeServerErrors(fieldErrors: Record<string, string> | null | undefined, groups: readonly TagGroup[] | null) {
  const placed: Record<string, string> = {};
  const unplaced: string[] = [];
  const known = new Set<string>([...Object.values(FIELD_PATHS), 'license_state']);
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    if (key.startsWith('user_tags.')) {
      const name = key.slice('user_tags.'.length);
      const group = groups?.find((candidate) => candidate.tag_group_name === name || name.startsWith(`${candidate.tag_group_name}.`));
      if (group) {
        placed[`custom.${customFieldKey(group)}`] ??= message;
        continue;
      }
    }
    const parts = key.split('.');
    // A bare field name ('email') names the form's field too ('user.email').
    const head = parts[0] as UserFormField;
    const path =
      parts.map((_, index) => parts.slice(0, parts.length - index).join('.')).find((candidate) => known.has(candidate)) ??
      (Object.hasOwn(FIELD_PATHS, head) ? FIELD_PATHS[head] : undefined);
    if (path) placed[path] ??= message;
    else unplaced.push(message);
  }
  return { placed, unplaced };
}

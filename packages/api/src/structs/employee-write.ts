import { array, boolean, define, is, nullable, object, optional, refine, string, type Infer, type Struct } from 'superstruct';
import { messages } from '../messages';
import { isCalendarDate, PrimaryKey } from './common';
import { USER_STATUSES } from './employee';
import { UserTagInput } from './tags';
import { userEmail } from './user-email';

export { userEmail };

/** Labels of the user form (spec §3 Form labels); 'X is required' messages are built from them. */
export const USER_FORM_LABELS = {
  employee_id: 'Employee ID',
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email Address',
  manager: "Line Manager's Email",
  date_of_birth: 'Date of Birth',
  phone: 'Contact Number',
  branch: 'Branch',
  hub: 'Hub',
  cost_centre: 'Cost Centre',
  associated_tags: 'Associated Tags',
  departments: 'Department',
  status: 'User Status',
  role: 'Role',
  profile_image: 'Profile Photo',
  license_number: 'License Number',
  license_valid_upto: 'License Expiry Date',
  license_class: 'License Class',
  license_country_of_issue: 'Country of issue',
  license_exp_reminder: 'License Expiry Reminder',
  lic_exp_remind_before_days: 'Days before expiry',
  lic_exp_reminder_recipients: 'Reminder recipients',
  license_front_image: 'front photo',
  license_back_image: 'back photo',
} as const;

/** Spec §5 names some required messages by a short name ('Email is required', 'DOB is required'). */
const REQUIRED_NAMES: Partial<Record<keyof typeof USER_FORM_LABELS, string>> = { email: 'Email', date_of_birth: 'DOB' };
export const requiredMessage = (field: keyof typeof USER_FORM_LABELS) => `${REQUIRED_NAMES[field] ?? USER_FORM_LABELS[field]} is required`;

export const DEFAULT_PHONE_COUNTRY = 'au';
export const DEFAULT_DIAL_CODE = '61';
export const DATE_OF_BIRTH_MIN = '1910-12-31';
export const LICENSE_EXPIRY_MAX = '2099-12-31';
export const TEXT_MAX_LENGTH = 100;

/** Today as yyyy-MM-dd in UTC: the bound both the form and the server use. */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);

/* @__NO_SIDE_EFFECTS__ */
export function requiredText(field: keyof typeof USER_FORM_LABELS, max = TEXT_MAX_LENGTH): Struct<string, null> {
  return define<string>(`required:${field}`, (value) => {
    if (typeof value !== 'string' || value.trim() === '') return requiredMessage(field);
    if (value.length > max) return `${USER_FORM_LABELS[field]} must be at most ${max} characters`;
    return true;
  });
}

/* @__NO_SIDE_EFFECTS__ */
function optionalText(field: string, max = TEXT_MAX_LENGTH): Struct<string | null | undefined, null> {
  return define<string | null | undefined>(`text:${field}`, (value) => {
    if (value === undefined || value === null) return true;
    if (typeof value !== 'string') return messages.field.invalid;
    return value.length <= max || `${field} must be at most ${max} characters`;
  });
}

/* @__NO_SIDE_EFFECTS__ */
export function requiredPk(field: keyof typeof USER_FORM_LABELS): Struct<number, null> {
  return define<number>(`pk:${field}`, (value) => is(value, PrimaryKey) || requiredMessage(field));
}

const optionalEmail: Struct<string | null | undefined, null> = define<string | null | undefined>('optionalEmail', (value) =>
  value === undefined || value === null || value === '' ? true : is(value, userEmail) || messages.userForm.emailInvalid,
);

/** A phone as the form holds it (spec §3: split into dial code, number and country code). */
export const PhoneParts = object({ dial_code: string(), number: string(), country_code: string() });
export type PhoneParts = Infer<typeof PhoneParts>;

/* @__NO_SIDE_EFFECTS__ */
function boundedDate(min: string | (() => string) | null, max: string | (() => string), outOfRange: string, requiredMsg?: string) {
  return define<string | null | undefined>('boundedDate', (value) => {
    if (value === undefined || value === null || value === '') return requiredMsg ?? true;
    if (typeof value !== 'string' || !isCalendarDate(value)) return 'Enter a date as yyyy-MM-dd';
    const low = typeof min === 'function' ? min() : min;
    const high = typeof max === 'function' ? max() : max;
    if ((low !== null && value < low) || value > high) return outOfRange;
    return true;
  });
}

/** Date of birth between 1910-12-31 and today (spec §5/§9). */
export const dateOfBirth = boundedDate(DATE_OF_BIRTH_MIN, () => todayIso(), messages.driverDetails.dateOfBirthRange);
/**
 * Licence expiry up to 2099-12-31. The lower bound (today) applies to a newly
 * entered date only, so an expired licence already on file does not block
 * saving other fields; the server compares with what it holds.
 */
export const licenseExpiry = boundedDate(null, LICENSE_EXPIRY_MAX, messages.driverDetails.licenseExpiryRange);

const postcode = define<string | null | undefined>('postcode', (value) =>
  value === undefined || value === null || value === '' ? true : (typeof value === 'string' && /^\d{1,10}$/.test(value)) || messages.userForm.postcodeNumeric,
);

const reminderDays = define<number | null | undefined>('reminderDays', (value) =>
  value === undefined || value === null
    ? true
    : (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 365) || 'Days before expiry must be a whole number from 1 to 365',
);

export { UserTagInput };

/** Statuses an administrator may set; Deleted comes only from deleting, Sys Admin only from the system flag. */
export const SETTABLE_USER_STATUSES = USER_STATUSES.filter((status) => status !== 'Deleted' && status !== 'Sys Admin');
export const userStatus = define<string>(
  'userStatus',
  (value) => (typeof value === 'string' && (SETTABLE_USER_STATUSES as readonly string[]).includes(value)) || requiredMessage('status'),
);

/** Licence details: also what a driver may update on their own record (`update-driver-extension/{pk}/`). */
const licenceFields = {
  date_of_birth: optional(dateOfBirth),
  license_number: optional(optionalText('License Number', 50)),
  license_class: optional(array(string())),
  license_country_of_issue: optional(optionalText('Country of issue', 60)),
  license_state: optional(optionalText('State/Region', 60)),
  license_valid_upto: optional(licenseExpiry),
  license_front_image: optional(optionalText('front photo', 2000)),
  license_back_image: optional(optionalText('back photo', 2000)),
};

/**
 * General details the organisation may require of a person (spec §5 mandatory
 * profile fields), so also what they may fill in on their own record; the
 * server keeps an Employee ID an administrator gave.
 */
const personalFields = {
  employee_id: optional(optionalText('Employee ID', 50)),
  departments: optional(array(PrimaryKey)),
  cost_centre: optional(nullable(PrimaryKey)),
  manager: optional(optionalEmail),
};

export const extensionFields = {
  ...licenceFields,
  ...personalFields,
  hub: optional(nullable(PrimaryKey)),
  license_exp_reminder: optional(boolean()),
  lic_exp_remind_before_days: optional(reminderDays),
  lic_exp_reminder_recipients: optional(array(PrimaryKey)),
  procon_id: optional(optionalText('Telematics User ID', 50)),
  keaz_user_pk: optional(optionalText('Keaz User ID', 50)),
  address: optional(optionalText('Address', 250)),
  postcode: optional(postcode),
  keypad_number: optional(optionalText('Traka Keypad ID', 50)),
  associated_tags: optional(array(string())),
  user_tags: optional(array(UserTagInput)),
};

type ReminderShape = {
  license_exp_reminder?: boolean;
  lic_exp_remind_before_days?: number | null;
  lic_exp_reminder_recipients?: number[];
};

/** With the reminder on, its days and recipients are required (spec §5). */
/* @__NO_SIDE_EFFECTS__ */
export function withReminderRule<T extends ReminderShape, S>(struct: Struct<T, S>): Struct<T, S> {
  return refine(struct, 'reminder', (value) => {
    if (!value.license_exp_reminder) return true;
    const failures = [];
    if (value.lic_exp_remind_before_days == null)
      failures.push({ path: ['lic_exp_remind_before_days'], message: requiredMessage('lic_exp_remind_before_days') });
    if (!value.lic_exp_reminder_recipients?.length)
      failures.push({ path: ['lic_exp_reminder_recipients'], message: requiredMessage('lic_exp_reminder_recipients') });
    return failures.length === 0 ? true : failures;
  });
}

/** `PUT update-extension/{pk}/`: any of the extension fields, unchanged ones left out. */
export const UpdateExtensionRequest = withReminderRule(
  object({ role: optional(requiredPk('role')), status: optional(userStatus), branch: optional(requiredPk('branch')), ...extensionFields }),
);
export type UpdateExtensionRequest = Infer<typeof UpdateExtensionRequest>;

/** `PUT update-driver-extension/{pk}/`: what drivers keep up to date themselves (licence and personal details, custom fields). */
export const UpdateDriverExtensionRequest = object({ ...licenceFields, ...personalFields, user_tags: optional(array(UserTagInput)) });
export type UpdateDriverExtensionRequest = Infer<typeof UpdateDriverExtensionRequest>;

/**
 * Spec §6 limited edit ("basic and licence details only": CustomFleet, a
 * booked user, a caller who is not a branch manager; also all a member may
 * change on their own record), as EmployeeWrite paths (`user.*` the
 * account's). Custom fields (`user_tags`) belong to it too. The expiry
 * reminder is an administrator's, so it does not.
 */
export const LIMITED_EDIT_FIELDS = [
  'user.first_name',
  'user.last_name',
  'user.email',
  'user.phone',
  'date_of_birth',
  'license_number',
  'license_class',
  'license_country_of_issue',
  'license_state',
  'license_valid_upto',
  'license_front_image',
  'license_back_image',
] as const;

/** `PUT update-user-hub/` (spec §7 "update user hub (employee pk, hub pk)"): Switch Hub from the user menu. */
export const UpdateUserHubRequest = object({ employee: PrimaryKey, hub: PrimaryKey });
export type UpdateUserHubRequest = Infer<typeof UpdateUserHubRequest>;

/** `PUT update-user-branch/`: Switch Branch, for a CustomFleet branch manager (spec §2). */
export const UpdateUserBranchRequest = object({ employee: PrimaryKey, branch: PrimaryKey });
export type UpdateUserBranchRequest = Infer<typeof UpdateUserBranchRequest>;

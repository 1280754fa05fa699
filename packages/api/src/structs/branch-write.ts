import { array, boolean, define, enums, is, nullable, object, optional, record, string, type, type Infer, type Struct } from 'superstruct';
import { PrimaryKey } from './common';
import { BRANCH_TYPES } from './branch';
import { UserTagInput, userEmail } from './employee-write';
import { TAG_DATA_TYPES } from './tags';

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const branchMessages = {
  branchNameRequired: 'Branch name is required',
  unknownTimezone: 'Choose a time zone from the list (an IANA name such as Australia/Sydney)',
  hoursFormat: 'Enter times as HH:mm (24-hour), for example 08:30',
  closesBeforeOpens: 'Closing time must be after opening time',
  holidayNameRequired: 'Holiday name is required',
  holidayDate: 'Enter the date as yyyy-MM-dd',
  nameRequired: 'Name is required',
  tagGroupNameRequired: 'Field name is required',
  tagsRequired: 'Add at least one option',
} as const;

const TIME_24H = /^([01]\d|2[0-3]):[0-5]\d$/;

/* @__NO_SIDE_EFFECTS__ */
function requiredName(message: string, max = 100): Struct<string, null> {
  return define<string>('requiredName', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return message;
    return value.length <= max || `At most ${max} characters`;
  });
}

const optionalText = (max: number) =>
  define<string | null | undefined>('optionalText', (value) =>
    value === undefined || value === null ? true : typeof value === 'string' && (value.length <= max || `At most ${max} characters`),
  );

/** Whether this runtime knows the IANA zone (Node and browsers share the ICU list). */
export function isKnownTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** An IANA time zone (spec §3 branch_timezone; Asia/Kolkata when absent). */
export const timezoneName: Struct<string, null> = define<string>(
  'timezoneName',
  (value) => (typeof value === 'string' && isKnownTimezone(value)) || branchMessages.unknownTimezone,
);

/** One weekday's opening: closed, or open from–to in the branch's local time. */
export const DayHours = object({ is_open: boolean(), opens: optional(nullable(string())), closes: optional(nullable(string())) });
export type DayHours = Infer<typeof DayHours>;

/** Business hours per weekday (spec §3 business_hours); a missing day is closed. */
export const BusinessHours: Struct<Partial<Record<Weekday, DayHours>>, null> = define('businessHours', (value, context) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'Business hours must list weekdays';
  const failures: { path: string[]; message: string }[] = [];
  // A failure's own path replaces superstruct's, so it carries the full one (business_hours.monday.closes).
  const at = (...rest: string[]) => [...(context.path as string[]), ...rest];
  for (const [day, hours] of Object.entries(value as Record<string, unknown>)) {
    if (!(WEEKDAYS as readonly string[]).includes(day)) {
      failures.push({ path: at(day), message: `${day} is not a weekday` });
      continue;
    }
    if (!is(hours, DayHours)) {
      failures.push({ path: at(day), message: branchMessages.hoursFormat });
      continue;
    }
    if (!hours.is_open) continue;
    if (!hours.opens || !TIME_24H.test(hours.opens)) failures.push({ path: at(day, 'opens'), message: branchMessages.hoursFormat });
    else if (!hours.closes || !TIME_24H.test(hours.closes)) failures.push({ path: at(day, 'closes'), message: branchMessages.hoursFormat });
    else if (hours.closes <= hours.opens) failures.push({ path: at(day, 'closes'), message: branchMessages.closesBeforeOpens });
  }
  return failures.length === 0 ? true : failures;
});

const PickupLocation = type({ name: string(), details: optional(nullable(string())) });

/**
 * `POST branches/`, `PUT branches/{pk}/` and `PUT update-branch/{pk}/` ({branch})
 * (spec §3 Branch / hub, §7). `branch_manager` names memberships
 * (employees-extensions pks); `branch_tags` the branch custom fields.
 */
export const BranchWrite = object({
  name: requiredName(branchMessages.branchNameRequired),
  branch_type: enums(BRANCH_TYPES),
  address: optional(optionalText(300)),
  address_features: optional(nullable(object({ country: optional(optionalText(60)), state: optional(optionalText(60)) }))),
  location: optional(
    nullable(object({ type: enums(['Point']), coordinates: array(define<number>('coordinate', (v) => typeof v === 'number' && Number.isFinite(v))) })),
  ),
  business_hours: optional(nullable(BusinessHours)),
  branch_timezone: optional(nullable(timezoneName)),
  geofence_name: optional(optionalText(100)),
  help_desk_contact_num: optional(optionalText(20)),
  help_desk_email_id: optional(nullable(userEmail)),
  help_desk_custom_message: optional(optionalText(500)),
  override_company_help_desk: optional(boolean()),
  extra_data: optional(
    nullable(
      object({
        tollFreeNumber: optional(optionalText(20)),
        important_note: optional(optionalText(1000)),
        keaz_branch_pk: optional(optionalText(50)),
        key_pickup_locations: optional(array(PickupLocation)),
        vehicle_pickup_locations: optional(array(PickupLocation)),
        tolerance_time: optional(nullable(define<number>('minutes', (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 1440))),
        details: optional(optionalText(2000)),
      }),
    ),
  ),
  additional_details: optional(nullable(object({ urls: optional(record(string(), string())) }))),
  airport_tags: optional(array(string())),
  is_notify: optional(boolean()),
  include_vehicle_doc: optional(boolean()),
  branch_tags: optional(array(UserTagInput)),
  is_active: optional(boolean()),
  branch_manager: optional(array(PrimaryKey)),
});
export type BranchWrite = Infer<typeof BranchWrite>;

/** `PUT update-branch/{pk}/` wraps the branch (spec §7). */
export const UpdateBranchRequest = object({ branch: BranchWrite });
export type UpdateBranchRequest = Infer<typeof UpdateBranchRequest>;

/** `PUT my-branch/`: what a branch manager may change of their own branch. */
export const MyBranchWrite = object({
  help_desk_contact_num: optional(optionalText(20)),
  help_desk_email_id: optional(nullable(userEmail)),
  help_desk_custom_message: optional(optionalText(500)),
  business_hours: optional(nullable(BusinessHours)),
  extra_data: optional(nullable(object({ important_note: optional(optionalText(1000)), tollFreeNumber: optional(optionalText(20)) }))),
});
export type MyBranchWrite = Infer<typeof MyBranchWrite>;

/** `POST branch-relations/bulk/`: the branches `from_branch` serves (spec §3 Branch relation). */
export const BranchRelationWrite = object({ from_branch: PrimaryKey, to_branch: array(PrimaryKey) });
export type BranchRelationWrite = Infer<typeof BranchRelationWrite>;

const isoDate = define<string>('isoDate', (value) => {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return branchMessages.holidayDate;
  const date = new Date(`${value}T00:00:00Z`);
  return (!Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value) || branchMessages.holidayDate;
});

/** A branch holiday (`GET/POST branch-holidays/`): the booking rules block bookings on it. */
export const BranchHoliday = type({ pk: PrimaryKey, branch: PrimaryKey, date: string(), name: string() });
export type BranchHoliday = Infer<typeof BranchHoliday>;
export const BranchHolidayWrite = object({ branch: PrimaryKey, date: isoDate, name: requiredName(branchMessages.holidayNameRequired) });
export type BranchHolidayWrite = Infer<typeof BranchHolidayWrite>;

/** A public holiday of the organisation's calendar for a country (and state). */
export const PublicHoliday = type({ pk: PrimaryKey, country: string(), state: nullable(string()), date: string(), name: string() });
export type PublicHoliday = Infer<typeof PublicHoliday>;
export const PublicHolidayWrite = object({
  country: requiredName('Country is required', 2),
  state: optional(nullable(string())),
  date: isoDate,
  name: requiredName(branchMessages.holidayNameRequired),
});
export type PublicHolidayWrite = Infer<typeof PublicHolidayWrite>;
/** Loads a year's public holidays of a country/state into the calendar (from a maintained holiday library), editable afterwards. */
export const PublicHolidayImport = object({
  country: requiredName('Country is required', 2),
  state: optional(nullable(string())),
  year: define<number>(
    'year',
    (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 2000 && value <= 2100) || 'Year must be from 2000 to 2100',
  ),
});
export type PublicHolidayImport = Infer<typeof PublicHolidayImport>;

/** Departments and cost centres: a name, unique in the organisation. */
export const NamedWrite = object({ name: requiredName(branchMessages.nameRequired) });
export type NamedWrite = Infer<typeof NamedWrite>;

/** `POST tags/`, `PUT tags/{pk}/`: a custom-field group (spec §3 Tag groups). Special groups refuse changes. */
export const TagGroupWrite = object({
  tag_group_name: requiredName(branchMessages.tagGroupNameRequired),
  label: optional(optionalText(100)),
  tag_type: enums(['user', 'branch', 'booking', 'vehicle']),
  tag_data_type: enums(TAG_DATA_TYPES),
  tags: optional(array(string())),
  description: optional(optionalText(500)),
  is_mandatory: optional(boolean()),
  show_tooltip: optional(boolean()),
  is_booking_approval: optional(boolean()),
  is_customizable: optional(boolean()),
});
export type TagGroupWrite = Infer<typeof TagGroupWrite>;

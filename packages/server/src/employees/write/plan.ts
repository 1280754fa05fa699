import { phoneFromParts, messages, type FieldErrors, type PhoneParts, type UserTagInput } from '@motorpool/api';
import type { employeeExtensions, users } from '../../db/schema';
import type { EmployeeRow } from '../rows';

/** The union of the four payloads: every key optional, as a partial update sends it. */
export type Change = {
  pk?: number;
  user?: { first_name?: string; last_name?: string; email?: string; phone?: PhoneParts | null };
  role?: number;
  status?: string;
  branch?: number;
  hub?: number | null;
  departments?: number[];
  cost_centre?: number | null;
  lic_exp_reminder_recipients?: number[];
  license_exp_reminder?: boolean;
  lic_exp_remind_before_days?: number | null;
  license_class?: string[];
  associated_tags?: string[];
  user_tags?: UserTagInput[];
} & Partial<Record<TextField, string | null>>;

/** Optional text columns: trimmed, and an empty value clears them. */
const TEXT_COLUMNS = {
  employee_id: 'employeeId',
  manager: 'manager',
  date_of_birth: 'dateOfBirth',
  license_number: 'licenseNumber',
  license_country_of_issue: 'licenseCountryOfIssue',
  license_state: 'licenseState',
  license_valid_upto: 'licenseValidUpto',
  license_front_image: 'licenseFrontImage',
  license_back_image: 'licenseBackImage',
  procon_id: 'proconId',
  keaz_user_pk: 'keazUserPk',
  address: 'address',
  postcode: 'postcode',
  keypad_number: 'keypadNumber',
} as const satisfies Record<string, keyof typeof employeeExtensions.$inferSelect>;
type TextField = keyof typeof TEXT_COLUMNS;

const LIST_COLUMNS = { license_class: 'licenseClass', associated_tags: 'associatedTags' } as const;
const LIST_LIMITS = { license_class: { items: 20, length: 20 }, associated_tags: { items: 50, length: 100 } } as const;

const VALUE_COLUMNS = {
  role: 'roleId',
  branch: 'branchId',
  hub: 'hubId',
  cost_centre: 'costCentreId',
  status: 'status',
  license_exp_reminder: 'licenseExpReminder',
  lic_exp_remind_before_days: 'licExpRemindBeforeDays',
} as const;

export const cleanText = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() || null : null);
const cleanList = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
export const sameList = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
export const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The earliest new licence expiry accepted: "today" depends on where the person is, so what is today anywhere on Earth (UTC−12). */
export const earliestToday = (now: Date) => new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** What a member holds beyond their row: the sets a save replaces and whether they are booked. */
export type CurrentState = { departmentIds: number[]; recipientIds: number[]; tags: Map<number, string[]>; booked: boolean };

export const NO_STATE: CurrentState = { departmentIds: [], recipientIds: [], tags: new Map(), booked: false };

/** The payload compared with what is stored: the column values to write and the payload keys that change. */
export function plan(change: Change, target: EmployeeRow | null, state: CurrentState) {
  const extension: Partial<typeof employeeExtensions.$inferInsert> = {};
  const account: Partial<typeof users.$inferInsert> = {};
  const changed = new Set<string>();
  const fields: FieldErrors = {};
  const current = target?.extension;

  for (const [key, column] of Object.entries(TEXT_COLUMNS) as [TextField, (typeof TEXT_COLUMNS)[TextField]][]) {
    if (change[key] === undefined) continue;
    const value = cleanText(change[key]);
    extension[column] = value;
    if ((current?.[column] ?? null) !== value) changed.add(key);
  }
  for (const [key, column] of Object.entries(LIST_COLUMNS) as [keyof typeof LIST_COLUMNS, (typeof LIST_COLUMNS)[keyof typeof LIST_COLUMNS]][]) {
    const given = change[key];
    if (given === undefined) continue;
    const value = cleanList(given);
    const limits = LIST_LIMITS[key];
    if (value.length > limits.items || value.some((item) => item.length > limits.length)) fields[key] = messages.field.invalid;
    extension[column] = value;
    if (!sameList(current?.[column] ?? [], value)) changed.add(key);
  }
  for (const [key, column] of Object.entries(VALUE_COLUMNS) as [keyof typeof VALUE_COLUMNS, (typeof VALUE_COLUMNS)[keyof typeof VALUE_COLUMNS]][]) {
    const value = change[key];
    if (value === undefined) continue;
    (extension as Record<string, unknown>)[column] = value;
    if (!current || current[column] !== value) changed.add(key);
  }

  const departmentIds = change.departments === undefined ? null : sortedIds(change.departments);
  if (departmentIds && !sameList(departmentIds, state.departmentIds)) changed.add('departments');
  const recipientIds = change.lic_exp_reminder_recipients === undefined ? null : sortedIds(change.lic_exp_reminder_recipients);
  if (recipientIds && !sameList(recipientIds, state.recipientIds)) changed.add('lic_exp_reminder_recipients');

  const user = change.user;
  if (user?.first_name !== undefined) {
    account.firstName = user.first_name.trim();
    if (target?.user.firstName !== account.firstName) changed.add('user.first_name');
  }
  if (user?.last_name !== undefined) {
    account.lastName = user.last_name.trim();
    if (target?.user.lastName !== account.lastName) changed.add('user.last_name');
  }
  if (user?.email !== undefined) {
    account.email = user.email.trim();
    if (target?.user.email.toLowerCase() !== account.email.toLowerCase()) changed.add('user.email');
  }
  if (user?.phone !== undefined) {
    account.phone = phoneFromParts(user.phone);
    account.countryCode = account.phone && user.phone ? user.phone.country_code.trim().toUpperCase() || null : null;
    if ((target?.user.phone ?? null) !== account.phone || (target?.user.countryCode ?? null) !== account.countryCode) changed.add('user.phone');
  }
  return { extension, account, changed, fields, departmentIds, recipientIds };
}

export type Planned = ReturnType<typeof plan>;

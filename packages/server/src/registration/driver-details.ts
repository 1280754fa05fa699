import { is } from 'superstruct';
import { emailAddress, isAskFieldRequired, messages, type AskField, type DriverRegistration, type FieldErrors } from '@motorpool/api';

export const BRANCH_ALIAS = 'branch';
export const DATE_OF_BIRTH_MIN = '1910-12-31';
export const LICENCE_EXPIRY_MAX = '2099-12-31';
/** Spec §9: a phone counts as entered from 3 digits and is valid at 10–15 (dial code included). */
const PHONE_ENTERED_FROM = 3;
const PHONE_MIN_DIGITS = 10;
const PHONE_MAX_DIGITS = 15;

const REQUIRED_MESSAGES: Partial<Record<string, string>> = {
  branch: messages.driverDetails.branchRequired,
  licenseClass: messages.driverDetails.licenseClassRequired,
  phone: messages.driverDetails.phoneRequired,
  manager: messages.driverDetails.managerRequired,
};

/** Where a driver-detail failure is reported: the payload path, as struct validation names it. */
export const driverField = (alias: string) => `driver.${alias}`;

type Phone = NonNullable<DriverRegistration['phone']>;

/**
 * The phone's digits in international form. `number` is the national number
 * typed after the dial code; one written with a leading + already carries it.
 */
export function phoneDigits(phone: Phone | null | undefined): string {
  if (!phone) return '';
  const number = phone.number.replace(/\D/g, '');
  return phone.number.trim().startsWith('+') ? number : `${phone.dialCode.replace(/\D/g, '')}${number}`;
}

export function phoneEntered(phone: Phone | null | undefined): boolean {
  return phoneDigits(phone).length >= PHONE_ENTERED_FROM;
}

function calendarDay(value: string): string | null {
  const match = /^(\d{4}-\d{2}-\d{2})(T.*)?$/.exec(value);
  if (!match?.[1]) return null;
  const day = new Date(`${match[1]}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === match[1] ? match[1] : null;
}

// The driver's "today" depends on where they are: accept what is today anywhere on Earth (UTC−12 to UTC+14).
function todayAtOffset(now: Date, hours: number): string {
  return new Date(now.getTime() + hours * 60 * 60 * 1000).toISOString().slice(0, 10);
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function optionValues(field: AskField): Set<string> | null {
  // The branch's options are the organisation's active branches, checked against the database instead.
  if (field.alias === BRANCH_ALIAS || !field.options || field.options.length === 0) return null;
  if (field.data_type !== 'textselect' && field.data_type !== 'multitextselect') return null;
  return new Set(field.options.map((option) => option.value));
}

/**
 * Spec §5 driver-detail rules: every asked field is required unless its visibility is False (with its own
 * message where the spec gives one), and whatever is given — asked or not —
 * must be well formed. Branch membership is the caller's to check against the
 * database. Answers the failures keyed by payload path; empty when all is well.
 */
export function checkDriverDetails(askFields: readonly AskField[], driver: DriverRegistration | undefined, now: Date): FieldErrors {
  const details: Record<string, unknown> = { ...driver };
  const errors: FieldErrors = {};
  const fail = (alias: string, message: string) => {
    errors[driverField(alias)] ??= message;
  };

  for (const field of askFields) {
    const value = details[field.alias];
    const missing = field.alias === 'phone' ? !phoneEntered(driver?.phone) : isEmpty(value);
    if (missing) {
      if (!isAskFieldRequired(field)) continue;
      fail(field.alias, REQUIRED_MESSAGES[field.alias] ?? `${field.label} is required`);
      continue;
    }
    const allowed = optionValues(field);
    if (allowed) {
      const chosen = Array.isArray(value) ? value : [value];
      if (!chosen.every((item) => typeof item === 'string' && allowed.has(item))) fail(field.alias, messages.field.invalid);
    }
  }

  if (driver?.phone && phoneEntered(driver.phone)) {
    const digits = phoneDigits(driver.phone).length;
    if (digits < PHONE_MIN_DIGITS || digits > PHONE_MAX_DIGITS) fail('phone', messages.driverDetails.phoneInvalid);
  }
  if (!isEmpty(driver?.manager) && !is(driver?.manager?.trim(), emailAddress)) fail('manager', messages.driverDetails.managerInvalid);
  if (!isEmpty(driver?.dateOfBirth)) {
    const day = calendarDay(driver?.dateOfBirth ?? '');
    if (!day || day < DATE_OF_BIRTH_MIN || day > todayAtOffset(now, 14)) fail('dateOfBirth', messages.driverDetails.dateOfBirthRange);
  }
  if (!isEmpty(driver?.licenseValidUpto)) {
    const day = calendarDay(driver?.licenseValidUpto ?? '');
    if (!day || day < todayAtOffset(now, -12) || day > LICENCE_EXPIRY_MAX) fail('licenseValidUpto', messages.driverDetails.licenseExpiryRange);
  }
  return errors;
}

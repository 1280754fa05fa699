import { define, is, type Struct } from 'superstruct';
import { messages } from '../messages';
import { PrimaryKey } from './common';

// A pragmatic address check (what browsers use for <input type=email>), not RFC 5322.
const EMAIL_PATTERN = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

export const EMAIL_MIN_LENGTH = 2;
export const EMAIL_MAX_LENGTH = 50;
export const PASSWORD_MAX_LENGTH = 50;

/** Email of spec §5/§9: required, 2–50 characters, a valid address; the first failing rule speaks. */
export const emailAddress: Struct<string, null> = define<string>('emailAddress', (value) => {
  if (value === undefined || value === null || value === '') return messages.email.required;
  if (typeof value !== 'string') return messages.email.invalid;
  const trimmed = value.trim();
  if (trimmed.length === 0) return messages.email.required;
  if (trimmed.length < EMAIL_MIN_LENGTH) return messages.email.tooShort;
  if (trimmed.length > EMAIL_MAX_LENGTH) return messages.email.tooLong;
  if (!EMAIL_PATTERN.test(trimmed)) return messages.email.invalid;
  return true;
});

/** A password being presented (sign-in): required and at most 50 characters. */
export const presentedPassword: Struct<string, null> = define<string>('presentedPassword', (value) => {
  if (value === undefined || value === null || value === '') return messages.password.required;
  if (typeof value !== 'string') return messages.password.required;
  if (value.length > PASSWORD_MAX_LENGTH) return messages.password.tooLong;
  return true;
});

/** Organisation primary key chosen in the organisation chooser. */
export const organisationChoice: Struct<number, null> = define<number>(
  'organisationChoice',
  (value) => is(value, PrimaryKey) || messages.organisation.required,
);

/** A short free-text field with a human label, e.g. first name. */
/* @__NO_SIDE_EFFECTS__ */
export function boundedText(label: string, max: number, { required = false } = {}): Struct<string, null> {
  return define<string>(`text:${label}`, (value) => {
    if (typeof value !== 'string') return required ? `${label} is required` : `${label} must be text`;
    if (required && value.trim().length === 0) return `${label} is required`;
    if (value.length > max) return `${label} must be at most ${max} characters`;
    return true;
  });
}

export const OTP_LENGTH = 6;

/** A 6-digit one-time code (spec §5 OTP). */
export const oneTimeCode: Struct<string, null> = define<string>('oneTimeCode', (value) => {
  if (value === undefined || value === null || value === '') return messages.otp.required;
  if (typeof value !== 'string' || !new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value)) return messages.otp.invalid;
  return true;
});

/** A token carried by a link (reset, activation, invitation). */
/* @__NO_SIDE_EFFECTS__ */
export function linkToken(requiredMessage: string): Struct<string, null> {
  return define<string>('linkToken', (value) => {
    if (typeof value !== 'string' || value.trim() === '') return requiredMessage;
    if (value.length > 1000 || !/^[A-Za-z0-9._~-]+$/.test(value)) return requiredMessage;
    return true;
  });
}

/**
 * The one rule for text a request carries: no NUL (PostgreSQL text cannot hold
 * it) and no lone UTF-16 surrogate (it has no UTF-8 form, so it would be
 * stored as something other than what was sent).
 */
export function isStorableText(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const unit = value.charCodeAt(index);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = value.charCodeAt(index + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      index += 1;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) return false;
  }
  return true;
}

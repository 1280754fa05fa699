import { messages, phoneNumber } from '@motorpool/api';
import { is } from 'superstruct';
import { PHONE_COUNTRIES } from './countries';

/** A phone split as the product keeps it (spec §3 Employee): dial code and number as digits, country lower case. */
export type PhoneValue = { dialCode: string; number: string; countryCode: string };

/** Spec §3/§9: dial code 61, country au. */
export const DEFAULT_PHONE: PhoneValue = { dialCode: '61', number: '', countryCode: 'au' };

export const PHONE_MIN_DIGITS = 10;
export const PHONE_MAX_DIGITS = 15;
/** Fewer digits than this, dial code included, count as no phone at all (spec §5, §9). */
export const PHONE_COUNTED_FROM = 3;

/** The digits of the number without the trunk prefix (0412 → 412), as they follow the dial code. */
export function nationalDigits(value: PhoneValue): string {
  return value.number.replace(/\D/g, '').replace(/^0+/, '');
}

/** All digits, dial code first, as spec §5 counts them. */
export function phoneDigits(value: PhoneValue): string {
  return `${value.dialCode.replace(/\D/g, '')}${nationalDigits(value)}`;
}

export function isPhoneEntered(value: PhoneValue | null | undefined): value is PhoneValue {
  return Boolean(value && nationalDigits(value) !== '' && phoneDigits(value).length >= PHONE_COUNTED_FROM);
}

/** `+61412345678`. */
export function toE164(value: PhoneValue): string {
  return `+${phoneDigits(value)}`;
}

/** The phone as the payload carries it: digits only, no trunk zero, country lower case. */
export function normalisePhone(value: PhoneValue): PhoneValue {
  return { dialCode: value.dialCode.replace(/\D/g, ''), number: nationalDigits(value), countryCode: value.countryCode.toLowerCase() };
}

const validE164 = phoneNumber(messages.driverDetails.phoneInvalid);

/**
 * Spec §5 driver details: counted from 3 digits, valid at 10–15 digits,
 * required only when asked. `strict` also checks the country's numbering
 * plan, as the server does for an invited person's phone.
 */
export function phoneProblem(
  value: PhoneValue | null | undefined,
  { required = false, strict = false }: { required?: boolean; strict?: boolean } = {},
): string | null {
  if (!isPhoneEntered(value)) return required ? messages.driverDetails.phoneRequired : null;
  const count = phoneDigits(value).length;
  if (count < PHONE_MIN_DIGITS || count > PHONE_MAX_DIGITS) return messages.driverDetails.phoneInvalid;
  if (strict && !is(toE164(value), validE164)) return messages.driverDetails.phoneInvalid;
  return null;
}

export function countryOf(countryCode: string) {
  return PHONE_COUNTRIES.find((country) => country.countryCode === countryCode.toLowerCase());
}

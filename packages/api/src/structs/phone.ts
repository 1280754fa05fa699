import { getCountryCallingCode, isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { define, type Struct } from 'superstruct';
import { messages } from '../messages';
import { DEFAULT_DIAL_CODE, DEFAULT_PHONE_COUNTRY, type PhoneParts } from './employee-write';

/*
 * Everything that needs libphonenumber's numbering plans (about 29 kB gzip).
 * Only this module, phone-requests.ts and user-write.ts import it, and the API
 * client imports none of them, so a widget that never checks or formats a phone
 * number leaves the plans out of its bundle and within its size budget.
 */

/** A phone number in international form (`+61412345678`), checked against the numbering plan of its country. */
/* @__NO_SIDE_EFFECTS__ */
export function phoneNumber(invalidMessage: string): Struct<string, null> {
  return define<string>('phoneNumber', (value) => {
    if (typeof value !== 'string' || !/^\+\d{6,15}$/.test(value)) return invalidMessage;
    return isValidPhoneNumber(value) || invalidMessage;
  });
}

/**
 * Digits count from 3 (spec §9); 10–15 digits with the dial code, then the
 * numbering plan of the country decides.
 */
export const contactNumber: Struct<PhoneParts, null> = define<PhoneParts>('contactNumber', (value) => {
  if (typeof value !== 'object' || value === null) return messages.userForm.phoneInvalid;
  const { dial_code, number, country_code } = value as Record<string, unknown>;
  if (typeof dial_code !== 'string' || typeof number !== 'string' || typeof country_code !== 'string') return messages.userForm.phoneInvalid;
  const digits = `${dial_code}${number}`.replace(/\D/g, '');
  if (digits.length < 10) return messages.userForm.phoneTooShort;
  if (digits.length > 15) return messages.userForm.phoneTooLong;
  const parsed = parsePhoneNumberFromString(`+${digits}`, country_code.toUpperCase() as CountryCode);
  return (parsed?.isValid() ?? false) || messages.userForm.phoneInvalid;
});

/**
 * `+61412345678` from its parts; null when fewer than 3 digits were entered
 * (spec §9). A national number typed with its trunk prefix (0412…) loses it,
 * as the international form has it.
 */
export function phoneFromParts(parts: PhoneParts | null | undefined): string | null {
  if (!parts) return null;
  const number = parts.number.replace(/\D/g, '');
  if (number.length < 3) return null;
  const entered = `+${parts.dial_code.replace(/\D/g, '')}${number}`;
  return parsePhoneNumberFromString(entered, parts.country_code.toUpperCase() as CountryCode)?.number ?? entered;
}

/** Splits a stored `+61412345678` into dial code, number and country (default au / 61). */
export function phoneToParts(phone: string | null | undefined, countryCode?: string | null): PhoneParts | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed) return { dial_code: DEFAULT_DIAL_CODE, number: phone.replace(/\D/g, ''), country_code: (countryCode ?? DEFAULT_PHONE_COUNTRY).toLowerCase() };
  return {
    dial_code: parsed.countryCallingCode,
    number: parsed.nationalNumber,
    country_code: (parsed.country ?? countryCode ?? DEFAULT_PHONE_COUNTRY).toLowerCase(),
  };
}

/**
 * A phone as a file holds it ('0412 345 678', '+64 21 123 4567', or the
 * number 61412345678 a spreadsheet made of it) in the form's parts; numbers
 * without a country code are Australian (spec §9). Null when blank. What
 * cannot be parsed keeps its digits, so the contact number rule says why.
 */
export function phonePartsFromText(text: string): PhoneParts | null {
  if (text.trim() === '') return null;
  const parsed = parsePhoneNumberFromString(text, DEFAULT_PHONE_COUNTRY.toUpperCase() as 'AU');
  if (!parsed) return { dial_code: DEFAULT_DIAL_CODE, number: text.replace(/\D/g, ''), country_code: DEFAULT_PHONE_COUNTRY };
  return { dial_code: parsed.countryCallingCode, number: parsed.nationalNumber, country_code: (parsed.country ?? DEFAULT_PHONE_COUNTRY).toLowerCase() };
}

/** Whether the numbering plans know the country: an ISO 3166 alpha-2 code, in either case. */
export function isPhoneCountry(code: string): boolean {
  return /^[a-z]{2}$/i.test(code) && isSupportedCountry(code.toUpperCase());
}

/** The calling code of a country the plans know (`au` → `61`); the default's for any other. */
export function dialCodeOf(code: string): string {
  return isPhoneCountry(code) ? getCountryCallingCode(code.toUpperCase() as CountryCode) : DEFAULT_DIAL_CODE;
}

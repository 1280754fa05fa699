import { INDUSTRIES, type CompanySettings, type CompanySettingsDetails, type CompanySettingsWrite } from '@motorpool/api';
import { PHONE_COUNTRIES } from '../ui/phone-field/countries';
import { isPhoneEntered, toE164, type PhoneValue } from '../ui/phone-field/phone';

/** What the form holds: text as typed (empty is none), the contact phone in parts. */
export type CompanySettingsValues = {
  name: string;
  address: string;
  contact_email: string;
  contact_phone: PhoneValue;
  default_time_zone: string;
  default_phone_country: string;
  domain: string;
  industry: string;
};

/** The fields the form shows, by the names the server gives its messages. */
export const COMPANY_FIELDS = [
  'name',
  'address',
  'contact_email',
  'contact_phone',
  'default_time_zone',
  'default_phone_country',
  'domain',
  'industry',
] as const;

/** How the screen labels each setting, also in the audit trail. */
export const COMPANY_LABELS: Record<(typeof COMPANY_FIELDS)[number], string> = {
  name: 'Company Name',
  address: 'Address',
  contact_email: 'Contact Email',
  contact_phone: 'Contact Phone',
  default_time_zone: 'Default Time Zone',
  default_phone_country: 'Default Phone Country',
  domain: 'Sub-domain for Redirects',
  industry: 'Industry',
};

/** The stored contact phone split for the field (the default country's calling code first, where it fits); without one it starts at the default phone country. */
function phoneParts(settings: CompanySettings): PhoneValue {
  const phone = settings.contact_phone;
  if (!phone) return { dialCode: settings.default_dial_code, number: '', countryCode: settings.default_phone_country };
  const fitting = PHONE_COUNTRIES.filter((country) => phone.startsWith(`+${country.dialCode}`)).sort((a, b) => b.dialCode.length - a.dialCode.length);
  const country = fitting.find((candidate) => candidate.countryCode === settings.default_phone_country) ?? fitting[0];
  if (!country) return { dialCode: '', number: phone.replace(/^\+/, ''), countryCode: '' };
  return { dialCode: country.dialCode, number: phone.slice(country.dialCode.length + 1), countryCode: country.countryCode };
}

export function companySettingsValues(settings: CompanySettings): CompanySettingsValues {
  return {
    name: settings.name,
    address: settings.address ?? '',
    contact_email: settings.contact_email ?? '',
    contact_phone: phoneParts(settings),
    default_time_zone: settings.default_time_zone,
    default_phone_country: settings.default_phone_country,
    domain: settings.domain ?? '',
    industry: settings.industry,
  };
}

const textOrNull = (value: string) => value.trim() || null;

/** What the screen checks before sending (the phone and its country are the server's to judge). */
export function toDetails(values: CompanySettingsValues): CompanySettingsDetails {
  return {
    name: values.name.trim(),
    address: textOrNull(values.address),
    contact_email: textOrNull(values.contact_email),
    default_time_zone: values.default_time_zone.trim(),
    domain: textOrNull(values.domain),
    industry: INDUSTRIES.find((choice) => choice === values.industry),
  };
}

export function toCompanySettingsWrite(values: CompanySettingsValues): CompanySettingsWrite {
  return {
    ...toDetails(values),
    contact_phone: isPhoneEntered(values.contact_phone) ? toE164(values.contact_phone) : null,
    default_phone_country: values.default_phone_country,
  };
}

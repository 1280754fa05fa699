import {
  DATE_FORMATS,
  INDUSTRIES,
  TIME_FORMATS,
  WEEK_STARTS,
  type CompanySettings,
  type CompanySettingsDetails,
  type CompanySettingsWrite,
} from '@motorpool/api';

/** What the form holds: text as typed (empty is none). */
export type CompanySettingsValues = {
  name: string;
  address: string;
  contact_email: string;
  /** As typed; the server keeps it in international form (`+61 2 9123 4567` → `+61291234567`). */
  contact_phone: string;
  default_time_zone: string;
  default_phone_country: string;
  domain: string;
  industry: string;
  date_format: string;
  time_format: string;
  /** As the select holds it: '1' for Monday. */
  first_day_of_week: string;
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
  'date_format',
  'time_format',
  'first_day_of_week',
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
  date_format: 'Date Format',
  time_format: 'Time Format',
  first_day_of_week: 'First Day of the Week',
};

export function companySettingsValues(settings: CompanySettings): CompanySettingsValues {
  return {
    name: settings.name,
    address: settings.address ?? '',
    contact_email: settings.contact_email ?? '',
    contact_phone: settings.contact_phone ?? '',
    default_time_zone: settings.default_time_zone,
    default_phone_country: settings.default_phone_country,
    domain: settings.domain ?? '',
    industry: settings.industry,
    date_format: settings.date_format,
    time_format: settings.time_format,
    first_day_of_week: String(settings.first_day_of_week),
  };
}

const textOrNull = (value: string) => value.trim() || null;

/** `+61 2 9123 4567` as `+61291234567`; the numbering plan is the server's to check (it names the field), so the screen does not load it. */
function internationalPhone(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits === '' ? null : `+${digits}`;
}

/** What the screen checks before sending (the phone and its country are the server's to judge). */
export function toDetails(values: CompanySettingsValues): CompanySettingsDetails {
  return {
    name: values.name.trim(),
    address: textOrNull(values.address),
    contact_email: textOrNull(values.contact_email),
    default_time_zone: values.default_time_zone.trim(),
    domain: textOrNull(values.domain),
    industry: INDUSTRIES.find((choice) => choice === values.industry),
    date_format: DATE_FORMATS.find((choice) => choice === values.date_format),
    time_format: TIME_FORMATS.find((choice) => choice === values.time_format),
    first_day_of_week: WEEK_STARTS.find((choice) => String(choice) === values.first_day_of_week),
  };
}

export function toCompanySettingsWrite(values: CompanySettingsValues): CompanySettingsWrite {
  return {
    ...toDetails(values),
    contact_phone: internationalPhone(values.contact_phone),
    default_phone_country: values.default_phone_country,
  };
}

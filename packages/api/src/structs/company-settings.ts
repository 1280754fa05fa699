import { boolean, nullable, number, string, type, type Infer } from 'superstruct';

/** The one currency amounts are shown in today; shown on the screen, not chosen. */
export const COMPANY_CURRENCY = 'AUD';

export const companySettingsMessages = {
  saved: 'Company settings saved',
  nameTaken: 'An organisation with this name already exists.',
  domainTaken: 'Another organisation already redirects to this domain.',
  industryOnlySystemAdmins: 'Only a system admin changes the industry.',
  mayNotManage: 'Only organisation admins change the company settings.',
  phoneCountryUnknown: 'Choose a country (a two-letter ISO code such as AU).',
  addressTooLong: 'Address must be at most 300 characters',
} as const;

/**
 * `/company-settings` as the server answers it: the organisation's own
 * columns (name, industry, domain), the settings kept beside them, and what is
 * shown but not changed here (the code people sign up with, the currency).
 */
export const CompanySettings = type({
  /** The organisation's id, which people type at sign-up (spec §9: up to 5 digits). */
  organisation_code: string(),
  name: string(),
  address: nullable(string()),
  contact_phone: nullable(string()),
  contact_email: nullable(string()),
  default_time_zone: string(),
  /** ISO 3166 alpha-2, lower case (`au`), as phone payloads carry it. */
  default_phone_country: string(),
  /** The calling code of `default_phone_country` (`61`). */
  default_dial_code: string(),
  currency: string(),
  /** The host people are sent to after signing in (fleet.example.com); null: no redirect. */
  domain: nullable(string()),
  industry: string(),
  /** Whether the caller may change the industry (system admins only). */
  may_change_industry: boolean(),
  date_format: string(),
  time_format: string(),
  first_day_of_week: number(),
});
export type CompanySettings = Infer<typeof CompanySettings>;

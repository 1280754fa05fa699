import { boolean, define, nullable, object, optional, string, type, type Infer, type Struct } from 'superstruct';
import { DEFAULT_BRANCH_TIMEZONE } from './branch';
import { timezoneName } from './branch-write';
import { DEFAULT_PHONE_COUNTRY } from './employee-write';
import { emailAddress } from './fields';
import { industry, organisationDomain, organisationName } from './organisation';

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

/** What an organisation that never saved its company settings has (spec §9's defaults). */
export const DEFAULT_COMPANY_SETTINGS = {
  address: null,
  contact_phone: null,
  contact_email: null,
  default_time_zone: DEFAULT_BRANCH_TIMEZONE,
  default_phone_country: DEFAULT_PHONE_COUNTRY,
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
});
export type CompanySettings = Infer<typeof CompanySettings>;

const ADDRESS_MAX_LENGTH = 300;

const address: Struct<string, null> = define<string>(
  'companyAddress',
  (value) => (typeof value === 'string' && value.trim().length <= ADDRESS_MAX_LENGTH) || companySettingsMessages.addressTooLong,
);

/**
 * The company settings checked without the phone numbering plans: what the
 * screen checks before sending. CompanySettingsWrite adds the contact phone
 * and the default phone country.
 */
export const CompanySettingsDetails = object({
  name: organisationName,
  address: optional(nullable(address)),
  contact_email: optional(nullable(emailAddress)),
  default_time_zone: timezoneName,
  /** The host people are sent to after signing in; null for none. */
  domain: optional(nullable(organisationDomain)),
  /** Sent back unchanged by anyone; changed by a system admin only. */
  industry: optional(industry),
});
export type CompanySettingsDetails = Infer<typeof CompanySettingsDetails>;

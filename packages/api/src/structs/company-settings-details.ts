import { define, nullable, object, optional, type Infer, type Struct } from 'superstruct';
import { OrganisationFormats } from './organisation-formats';
import { timezoneName } from './branch-write';
import { companySettingsMessages } from './company-settings';
import { emailAddress } from './fields';
import { industry, organisationDomain, organisationName } from './organisation';

// Apart from CompanySettings, so the organisation calls that answer with it do not bring the field rules into every bundle that signs in.
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
  /** Left out: kept as they are. */
  date_format: optional(OrganisationFormats.schema.date_format),
  time_format: optional(OrganisationFormats.schema.time_format),
  first_day_of_week: optional(OrganisationFormats.schema.first_day_of_week),
});
export type CompanySettingsDetails = Infer<typeof CompanySettingsDetails>;

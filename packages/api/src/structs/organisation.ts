import { boolean, define, nullable, object, optional, record, string, type, type Infer, type Struct } from 'superstruct';
import { OrganisationFormats } from './organisation-formats';
import { PrimaryKey } from './common';
import { ThemeColours } from './theme-colours';

export const INDUSTRY_CUSTOM_FLEET = 'CustomFleet';
/** The industries an organisation can be created with; CustomFleet changes buttons, menus and permissions (spec §1, §6). */
export const INDUSTRIES = ['Fleet', INDUSTRY_CUSTOM_FLEET] as const;
export type Industry = (typeof INDUSTRIES)[number];

const ORGANISATION_NAME_MAX_LENGTH = 100;
// RFC 1123 labels; at least two of them, since an organisation's domain is where its people sign in.
const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const HOST_MAX_LENGTH = 253;

export const organisationMessages = {
  nameRequired: 'Organisation name is required',
  nameTooLong: `Organisation name must be at most ${ORGANISATION_NAME_MAX_LENGTH} characters`,
  industryRequired: 'Choose an industry: Fleet or CustomFleet',
  domainInvalid: 'Enter a domain such as fleet.example.com',
  nameTaken: 'An organisation with this name already exists.',
  domainTaken: 'An organisation with this domain already exists.',
  onlySystemAdmins: 'Only system admins create organisations.',
  creationDisabled: 'Creating organisations is turned off on this server.',
  created: (name: string) => `Organisation ${name} created`,
} as const;

export const organisationName: Struct<string, null> = define<string>('organisationName', (value) => {
  if (typeof value !== 'string' || value.trim() === '') return organisationMessages.nameRequired;
  return value.trim().length <= ORGANISATION_NAME_MAX_LENGTH || organisationMessages.nameTooLong;
});

/** A host name (optionally with a port, as development hosts have); the server stores it lower-cased. */
export const organisationDomain: Struct<string, null> = define<string>('organisationDomain', (value) => {
  if (typeof value !== 'string') return organisationMessages.domainInvalid;
  const [host = '', port, ...rest] = value.trim().split(':');
  const validPort = port === undefined || (/^\d{1,5}$/.test(port) && Number(port) > 0 && Number(port) <= 65535);
  return (rest.length === 0 && validPort && host.length <= HOST_MAX_LENGTH && HOST_PATTERN.test(host)) || organisationMessages.domainInvalid;
});

/** How a domain is stored and compared: trimmed and lower-cased. */
export const normaliseDomain = (domain: string): string => domain.trim().toLowerCase();

export const industry = define<Industry>('industry', (value) => (INDUSTRIES as readonly unknown[]).includes(value) || organisationMessages.industryRequired);

/** `POST organisations/`: a system admin creates an organisation (spec §2 Sidebar "Create Organization"). */
export const CreateOrganisationRequest = object({
  name: organisationName,
  industry,
  domain: optional(nullable(organisationDomain)),
});
export type CreateOrganisationRequest = Infer<typeof CreateOrganisationRequest>;

export const OrganisationLogo = type({
  url: nullable(string()),
  thumbnails: optional(record(string(), string())),
});

/** An organisation as listed on a profile or in the login chooser (spec §3 Profile). */
export const OrganisationSummary = type({
  pk: PrimaryKey,
  name: string(),
  domain: nullable(string()),
  logo: nullable(OrganisationLogo),
  industry: string(),
  /** The organisation's own colours (its `/theme`); null: the host brand's. */
  theme: optional(nullable(ThemeColours)),
  /** The organisation's page icon (its `/theme`); null: the host brand's. */
  favicon_url: optional(nullable(string())),
  /** The current organisation's default phone country (company settings): where new phone fields start. */
  phone_country: optional(type({ country_code: string(), dial_code: string() })),
  /** The current organisation's 'Enable Hubs' setting (read it with hubsEnabledFor): hub menus, fields and filters show only when true. */
  hubs_enabled: optional(boolean()),
  /** The current organisation's formats (company settings): what preferences start from and where weeks start. */
  formats: optional(OrganisationFormats),
});
export type OrganisationSummary = Infer<typeof OrganisationSummary>;

import { nullable, optional, record, string, type, type Infer } from 'superstruct';
import { PrimaryKey } from './common';

export const INDUSTRY_CUSTOM_FLEET = 'CustomFleet';

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
});
export type OrganisationSummary = Infer<typeof OrganisationSummary>;

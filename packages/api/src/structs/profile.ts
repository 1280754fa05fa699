import { array, boolean, nullable, optional, string, type, type Infer } from 'superstruct';
import { NamedRef, PrimaryKey } from './common';
import { OrganisationSummary } from './organisation';

/** Attributes a custom fleet-share host requires but the profile lacks (spec §3 Missing profile info). */
export const MissingUserAttribute = type({ alias: string(), label: string() });
export const MissingUserTag = type({ tag_group_name: string() });

/**
 * `GET user/profile/` (spec §3 Profile). The server also fills in what the
 * original client derived itself — role, permission names, branch, time zone —
 * for the organisation the request is scoped to.
 */
export const Profile = type({
  pk: PrimaryKey,
  username: string(),
  first_name: string(),
  last_name: string(),
  email: string(),
  create_date: string(),
  profile_image: nullable(string()),
  phone: nullable(string()),
  country_code: nullable(string()),
  is_active: boolean(),
  is_email_verified: boolean(),
  is_phone_verified: boolean(),
  is_business_admin: boolean(),
  is_system_admin: boolean(),
  two_factor_enabled: boolean(),
  organisations: array(OrganisationSummary),
  current_organisation: nullable(OrganisationSummary),
  role: nullable(NamedRef),
  /** The membership (employees-extensions pk) in the current organisation: what the Switch Hub / Switch Branch calls name. */
  employee_pk: optional(nullable(PrimaryKey)),
  permissions: array(string()),
  branch: nullable(NamedRef),
  timezone: string(),
  /** Named in the organisation's USER_SIGNUP_APPROVER, so sees the registration-request entry (spec §6). */
  is_signup_approver: optional(boolean()),
  additional_hubs: optional(array(NamedRef)),
  additional_branches: optional(array(NamedRef)),
  missing_user_attributes: optional(array(MissingUserAttribute)),
  missing_user_tags: optional(array(MissingUserTag)),
});
export type Profile = Infer<typeof Profile>;

import { nullable, optional, string, type, validate } from 'superstruct';
import { isSignUpApprover, mayCreateOrganisation, type SidebarItems } from '@motorpool/api';
import type { Caller } from '../auth/authenticate';
import type { ServerConfig } from '../config';
import type { Database } from '../db/database';
import { readSignUpApprovers } from '../registration/registration-settings';
import { readSetting } from '../settings/organisation-settings';
import type { Tenancy } from '../tenancy/tenancy';
import type { NavigationContext } from './rules';

/** Organisation settings the navigation reads (JSON in organisation_settings). */
export const NAVIGATION_SETTING_KEYS = {
  /** `{phone, email, message}` shown in the Helpdesk Information panel. */
  helpDesk: 'HELP_DESK',
  /** Address of the CustomFleet user manual (a string). */
  userManualUrl: 'USER_MANUAL_URL',
} as const;

const HelpDeskSetting = type({ phone: optional(nullable(string())), email: optional(nullable(string())), message: optional(nullable(string())) });

export async function navigationContext(
  db: Database,
  config: Pick<ServerConfig, 'organisationCreation'>,
  caller: Caller,
  tenancy: Tenancy,
): Promise<NavigationContext> {
  const organisation = tenancy.organisation;
  const approvers = organisation ? await readSignUpApprovers(db, { organisationId: organisation.id, tenancy }) : [];
  return {
    permissions: tenancy.permissions,
    industry: organisation?.industry ?? null,
    isSystemAdmin: caller.user.isSystemAdmin,
    isSignUpApprover: isSignUpApprover({ userId: caller.user.id }, approvers),
    canCreateOrganisation: mayCreateOrganisation(caller.user) && config.organisationCreation,
  };
}

/** The organisation's help desk, or null when it has none (or an unreadable one). */
export async function helpDeskOf(db: Database, tenancy: Tenancy): Promise<SidebarItems['help_desk']> {
  if (!tenancy.organisation) return null;
  const scope = { organisationId: tenancy.organisation.id, tenancy };
  const stored = await readSetting(db, scope, NAVIGATION_SETTING_KEYS.helpDesk);
  if (stored === undefined) return null;
  const [error, value] = validate(stored, HelpDeskSetting);
  if (error) {
    console.warn(`[navigation] organisation ${scope.organisationId} has an invalid ${NAVIGATION_SETTING_KEYS.helpDesk} setting: ${error.message}`);
    return null;
  }
  const helpDesk = { phone: value.phone ?? null, email: value.email ?? null, message: value.message ?? null };
  return helpDesk.phone || helpDesk.email || helpDesk.message ? helpDesk : null;
}

export async function userManualUrlOf(db: Database, tenancy: Tenancy): Promise<string | null> {
  if (!tenancy.organisation) return null;
  const stored = await readSetting(db, { organisationId: tenancy.organisation.id, tenancy }, NAVIGATION_SETTING_KEYS.userManualUrl);
  return typeof stored === 'string' && /^https?:\/\//.test(stored) ? stored : null;
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organisationSettings } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** Setting keys the server reads; values are JSON in `organisation_settings`. */
export const SETTING_KEYS = {
  /** Self sign-up: open or not, auto-accept, ask-fields, terms (see registration/registration-settings.ts). */
  registration: 'registration',
  /** Comma-separated user pks who may accept registration requests (spec §6). */
  signUpApprovers: 'USER_SIGNUP_APPROVER',
  /** Whether the organisation works with hubs (spec §7 settings by key); a JSON boolean, off when absent. */
  enableHubs: 'Enable Hubs',
  /** Whether every member signs in with an emailed code as well; a JSON boolean, off when absent. */
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  /** Whether bookings and members need a Line Manager's Email (spec §5); a JSON boolean, off when absent. */
  lineManagerRequired: 'LINE_MANAGER_REQUIRED',
  /** How members recover a forgotten password, within the server's PASSWORD_RECOVERY; the server's when absent. */
  passwordRecovery: 'PASSWORD_RECOVERY',
  /** Spec §5 "branch visibility": whether the sign-up asks for a branch; a JSON boolean, on when absent. */
  signUpBranchVisible: 'SIGNUP_BRANCH_VISIBLE',
} as const;

/** The stored value, or undefined when the organisation has none. */
export async function readSetting(db: Database, scope: OrganisationScope, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: organisationSettings.value })
    .from(organisationSettings)
    .where(and(inOrganisation(organisationSettings.organisationId, scope), eq(organisationSettings.key, key)));
  return row?.value;
}

export async function writeSetting(db: Database, scope: OrganisationScope, key: string, value: unknown): Promise<void> {
  await db
    .insert(organisationSettings)
    .values({ organisationId: scope.organisationId, key, value })
    .onConflictDoUpdate({ target: [organisationSettings.organisationId, organisationSettings.key], set: { value } });
}

/** Removes the organisation's value, so readers fall back as when it never had one. */
export async function clearSetting(db: Database, scope: OrganisationScope, key: string): Promise<void> {
  await db.delete(organisationSettings).where(and(inOrganisation(organisationSettings.organisationId, scope), eq(organisationSettings.key, key)));
}

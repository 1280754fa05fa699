import { INDUSTRY_CUSTOM_FLEET } from '../structs/organisation';
import { holds, type Caller, type Holder } from './caller';

/**
 * What the admin flag (spec §4) adds to a member's role in that organisation:
 * running the organisation and its people. Booking and driver permissions stay
 * the role's.
 */
export const ADMIN_FLAG_PERMISSIONS = [
  'organisation_write',
  'super_users',
  'user_write',
  'user_activate',
  'employee_update',
  'employee_activate',
  'master-config_update',
  'notification-templates_update',
  'note_read',
  'incident_write',
] as const;

/**
 * The member's role's permissions, with the admin flag's added; then spec §6:
 * in CustomFleet a branch manager loses user_write. Every other rule reads
 * the permissions this answers.
 */
export function effectivePermissions(industry: string, rolePermissions: Iterable<string>, businessAdmin = false): string[] {
  const granted = new Set([...rolePermissions, ...(businessAdmin ? ADMIN_FLAG_PERMISSIONS : [])]);
  if (industry === INDUSTRY_CUSTOM_FLEET && granted.has('is_branch_manager')) granted.delete('user_write');
  return [...granted].sort();
}

/** Branches, hubs, relations, holidays, departments, cost centres, custom fields, vehicles anywhere and the hubs setting. */
export function mayManageStructure(caller: Holder): boolean {
  return holds(caller, 'organisation_write', 'super_users');
}

/** Embed keys open the organisation's data to other sites: the same people who shape the organisation. */
export function mayManageEmbedKeys(caller: Holder): boolean {
  return mayManageStructure(caller);
}

/** Company Settings, the settings pages, geofences and the branches export (spec §2). */
export function mayManageSettings(caller: Holder): boolean {
  return holds(caller, 'organisation_write');
}

/** Whether members must sign in with a code as well: one of the organisation's settings. */
export function mayRequireTwoFactor(caller: Holder): boolean {
  return mayManageSettings(caller);
}

export function mayEditNotificationTemplates(caller: Holder): boolean {
  return holds(caller, 'notification-templates_update');
}

/** The templates list is one of the settings pages (spec §2): those who edit them, and those who run the settings, read them. */
export function mayReadNotificationTemplates(caller: Holder): boolean {
  return mayEditNotificationTemplates(caller) || mayManageSettings(caller);
}

export function mayEditMasterConfig(caller: Holder): boolean {
  return holds(caller, 'master-config_update');
}

export function mayOpenCustomers(caller: Holder): boolean {
  return holds(caller, 'customer_update');
}

/** Spec §6 names no permission for it: only system admins create organisations. */
export function mayCreateOrganisation(caller: Pick<Caller, 'isSystemAdmin'>): boolean {
  return caller.isSystemAdmin;
}

/** The jobs screen shows every organisation's jobs and their errors: system admins only. */
export function mayManageJobs(caller: Pick<Caller, 'isSystemAdmin'>): boolean {
  return caller.isSystemAdmin;
}

/** Spec §6: USER_SIGNUP_APPROVER lists the user pks who see and decide registration requests. */
export function isSignUpApprover(caller: Pick<Caller, 'userId'>, approverUserIds: readonly number[]): boolean {
  return caller.userId !== null && approverUserIds.includes(caller.userId);
}

/** Setting or removing a member's admin flag (spec §4): super users. */
export function mayFlagAdmin(caller: Holder): boolean {
  return holds(caller, 'super_users');
}

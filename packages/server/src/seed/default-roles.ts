import { PERMISSION_NAMES, type Permission } from '@motorpool/api';
import type { Database } from '../db/database';
import { rolePermissions, roles } from '../db/schema';

/**
 * Roles every organisation starts with (spec §6). Admin holds every permission
 * of spec §6; the others hold what their job needs. What the hub roles may do
 * that others may not (spec §2) is a permission too, so renaming them changes nothing.
 */
export const DEFAULT_ROLES: { name: string; permissions: readonly Permission[]; isAdminRole?: true; isSignUpRole?: true }[] = [
  { name: 'Admin', permissions: PERMISSION_NAMES, isAdminRole: true },
  { name: 'Driver', permissions: ['driver_user', 'view_my_bookings'], isSignUpRole: true },
  {
    name: 'Branch Manager',
    permissions: ['is_branch_manager', 'user_write', 'employee_update', 'employee_activate', 'note_read', 'incident_write', 'view_my_bookings'],
  },
  {
    name: 'Hub Manager',
    permissions: ['is_hub_manager', 'user_write', 'employee_update', 'employee_activate', 'note_read', 'incident_write', 'view_my_bookings'],
  },
  { name: 'HubBranch', permissions: ['hub_switch', 'user_write', 'employee_update', 'note_read', 'incident_write', 'view_my_bookings'] },
];

/** Gives a new organisation the default roles with their permissions; answers each role's id by name. */
export async function insertDefaultRoles(tx: Database, organisationId: number): Promise<Map<string, number>> {
  const created = await tx
    .insert(roles)
    .values(DEFAULT_ROLES.map(({ name, isAdminRole = false, isSignUpRole = false }) => ({ organisationId, name, isDefault: true, isAdminRole, isSignUpRole })))
    .returning({ id: roles.id, name: roles.name });
  const roleIds = new Map(created.map((role) => [role.name, role.id]));
  const grants = DEFAULT_ROLES.flatMap((role) => {
    const roleId = roleIds.get(role.name);
    if (roleId === undefined) throw new Error(`role ${role.name} was not created`);
    return role.permissions.map((permission) => ({ roleId, permission }));
  });
  if (grants.length > 0) await tx.insert(rolePermissions).values(grants);
  return roleIds;
}

import { PERMISSION_NAMES, type PermissionName } from '@motorpool/api';

/**
 * Roles every organisation starts with (spec §6). Admin holds every permission;
 * the others hold what their job needs.
 */
export const DEFAULT_ROLES: { name: string; permissions: readonly PermissionName[] }[] = [
  { name: 'Admin', permissions: PERMISSION_NAMES },
  { name: 'Driver', permissions: ['driver_user', 'view_my_bookings'] },
  {
    name: 'Branch Manager',
    permissions: ['is_branch_manager', 'user_write', 'employee_update', 'employee_activate', 'note_read', 'incident_write', 'view_my_bookings'],
  },
  { name: 'Hub Manager', permissions: ['user_write', 'employee_update', 'employee_activate', 'note_read', 'incident_write', 'view_my_bookings'] },
  { name: 'HubBranch', permissions: ['user_write', 'employee_update', 'note_read', 'incident_write', 'view_my_bookings'] },
];

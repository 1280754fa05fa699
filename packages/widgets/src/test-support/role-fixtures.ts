import { PERMISSION_NAMES, type RoleDetail } from '@motorpool/api';

/** The roles of a demo organisation as `GET roles/summary/` answers them. */
export const adminRole: RoleDetail = {
  pk: 1,
  name: 'Admin',
  permissions: [...PERMISSION_NAMES],
  is_default: true,
  is_admin_role: true,
  member_count: 2,
};
export const driverRole: RoleDetail = {
  pk: 2,
  name: 'Driver',
  permissions: ['driver_user', 'view_my_bookings'],
  is_default: true,
  is_admin_role: false,
  member_count: 14,
};
export const coordinatorRole: RoleDetail = {
  pk: 7,
  name: 'Pool coordinator',
  permissions: ['view_my_bookings', 'booking_approve'],
  is_default: false,
  is_admin_role: false,
  member_count: 0,
};
export const heldCustomRole: RoleDetail = {
  pk: 8,
  name: 'Night shift',
  permissions: ['driver_user', 'note_read'],
  is_default: false,
  is_admin_role: false,
  member_count: 3,
};

export const demoRoles: RoleDetail[] = [adminRole, driverRole, heldCustomRole, coordinatorRole];

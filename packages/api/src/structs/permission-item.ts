import { enums, nullable, optional, record, string, type, unknown, type Infer } from 'superstruct';

export const PERMISSION_ITEM_TYPES = ['table_export', 'table_import', 'audits', 'notes', 'documents', 'tasks', 'navigation_button', 'emitter'] as const;

/** A menu entry or heading-bar action granted to the caller (spec §3 Permission item). */
export const PermissionItem = type({
  type: enums(PERMISSION_ITEM_TYPES),
  name: string(),
  url: optional(nullable(string())),
  icon: optional(nullable(string())),
  extra_data: optional(nullable(record(string(), unknown()))),
});
export type PermissionItem = Infer<typeof PermissionItem>;

/** Permission names of spec §6, loaded per organisation. */
export const PERMISSION_NAMES = [
  'super_users',
  'user_write',
  'user_activate',
  'is_branch_manager',
  'employee_activate',
  'employee_update',
  'note_read',
  'incident_write',
  'is_dealer_manager',
  'driver_user',
  'branch_support',
  'customer_update',
  'notification-templates_update',
  'master-config_update',
  'organisation_write',
  'view_my_bookings',
] as const;
export type PermissionName = (typeof PERMISSION_NAMES)[number];

/** Role names of spec §6 that count as administrators. */
export const ADMIN_ROLE_NAMES = ['Admin', 'Super Admin', 'System Manager', 'Platform Admin', 'CustomFleet System Admin', 'Custom Admin'] as const;

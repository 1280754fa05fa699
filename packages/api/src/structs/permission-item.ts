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

/** The permission names live with their rules (src/permissions/); the structs' name for the union stays. */
export { PERMISSION_NAMES } from '../permissions/catalogue';
export type { Permission as PermissionName } from '../permissions/catalogue';

/** Role names of spec §6 that count as administrators. */
export const ADMIN_ROLE_NAMES = ['Admin', 'Super Admin', 'System Manager', 'Platform Admin', 'CustomFleet System Admin', 'Custom Admin'] as const;

import { ADMIN_ROLE_LOCKED_PERMISSIONS, type Permission } from '@motorpool/api';

export const ROLE_EDITOR_TEXT = {
  addTitle: 'Add role',
  editTitle: (name: string) => `Edit role: ${name}`,
  name: 'Name',
  nameRequired: 'Name is required',
  permissions: 'Permissions',
  adminLocked: 'The admin role always keeps this, so someone can always manage the organisation.',
  defaultNote: 'A default role: it can be renamed but not deleted.',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Back to roles',
  delete: 'Delete role',
  deleteTitle: (name: string) => `Delete the role ${name}?`,
  deleteMessage: 'Nobody holds it; approval rules that name it stop naming it.',
  loading: 'Loading the role…',
  loadFailed: 'The role could not be loaded.',
  saved: 'Role saved',
  created: 'Role created',
  deleted: 'Role deleted',
  readOnly: 'Only super users change roles.',
} as const;

/** Whether a permission stays on this role whatever the form says: the admin role's lock. */
export const isLocked = (isAdminRole: boolean, permission: Permission): boolean =>
  isAdminRole && (ADMIN_ROLE_LOCKED_PERMISSIONS as readonly Permission[]).includes(permission);

/** `new` (or nothing usable) adds a role; a positive whole number edits that one. */
export function parseRoleId(raw: string | undefined): number | 'new' {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 'new';
}

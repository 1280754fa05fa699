import { array, boolean, enums, number, object, refine, size, string, type, type Infer } from 'superstruct';
import { PERMISSIONS, type Permission } from '../permissions/catalogue';
import { PrimaryKey } from './common';

export const ROLE_NAME_MAX_LENGTH = 100;

/** What the admin role always holds, so the organisation always has someone who can manage it (issue 21). */
export const ADMIN_ROLE_LOCKED_PERMISSIONS = ['organisation_write', 'super_users'] as const satisfies readonly Permission[];

export const roleMessages = {
  notFound: 'This role does not exist.',
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${ROLE_NAME_MAX_LENGTH} characters`,
  nameTaken: 'The organisation already has a role with this name.',
  adminRoleLocked: (permission: Permission) =>
    `The admin role keeps ${permission}: without it nobody could manage the organisation. Give it back, or give another permission to a different role.`,
  defaultNotDeletable: 'Default roles can be renamed but not deleted.',
  inUse: (members: number) => `This role is held by ${members} ${members === 1 ? 'member' : 'members'}: give them another role before deleting it.`,
  invited: (invitations: number) =>
    `This role is offered in ${invitations} ${invitations === 1 ? 'invitation' : 'invitations'}: withdraw or change them before deleting it.`,
  mayNotManage: 'You do not have permission to manage roles.',
  created: 'Role created',
  updated: 'Role saved',
  deleted: 'Role deleted',
} as const;

/** One role as the roles screen shows it (`GET roles/summary/`, `GET roles/{pk}/`). */
export const RoleDetail = type({
  pk: PrimaryKey,
  name: string(),
  /** The role's permissions, in the catalogue's order. */
  permissions: array(enums(PERMISSIONS)),
  /** One of the roles every organisation starts with: renamed, never deleted. */
  is_default: boolean(),
  /** The role that keeps organisation_write and super_users. */
  is_admin_role: boolean(),
  /** Members (not deleted) holding the role: a role with members is not deleted. */
  member_count: number(),
});
export type RoleDetail = Infer<typeof RoleDetail>;

/** `POST roles/`, `PUT roles/{pk}/`: the whole role, its name and every permission it holds. */
export const RoleWrite = object({
  /** Stored trimmed. */
  name: refine(string(), 'RoleName', (value) => {
    const length = value.trim().length;
    if (length === 0) return roleMessages.nameRequired;
    return length <= ROLE_NAME_MAX_LENGTH || roleMessages.nameTooLong;
  }),
  permissions: size(array(enums(PERMISSIONS)), 0, PERMISSIONS.length),
});
export type RoleWrite = Infer<typeof RoleWrite>;

import type { EditScope } from '../structs/employee';
import { INDUSTRY_CUSTOM_FLEET } from '../structs/organisation';
import { holds, type Caller, type Holder } from './caller';
import type { Permission } from './catalogue';

/** Adds and changes other members' records, invites and imports them (spec §6). */
export function mayManageUsers(caller: Holder): boolean {
  return holds(caller, 'super_users', 'user_write');
}

/** Reads other members' full records and the users list: managers, and those who open /users/{id} (employee_update). */
export function mayViewUsers(caller: Holder): boolean {
  return mayManageUsers(caller) || holds(caller, 'employee_update');
}

/** Invites users (the Invite Users page and its action). */
export function mayInviteUsers(caller: Holder): boolean {
  return holds(caller, 'user_write');
}

/** Imports and exports the users list (its heading-bar actions and the import page). */
export function mayTransferUsers(caller: Holder): boolean {
  return holds(caller, 'user_write');
}

/** Sees a member's audit log (spec §6: super users). */
export function maySeeAudits(caller: Holder): boolean {
  return holds(caller, 'super_users');
}

/** The documents and tasks of a member's detail page. */
export function mayOpenUserDocuments(caller: Holder): boolean {
  return holds(caller, 'employee_update', 'super_users');
}

/** Spec §6: reset-password needs employee_activate; unlocking a paused sign-in goes with it. */
export function mayResetPassword(caller: Holder): boolean {
  return holds(caller, 'employee_activate');
}

/** Spec §4: a deleted user can be reactivated by a holder of user_activate. */
export function mayReactivateUser(caller: Holder): boolean {
  return holds(caller, 'user_activate');
}

/** Spec §6: the Notes action needs note_read. */
export function mayReadNotes(caller: Holder): boolean {
  return holds(caller, 'note_read');
}

/** The permission that makes a role privileged: such a role is given (by invitation or on a user's record) only by its holders. */
export const PRIVILEGED_PERMISSION = 'super_users' satisfies Permission;

/** Gives privileged roles (those carrying PRIVILEGED_PERMISSION): no escalation. */
export function mayGrantPrivilegedRoles(caller: Holder): boolean {
  return holds(caller, PRIVILEGED_PERMISSION);
}

/** Gives a role holding `rolePermissions`. */
export function mayGrantRole(caller: Holder, rolePermissions: Iterable<string>): boolean {
  return mayGrantPrivilegedRoles(caller) || ![...rolePermissions].includes(PRIVILEGED_PERMISSION);
}

/** What the rules of spec §6 need to know about the member acted on. */
export type UserSubject = {
  userId: number;
  isDeleted: boolean;
  /** The member's role carries super_users, or the account is a system admin. */
  isPrivileged: boolean;
  /** Booked against approved booking(s). */
  isBooked: boolean;
};

type UserCaller = Pick<Caller, 'permissions' | 'userId' | 'industry'>;

/**
 * A member editing their own record without the right to manage others: they
 * may change only their own details (the driver's extension endpoint), never
 * their hubs and branches.
 */
export function isSelfService(caller: Pick<Caller, 'permissions' | 'userId'>, subjectUserId: number): boolean {
  return subjectUserId === caller.userId && !mayManageUsers(caller);
}

/**
 * How much of the member's record the caller may change (spec §6): super
 * users everything; user_write everything of a non-privileged member, but
 * only basic and licence details of a booked member on CustomFleet unless
 * they are a branch manager; anyone else only their own record, limited.
 * Deleted members are never editable.
 */
export function userEditScope(caller: UserCaller, subject: UserSubject): EditScope {
  if (subject.isDeleted) return 'none';
  if (holds(caller, 'super_users')) return 'full';
  // Without super_users nobody may rewrite a super user's (or system admin's) record: that would be an escalation.
  if (holds(caller, 'user_write') && !subject.isPrivileged) {
    const customFleetBooked = caller.industry === INDUSTRY_CUSTOM_FLEET && !holds(caller, 'is_branch_manager') && subject.isBooked;
    return customFleetBooked ? 'limited' : 'full';
  }
  return subject.userId === caller.userId ? 'limited' : 'none';
}

/** Deletes another, non-privileged member who is neither deleted nor booked (the caller never deletes themselves). */
export function mayDeleteUser(caller: Pick<Caller, 'permissions' | 'userId'>, subject: UserSubject): boolean {
  if (subject.isDeleted || subject.isBooked || subject.userId === caller.userId) return false;
  return holds(caller, 'super_users') || (holds(caller, 'user_write') && !subject.isPrivileged);
}

/** The row's activation action: reactivating a deleted member, else sending a password link. */
export function mayActivateUser(caller: Holder, subject: Pick<UserSubject, 'isDeleted'>): boolean {
  return subject.isDeleted ? mayReactivateUser(caller) : mayResetPassword(caller);
}

import { INDUSTRY_CUSTOM_FLEET, LIMITED_EDIT_FIELDS, messages, type EditScope } from '@motorpool/api';

/** Who is acting: the signed-in user as the request's organisation sees them. */
export type Actor = {
  userId: number;
  isSystemAdmin: boolean;
  industry: string;
  /** Effective permissions (CustomFleet branch managers have already lost user_write). */
  permissions: ReadonlySet<string>;
};

/** What the rules of spec §6 need to know about the member being acted on. */
export type Subject = {
  userId: number;
  isDeleted: boolean;
  /** The member's role carries super_users, or the account is a system admin. */
  isPrivileged: boolean;
  /** Booked against approved booking(s): see `bookedMembers`. */
  isBooked: boolean;
};

export type EmployeeAccess = {
  is_editable: boolean;
  is_deleteable: boolean;
  is_activate: boolean;
  edit_scope: EditScope;
  /** Why delete is refused, in the tooltip's words (spec §6), when it is refused for the subject's state. */
  deleteRefusal: string | null;
};

/** Holders may change other members' records (spec §6). */
export const mayManageEmployees = (permissions: ReadonlySet<string>) => permissions.has('super_users') || permissions.has('user_write');

/** Holders may read other members' full records: managers and those who open /users/{id} (employee_update). */
export const mayViewEmployees = (permissions: ReadonlySet<string>) => mayManageEmployees(permissions) || permissions.has('employee_update');

/** The limited edit's fields (spec §6), custom fields included: also all a member may change on their own record. */
export const LIMITED_FIELDS: ReadonlySet<string> = new Set([...LIMITED_EDIT_FIELDS, 'user_tags']);

/**
 * What a member without user_write or super_users may change on their own
 * record through `update-driver-extension/{pk}/` (spec §6 "Driver updates go
 * to a driver-specific extension endpoint"): the limited edit plus the
 * general details an organisation may require of them (spec §5 mandatory
 * profile fields), so they can clear the 'Incomplete Profile Details' prompt.
 * An Employee ID only while they have none (write.ts): one an administrator
 * gave is not theirs to change.
 */
export const SELF_SERVICE_FIELDS: ReadonlySet<string> = new Set([...LIMITED_FIELDS, 'manager', 'departments', 'cost_centre', 'employee_id']);

/**
 * A member editing their own record without the right to manage others. They
 * may never change which hubs and branches they are associated with: that
 * would hand them other branches' bookings and people.
 */
export const isSelfService = (actor: Actor, subjectUserId: number) => subjectUserId === actor.userId && !mayManageEmployees(actor.permissions);

function editScope(actor: Actor, subject: Subject): EditScope {
  if (subject.isDeleted) return 'none';
  const { permissions } = actor;
  if (permissions.has('super_users')) return 'full';
  // Without super_users nobody may rewrite a super user's (or system admin's) record: that would be an escalation.
  if (permissions.has('user_write') && !subject.isPrivileged) {
    const customFleetBooked = actor.industry === INDUSTRY_CUSTOM_FLEET && !permissions.has('is_branch_manager') && subject.isBooked;
    return customFleetBooked ? 'limited' : 'full';
  }
  return subject.userId === actor.userId ? 'limited' : 'none';
}

/** The spec §6 rules for one member, as the caller sees them (the row's is_editable, is_deleteable, is_activate, edit_scope). */
export function employeeAccess(actor: Actor, subject: Subject): EmployeeAccess {
  const scope = editScope(actor, subject);
  const deleteRefusal = subject.isDeleted ? messages.userForm.userDeleted : subject.isBooked ? messages.userForm.bookedCannotDelete : null;
  const mayDelete =
    deleteRefusal === null &&
    subject.userId !== actor.userId &&
    (actor.permissions.has('super_users') || (actor.permissions.has('user_write') && !subject.isPrivileged));
  return {
    is_editable: scope !== 'none',
    is_deleteable: mayDelete,
    // Activation actions: reactivating a deleted member (user_activate), else sending a password link (employee_activate).
    is_activate: subject.isDeleted ? actor.permissions.has('user_activate') : actor.permissions.has('employee_activate'),
    edit_scope: scope,
    deleteRefusal,
  };
}

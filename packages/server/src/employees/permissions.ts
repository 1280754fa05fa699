import {
  isSelfService as isSelfServiceRule,
  LIMITED_EDIT_FIELDS,
  mayActivateUser,
  mayDeleteUser,
  mayManageUsers,
  mayViewUsers,
  messages,
  userEditScope,
  type EditScope,
  type UserSubject,
} from '@motorpool/api';

/** Who is acting: the signed-in user as the request's organisation sees them (a Caller of @motorpool/api's rules). */
export type Actor = {
  userId: number;
  isSystemAdmin: boolean;
  industry: string;
  /** Effective permissions (CustomFleet branch managers have already lost user_write). */
  permissions: ReadonlySet<string>;
  /** The request's time: whether a member is still booked, or a licence still valid, is judged at it. */
  now: Date;
};

/** What the rules of spec §6 need to know about the member being acted on. `isBooked`: see `bookedMembers`. */
export type Subject = UserSubject;

export type EmployeeAccess = {
  is_editable: boolean;
  is_deleteable: boolean;
  is_activate: boolean;
  edit_scope: EditScope;
  /** Why delete is refused, in the tooltip's words (spec §6), when it is refused for the subject's state. */
  deleteRefusal: string | null;
};

/** Holders may change other members' records (spec §6): @motorpool/api mayManageUsers. */
export const mayManageEmployees = (permissions: ReadonlySet<string>) => mayManageUsers({ permissions });

/** Holders may read other members' full records: @motorpool/api mayViewUsers. */
export const mayViewEmployees = (permissions: ReadonlySet<string>) => mayViewUsers({ permissions });

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
export const isSelfService = (actor: Actor, subjectUserId: number) => isSelfServiceRule(actor, subjectUserId);

/** The spec §6 rules for one member, as the caller sees them (the row's is_editable, is_deleteable, is_activate, edit_scope). */
export function employeeAccess(actor: Actor, subject: Subject): EmployeeAccess {
  const scope = userEditScope(actor, subject);
  const deleteRefusal = subject.isDeleted ? messages.userForm.userDeleted : subject.isBooked ? messages.userForm.bookedCannotDelete : null;
  return {
    is_editable: scope !== 'none',
    is_deleteable: mayDeleteUser(actor, subject),
    is_activate: mayActivateUser(actor, subject),
    edit_scope: scope,
    deleteRefusal,
  };
}

import { mayRaiseIncident, mayReactivateUser, mayReadNotes, mayResetPassword, messages, type Employee, type Holder } from '@motorpool/api';
import type { RowAction } from '../ui/data-table/RowActions';
import type { PendingRowAction } from './store';

/** The row actions of the users table, in the order they show. */
export const USER_ROW_ACTIONS = ['edit', 'view', 'delete', 'resetPassword', 'notes', 'raiseIncident', 'reactivate', 'unlockSignIn'] as const;
export type UserRowAction = (typeof USER_ROW_ACTIONS)[number];

/** Spec §6: the rule (from @motorpool/api) for each action that needs a permission; unlocking sign-in goes with resetting the password. */
export const USER_ACTION_RULES = {
  resetPassword: mayResetPassword,
  unlockSignIn: mayResetPassword,
  reactivate: mayReactivateUser,
  notes: mayReadNotes,
  raiseIncident: mayRaiseIncident,
} as const satisfies Partial<Record<UserRowAction, (caller: Holder) => boolean>>;

const LABELS: Record<UserRowAction, string> = {
  edit: 'Edit',
  view: 'View',
  delete: 'Delete',
  resetPassword: 'Reset password',
  reactivate: 'Reactivate',
  unlockSignIn: 'Unlock sign-in',
  notes: 'Notes',
  raiseIncident: 'Raise incident',
};

const ICONS = {
  edit: 'edit',
  view: 'view',
  delete: 'delete',
  resetPassword: 'resetPassword',
  reactivate: 'reactivate',
  unlockSignIn: 'unlock',
  notes: 'notes',
  raiseIncident: 'incident',
} as const satisfies Record<UserRowAction, RowAction['icon']>;

export const LIMITED_EDIT_HINT = 'Edit basic and licence details only';
export const ONLY_DELETED_REACTIVATE = 'Only deleted users can be reactivated';

/** A user is deleted when the status says so (spec §4) or the membership is marked deleted. */
export function isDeletedUser(employee: Employee): boolean {
  return employee.status.name === 'Deleted' || employee.employee_details?.employees_extension.is_deleted === true;
}

/**
 * Spec §6: the server decides who may edit whom (`is_editable`, `edit_scope`);
 * deleted users are never editable, and a scope of 'none' hides the action.
 */
export function canEditUser(employee: Employee): boolean {
  return !isDeletedUser(employee) && employee.is_editable === true && employee.edit_scope !== 'none';
}

/** Why a row cannot be deleted (spec §6 tooltips), or null when it can. */
export function deleteRefusal(employee: Employee): string | null {
  if (isDeletedUser(employee)) return messages.userForm.userDeleted;
  if (employee.is_deleteable === false) return messages.userForm.bookedCannotDelete;
  return null;
}

/** Notes and Raise incident open the host's screens: without a host handler the row does not offer them. */
type HostAction = 'notes' | 'raiseIncident';
export type UserActionHandlers = Record<Exclude<UserRowAction, HostAction>, (employee: Employee) => void> &
  Partial<Record<HostAction, (employee: Employee) => void>>;

/**
 * The actions a row shows for someone holding `permissions`: actions that
 * need a permission the person lacks are left out; actions that do not apply
 * to this row stay, disabled, with the reason.
 */
export function userRowActions(employee: Employee, permissions: ReadonlySet<string>, handlers: UserActionHandlers, pending?: PendingRowAction): RowAction[] {
  const deleted = isDeletedUser(employee);
  const action = (key: UserRowAction, extra: Partial<RowAction> = {}): RowAction => ({
    key,
    label: LABELS[key],
    icon: ICONS[key],
    onSelect: () => handlers[key]?.(employee),
    busy: pending === key,
    ...extra,
  });
  const allowed = (key: keyof typeof USER_ACTION_RULES) => USER_ACTION_RULES[key]({ permissions });
  const unlessDeleted = deleted ? { disabledReason: messages.userForm.userDeleted } : {};

  const actions: RowAction[] = [];
  if (canEditUser(employee)) actions.push(action('edit', { hint: employee.edit_scope === 'limited' ? LIMITED_EDIT_HINT : null }));
  actions.push(action('view'));
  actions.push(action('delete', { disabledReason: deleteRefusal(employee) }));
  if (allowed('resetPassword')) actions.push(action('resetPassword', unlessDeleted));
  if (allowed('notes') && handlers.notes) actions.push(action('notes', unlessDeleted));
  if (allowed('raiseIncident') && handlers.raiseIncident) actions.push(action('raiseIncident', unlessDeleted));
  // Last, so on live rows (where it waits, disabled) it is the one that goes into 'more'.
  if (allowed('reactivate')) actions.push(action('reactivate', deleted ? {} : { disabledReason: ONLY_DELETED_REACTIVATE }));
  // Rarely needed (after someone's sign-in was paused by failed attempts), so it waits in 'more'.
  if (allowed('unlockSignIn')) actions.push(action('unlockSignIn', unlessDeleted));
  return actions;
}

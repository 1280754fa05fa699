import { hubsMessages, messages, USER_FORM_LABELS, type FieldErrors } from '@motorpool/api';
import { employeeAccess, isSelfService, LIMITED_FIELDS, mayManageEmployees, SELF_SERVICE_FIELDS, type Actor } from '../permissions';
import { checkReferences, type OrganisationLookups } from '../references';
import type { EmployeeRow } from '../rows';
import { changedSpecialGroups, checkUserTags, type TagWrites } from '../../custom-fields/check';
import { specialKind } from '../../custom-fields/groups';
import type { WriteKind } from './parse';
import { cleanText, plan, sameList, type Change, type CurrentState, type Planned } from './plan';

/** The account's own fields as payload paths, with the form's labels: its holder's once the account is in use. */
const ACCOUNT_FIELD_LABELS: Record<string, string> = {
  'user.first_name': USER_FORM_LABELS.first_name,
  'user.last_name': USER_FORM_LABELS.last_name,
  'user.email': USER_FORM_LABELS.email,
  'user.phone': USER_FORM_LABELS.phone,
};

/** Which of the account's own fields a planned change alters, in the form's order. */
export const changedAccountFields = (changed: ReadonlySet<string>) => Object.keys(ACCOUNT_FIELD_LABELS).filter((key) => changed.has(key));

/** A refusal before or beside the field messages: its status, its title and the fields it names. */
export type Refusal = { status: 403 | 409; title: string; fields: FieldErrors };

/** One member's change as the checks see it: who saves, through which call, what, onto whom. */
export type CheckSubject = {
  actor: Actor;
  lookups: OrganisationLookups;
  kind: WriteKind;
  change: Change;
  /** Null for a new member. */
  target: EmployeeRow | null;
  state: CurrentState;
  /** The earliest licence expiry accepted (see earliestToday). */
  today: string;
};

/**
 * What the checks need to know from the database about one planned change.
 * A single save asks it per request (resolve.ts); the import reads it for
 * the whole file at once and answers each row from that.
 */
export type MemberFacts = {
  /** Another member holds the change's Employee ID. */
  employeeIdTaken: boolean;
  /** Whether the line manager is an active member; null when the caller settles managers itself (the import accepts people its file adds). */
  managerActive: boolean | null;
  recipientFields: FieldErrors;
  /** The account that holds the email a create gives or an update changes to. */
  emailAccountId: number | null;
  /** That email belongs to a member of the organisation. */
  emailIsMember: boolean;
  /** Accounts in their holders' hands (accountsHeldByHolders) among the target's and the email's. */
  heldAccountIds: ReadonlySet<number>;
};

/** Whether a change sets a key: every key of a new member, the changed ones of an existing member. */
export const touchedBy = (target: EmployeeRow | null, planned: Pick<Planned, 'changed'>) => (key: string) => target === null || planned.changed.has(key);

const selfServiceOf = ({ actor, target }: Pick<CheckSubject, 'actor' | 'target'>) => target !== null && isSelfService(actor, target.user.id);

/** The payload keys a save would change, for the limited-edit check (before any other validation speaks). */
function planKeys(change: Change, target: EmployeeRow, state: CurrentState): Set<string> {
  const keys = plan(change, target, state).changed;
  if (change.user_tags !== undefined) keys.add('user_tags');
  return keys;
}

/**
 * Spec §6 edit rights, before anything else is checked: a deleted member
 * never changes; the caller's edit scope over the member, and in a limited
 * edit the keys it may change; adding a member takes the right to manage.
 */
export function checkAccess(subject: CheckSubject): Refusal | null {
  const { actor, lookups, kind, change, target, state } = subject;
  if (!target) return mayManageEmployees(actor.permissions) ? null : { status: 403, title: messages.request.forbidden, fields: {} };
  if (target.extension.isDeleted) return { status: 409, title: messages.userForm.userDeleted, fields: {} };
  const access = employeeAccess(actor, {
    userId: target.user.id,
    isDeleted: false,
    isPrivileged: target.user.isSystemAdmin || lookups.privilegedRoleIds.has(target.extension.roleId),
    isBooked: state.booked,
  });
  if (access.edit_scope === 'none') return { status: 403, title: messages.userForm.notEditable, fields: {} };
  if (access.edit_scope !== 'limited') return null;
  const selfService = selfServiceOf(subject);
  const keys = planKeys(change, target, state);
  // The driver endpoint is the self-service one (spec §6); the administrators' calls keep one's own record to the limited edit.
  const allowed = selfService && kind === 'driver' ? SELF_SERVICE_FIELDS : LIMITED_FIELDS;
  const locked: FieldErrors = Object.fromEntries([...keys].filter((key) => !allowed.has(key)).map((key) => [key, messages.userForm.fieldLocked]));
  if (selfService) {
    if (keys.has('employee_id') && allowed.has('employee_id') && cleanText(target.extension.employeeId) !== null) {
      locked.employee_id = messages.userForm.employeeIdLocked;
    }
    const own = { branchId: target.extension.branchId, hubId: target.extension.hubId };
    for (const group of changedSpecialGroups(change.user_tags ?? [], { groups: lookups.userTagGroups, stored: state.tags, own })) {
      locked[`user_tags.${group.tagGroupName}`] = messages.userForm.associationLocked;
    }
  }
  return Object.keys(locked).length > 0 ? { status: 403, title: messages.request.forbidden, fields: locked } : null;
}

/** The member's line manager once the change applies. */
const managerAfter = (target: EmployeeRow | null, extension: Planned['extension']) =>
  extension.manager !== undefined ? extension.manager : (target?.extension.manager ?? null);

export type MemberCheck = {
  /** The change alters the account's own fields of an account in its holder's hands. */
  heldAccount: Refusal | null;
  /** Every field the person could correct, by payload path. */
  fields: FieldErrors;
  /** A privileged role handed out by a caller who does not hold it (only when nothing else failed). */
  roleNotAssignable: boolean;
  tagWrites: TagWrites;
  /** A new member whose account is in its holder's hands: invited rather than added. */
  invite: boolean;
  /** The change sets a hub or additional hubs while the organisation has hubs turned off (409). */
  hubsOff: Refusal | null;
};

/**
 * 'Enable Hubs' off: no one's hub or additional hubs change, so values kept
 * from when hubs were on come back untouched. A payload that sends them back
 * as they are (the form keeps what it read) changes nothing and passes.
 */
function hubsOffRefusal({ lookups, change, target, state }: CheckSubject, planned: Planned): Refusal | null {
  if (lookups.hubsEnabled) return null;
  const fields: FieldErrors = {};
  if (target === null ? change.hub != null : planned.changed.has('hub')) fields.hub = hubsMessages.off;
  const own = { branchId: target?.extension.branchId ?? null, hubId: target?.extension.hubId ?? null };
  for (const group of changedSpecialGroups(change.user_tags ?? [], { groups: lookups.userTagGroups, stored: state.tags, own })) {
    if (specialKind(group) === 'hubs') fields[`user_tags.${group.tagGroupName}`] = hubsMessages.off;
  }
  return Object.keys(fields).length > 0 ? { status: 409, title: hubsMessages.off, fields } : null;
}

/**
 * The rules of spec §5 for one planned change, answered from `facts`:
 * references, Employee ID, licence expiry, line manager (valid, and present
 * where the organisation requires one), reminder
 * recipients, the account's email and phone, user tags, privileged roles.
 * Adds 'user_tags' to the planned changes when the tags change.
 */
export function checkChange(subject: CheckSubject, planned: Planned, facts: MemberFacts): MemberCheck {
  const { actor, lookups, change, target, state } = subject;
  const { extension, account, changed } = planned;
  const isNew = target === null;
  const touched = touchedBy(target, planned);
  const heldKeys = target && target.user.id !== actor.userId && facts.heldAccountIds.has(target.user.id) ? changedAccountFields(changed) : [];
  const heldAccount: Refusal | null =
    heldKeys.length === 0
      ? null
      : {
          status: 403,
          title: messages.userForm.accountFieldsHeld(heldKeys.map((key) => ACCOUNT_FIELD_LABELS[key] ?? key)),
          fields: Object.fromEntries(heldKeys.map((key) => [key, messages.userForm.accountContactLocked])),
        };

  const fields: FieldErrors = { ...planned.fields };
  Object.assign(
    fields,
    checkReferences(lookups, {
      role: touched('role') ? change.role : undefined,
      branch: touched('branch') ? change.branch : undefined,
      hub: touched('hub') ? change.hub : undefined,
      departments: touched('departments') ? change.departments : undefined,
      cost_centre: touched('cost_centre') ? change.cost_centre : undefined,
    }),
  );
  if (touched('lic_exp_reminder_recipients') && planned.recipientIds) Object.assign(fields, facts.recipientFields);
  if (touched('employee_id') && extension.employeeId && facts.employeeIdTaken) fields.employee_id = messages.userForm.employeeIdInUse;
  if (touched('license_valid_upto') && extension.licenseValidUpto && extension.licenseValidUpto < subject.today) {
    fields.license_valid_upto = messages.driverDetails.licenseExpiryRange;
  }
  if (touched('manager') && extension.manager && facts.managerActive === false) fields.manager = messages.driverDetails.managerInvalid;
  // A save that does not send the manager (another profile tab, a partial update) is not refused for one missing already.
  if (lookups.lineManagerRequired && (isNew || change.manager !== undefined) && !managerAfter(target, extension)) {
    fields.manager = messages.driverDetails.managerRequired;
  }

  if (isNew && account.email) {
    if (facts.emailIsMember) fields['user.email'] = messages.userForm.emailInUse;
  } else if (target && heldKeys.length === 0 && (changed.has('user.email') || changed.has('user.phone'))) {
    // One's own email and phone change from the profile, where they are verified.
    if (target.user.id === actor.userId) {
      if (changed.has('user.email')) fields['user.email'] = messages.userForm.accountContactLocked;
      if (changed.has('user.phone')) fields['user.phone'] = messages.userForm.accountContactLocked;
    } else if (changed.has('user.email') && account.email && facts.emailAccountId !== null && facts.emailAccountId !== target.user.id) {
      fields['user.email'] = facts.emailIsMember ? messages.userForm.emailInUse : messages.userForm.emailOtherAccount;
    }
  }

  let tagWrites: TagWrites = new Map();
  if (isNew || change.user_tags !== undefined) {
    const checked = checkUserTags(change.user_tags ?? [], {
      groups: lookups.userTagGroups,
      stored: state.tags,
      own: {
        branchId: extension.branchId !== undefined ? extension.branchId : (target?.extension.branchId ?? null),
        hubId: extension.hubId !== undefined ? extension.hubId : (target?.extension.hubId ?? null),
      },
      branches: lookups.branches,
      enforceMandatory: true,
      selfService: selfServiceOf(subject),
    });
    Object.assign(fields, checked.fields);
    tagWrites = new Map([...checked.writes].filter(([groupId, value]) => !sameList(state.tags.get(groupId) ?? [], value ?? [])));
    if (tagWrites.size > 0) changed.add('user_tags');
  }

  const clean = heldAccount === null && Object.keys(fields).length === 0;
  const roleNotAssignable =
    clean && touched('role') && change.role !== undefined && lookups.privilegedRoleIds.has(change.role) && !actor.permissions.has('super_users');
  const invite =
    clean && !roleNotAssignable && isNew && facts.emailAccountId !== null && !facts.emailIsMember && facts.heldAccountIds.has(facts.emailAccountId);
  return { heldAccount, fields, roleNotAssignable, tagWrites, invite, hubsOff: hubsOffRefusal(subject, planned) };
}

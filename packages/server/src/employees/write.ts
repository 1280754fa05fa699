import { and, eq } from 'drizzle-orm';
import type { Struct } from 'superstruct';
import {
  EmployeeWrite,
  messages,
  phoneFromParts,
  UpdateDriverExtensionRequest,
  UpdateEmailPhoneRequest,
  UpdateExtensionRequest,
  USER_FORM_LABELS,
  validateWith,
  type FieldErrors,
  type PhoneParts,
  type UserTagInput,
} from '@motorpool/api';
import type { Database } from '../db/database';
import { employeeDepartments, employeeExtensions, employeeReminderRecipients, users } from '../db/schema';
import { HttpError } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { bookedMembers } from './booked-members';
import {
  ACCOUNT_EMAIL_KEY,
  accountByEmail,
  accountsHeldByHolders,
  EMPLOYEE_ID_KEY,
  employeeIdTaken,
  isActiveMemberEmail,
  MEMBERSHIP_KEY,
  membershipOfEmail,
} from './checks';
import { violatedUniqueKey } from '../db/unique-violation';
import { employeeAccess, isSelfService, LIMITED_FIELDS, mayManageEmployees, SELF_SERVICE_FIELDS, type Actor } from './permissions';
import { checkRecipients, checkReferences, organisationLookups, type OrganisationLookups } from './references';
import { loadEmployeeRow, type EmployeeRow } from './rows';
import { changedSpecialGroups, checkUserTags, saveTagValues, storedTagValues, type TagWrites } from './tags';

/** Which call's payload is being saved; each is validated with its api struct. */
export type WriteKind = 'employee' | 'extension' | 'driver' | 'email-phone';

const STRUCTS: Record<WriteKind, Struct<unknown, unknown>> = {
  employee: EmployeeWrite as Struct<unknown, unknown>,
  extension: UpdateExtensionRequest as Struct<unknown, unknown>,
  driver: UpdateDriverExtensionRequest as Struct<unknown, unknown>,
  'email-phone': UpdateEmailPhoneRequest as Struct<unknown, unknown>,
};

/** The union of the four payloads: every key optional, as a partial update sends it. */
type Change = {
  pk?: number;
  user?: { first_name?: string; last_name?: string; email?: string; phone?: PhoneParts | null };
  role?: number;
  status?: string;
  branch?: number;
  hub?: number | null;
  departments?: number[];
  cost_centre?: number | null;
  lic_exp_reminder_recipients?: number[];
  license_exp_reminder?: boolean;
  lic_exp_remind_before_days?: number | null;
  license_class?: string[];
  associated_tags?: string[];
  user_tags?: UserTagInput[];
} & Partial<Record<TextField, string | null>>;

/** Optional text columns: trimmed, and an empty value clears them. */
const TEXT_COLUMNS = {
  employee_id: 'employeeId',
  manager: 'manager',
  date_of_birth: 'dateOfBirth',
  license_number: 'licenseNumber',
  license_country_of_issue: 'licenseCountryOfIssue',
  license_state: 'licenseState',
  license_valid_upto: 'licenseValidUpto',
  license_front_image: 'licenseFrontImage',
  license_back_image: 'licenseBackImage',
  procon_id: 'proconId',
  keaz_user_pk: 'keazUserPk',
  address: 'address',
  postcode: 'postcode',
  keypad_number: 'keypadNumber',
} as const satisfies Record<string, keyof typeof employeeExtensions.$inferSelect>;
type TextField = keyof typeof TEXT_COLUMNS;

const LIST_COLUMNS = { license_class: 'licenseClass', associated_tags: 'associatedTags' } as const;
const LIST_LIMITS = { license_class: { items: 20, length: 20 }, associated_tags: { items: 50, length: 100 } } as const;

const VALUE_COLUMNS = {
  role: 'roleId',
  branch: 'branchId',
  hub: 'hubId',
  cost_centre: 'costCentreId',
  status: 'status',
  license_exp_reminder: 'licenseExpReminder',
  lic_exp_remind_before_days: 'licExpRemindBeforeDays',
} as const;

export type Activation = { userId: number; email: string; firstName: string };

/**
 * Adding someone whose account is already in use: the invitation to send
 * instead of a member, carrying the membership the payload chose (everything
 * but the account's own fields), applied when its holder accepts.
 */
export type PendingInvitation = { email: string; name: string; roleId: number; branchId: number; membership: Record<string, unknown> };

/** The account's own fields as payload paths, with the form's labels: its holder's once the account is in use. */
const ACCOUNT_FIELD_LABELS: Record<string, string> = {
  'user.first_name': USER_FORM_LABELS.first_name,
  'user.last_name': USER_FORM_LABELS.last_name,
  'user.email': USER_FORM_LABELS.email,
  'user.phone': USER_FORM_LABELS.phone,
};

/** Which of the account's own fields a planned change alters, in the form's order. */
export const changedAccountFields = (changed: ReadonlySet<string>) => Object.keys(ACCOUNT_FIELD_LABELS).filter((key) => changed.has(key));

/** The refusal of a change to an account in use: its title names the fields, each field says who may change it. */
function accountFieldsRefusal(keys: readonly string[]): { title: string; fields: FieldErrors } {
  return {
    title: messages.userForm.accountFieldsHeld(keys.map((key) => ACCOUNT_FIELD_LABELS[key] ?? key)),
    fields: Object.fromEntries(keys.map((key) => [key, messages.userForm.accountContactLocked])),
  };
}

export type SaveFailure = { ok: false; status: 400 | 403 | 404 | 409; title: string; fields: FieldErrors };
export type SaveSuccess = {
  ok: true;
  /** Null only for a dry-run create. */
  extensionId: number | null;
  created: boolean;
  /** Whether the save changes anything (always true for a create). */
  changed: boolean;
  /** A new account, or one that never set a password: send it the activation link once the transaction commits. */
  activation: Activation | null;
  /** Nothing was saved: the account is in use, so its holder is to be invited (after the transaction). */
  invitation: PendingInvitation | null;
};
export type SaveResult = SaveSuccess | SaveFailure;

export type SaveOptions = {
  /** The member to update (the path's pk); without it an `employee` payload's own pk, else a create. */
  pk?: number | null;
  /** Read once and pass for many rows (import); read per call otherwise. */
  lookups?: OrganisationLookups;
  /** Check everything, write nothing. */
  dryRun?: boolean;
};

const fail = (status: SaveFailure['status'], title: string, fields: FieldErrors = {}): SaveFailure => ({ ok: false, status, title, fields });

/** A failure as the HTTP error the routes answer with. */
export const failureError = (failure: SaveFailure) => new HttpError(failure.status, failure.title, { fields: failure.fields });

const cleanText = (value: string | null | undefined) => (typeof value === 'string' ? value.trim() || null : null);
const cleanList = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter((value) => value !== ''))];
const sameList = (a: readonly (string | number)[], b: readonly (string | number)[]) => a.length === b.length && a.every((item, index) => item === b[index]);
const sortedIds = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The earliest new licence expiry accepted: "today" depends on where the person is, so what is today anywhere on Earth (UTC−12). */
export const earliestToday = () => new Date(Date.now() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** What a member holds beyond their row: the sets a save replaces and whether they are booked. */
export type CurrentState = { departmentIds: number[]; recipientIds: number[]; tags: Map<number, string[]>; booked: boolean };

async function currentState(tx: Database, scope: OrganisationScope, extensionId: number): Promise<CurrentState> {
  const [departmentRows, recipientRows, tags, booked] = await Promise.all([
    tx
      .select({ id: employeeDepartments.departmentId })
      .from(employeeDepartments)
      .where(and(inOrganisation(employeeDepartments.organisationId, scope), eq(employeeDepartments.employeeExtensionId, extensionId))),
    tx
      .select({ id: employeeReminderRecipients.recipientExtensionId })
      .from(employeeReminderRecipients)
      .where(and(inOrganisation(employeeReminderRecipients.organisationId, scope), eq(employeeReminderRecipients.employeeExtensionId, extensionId))),
    storedTagValues(tx, scope, [extensionId]),
    bookedMembers(tx, scope, [extensionId]),
  ]);
  return {
    departmentIds: sortedIds(departmentRows.map((row) => row.id)),
    recipientIds: sortedIds(recipientRows.map((row) => row.id)),
    tags: tags.get(extensionId) ?? new Map(),
    booked: booked.has(extensionId),
  };
}

const NO_STATE: CurrentState = { departmentIds: [], recipientIds: [], tags: new Map(), booked: false };

/** The payload compared with what is stored: the column values to write and the payload keys that change. */
// Exported (with CurrentState and earliestToday) for the bulk import, transfer/import.ts, which plans many rows at once.
export function plan(change: Change, target: EmployeeRow | null, state: CurrentState) {
  const extension: Partial<typeof employeeExtensions.$inferInsert> = {};
  const account: Partial<typeof users.$inferInsert> = {};
  const changed = new Set<string>();
  const fields: FieldErrors = {};
  const current = target?.extension;

  for (const [key, column] of Object.entries(TEXT_COLUMNS) as [TextField, (typeof TEXT_COLUMNS)[TextField]][]) {
    if (change[key] === undefined) continue;
    const value = cleanText(change[key]);
    extension[column] = value;
    if ((current?.[column] ?? null) !== value) changed.add(key);
  }
  for (const [key, column] of Object.entries(LIST_COLUMNS) as [keyof typeof LIST_COLUMNS, (typeof LIST_COLUMNS)[keyof typeof LIST_COLUMNS]][]) {
    const given = change[key];
    if (given === undefined) continue;
    const value = cleanList(given);
    const limits = LIST_LIMITS[key];
    if (value.length > limits.items || value.some((item) => item.length > limits.length)) fields[key] = messages.field.invalid;
    extension[column] = value;
    if (!sameList(current?.[column] ?? [], value)) changed.add(key);
  }
  for (const [key, column] of Object.entries(VALUE_COLUMNS) as [keyof typeof VALUE_COLUMNS, (typeof VALUE_COLUMNS)[keyof typeof VALUE_COLUMNS]][]) {
    const value = change[key];
    if (value === undefined) continue;
    (extension as Record<string, unknown>)[column] = value;
    if (!current || current[column] !== value) changed.add(key);
  }

  const departmentIds = change.departments === undefined ? null : sortedIds(change.departments);
  if (departmentIds && !sameList(departmentIds, state.departmentIds)) changed.add('departments');
  const recipientIds = change.lic_exp_reminder_recipients === undefined ? null : sortedIds(change.lic_exp_reminder_recipients);
  if (recipientIds && !sameList(recipientIds, state.recipientIds)) changed.add('lic_exp_reminder_recipients');

  const user = change.user;
  if (user?.first_name !== undefined) {
    account.firstName = user.first_name.trim();
    if (target?.user.firstName !== account.firstName) changed.add('user.first_name');
  }
  if (user?.last_name !== undefined) {
    account.lastName = user.last_name.trim();
    if (target?.user.lastName !== account.lastName) changed.add('user.last_name');
  }
  if (user?.email !== undefined) {
    account.email = user.email.trim();
    if (target?.user.email.toLowerCase() !== account.email.toLowerCase()) changed.add('user.email');
  }
  if (user?.phone !== undefined) {
    account.phone = phoneFromParts(user.phone);
    account.countryCode = account.phone && user.phone ? user.phone.country_code.trim().toUpperCase() || null : null;
    if ((target?.user.phone ?? null) !== account.phone || (target?.user.countryCode ?? null) !== account.countryCode) changed.add('user.phone');
  }
  return { extension, account, changed, fields, departmentIds, recipientIds };
}

/**
 * Validates one payload for one member and saves it, inside the caller's
 * transaction. Everything the person could correct comes back as a failure
 * with field messages (status 400), as do permission refusals (403), an
 * unknown member (404) and a deleted one (409), so an import can report
 * them per row; routes turn a failure into the HTTP error with
 * `failureError`. Writes run in a savepoint: a unique-key race leaves the
 * caller's transaction usable.
 */
export async function saveEmployee(
  tx: Database,
  scope: OrganisationScope,
  actor: Actor,
  kind: WriteKind,
  body: unknown,
  options: SaveOptions = {},
): Promise<SaveResult> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail(400, 'The request body must be a JSON object.');
  const validated = validateWith(STRUCTS[kind], body);
  if (!validated.ok) return fail(400, validated.rootMessage ?? messages.request.invalid, validated.fields);
  const change = validated.value as Change;

  if (kind === 'employee' && options.pk != null && change.pk !== undefined && change.pk !== options.pk) {
    return fail(400, messages.request.invalid, { pk: 'pk must match the member being saved' });
  }
  const pk = options.pk ?? change.pk ?? null;
  if (pk === null && kind !== 'employee') throw new Error(`a ${kind} save needs the member's pk`);
  const lookups = options.lookups ?? (await organisationLookups(tx, scope));

  const target = pk === null ? null : await loadEmployeeRow(tx, scope, pk, { includeDeleted: true });
  if (pk !== null && !target) return fail(404, messages.request.notFound);
  const state = target ? await currentState(tx, scope, target.extension.id) : NO_STATE;
  const selfService = target !== null && isSelfService(actor, target.user.id);
  if (target) {
    if (target.extension.isDeleted) return fail(409, messages.userForm.userDeleted);
    const access = employeeAccess(actor, {
      userId: target.user.id,
      isDeleted: false,
      isPrivileged: target.user.isSystemAdmin || lookups.privilegedRoleIds.has(target.extension.roleId),
      isBooked: state.booked,
    });
    if (access.edit_scope === 'none') return fail(403, messages.userForm.notEditable);
    if (access.edit_scope === 'limited') {
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
      if (Object.keys(locked).length > 0) return fail(403, messages.request.forbidden, locked);
    }
  } else if (!mayManageEmployees(actor.permissions)) {
    return fail(403, messages.request.forbidden);
  }

  const planned = plan(change, target, state);
  const { extension, account, changed } = planned;
  const accountChanges = target && target.user.id !== actor.userId ? changedAccountFields(changed) : [];
  if (accountChanges.length > 0 && target && (await accountsHeldByHolders(tx, scope, [target.user.id])).has(target.user.id)) {
    const refusal = accountFieldsRefusal(accountChanges);
    return fail(403, refusal.title, refusal.fields);
  }
  const fields: FieldErrors = { ...planned.fields };
  const isNew = target === null;
  const touched = (key: string) => isNew || changed.has(key);

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
  if (touched('lic_exp_reminder_recipients') && planned.recipientIds) Object.assign(fields, await checkRecipients(tx, scope, planned.recipientIds));
  if (touched('employee_id') && extension.employeeId && (await employeeIdTaken(tx, scope, extension.employeeId, target?.extension.id ?? null))) {
    fields.employee_id = messages.userForm.employeeIdInUse;
  }
  if (touched('license_valid_upto') && extension.licenseValidUpto && extension.licenseValidUpto < earliestToday()) {
    fields.license_valid_upto = messages.driverDetails.licenseExpiryRange;
  }
  if (touched('manager') && extension.manager && !(await isActiveMemberEmail(tx, scope, extension.manager))) {
    fields.manager = messages.driverDetails.managerInvalid;
  }

  let existingAccount: Awaited<ReturnType<typeof accountByEmail>> = null;
  if (isNew && account.email) {
    if (await membershipOfEmail(tx, scope, account.email)) fields['user.email'] = messages.userForm.emailInUse;
    else existingAccount = await accountByEmail(tx, account.email);
  } else if (target && (changed.has('user.email') || changed.has('user.phone'))) {
    // Someone else's account in use was refused above; one's own email and phone change from the profile, where they are verified.
    if (target.user.id === actor.userId) {
      if (changed.has('user.email')) fields['user.email'] = messages.userForm.accountContactLocked;
      if (changed.has('user.phone')) fields['user.phone'] = messages.userForm.accountContactLocked;
    } else if (changed.has('user.email') && account.email) {
      const holder = await accountByEmail(tx, account.email);
      if (holder && holder.id !== target.user.id) {
        fields['user.email'] = (await membershipOfEmail(tx, scope, account.email)) ? messages.userForm.emailInUse : messages.userForm.emailOtherAccount;
      }
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
      selfService,
    });
    Object.assign(fields, checked.fields);
    tagWrites = new Map([...checked.writes].filter(([groupId, value]) => !sameList(state.tags.get(groupId) ?? [], value ?? [])));
    if (tagWrites.size > 0) changed.add('user_tags');
  }

  if (Object.keys(fields).length > 0) return fail(400, messages.request.invalid, fields);
  if (touched('role') && change.role !== undefined && lookups.privilegedRoleIds.has(change.role) && !actor.permissions.has('super_users')) {
    return fail(403, messages.userForm.roleNotAssignable, { role: messages.userForm.roleNotAssignable });
  }

  if (existingAccount && (await accountsHeldByHolders(tx, scope, [existingAccount.id])).has(existingAccount.id)) {
    return { ok: true, created: false, changed: false, extensionId: null, activation: null, invitation: invitationFor(change, account) };
  }
  const activation = isNew ? activationFor(existingAccount, account) : null;
  const result = { ok: true as const, created: isNew, changed: isNew || changed.size > 0, invitation: null };
  if (options.dryRun) return { ...result, extensionId: target?.extension.id ?? null, activation: null };

  try {
    const saved = await tx.transaction(async (savepoint) => {
      if (target) await lockMember(savepoint, scope, target.extension.id);
      const member = target ? await updateMember(savepoint, scope, target, planned) : await createMember(savepoint, scope, existingAccount, planned);
      if (planned.departmentIds && (isNew || changed.has('departments'))) await replaceDepartments(savepoint, scope, member.extensionId, planned.departmentIds);
      if (planned.recipientIds && (isNew || changed.has('lic_exp_reminder_recipients'))) {
        await replaceRecipients(savepoint, scope, member.extensionId, planned.recipientIds);
      }
      if (tagWrites.size > 0) await saveTagValues(savepoint, scope, member.extensionId, tagWrites);
      return member;
    });
    return { ...result, extensionId: saved.extensionId, activation: activation && { ...activation, userId: saved.userId } };
  } catch (error) {
    const failure = uniqueFailure(error, isNew);
    if (failure) return failure;
    throw error;
  }
}

/** The payload keys a save would change, for the limited-edit check (before any other validation speaks). */
function planKeys(change: Change, target: EmployeeRow, state: CurrentState): Set<string> {
  const keys = plan(change, target, state).changed;
  if (change.user_tags !== undefined) keys.add('user_tags');
  return keys;
}

function invitationFor(change: Change, account: Partial<typeof users.$inferInsert>): PendingInvitation {
  const { user: _account, pk: _pk, ...membership } = change;
  return {
    email: account.email ?? '',
    name: `${account.firstName ?? ''} ${account.lastName ?? ''}`.trim(),
    roleId: change.role ?? 0,
    branchId: change.branch ?? 0,
    membership,
  };
}

function activationFor(existing: Awaited<ReturnType<typeof accountByEmail>>, account: Partial<typeof users.$inferInsert>): Activation | null {
  if (existing) return existing.passwordHash === null ? { userId: existing.id, email: existing.email, firstName: existing.firstName } : null;
  return { userId: 0, email: account.email ?? '', firstName: account.firstName ?? '' };
}

type Planned = ReturnType<typeof plan>;

async function createMember(
  tx: Database,
  scope: OrganisationScope,
  existingAccount: Awaited<ReturnType<typeof accountByEmail>>,
  planned: Planned,
): Promise<{ extensionId: number; userId: number }> {
  const { account, extension } = planned;
  let userId = existingAccount?.id;
  if (userId === undefined) {
    const [created] = await tx
      .insert(users)
      .values({
        email: account.email ?? '',
        firstName: account.firstName ?? '',
        lastName: account.lastName ?? '',
        phone: account.phone ?? null,
        countryCode: account.countryCode ?? null,
      })
      .returning({ id: users.id });
    if (!created) throw new Error('user insert returned nothing');
    userId = created.id;
  }
  const [member] = await tx
    .insert(employeeExtensions)
    .values({ ...extension, roleId: extension.roleId ?? 0, organisationId: scope.organisationId, userId })
    .returning({ id: employeeExtensions.id });
  if (!member) throw new Error('member insert returned nothing');
  return { extensionId: member.id, userId };
}

/** Writes a planned change of one member: the account's changed fields, then the membership's. */
export async function updateMember(
  tx: Database,
  scope: OrganisationScope,
  target: EmployeeRow,
  planned: Planned,
): Promise<{ extensionId: number; userId: number }> {
  const { account, extension, changed } = planned;
  const accountChanges: Partial<typeof users.$inferInsert> = {};
  if (changed.has('user.first_name')) accountChanges.firstName = account.firstName;
  if (changed.has('user.last_name')) accountChanges.lastName = account.lastName;
  if (changed.has('user.email')) Object.assign(accountChanges, { email: account.email, isEmailVerified: false });
  if (changed.has('user.phone')) Object.assign(accountChanges, { phone: account.phone, countryCode: account.countryCode, isPhoneVerified: false });
  if (Object.keys(accountChanges).length > 0) await tx.update(users).set(accountChanges).where(eq(users.id, target.user.id));
  if (Object.keys(extension).length > 0) {
    await tx
      .update(employeeExtensions)
      .set(extension)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, target.extension.id)));
  }
  return { extensionId: target.extension.id, userId: target.user.id };
}

/**
 * Saves of one member queue on their row: the sets below are replaced by
 * delete-then-insert, which two identical saves running side by side would
 * otherwise both insert (a duplicate key).
 */
async function lockMember(tx: Database, scope: OrganisationScope, extensionId: number) {
  await tx
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, extensionId)))
    .for('no key update');
}

async function replaceDepartments(tx: Database, scope: OrganisationScope, extensionId: number, ids: readonly number[]) {
  await tx
    .delete(employeeDepartments)
    .where(and(inOrganisation(employeeDepartments.organisationId, scope), eq(employeeDepartments.employeeExtensionId, extensionId)));
  if (ids.length > 0) {
    await tx
      .insert(employeeDepartments)
      .values(ids.map((departmentId) => ({ employeeExtensionId: extensionId, departmentId, organisationId: scope.organisationId })));
  }
}

async function replaceRecipients(tx: Database, scope: OrganisationScope, extensionId: number, ids: readonly number[]) {
  await tx
    .delete(employeeReminderRecipients)
    .where(and(inOrganisation(employeeReminderRecipients.organisationId, scope), eq(employeeReminderRecipients.employeeExtensionId, extensionId)));
  if (ids.length > 0) {
    await tx
      .insert(employeeReminderRecipients)
      .values(ids.map((recipientExtensionId) => ({ employeeExtensionId: extensionId, recipientExtensionId, organisationId: scope.organisationId })));
  }
}

/** A unique key another request claimed between our checks and our insert, as the field message the check would have given. */
function uniqueFailure(error: unknown, isNew: boolean): SaveFailure | null {
  const constraint = violatedUniqueKey(error);
  if (constraint === EMPLOYEE_ID_KEY) return fail(400, messages.request.invalid, { employee_id: messages.userForm.employeeIdInUse });
  if (constraint === MEMBERSHIP_KEY) return fail(400, messages.request.invalid, { 'user.email': messages.userForm.emailInUse });
  if (constraint === ACCOUNT_EMAIL_KEY) {
    return fail(400, messages.request.invalid, { 'user.email': isNew ? messages.userForm.emailInUse : messages.userForm.emailOtherAccount });
  }
  return null;
}

/** For routes: the save, or its failure thrown as the HTTP error. */
export async function saveEmployeeOrThrow(...args: Parameters<typeof saveEmployee>): Promise<SaveSuccess> {
  const result = await saveEmployee(...args);
  if (!result.ok) throw failureError(result);
  return result;
}

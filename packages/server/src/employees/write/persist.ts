import { and, eq } from 'drizzle-orm';
import { messages, type FieldErrors } from '@motorpool/api';
import type { Database } from '../../db/database';
import { employeeDepartments, employeeExtensions, employeeReminderRecipients, users } from '../../db/schema';
import { violatedUniqueKey } from '../../db/unique-violation';
import { inOrganisation, type OrganisationScope } from '../../tenancy/tenancy';
import { ACCOUNT_EMAIL_KEY, EMPLOYEE_ID_KEY, MEMBERSHIP_KEY, type accountByEmail } from '../checks';
import type { EmployeeRow } from '../rows';
import type { TagWrites } from '../../custom-fields/check';
import { saveTagValues } from '../tags';
import type { Planned } from './plan';
import { LICENCE_REMINDER_FIELDS, planLicenceReminders } from '../licence-expiry';

type SavedMember = { extensionId: number; userId: number };

async function createMember(
  tx: Database,
  scope: OrganisationScope,
  existingAccount: Awaited<ReturnType<typeof accountByEmail>>,
  planned: Planned,
): Promise<SavedMember> {
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
export async function updateMember(tx: Database, scope: OrganisationScope, target: EmployeeRow, planned: Planned): Promise<SavedMember> {
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

export async function replaceDepartments(tx: Database, scope: OrganisationScope, extensionId: number, ids: readonly number[]) {
  await tx
    .delete(employeeDepartments)
    .where(and(inOrganisation(employeeDepartments.organisationId, scope), eq(employeeDepartments.employeeExtensionId, extensionId)));
  if (ids.length > 0) {
    await tx
      .insert(employeeDepartments)
      .values(ids.map((departmentId) => ({ employeeExtensionId: extensionId, departmentId, organisationId: scope.organisationId })));
  }
}

export async function replaceRecipients(tx: Database, scope: OrganisationScope, extensionId: number, ids: readonly number[]) {
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
function uniqueFieldError(error: unknown, isNew: boolean): FieldErrors | null {
  const constraint = violatedUniqueKey(error);
  if (constraint === EMPLOYEE_ID_KEY) return { employee_id: messages.userForm.employeeIdInUse };
  if (constraint === MEMBERSHIP_KEY) return { 'user.email': messages.userForm.emailInUse };
  if (constraint === ACCOUNT_EMAIL_KEY) return { 'user.email': isNew ? messages.userForm.emailInUse : messages.userForm.emailOtherAccount };
  return null;
}

/**
 * Writes one checked change in a savepoint, so a unique-key race leaves the
 * caller's transaction usable: the member (queued on their row), then the
 * sets it replaces and its tags, and its licence reminders re-planned
 * (src/employees/licence-expiry.ts). A race answers the field message the check
 * would have given.
 */
export async function persistMember(
  tx: Database,
  scope: OrganisationScope,
  change: { target: EmployeeRow | null; existingAccount: Awaited<ReturnType<typeof accountByEmail>>; planned: Planned; tagWrites: TagWrites; now: Date },
): Promise<{ ok: true; saved: SavedMember } | { ok: false; fields: FieldErrors }> {
  const { target, existingAccount, planned, tagWrites, now } = change;
  const isNew = target === null;
  try {
    const saved = await tx.transaction(async (savepoint) => {
      if (target) await lockMember(savepoint, scope, target.extension.id);
      const member = target ? await updateMember(savepoint, scope, target, planned) : await createMember(savepoint, scope, existingAccount, planned);
      if (planned.departmentIds && (isNew || planned.changed.has('departments')))
        await replaceDepartments(savepoint, scope, member.extensionId, planned.departmentIds);
      if (planned.recipientIds && (isNew || planned.changed.has('lic_exp_reminder_recipients'))) {
        await replaceRecipients(savepoint, scope, member.extensionId, planned.recipientIds);
      }
      if (tagWrites.size > 0) await saveTagValues(savepoint, scope, member.extensionId, tagWrites);
      if (isNew || LICENCE_REMINDER_FIELDS.some((key) => planned.changed.has(key)))
        await planLicenceReminders(savepoint, scope.organisationId, [member.extensionId], now);
      return member;
    });
    return { ok: true, saved };
  } catch (error) {
    const fields = uniqueFieldError(error, isNew);
    if (fields) return { ok: false, fields };
    throw error;
  }
}

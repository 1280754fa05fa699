import { and, eq } from 'drizzle-orm';
import { mayReactivateUser, mayResetPassword, messages } from '@motorpool/api';
import type { Database } from '../db/database';
import { employeeExtensions } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { enforce } from '../tenancy/permissions';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { bookedMembers } from './booked-members';
import { dropLicenceReminders, planLicenceReminders } from './licence-expiry';
import type { Actor } from './permissions';
import { privilegedRoleIds } from './references';
import { loadEmployeeRow, type EmployeeRow } from './rows';
import { accessFor } from './serialize';

const ACTIVE = 'Active';
const DELETED = 'Deleted';

async function memberOrNotFound(db: Database, scope: OrganisationScope, pk: number): Promise<EmployeeRow> {
  const row = await loadEmployeeRow(db, scope, pk, { includeDeleted: true });
  if (!row) throw notFound();
  return row;
}

/**
 * Soft delete (spec §4: status Deleted, is_deleted): the membership stays so
 * the person can be reactivated; they can no longer act in the organisation.
 * Refused with the §6 tooltip when the member is deleted or booked.
 */
export async function deleteEmployee(db: Database, scope: OrganisationScope, actor: Actor, pk: number): Promise<void> {
  const row = await memberOrNotFound(db, scope, pk);
  const [privilegedRoles, booked] = await Promise.all([privilegedRoleIds(db, scope), bookedMembers(db, scope, [pk], actor.now)]);
  const access = accessFor(actor, row, { privilegedRoles, booked });
  if (access.deleteRefusal) throw new HttpError(409, access.deleteRefusal);
  enforce(access.is_deleteable);
  if (!(await softDeleteMember(db, scope, pk))) throw new HttpError(409, messages.userForm.userDeleted);
}

/**
 * The soft delete itself, shared by the organisation's delete and a person
 * leaving: the row stays for reactivation. False when it was already deleted.
 */
export async function softDeleteMember(db: Database, scope: OrganisationScope, pk: number): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [deleted] = await tx
      .update(employeeExtensions)
      .set({ status: DELETED, isDeleted: true })
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, pk), eq(employeeExtensions.isDeleted, false)))
      .returning({ id: employeeExtensions.id });
    // A deleted member is reminded of nothing.
    if (deleted) await dropLicenceReminders(tx, scope.organisationId, [pk]);
    return deleted !== undefined;
  });
}

/** A deleted member back to Active (spec §4, user_activate), their licence reminders planned again from `now`. */
export async function reactivateEmployee(db: Database, scope: OrganisationScope, pk: number, now: Date): Promise<void> {
  enforce(mayReactivateUser(scope.tenancy));
  const row = await memberOrNotFound(db, scope, pk);
  if (!row.extension.isDeleted) throw new HttpError(409, messages.userForm.notDeleted);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const [restored] = await tx
      .update(employeeExtensions)
      .set({ status: ACTIVE, isDeleted: false })
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, pk), eq(employeeExtensions.isDeleted, true)))
      .returning({ id: employeeExtensions.id });
    if (!restored) throw new HttpError(409, messages.userForm.notDeleted);
    await planLicenceReminders(tx, scope.organisationId, [pk], now);
  });
}

/** Whom the reset-password action (employee_activate) mails: a member who is not deleted. */
export async function resetPasswordTarget(db: Database, scope: OrganisationScope, pk: number): Promise<EmployeeRow['user']> {
  enforce(mayResetPassword(scope.tenancy));
  const row = await memberOrNotFound(db, scope, pk);
  if (row.extension.isDeleted) throw new HttpError(409, messages.userForm.userDeleted);
  return row.user;
}

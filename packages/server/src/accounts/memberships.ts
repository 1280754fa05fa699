import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { messages, type AccountMembership } from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, employeeExtensions, organisations, roles, sessions } from '../db/schema';
import { bookedMembers } from '../employees/booked-members';
import { privilegedRoleIds } from '../employees/references';
import { softDeleteMember } from '../employees/status';
import { HttpError, notFound } from '../http/errors';
import { anonymousScope } from '../registration/public-organisation';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';
import { inOrganisation } from '../tenancy/tenancy';

/** The person's memberships that are not deleted, whatever their status (a pending sign-up too), by organisation name. */
export async function ownMemberships(db: Database, userId: number): Promise<AccountMembership[]> {
  const rows = await db
    .select({
      organisation: { pk: organisations.id, name: organisations.name },
      roleId: roles.id,
      roleName: roles.name,
      branchId: branches.id,
      branchName: branches.name,
      status: employeeExtensions.status,
    })
    .from(employeeExtensions)
    .innerJoin(organisations, eq(organisations.id, employeeExtensions.organisationId))
    .innerJoin(roles, and(eq(roles.id, employeeExtensions.roleId), eq(roles.organisationId, employeeExtensions.organisationId)))
    .leftJoin(branches, and(eq(branches.id, employeeExtensions.branchId), eq(branches.organisationId, employeeExtensions.organisationId)))
    .where(and(eq(employeeExtensions.userId, userId), eq(employeeExtensions.isDeleted, false)))
    .orderBy(asc(organisations.name), asc(organisations.id));
  return rows.map((row) => ({
    organisation: row.organisation,
    role: { pk: row.roleId, name: row.roleName },
    branch: row.branchId !== null && row.branchName !== null ? { pk: row.branchId, name: row.branchName } : null,
    status: { name: row.status },
  }));
}

/**
 * The person leaves an organisation: their membership is soft-deleted as the
 * organisation's own delete does (the organisation can reactivate it, or
 * invite them again), and their sessions signed in to that organisation end.
 * Leaving one's last organisation is allowed: the account stays, without
 * organisations, as after a sign-up. Refused while the person is the only
 * active member holding an administrator's role (super_users), so that no
 * organisation is left without anyone to run it, and while they are booked
 * against approved bookings, as the organisation's delete is. The
 * organisation's row is locked meanwhile, so two administrators leaving at
 * once cannot both count on the other staying. Answers the organisation's name.
 */
export async function leaveOrganisation(db: Database, userId: number, organisationId: number, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const [organisation] = await tx.select().from(organisations).where(eq(organisations.id, organisationId)).for('update');
    if (!organisation) throw notFound();
    const scope = anonymousScope(organisation);
    const [member] = await tx
      .select({ id: employeeExtensions.id, roleId: employeeExtensions.roleId, status: employeeExtensions.status })
      .from(employeeExtensions)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.userId, userId), eq(employeeExtensions.isDeleted, false)));
    if (!member) throw notFound();

    const [privileged, booked] = await Promise.all([privilegedRoleIds(tx, scope), bookedMembers(tx, scope, [member.id], now)]);
    if (booked.has(member.id)) throw new HttpError(409, messages.membership.booked(organisation.name));
    if (privileged.has(member.roleId) && ACTIVE_MEMBER_STATUSES.includes(member.status)) {
      const [another] = await tx
        .select({ id: employeeExtensions.id })
        .from(employeeExtensions)
        .where(
          and(
            inOrganisation(employeeExtensions.organisationId, scope),
            ne(employeeExtensions.id, member.id),
            eq(employeeExtensions.isDeleted, false),
            inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
            inArray(employeeExtensions.roleId, [...privileged]),
          ),
        )
        .limit(1);
      if (!another) throw new HttpError(409, messages.membership.onlyAdmin(organisation.name));
    }

    await softDeleteMember(tx, scope, member.id);
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, userId), eq(sessions.organisationId, organisationId), isNull(sessions.revokedAt)));
    return organisation.name;
  });
}

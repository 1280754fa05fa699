import { and, eq, exists, inArray, ne, or, sql } from 'drizzle-orm';
import { adminFlagMessages, type AdminFlag } from '@motorpool/api';
import { changedFields, recordAudit } from '../audit/audit';
import type { Database } from '../db/database';
import { employeeExtensions, rolePermissions } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** The member's flag; 404 for a pk that is not an undeleted member of this organisation. */
export async function readAdminFlag(db: Database, scope: OrganisationScope, memberPk: number): Promise<AdminFlag> {
  const [row] = await db
    .select({ flag: employeeExtensions.isBusinessAdmin })
    .from(employeeExtensions)
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, memberPk), eq(employeeExtensions.isDeleted, false)));
  if (!row) throw notFound();
  return { is_business_admin: row.flag };
}

/** Advisory lock class of admin-flag changes, one lock per organisation (bookings use 7301 for drivers). */
const ADMIN_FLAG_LOCK_CLASS = 7302;

/**
 * Whether, with `memberPk`'s flag removed, an active member can still manage
 * users: another flagged member, or anyone (`memberPk` too) whose role holds super_users.
 */
async function superUserRemains(db: Database, scope: OrganisationScope, memberPk: number): Promise<boolean> {
  const roleGrants = exists(
    db
      .select({ one: sql`1` })
      .from(rolePermissions)
      .where(and(eq(rolePermissions.roleId, employeeExtensions.roleId), eq(rolePermissions.permission, 'super_users'))),
  );
  const [row] = await db
    .select({ pk: employeeExtensions.id })
    .from(employeeExtensions)
    .where(
      and(
        inOrganisation(employeeExtensions.organisationId, scope),
        eq(employeeExtensions.isDeleted, false),
        inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
        or(and(eq(employeeExtensions.isBusinessAdmin, true), ne(employeeExtensions.id, memberPk)), roleGrants),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Sets or removes the flag, audited on the member's trail. Removing it is
 * refused (409) while nobody else could manage users, so the organisation
 * never locks itself out. Takes effect on the member's next request: the
 * tenancy reads it each time.
 */
export async function writeAdminFlag(
  db: Database,
  scope: OrganisationScope,
  memberPk: number,
  body: AdminFlag,
  actor: { userId: number; now: Date },
): Promise<AdminFlag> {
  return db.transaction(async (tx) => {
    // Two admins removing each other's flags at once must not both see the other still flagged.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_FLAG_LOCK_CLASS}::int, ${scope.organisationId}::int)`);
    const before = await readAdminFlag(tx, scope, memberPk);
    const changes = changedFields(before, body);
    if (!changes) return before;
    if (!body.is_business_admin && !(await superUserRemains(tx, scope, memberPk))) throw new HttpError(409, adminFlagMessages.lastSuperUser);
    await tx
      .update(employeeExtensions)
      .set({ isBusinessAdmin: body.is_business_admin })
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, memberPk)));
    await recordAudit(tx, scope, { recordType: 'member', recordKey: String(memberPk), actorUserId: actor.userId, action: 'Updated', changes, at: actor.now });
    return body;
  });
}

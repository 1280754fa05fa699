import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { branches, employeeExtensions, organisations, rolePermissions, roles } from '../db/schema';

export type Membership = {
  organisation: typeof organisations.$inferSelect;
  extensionId: number;
  status: string;
  /** The admin flag (spec §4): the organisation's administration on top of the role. */
  isBusinessAdmin: boolean;
  role: { id: number; name: string };
  branch: { id: number; name: string } | null;
};

/** Statuses that let a member act in the organisation; Deleted, Rejected and pending members cannot. */
export const ACTIVE_MEMBER_STATUSES = ['Active', 'Sys Admin'];

/** The organisations a user may act in, in a stable order. */
export async function membershipsOf(db: Database, userId: number, organisationId?: number): Promise<Membership[]> {
  const rows = await db
    .select({
      organisation: organisations,
      extensionId: employeeExtensions.id,
      status: employeeExtensions.status,
      isBusinessAdmin: employeeExtensions.isBusinessAdmin,
      role: { id: roles.id, name: roles.name },
      branchId: branches.id,
      branchName: branches.name,
    })
    .from(employeeExtensions)
    .innerJoin(organisations, eq(organisations.id, employeeExtensions.organisationId))
    .innerJoin(roles, eq(roles.id, employeeExtensions.roleId))
    .leftJoin(branches, eq(branches.id, employeeExtensions.branchId))
    .where(
      and(
        eq(employeeExtensions.userId, userId),
        eq(employeeExtensions.isDeleted, false),
        inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
        organisationId === undefined ? undefined : eq(employeeExtensions.organisationId, organisationId),
      ),
    )
    .orderBy(asc(organisations.name), asc(organisations.id));
  return rows.map(({ branchId, branchName, ...row }) => ({
    ...row,
    branch: branchId !== null && branchName !== null ? { id: branchId, name: branchName } : null,
  }));
}

export async function permissionsOfRole(db: Database, roleId: number): Promise<string[]> {
  const rows = await db.select({ permission: rolePermissions.permission }).from(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  return rows.map((row) => row.permission);
}

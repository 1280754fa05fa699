import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { branches, costCentres, employeeExtensions, roles, users } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

export const hubs = alias(branches, 'hubs');

/** One member with what the Employee response names from other tables. */
export type EmployeeRow = {
  extension: typeof employeeExtensions.$inferSelect;
  user: {
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    phone: string | null;
    countryCode: string | null;
    profileImage: string | null;
    isActive: boolean;
    isSystemAdmin: boolean;
  };
  roleName: string;
  branchName: string | null;
  hubName: string | null;
  costCentreName: string | null;
};

/** Members of the organisation joined to their account, role, branch, hub and cost centre (each joined within the organisation). */
function employeeRowsQuery(db: Database, scope: OrganisationScope) {
  return db
    .select({
      extension: employeeExtensions,
      user: {
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phone: users.phone,
        countryCode: users.countryCode,
        profileImage: users.profileImage,
        isActive: users.isActive,
        isSystemAdmin: users.isSystemAdmin,
      },
      roleName: roles.name,
      branchName: branches.name,
      hubName: hubs.name,
      costCentreName: costCentres.name,
    })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .innerJoin(roles, and(eq(roles.id, employeeExtensions.roleId), inOrganisation(roles.organisationId, scope)))
    .leftJoin(branches, and(eq(branches.id, employeeExtensions.branchId), inOrganisation(branches.organisationId, scope)))
    .leftJoin(hubs, and(eq(hubs.id, employeeExtensions.hubId), inOrganisation(hubs.organisationId, scope)))
    .leftJoin(costCentres, and(eq(costCentres.id, employeeExtensions.costCentreId), inOrganisation(costCentres.organisationId, scope)))
    .$dynamic();
}

/** The rows of these members, in the order of `ids` (ids of other organisations are simply absent). */
export async function loadEmployeeRows(db: Database, scope: OrganisationScope, ids: readonly number[]): Promise<EmployeeRow[]> {
  if (ids.length === 0) return [];
  const rows = await employeeRowsQuery(db, scope).where(
    and(inOrganisation(employeeExtensions.organisationId, scope), inArray(employeeExtensions.id, [...ids])),
  );
  const byId = new Map(rows.map((row) => [row.extension.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One member by pk; deleted members only when asked for. */
export async function loadEmployeeRow(db: Database, scope: OrganisationScope, id: number, { includeDeleted = false } = {}): Promise<EmployeeRow | null> {
  const [row] = await loadEmployeeRows(db, scope, [id]);
  if (!row || (row.extension.isDeleted && !includeDeleted)) return null;
  return row;
}

/** The caller's own membership in the organisation. */
export async function ownEmployeeId(db: Database, scope: OrganisationScope, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.userId, userId), eq(employeeExtensions.isDeleted, false)));
  return row?.id ?? null;
}

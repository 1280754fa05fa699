import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { EmployeeSearchResult } from '@motorpool/api';
import type { Database } from '../db/database';
import { employeeExtensions, roles, users } from '../db/schema';
import type { Page } from '../http/pagination';
import { parseQueryPk } from '../http/query';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { likePattern } from './list-query';
import { toSearchResult } from './serialize';

export type MemberSearch = { search?: string; email?: string; employee_id?: string; role?: string };

/**
 * `GET employees-extensions/search/` (spec §7): members who are not deleted,
 * by free text (name, email, Employee ID), exact email, exact Employee ID, or
 * role (name or pk).
 */
/** `role` names a role by id or by name. */
function roleCondition(role: string) {
  const pk = parseQueryPk(role);
  return pk === null ? sql`lower(${roles.name}) = ${role.toLowerCase()}` : eq(roles.id, pk);
}

export async function searchMembers(
  db: Database,
  scope: OrganisationScope,
  query: MemberSearch,
  page: Page,
): Promise<{ rows: EmployeeSearchResult[]; total: number }> {
  const text = query.search?.trim();
  const role = query.role?.trim();
  const where = and(
    inOrganisation(employeeExtensions.organisationId, scope),
    eq(employeeExtensions.isDeleted, false),
    text
      ? or(
          sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${likePattern(text.toLowerCase())}`,
          ilike(users.email, likePattern(text)),
          ilike(employeeExtensions.employeeId, likePattern(text)),
        )
      : undefined,
    query.email?.trim() ? sql`lower(${users.email}) = ${query.email.trim().toLowerCase()}` : undefined,
    query.employee_id?.trim() ? sql`lower(${employeeExtensions.employeeId}) = ${query.employee_id.trim().toLowerCase()}` : undefined,
    role ? roleCondition(role) : undefined,
  );
  const base = () =>
    db
      .select({
        extension: employeeExtensions,
        user: { email: users.email, firstName: users.firstName, lastName: users.lastName },
        roleName: roles.name,
      })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .innerJoin(roles, and(eq(roles.id, employeeExtensions.roleId), inOrganisation(roles.organisationId, scope)));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(employeeExtensions.id))
      .limit(page.pageSize)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .innerJoin(roles, and(eq(roles.id, employeeExtensions.roleId), inOrganisation(roles.organisationId, scope)))
      .where(where),
  ]);
  return { rows: rows.map(toSearchResult), total: total?.value ?? 0 };
}

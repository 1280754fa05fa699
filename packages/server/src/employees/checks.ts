import { and, eq, exists, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { employeeExtensions, sessions, users } from '../db/schema';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

const lowerEmail = (email: string) => email.trim().toLowerCase();

/**
 * Whether the address belongs to someone who can act in the organisation. A
 * line manager must be such a member with an active account (spec §5:
 * server-checked, 'Invalid Email'); an invitation is refused to any such
 * member, their account active or not (`activeAccountOnly: false`).
 */
export async function isActiveMemberEmail(db: Database, scope: OrganisationScope, email: string, { activeAccountOnly = true } = {}): Promise<boolean> {
  const [row] = await db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(
      and(
        inOrganisation(employeeExtensions.organisationId, scope),
        sql`lower(${users.email}) = ${lowerEmail(email)}`,
        eq(employeeExtensions.isDeleted, false),
        inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
        activeAccountOnly ? eq(users.isActive, true) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The membership (any status, deleted too) that this address already has in the organisation. */
export async function membershipOfEmail(db: Database, scope: OrganisationScope, email: string): Promise<{ extensionId: number; userId: number } | null> {
  const [row] = await db
    .select({ extensionId: employeeExtensions.id, userId: users.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(inOrganisation(employeeExtensions.organisationId, scope), sql`lower(${users.email}) = ${lowerEmail(email)}`))
    .limit(1);
  return row ?? null;
}

/** Whether another member of the organisation (deleted ones too: they keep theirs) holds this Employee ID. */
export async function employeeIdTaken(db: Database, scope: OrganisationScope, employeeId: string, exceptExtensionId: number | null): Promise<boolean> {
  const [row] = await db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .where(
      and(
        inOrganisation(employeeExtensions.organisationId, scope),
        sql`lower(${employeeExtensions.employeeId}) = ${employeeId.trim().toLowerCase()}`,
        exceptExtensionId === null ? undefined : ne(employeeExtensions.id, exceptExtensionId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function accountByEmail(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${lowerEmail(email)}`)
    .limit(1);
  return user ?? null;
}

/**
 * The accounts among `userIds` whose holder has them in hand, so that their
 * name, email, phone and photo are changed only by the holder and adding them
 * to an organisation takes the holder's acceptance: accounts that also belong
 * to another organisation (a deleted membership counts: it can come back), or
 * whose holder has set a password or signed in (a sessions row, kept after
 * sign-out and expiry), and system admins. What is left is an account this
 * organisation made that nobody has used yet.
 */
export async function accountsHeldByHolders(db: Database, scope: OrganisationScope, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, [...new Set(userIds)]),
        or(
          isNotNull(users.passwordHash),
          eq(users.isSystemAdmin, true),
          exists(db.select({ one: sql`1` }).from(sessions).where(eq(sessions.userId, users.id))),
          exists(
            db
              .select({ one: sql`1` })
              .from(employeeExtensions)
              .where(and(eq(employeeExtensions.userId, users.id), ne(employeeExtensions.organisationId, scope.organisationId))),
          ),
        ),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** The unique keys whose violation a save reports as a field message. */
export const EMPLOYEE_ID_KEY = 'employee_extensions_organisation_employee_id_key';
export const MEMBERSHIP_KEY = 'employee_extensions_organisation_user_key';
export const ACCOUNT_EMAIL_KEY = 'users_email_lower_key';

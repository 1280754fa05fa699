import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TwoFactorStatus } from '@motorpool/api';
import type { Database } from '../db/database';
import { employeeExtensions, organisations, organisationSettings, users } from '../db/schema';
import { SETTING_KEYS } from '../settings/organisation-settings';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';

/**
 * The first (by name) of the person's organisations that requires two-step
 * sign-in, or null. Any one of them is enough: a session moves between the
 * person's organisations without signing in again.
 */
export async function twoFactorRequiredBy(db: Database, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(employeeExtensions)
    .innerJoin(organisations, eq(organisations.id, employeeExtensions.organisationId))
    .innerJoin(
      organisationSettings,
      and(eq(organisationSettings.organisationId, employeeExtensions.organisationId), eq(organisationSettings.key, SETTING_KEYS.twoFactorRequired)),
    )
    .where(
      and(
        eq(employeeExtensions.userId, userId),
        eq(employeeExtensions.isDeleted, false),
        inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
        sql`${organisationSettings.value} = 'true'::jsonb`,
      ),
    )
    .orderBy(asc(organisations.name))
    .limit(1);
  return row?.name ?? null;
}

/** Whether this sign-in asks for a code: the person turned it on, or an organisation of theirs requires it. */
export async function signInNeedsCode(db: Database, user: { id: number; twoFactorEnabled: boolean }): Promise<boolean> {
  return user.twoFactorEnabled || (await twoFactorRequiredBy(db, user.id)) !== null;
}

export async function twoFactorStatus(db: Database, user: { id: number; twoFactorEnabled: boolean }): Promise<TwoFactorStatus> {
  return { enabled: user.twoFactorEnabled, required_by: await twoFactorRequiredBy(db, user.id) };
}

export async function setTwoFactor(db: Database, userId: number, enabled: boolean): Promise<void> {
  await db.update(users).set({ twoFactorEnabled: enabled }).where(eq(users.id, userId));
}

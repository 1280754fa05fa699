import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  VISIBILITY_RULE_CHOICES,
  bookingMessages,
  bookingViewFor,
  VISIBILITY_RULE_KEYS,
  VISIBILITY_RULE_LABELS,
  defaultVisibilityRules,
  seesAllBookings,
  visibilityRulesMessages,
  type Caller,
  type VisibilityRuleKey,
  type VisibilityRules,
  type VisibilityRulesView,
  type VisibilityRulesWrite,
} from '@motorpool/api';
import type { Database } from '../db/database';
import { bookingSecondaryDrivers, rolePermissions, roles, visibilityRules } from '../db/schema';
import { badRequest } from '../http/errors';
import { readSetting, SETTING_KEYS, writeSetting } from '../settings/organisation-settings';
import { callerOf, enforce } from '../tenancy/permissions';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/**
 * The one place the visibility rules (issue 21) are read for enforcement:
 * every serializer and query that shows one person's data to another asks
 * `viewerOf` and decides with the pure rules of @motorpool/api
 * (bookingViewFor, contactShownFor, seesOthersIncidents).
 */
export type Viewer = { caller: Pick<Caller, 'permissions' | 'employeeId'>; rules: VisibilityRules };

const isChoice = <Key extends VisibilityRuleKey>(key: Key, value: string): value is VisibilityRules[Key] =>
  (VISIBILITY_RULE_CHOICES[key] as readonly string[]).includes(value);

/** The rules in force for a role: its stored rows over the defaults its permissions give. */
function rulesOf(permissions: ReadonlySet<string>, rows: readonly { ruleKey: string; value: string }[]): VisibilityRules {
  const rules = defaultVisibilityRules({ permissions });
  for (const row of rows) {
    const key = row.ruleKey as VisibilityRuleKey;
    // The database's check allows only known pairs; a key a later release drops is ignored.
    if (VISIBILITY_RULE_KEYS.includes(key) && isChoice(key, row.value)) Object.assign(rules, { [key]: row.value });
  }
  return rules;
}

/**
 * Who is asking and their role's rules, read on every request (a change
 * holds from the members' next request). A partner page's anonymous calendar
 * has no role: its key decides what it shows (embed/calendar-read.ts).
 */
export async function viewerOf(db: Database, scope: OrganisationScope): Promise<Viewer> {
  const caller = callerOf(scope.tenancy);
  const roleId = scope.tenancy.membership?.role.id;
  if (roleId === undefined || seesAllBookings(caller)) return { caller, rules: defaultVisibilityRules(caller) };
  const rows = await db
    .select({ ruleKey: visibilityRules.ruleKey, value: visibilityRules.value })
    .from(visibilityRules)
    .where(and(inOrganisation(visibilityRules.organisationId, scope), eq(visibilityRules.roleId, roleId)));
  return { caller, rules: rulesOf(scope.tenancy.permissions, rows) };
}

/**
 * What only a booking's full view holds (its audit trail, its trips): refused
 * (403) to a viewer whose rules show the booking as "Booked" or not at all.
 */
export async function assertSeesBookingInFull(db: Database, scope: OrganisationScope, booking: { id: number; driverId: number }): Promise<void> {
  const [viewer, secondaries] = await Promise.all([
    viewerOf(db, scope),
    db
      .select({ id: bookingSecondaryDrivers.employeeExtensionId })
      .from(bookingSecondaryDrivers)
      .where(and(inOrganisation(bookingSecondaryDrivers.organisationId, scope), eq(bookingSecondaryDrivers.bookingId, booking.id))),
  ]);
  const view = bookingViewFor(viewer.caller, viewer.rules, { driverId: booking.driverId, secondaryDriverIds: secondaries.map((row) => row.id) });
  enforce(view === 'full', bookingMessages.notYourBooking);
}

/** §5 "branch visibility": whether the sign-up asks for a branch. On unless the organisation turns it off. */
export async function signUpBranchVisible(db: Database, scope: OrganisationScope): Promise<boolean> {
  return (await readSetting(db, scope, SETTING_KEYS.signUpBranchVisible)) !== false;
}

/** `GET organisations/visibility-rules/`: every role of the organisation with its rules in force. */
export async function visibilityRulesView(db: Database, scope: OrganisationScope): Promise<VisibilityRulesView> {
  const roleRows = await db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(inOrganisation(roles.organisationId, scope))
    .orderBy(asc(roles.name), asc(roles.id));
  const roleIds = roleRows.map((role) => role.id);
  const [permissionRows, ruleRows, branchVisible] = await Promise.all([
    roleIds.length === 0 ? [] : db.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds)),
    db.select().from(visibilityRules).where(inOrganisation(visibilityRules.organisationId, scope)),
    signUpBranchVisible(db, scope),
  ]);
  return {
    roles: roleRows.map((role) => {
      const permissions = new Set(permissionRows.filter((row) => row.roleId === role.id).map((row) => row.permission));
      return {
        pk: role.id,
        name: role.name,
        sees_all_bookings: seesAllBookings({ permissions }),
        rules: rulesOf(
          permissions,
          ruleRows.filter((row) => row.roleId === role.id),
        ),
      };
    }),
    signup_branch_visible: branchVisible,
  };
}

/** Stores the roles' rules (every rule of each role named, so a role's row set is whole) and the sign-up switch. */
export async function saveVisibilityRules(db: Database, scope: OrganisationScope, body: VisibilityRulesWrite): Promise<void> {
  const pks = body.roles.map((entry) => entry.role);
  if (pks.length > 0) {
    const known = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(inOrganisation(roles.organisationId, scope), inArray(roles.id, pks)));
    if (known.length !== pks.length) throw badRequest(visibilityRulesMessages.roleUnknown, { fields: { roles: visibilityRulesMessages.roleUnknown } });
    await db.delete(visibilityRules).where(and(inOrganisation(visibilityRules.organisationId, scope), inArray(visibilityRules.roleId, pks)));
    await db
      .insert(visibilityRules)
      .values(
        body.roles.flatMap((entry) =>
          VISIBILITY_RULE_KEYS.map((key) => ({ organisationId: scope.organisationId, roleId: entry.role, ruleKey: key, value: entry.rules[key] })),
        ),
      );
  }
  await writeSetting(db, scope, SETTING_KEYS.signUpBranchVisible, body.signup_branch_visible);
}

/** A view as its audit trail compares it: one entry per role and rule ("Driver: Other drivers' bookings"), and the sign-up switch. */
export function auditedView(view: VisibilityRulesView): Record<string, unknown> {
  const entries = view.roles.flatMap((role) => VISIBILITY_RULE_KEYS.map((key) => [`${role.name}: ${VISIBILITY_RULE_LABELS[key]}`, role.rules[key]] as const));
  return { ...Object.fromEntries(entries), signup_branch_visible: view.signup_branch_visible };
}

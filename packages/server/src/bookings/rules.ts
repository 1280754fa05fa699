import { and, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_BOOKING_RULES, messages, type BookingRules, type BookingRulesSetting, type BookingRulesWrite } from '@motorpool/api';
import { findBranch } from '../branches/find';
import type { Database } from '../db/database';
import { bookingRuleSets, branches } from '../db/schema';
import { badRequest } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/**
 * Rules stored before a rule was added lack its key; the default fills it, so
 * adding a rule never needs a data migration.
 */
const withDefaults = (stored: Partial<BookingRules>): BookingRules => ({
  ...DEFAULT_BOOKING_RULES,
  ...stored,
  recipients: { ...DEFAULT_BOOKING_RULES.recipients, ...stored.recipients },
});

type RuleSetAt = { rules: BookingRules; isOverride: boolean; tolerance: number | null };

/** The organisation's own rule set (no branch), else the product defaults. */
async function organisationRuleSet(db: Database, scope: OrganisationScope): Promise<RuleSetAt> {
  const [row] = await db
    .select({ rules: bookingRuleSets.rules })
    .from(bookingRuleSets)
    .where(and(inOrganisation(bookingRuleSets.organisationId, scope), isNull(bookingRuleSets.branchId)));
  return { rules: row ? withDefaults(row.rules) : DEFAULT_BOOKING_RULES, isOverride: false, tolerance: null };
}

/**
 * The rule set in force at a branch (its override, else the organisation's),
 * whether it is the branch's own, and the branch's late drop-off tolerance:
 * one statement, read on every booking write.
 */
async function ruleSetAt(db: Database, scope: OrganisationScope, branchId: number | null): Promise<RuleSetAt> {
  if (branchId === null) return organisationRuleSet(db, scope);
  const [row] = await db
    .select({ ruleBranchId: bookingRuleSets.branchId, rules: bookingRuleSets.rules, tolerance: sql<unknown>`${branches.extraData} -> 'tolerance_time'` })
    .from(branches)
    .leftJoin(
      bookingRuleSets,
      and(eq(bookingRuleSets.organisationId, branches.organisationId), or(isNull(bookingRuleSets.branchId), eq(bookingRuleSets.branchId, branches.id))),
    )
    .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, branchId)))
    .orderBy(sql`${bookingRuleSets.branchId} nulls last`)
    .limit(1);
  const tolerance = typeof row?.tolerance === 'number' ? row.tolerance : null;
  if (!row?.rules) return { rules: DEFAULT_BOOKING_RULES, isOverride: false, tolerance };
  return { rules: withDefaults(row.rules), isOverride: row.ruleBranchId !== null, tolerance };
}

/**
 * Spec §9: the branch's override, else the organisation's rules, else the
 * product defaults. The grace period is one rule with two sources: a
 * branch's late drop-off tolerance, where it sets one, wins over the rule
 * set's grace for bookings at that branch.
 */
export async function rulesFor(db: Database, scope: OrganisationScope, branchId: number): Promise<BookingRules> {
  const { rules, tolerance } = await ruleSetAt(db, scope, branchId);
  return tolerance === null ? rules : { ...rules, grace_period_minutes: tolerance };
}

export async function knownBranch(db: Database, scope: OrganisationScope, branchPk: number | null | undefined): Promise<number | null> {
  if (branchPk === null || branchPk === undefined) return null;
  if (!(await findBranch(db, scope, branchPk))) {
    throw badRequest(messages.request.invalid, { fields: { branch_pk: 'Branch not found.' } });
  }
  return branchPk;
}

/** `GET booking-settings/?branch_pk=`: the organisation's rules, or those in force at one branch. */
export async function ruleSetting(db: Database, scope: OrganisationScope, branchPk: number | undefined): Promise<BookingRulesSetting> {
  const branchId = await knownBranch(db, scope, branchPk);
  const { rules, isOverride } = await ruleSetAt(db, scope, branchId);
  return { branch_pk: branchId, rules, is_override: isOverride };
}

/** The branches that have rules of their own, for the settings screen's branch picker. */
export async function overridingBranchPks(db: Database, scope: OrganisationScope): Promise<number[]> {
  const rows = await db
    .select({ branchId: bookingRuleSets.branchId })
    .from(bookingRuleSets)
    .where(and(inOrganisation(bookingRuleSets.organisationId, scope), isNotNull(bookingRuleSets.branchId)))
    .orderBy(bookingRuleSets.branchId);
  return rows.flatMap((row) => (row.branchId === null ? [] : [row.branchId]));
}

const DEFAULT_TYPE_MESSAGE = 'The default booking type must be one of the booking types';

/**
 * `PUT booking-settings/`: without branch_pk the organisation's rules, with
 * one the branch's override. Rules null drops the stored set, so the branch
 * follows the organisation again (or the organisation the defaults).
 */
export async function saveRules(db: Database, scope: OrganisationScope, input: BookingRulesWrite, now: Date): Promise<BookingRulesSetting> {
  const branchId = await knownBranch(db, scope, input.branch_pk);
  const rules = input.rules ?? null;
  if (rules === null) {
    await db
      .delete(bookingRuleSets)
      .where(
        and(
          inOrganisation(bookingRuleSets.organisationId, scope),
          branchId === null ? isNull(bookingRuleSets.branchId) : eq(bookingRuleSets.branchId, branchId),
        ),
      );
  } else {
    if (!rules.booking_types.includes(rules.default_booking_type)) {
      throw badRequest(DEFAULT_TYPE_MESSAGE, { fields: { 'rules.default_booking_type': DEFAULT_TYPE_MESSAGE } });
    }
    await db
      .insert(bookingRuleSets)
      .values({ organisationId: scope.organisationId, branchId, rules })
      .onConflictDoUpdate({ target: [bookingRuleSets.organisationId, bookingRuleSets.branchId], set: { rules, modifiedAt: now } });
  }
  return ruleSetting(db, scope, branchId ?? undefined);
}

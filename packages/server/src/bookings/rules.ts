import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { DEFAULT_BOOKING_RULES, messages, type BookingRules, type BookingRulesSetting, type BookingRulesWrite } from '@motorpool/api';
import { findBranch } from '../branches/find';
import type { Database } from '../db/database';
import { bookingRuleSets } from '../db/schema';
import { badRequest } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/**
 * Rules stored before a rule was added lack its key; the default fills it, so
 * adding a rule never needs a data migration.
 */
const withDefaults = (stored: Partial<BookingRules>): BookingRules => ({ ...DEFAULT_BOOKING_RULES, ...stored });

/** The rule set in force at a branch and whether the branch overrides the organisation's. */
async function ruleSetAt(db: Database, scope: OrganisationScope, branchId: number | null): Promise<{ rules: BookingRules; isOverride: boolean }> {
  const rows = await db
    .select({ branchId: bookingRuleSets.branchId, rules: bookingRuleSets.rules })
    .from(bookingRuleSets)
    .where(
      and(
        inOrganisation(bookingRuleSets.organisationId, scope),
        branchId === null ? isNull(bookingRuleSets.branchId) : or(isNull(bookingRuleSets.branchId), eq(bookingRuleSets.branchId, branchId)),
      ),
    )
    .orderBy(sql`${bookingRuleSets.branchId} nulls last`)
    .limit(1);
  const [row] = rows;
  if (!row) return { rules: DEFAULT_BOOKING_RULES, isOverride: false };
  return { rules: withDefaults(row.rules), isOverride: row.branchId !== null };
}

/** Spec §9: the branch's override, else the organisation's rules, else the product defaults. */
export async function rulesFor(db: Database, scope: OrganisationScope, branchId: number): Promise<BookingRules> {
  return (await ruleSetAt(db, scope, branchId)).rules;
}

async function knownBranch(db: Database, scope: OrganisationScope, branchPk: number | null | undefined): Promise<number | null> {
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

import { and, asc, eq, inArray } from 'drizzle-orm';
import { messages, type ApprovalRule, type ApprovalRuleWrite, type LineManagerSetting, type LineManagerSettingWrite } from '@motorpool/api';
import type { Database } from '../db/database';
import { bookingApprovalRules, branches, roles, tagGroups } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { readSetting, SETTING_KEYS, writeSetting } from '../settings/organisation-settings';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

type RuleRow = typeof bookingApprovalRules.$inferSelect;

export function toApprovalRule(row: RuleRow): ApprovalRule {
  return {
    pk: row.id,
    name: row.name,
    branch_pks: row.branchIds,
    role_pks: row.roleIds,
    booking_tag_group_pks: row.bookingTagGroupIds,
    min_duration_minutes: row.minDurationMinutes,
    approvers: row.approvers,
    is_active: row.isActive,
  };
}

export async function listApprovalRules(db: Database, scope: OrganisationScope): Promise<ApprovalRule[]> {
  const rows = await db
    .select()
    .from(bookingApprovalRules)
    .where(inOrganisation(bookingApprovalRules.organisationId, scope))
    .orderBy(asc(bookingApprovalRules.id));
  return rows.map(toApprovalRule);
}

/** Every pk a rule names must be the organisation's own branch, role or booking tag group. */
async function checkReferences(db: Database, scope: OrganisationScope, input: ApprovalRuleWrite): Promise<void> {
  const unique = (ids: readonly number[] | undefined) => [...new Set(ids ?? [])];
  const [branchPks, rolePks, groupPks] = [unique(input.branch_pks), unique(input.role_pks), unique(input.booking_tag_group_pks)];
  const [foundBranches, foundRoles, foundGroups] = await Promise.all([
    branchPks.length === 0
      ? []
      : db
          .select({ id: branches.id })
          .from(branches)
          .where(and(inOrganisation(branches.organisationId, scope), inArray(branches.id, branchPks), eq(branches.isDeleted, false))),
    rolePks.length === 0
      ? []
      : db
          .select({ id: roles.id })
          .from(roles)
          .where(and(inOrganisation(roles.organisationId, scope), inArray(roles.id, rolePks))),
    groupPks.length === 0
      ? []
      : db
          .select({ id: tagGroups.id })
          .from(tagGroups)
          .where(and(inOrganisation(tagGroups.organisationId, scope), inArray(tagGroups.id, groupPks), eq(tagGroups.tagType, 'booking'))),
  ]);
  const fields: Record<string, string> = {};
  if (foundBranches.length !== branchPks.length) fields.branch_pks = 'Unknown branch.';
  if (foundRoles.length !== rolePks.length) fields.role_pks = 'Unknown role.';
  if (foundGroups.length !== groupPks.length) fields.booking_tag_group_pks = 'Unknown booking custom field.';
  if (Object.keys(fields).length > 0) throw badRequest(messages.request.invalid, { fields });
}

function values(input: ApprovalRuleWrite) {
  return {
    name: input.name,
    branchIds: [...new Set(input.branch_pks ?? [])],
    roleIds: [...new Set(input.role_pks ?? [])],
    bookingTagGroupIds: [...new Set(input.booking_tag_group_pks ?? [])],
    minDurationMinutes: input.min_duration_minutes ?? null,
    approvers: [...new Set(input.approvers)],
    isActive: input.is_active ?? true,
  };
}

export async function createApprovalRule(db: Database, scope: OrganisationScope, input: ApprovalRuleWrite): Promise<ApprovalRule> {
  await checkReferences(db, scope, input);
  const [row] = await db
    .insert(bookingApprovalRules)
    .values({ organisationId: scope.organisationId, ...values(input) })
    .returning();
  if (!row) throw new Error('approval rule insert returned nothing');
  return toApprovalRule(row);
}

export async function updateApprovalRule(db: Database, scope: OrganisationScope, pk: number, input: ApprovalRuleWrite): Promise<ApprovalRule> {
  await checkReferences(db, scope, input);
  const [row] = await db
    .update(bookingApprovalRules)
    .set(values(input))
    .where(and(inOrganisation(bookingApprovalRules.organisationId, scope), eq(bookingApprovalRules.id, pk)))
    .returning();
  if (!row) throw notFound();
  return toApprovalRule(row);
}

export async function deleteApprovalRule(db: Database, scope: OrganisationScope, pk: number): Promise<void> {
  const deleted = await db
    .delete(bookingApprovalRules)
    .where(and(inOrganisation(bookingApprovalRules.organisationId, scope), eq(bookingApprovalRules.id, pk)))
    .returning({ id: bookingApprovalRules.id });
  if (deleted.length === 0) throw notFound();
}

/** Whether bookings and members need a Line Manager's Email; off until an administrator turns it on. */
export async function lineManagerRequired(db: Database, scope: OrganisationScope): Promise<boolean> {
  return (await readSetting(db, scope, SETTING_KEYS.lineManagerRequired)) === true;
}

export async function readLineManagerSetting(db: Database, scope: OrganisationScope): Promise<LineManagerSetting> {
  return { line_manager_required: await lineManagerRequired(db, scope) };
}

export async function writeLineManagerSetting(db: Database, scope: OrganisationScope, input: LineManagerSettingWrite): Promise<LineManagerSetting> {
  await writeSetting(db, scope, SETTING_KEYS.lineManagerRequired, input.line_manager_required);
  return { line_manager_required: input.line_manager_required };
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { APPROVER_KINDS, messages, type ApprovalRule, type ApprovalRuleWrite, type LineManagerSetting, type LineManagerSettingWrite } from '@motorpool/api';
import { changedFields, recordAudit, type AuditChanges } from '../audit/audit';
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

/** Who made a change and when, for the audit trail the screen shows. */
export type RuleAuthor = { actorUserId: number; at: Date };

type Named = ReadonlyMap<number, string>;
type RuleNames = { branches: Named; roles: Named; groups: Named };

/** The names of the branches, roles and booking custom fields these rules name (deleted ones too: a trail reads what was). */
async function namesOf(
  db: Database,
  scope: OrganisationScope,
  rules: readonly Pick<ApprovalRule, 'branch_pks' | 'role_pks' | 'booking_tag_group_pks'>[],
): Promise<RuleNames> {
  const ids = (pick: (rule: (typeof rules)[number]) => readonly number[]) => [...new Set(rules.flatMap(pick))];
  const [branchIds, roleIds, groupIds] = [ids((rule) => rule.branch_pks), ids((rule) => rule.role_pks), ids((rule) => rule.booking_tag_group_pks)];
  const [branchRows, roleRows, groupRows] = await Promise.all([
    branchIds.length === 0
      ? []
      : db
          .select({ id: branches.id, name: branches.name })
          .from(branches)
          .where(and(inOrganisation(branches.organisationId, scope), inArray(branches.id, branchIds))),
    roleIds.length === 0
      ? []
      : db
          .select({ id: roles.id, name: roles.name })
          .from(roles)
          .where(and(inOrganisation(roles.organisationId, scope), inArray(roles.id, roleIds))),
    groupIds.length === 0
      ? []
      : db
          .select({ id: tagGroups.id, name: tagGroups.tagGroupName })
          .from(tagGroups)
          .where(and(inOrganisation(tagGroups.organisationId, scope), inArray(tagGroups.id, groupIds))),
  ]);
  const byId = (rows: readonly { id: number; name: string }[]) => new Map(rows.map((row) => [row.id, row.name]));
  return { branches: byId(branchRows), roles: byId(roleRows), groups: byId(groupRows) };
}

/** A rule as its trail shows it: names rather than pks, in the form's order. */
function audited(rule: ApprovalRule, names: RuleNames): Record<string, unknown> {
  const named = (pks: readonly number[], found: Named) => pks.map((pk) => found.get(pk) ?? `#${pk}`);
  return {
    name: rule.name,
    branches: named(rule.branch_pks, names.branches),
    driver_roles: named(rule.role_pks, names.roles),
    booking_custom_fields: named(rule.booking_tag_group_pks, names.groups),
    min_duration_minutes: rule.min_duration_minutes,
    approvers: APPROVER_KINDS.filter((kind) => rule.approvers.includes(kind)),
    is_active: rule.is_active,
  };
}

/** One row of the approval rules' trail (record key '': the organisation's rules), naming the rule in its action. */
async function auditRule(db: Database, scope: OrganisationScope, author: RuleAuthor, verb: string, before: ApprovalRule | null, after: ApprovalRule | null) {
  const names = await namesOf(
    db,
    scope,
    [before, after].filter((rule): rule is ApprovalRule => rule !== null),
  );
  const changed = changedFields(before ? audited(before, names) : {}, after ? audited(after, names) : {});
  if (!changed) return;
  // The trail shows the changed fields rather than the action: an edit that keeps the name still says which rule it was.
  const changes: AuditChanges = before && after && !changed.name ? { rule: [before.name, after.name], ...changed } : changed;
  const name = (after ?? before)?.name ?? '';
  await recordAudit(db, scope, { recordType: 'approval_rules', actorUserId: author.actorUserId, action: `${verb} ${name}`, changes, at: author.at });
}

async function findRule(db: Database, scope: OrganisationScope, pk: number): Promise<ApprovalRule> {
  const [row] = await db
    .select()
    .from(bookingApprovalRules)
    .where(and(inOrganisation(bookingApprovalRules.organisationId, scope), eq(bookingApprovalRules.id, pk)))
    .for('update');
  if (!row) throw notFound();
  return toApprovalRule(row);
}

export async function createApprovalRule(db: Database, scope: OrganisationScope, input: ApprovalRuleWrite, author: RuleAuthor): Promise<ApprovalRule> {
  await checkReferences(db, scope, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bookingApprovalRules)
      .values({ organisationId: scope.organisationId, ...values(input) })
      .returning();
    if (!row) throw new Error('approval rule insert returned nothing');
    const created = toApprovalRule(row);
    await auditRule(tx, scope, author, 'Created', null, created);
    return created;
  });
}

export async function updateApprovalRule(
  db: Database,
  scope: OrganisationScope,
  pk: number,
  input: ApprovalRuleWrite,
  author: RuleAuthor,
): Promise<ApprovalRule> {
  await checkReferences(db, scope, input);
  return db.transaction(async (tx) => {
    const before = await findRule(tx, scope, pk);
    const [row] = await tx
      .update(bookingApprovalRules)
      .set(values(input))
      .where(and(inOrganisation(bookingApprovalRules.organisationId, scope), eq(bookingApprovalRules.id, pk)))
      .returning();
    if (!row) throw notFound();
    const updated = toApprovalRule(row);
    await auditRule(tx, scope, author, 'Updated', before, updated);
    return updated;
  });
}

export async function deleteApprovalRule(db: Database, scope: OrganisationScope, pk: number, author: RuleAuthor): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRule(tx, scope, pk);
    await tx.delete(bookingApprovalRules).where(and(inOrganisation(bookingApprovalRules.organisationId, scope), eq(bookingApprovalRules.id, pk)));
    await auditRule(tx, scope, author, 'Deleted', before, null);
  });
}

/** Whether bookings and members need a Line Manager's Email; off until an administrator turns it on. */
export async function lineManagerRequired(db: Database, scope: OrganisationScope): Promise<boolean> {
  return (await readSetting(db, scope, SETTING_KEYS.lineManagerRequired)) === true;
}

export async function readLineManagerSetting(db: Database, scope: OrganisationScope): Promise<LineManagerSetting> {
  return { line_manager_required: await lineManagerRequired(db, scope) };
}

/** Saves the setting, with a row on the approval rules' trail when it changes. */
export async function writeLineManagerSetting(
  db: Database,
  scope: OrganisationScope,
  input: LineManagerSettingWrite,
  author: RuleAuthor,
): Promise<LineManagerSetting> {
  return db.transaction(async (tx) => {
    const before = await readLineManagerSetting(tx, scope);
    const changes = changedFields(before, input);
    if (changes) {
      await writeSetting(tx, scope, SETTING_KEYS.lineManagerRequired, input.line_manager_required);
      await recordAudit(tx, scope, { recordType: 'approval_rules', actorUserId: author.actorUserId, action: 'Updated', changes, at: author.at });
    }
    return { line_manager_required: input.line_manager_required };
  });
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { requiredMessage, type FieldErrors } from '@motorpool/api';
import { lineManagerRequired } from '../bookings/approval-rules';
import type { Database } from '../db/database';
import { hubsEnabled } from '../settings/hubs';
import { branches, costCentres, departments, employeeExtensions, rolePermissions, roles } from '../db/schema';
import { ACTIVE_MEMBER_STATUSES } from '../tenancy/memberships';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { tagGroupsOf, type TagGroupRow } from '../custom-fields/groups';
import type { BranchChoice } from '../custom-fields/check';

/** The permission whose roles only its holders may hand out (as invitations do). */
const PRIVILEGED_PERMISSION = 'super_users';

/**
 * What the organisation offers a member record: read once per request (or
 * once per import), so checking a row's references costs no queries.
 */
export type OrganisationLookups = {
  roleIds: ReadonlySet<number>;
  privilegedRoleIds: ReadonlySet<number>;
  /** Branches not deleted, hubs included. */
  branches: readonly BranchChoice[];
  departmentIds: ReadonlySet<number>;
  costCentreIds: ReadonlySet<number>;
  userTagGroups: readonly TagGroupRow[];
  /** The organisation requires a Line Manager's Email of every member (spec §5). */
  lineManagerRequired: boolean;
  /** 'Enable Hubs' (settings/hubs.ts): while off, members' hubs do not change. */
  hubsEnabled: boolean;
};

/** Roles of the organisation that carry super_users. */
export async function privilegedRoleIds(db: Database, scope: OrganisationScope): Promise<ReadonlySet<number>> {
  const rows = await db
    .select({ id: roles.id })
    .from(roles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(and(inOrganisation(roles.organisationId, scope), eq(rolePermissions.permission, PRIVILEGED_PERMISSION)));
  return new Set(rows.map((row) => row.id));
}

export async function organisationLookups(db: Database, scope: OrganisationScope): Promise<OrganisationLookups> {
  const [roleRows, privileged, branchRows, departmentRows, costCentreRows, userTagGroups, managerRequired, hubsOn] = await Promise.all([
    db.select({ id: roles.id }).from(roles).where(inOrganisation(roles.organisationId, scope)),
    privilegedRoleIds(db, scope),
    db
      .select({ id: branches.id, branchType: branches.branchType })
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.isDeleted, false)))
      .orderBy(asc(branches.id)),
    db.select({ id: departments.id }).from(departments).where(inOrganisation(departments.organisationId, scope)),
    db.select({ id: costCentres.id }).from(costCentres).where(inOrganisation(costCentres.organisationId, scope)),
    tagGroupsOf(db, scope, 'user'),
    lineManagerRequired(db, scope),
    hubsEnabled(db, scope),
  ]);
  return {
    roleIds: new Set(roleRows.map((row) => row.id)),
    privilegedRoleIds: privileged,
    branches: branchRows,
    departmentIds: new Set(departmentRows.map((row) => row.id)),
    costCentreIds: new Set(costCentreRows.map((row) => row.id)),
    userTagGroups,
    lineManagerRequired: managerRequired,
    hubsEnabled: hubsOn,
  };
}

export type References = {
  role?: number;
  branch?: number;
  hub?: number | null;
  departments?: readonly number[];
  cost_centre?: number | null;
};

/**
 * Every pk the payload names must be this organisation's (a hub a branch of
 * type hub); otherwise the field says it is required, as the form would
 * (spec §5). The composite foreign keys refuse the same rows again, so a race
 * cannot slip past this check.
 */
export function checkReferences(lookups: OrganisationLookups, input: References): FieldErrors {
  const fields: FieldErrors = {};
  if (input.role !== undefined && !lookups.roleIds.has(input.role)) fields.role = requiredMessage('role');
  if (input.branch !== undefined && !lookups.branches.some((branch) => branch.id === input.branch)) fields.branch = requiredMessage('branch');
  if (input.hub != null && !lookups.branches.some((branch) => branch.id === input.hub && branch.branchType === 'hub')) fields.hub = requiredMessage('hub');
  if ((input.departments ?? []).some((id) => !lookups.departmentIds.has(id))) fields.departments = requiredMessage('departments');
  if (input.cost_centre != null && !lookups.costCentreIds.has(input.cost_centre)) fields.cost_centre = requiredMessage('cost_centre');
  return fields;
}

/** Reminder recipients must be members who can act in the organisation (spec §3 lic_exp_reminder_recipients). */
export async function checkRecipients(db: Database, scope: OrganisationScope, recipientIds: readonly number[]): Promise<FieldErrors> {
  const wanted = [...new Set(recipientIds)];
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .where(
      and(
        inOrganisation(employeeExtensions.organisationId, scope),
        inArray(employeeExtensions.id, wanted),
        eq(employeeExtensions.isDeleted, false),
        inArray(employeeExtensions.status, ACTIVE_MEMBER_STATUSES),
      ),
    );
  return rows.length === wanted.length ? {} : { lic_exp_reminder_recipients: requiredMessage('lic_exp_reminder_recipients') };
}

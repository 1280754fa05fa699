import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_BRANCH_TIMEZONE, type Branch } from '@motorpool/api';
import type { Database } from '../db/database';
import { branchManagers, branches, branchRelations, branchTagValues, employeeExtensions, geofences, roles, users } from '../db/schema';
import { tagGroupsOf, toTagGroup, type TagGroupRow } from '../custom-fields/groups';
import { groupTagValues, userTagsOf } from '../custom-fields/values';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

export type BranchRow = typeof branches.$inferSelect;

type Person = { pk: number; name: string; role: string };
type Named = { pk: number; name: string };

/** What a page of branches needs beyond their own rows, read in a few queries whatever the page size. */
export type BranchRelated = {
  managers: Map<number, Person[]>;
  linked: Map<number, Named[]>;
  geofences: Map<number, string>;
  tagGroups: TagGroupRow[];
  tags: Map<number, Map<number, string[]>>;
};

function grouped<T>(rows: readonly (T & { owner: number })[]): Map<number, Omit<T, 'owner'>[]> {
  const byOwner = new Map<number, Omit<T, 'owner'>[]>();
  for (const { owner, ...item } of rows) {
    const list = byOwner.get(owner);
    if (list) list.push(item);
    else byOwner.set(owner, [item]);
  }
  return byOwner;
}

export async function branchRelated(db: Database, scope: OrganisationScope, rows: readonly BranchRow[]): Promise<BranchRelated> {
  const ids = rows.map((row) => row.id);
  const geofenceIds = [...new Set(rows.flatMap((row) => (row.geofenceId === null ? [] : [row.geofenceId])))];
  if (ids.length === 0) return { managers: new Map(), linked: new Map(), geofences: new Map(), tagGroups: [], tags: new Map() };
  const [managerRows, linkedRows, geofenceRows, groups, tagRows] = await Promise.all([
    db
      .select({ owner: branchManagers.branchId, pk: employeeExtensions.id, firstName: users.firstName, lastName: users.lastName, role: roles.name })
      .from(branchManagers)
      .innerJoin(employeeExtensions, eq(employeeExtensions.id, branchManagers.employeeExtensionId))
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .innerJoin(roles, eq(roles.id, employeeExtensions.roleId))
      .where(and(inOrganisation(branchManagers.organisationId, scope), inArray(branchManagers.branchId, ids), eq(employeeExtensions.isDeleted, false)))
      .orderBy(asc(users.firstName), asc(users.lastName), asc(employeeExtensions.id)),
    db
      .select({ owner: branchRelations.fromBranchId, pk: branches.id, name: branches.name })
      .from(branchRelations)
      .innerJoin(branches, eq(branches.id, branchRelations.toBranchId))
      .where(and(inOrganisation(branchRelations.organisationId, scope), inArray(branchRelations.fromBranchId, ids), eq(branches.isDeleted, false)))
      .orderBy(asc(branches.name), asc(branches.id)),
    geofenceIds.length === 0
      ? []
      : db
          .select({ id: geofences.id, name: geofences.name })
          .from(geofences)
          .where(and(inOrganisation(geofences.organisationId, scope), inArray(geofences.id, geofenceIds))),
    tagGroupsOf(db, scope, 'branch'),
    db
      .select()
      .from(branchTagValues)
      .where(and(inOrganisation(branchTagValues.organisationId, scope), inArray(branchTagValues.branchId, ids))),
  ]);
  const tags = groupTagValues(tagRows, (row) => row.branchId);
  return {
    managers: grouped(managerRows.map(({ firstName, lastName, ...rest }) => ({ ...rest, name: `${firstName} ${lastName}`.trim() }))),
    linked: grouped(linkedRows),
    geofences: new Map(geofenceRows.map((row) => [row.id, row.name])),
    tagGroups: groups,
    tags,
  };
}

/** The spec §3 shape; every branch tag group is listed with the branch's value (or the group's default) as selectedValue. */
export function toBranch(row: BranchRow, related: BranchRelated): Branch {
  const values = userTagsOf(related.tagGroups, related.tags.get(row.id));
  return {
    pk: row.id,
    name: row.name,
    address: row.address,
    location: row.location,
    branch_type: row.branchType === 'hub' ? 'hub' : 'branch',
    address_features: row.addressFeatures,
    business_hours: row.businessHours ?? null,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt.toISOString(),
    is_active: row.isActive,
    is_deleted: row.isDeleted,
    branch_manager: related.managers.get(row.id) ?? [],
    branch_timezone: row.branchTimezone || DEFAULT_BRANCH_TIMEZONE,
    geofence_name: row.geofenceId === null ? null : (related.geofences.get(row.geofenceId) ?? null),
    help_desk_contact_num: row.helpDeskContactNum,
    help_desk_email_id: row.helpDeskEmailId,
    help_desk_custom_message: row.helpDeskCustomMessage,
    override_company_help_desk: row.overrideCompanyHelpDesk,
    linked_branches: related.linked.get(row.id) ?? [],
    extra_data: row.extraData,
    additional_details: row.additionalDetails,
    airport_tags: row.airportTags,
    is_notify: row.isNotify,
    include_vehicle_doc: row.includeVehicleDoc,
    branch_tags: related.tagGroups.map((group, index) => ({ ...toTagGroup(group), selectedValue: values[index]?.value ?? null })),
  };
}

export async function serializeBranches(db: Database, scope: OrganisationScope, rows: readonly BranchRow[]): Promise<Branch[]> {
  const related = await branchRelated(db, scope, rows);
  return rows.map((row) => toBranch(row, related));
}

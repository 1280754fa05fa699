import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { specialKind, tagGroupsOf, type SpecialKind } from '../custom-fields/groups';
import type { TagWrites } from '../custom-fields/check';
import { groupTagValues, type StoredTagValues } from '../custom-fields/values';
import type { Database } from '../db/database';
import { branches, employeeExtensions, employeeTagValues } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';

/** A member's stored custom-field values, by member then group. */
export async function storedTagValues(db: Database, scope: OrganisationScope, extensionIds: readonly number[]): Promise<StoredTagValues> {
  if (extensionIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(employeeTagValues)
    .where(and(inOrganisation(employeeTagValues.organisationId, scope), inArray(employeeTagValues.employeeExtensionId, [...extensionIds])));
  return groupTagValues(rows, (row) => row.employeeExtensionId);
}

export async function saveTagValues(tx: Database, scope: OrganisationScope, extensionId: number, writes: TagWrites): Promise<void> {
  const cleared = [...writes].filter(([, value]) => value === null).map(([groupId]) => groupId);
  const set = [...writes].flatMap(([tagGroupId, value]) =>
    value === null ? [] : [{ employeeExtensionId: extensionId, tagGroupId, organisationId: scope.organisationId, value }],
  );
  if (cleared.length > 0) {
    await tx
      .delete(employeeTagValues)
      .where(
        and(
          inOrganisation(employeeTagValues.organisationId, scope),
          eq(employeeTagValues.employeeExtensionId, extensionId),
          inArray(employeeTagValues.tagGroupId, cleared),
        ),
      );
  }
  if (set.length > 0) {
    await tx
      .insert(employeeTagValues)
      .values(set)
      .onConflictDoUpdate({ target: [employeeTagValues.employeeExtensionId, employeeTagValues.tagGroupId], set: { value: sql`excluded.value` } });
  }
}

/**
 * The branches a member's special groups name beyond their own, for the
 * profile's additional_hubs / additional_branches (spec §3 Profile): the
 * sidebar offers switching when there are any, adding the own branch itself.
 */
export async function associatedBranches(
  db: Database,
  scope: OrganisationScope,
  extensionId: number,
): Promise<{ additional_hubs: { pk: number; name: string }[]; additional_branches: { pk: number; name: string }[] }> {
  const [[member], groups, stored] = await Promise.all([
    db
      .select({ branchId: employeeExtensions.branchId, hubId: employeeExtensions.hubId })
      .from(employeeExtensions)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, extensionId))),
    tagGroupsOf(db, scope, 'user'),
    storedTagValues(db, scope, [extensionId]),
  ]);
  const ownIds = new Set([member?.branchId, member?.hubId].filter((id) => typeof id === 'number'));
  const idsOf = (kind: SpecialKind) => {
    const group = groups.find((candidate) => specialKind(candidate) === kind);
    const value = group ? (stored.get(extensionId)?.get(group.id) ?? []) : [];
    return value.map(Number).filter((id) => Number.isInteger(id) && id > 0 && !ownIds.has(id));
  };
  const hubIds = idsOf('hubs');
  const branchIds = idsOf('branches');
  const wanted = [...new Set([...hubIds, ...branchIds])];
  const named =
    wanted.length === 0
      ? []
      : await db
          .select({ pk: branches.id, name: branches.name, branchType: branches.branchType })
          .from(branches)
          .where(and(inOrganisation(branches.organisationId, scope), inArray(branches.id, wanted), eq(branches.isDeleted, false)))
          .orderBy(asc(branches.name), asc(branches.id));
  return {
    additional_hubs: named.filter((branch) => hubIds.includes(branch.pk) && branch.branchType === 'hub').map(({ pk, name }) => ({ pk, name })),
    additional_branches: named.filter((branch) => branchIds.includes(branch.pk)).map(({ pk, name }) => ({ pk, name })),
  };
}

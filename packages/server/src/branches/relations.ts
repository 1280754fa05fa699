import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { ADDITIONAL_BRANCHES_GROUP, messages, type BranchRelation, type BranchRelationWrite, type FieldErrors } from '@motorpool/api';
import type { Database } from '../db/database';
import { branchManagers, branches, branchRelations, employeeTagValues, tagGroups } from '../db/schema';
import { badRequest } from '../http/errors';
import { requireHubs } from '../settings/hubs';
import type { Membership } from '../tenancy/memberships';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { structureMessages } from './messages';

const fromBranch = alias(branches, 'from_branch');
const toBranch = alias(branches, 'to_branch');

/** Every relation of the organisation between live branches, grouped by the branch that serves. */
export async function listRelations(db: Database, scope: OrganisationScope): Promise<BranchRelation[]> {
  const rows = await db
    .select({ from: branchRelations.fromBranchId, to: branchRelations.toBranchId })
    .from(branchRelations)
    .innerJoin(fromBranch, eq(fromBranch.id, branchRelations.fromBranchId))
    .innerJoin(toBranch, eq(toBranch.id, branchRelations.toBranchId))
    .where(and(inOrganisation(branchRelations.organisationId, scope), eq(fromBranch.isDeleted, false), eq(toBranch.isDeleted, false)))
    .orderBy(asc(fromBranch.name), asc(branchRelations.fromBranchId), asc(toBranch.name), asc(branchRelations.toBranchId));
  const grouped = new Map<number, number[]>();
  for (const row of rows) {
    const list = grouped.get(row.from);
    if (list) list.push(row.to);
    else grouped.set(row.from, [row.to]);
  }
  return [...grouped].map(([from_branch, to_branch]) => ({ from_branch, to_branch }));
}

/**
 * `POST branch-relations/bulk/`: what `from_branch` serves becomes exactly
 * `to_branch`, in one transaction. Every pk must be a live branch of the
 * organisation, not the branch itself, and listed once.
 */
export async function replaceRelations(db: Database, scope: OrganisationScope, input: BranchRelationWrite): Promise<BranchRelation> {
  const wanted = [input.from_branch, ...input.to_branch];
  const live = await db
    .select({ id: branches.id, branchType: branches.branchType })
    .from(branches)
    .where(and(inOrganisation(branches.organisationId, scope), inArray(branches.id, wanted), eq(branches.isDeleted, false)));
  // Which branches a hub serves is a hub write (and so refused while hubs are off); branch-to-branch links are not.
  if (live.some((row) => row.branchType === 'hub')) await requireHubs(db, scope);
  const liveIds = new Set(live.map((row) => row.id));
  const fields: FieldErrors = {};
  if (!liveIds.has(input.from_branch)) fields.from_branch = structureMessages.fromBranchUnknown;
  if (input.to_branch.includes(input.from_branch)) fields.to_branch = structureMessages.toBranchItself;
  else if (new Set(input.to_branch).size !== input.to_branch.length) fields.to_branch = structureMessages.toBranchRepeated;
  else if (!input.to_branch.every((id) => liveIds.has(id))) fields.to_branch = structureMessages.toBranchUnknown;
  if (Object.keys(fields).length > 0) throw badRequest(messages.request.invalid, { fields });

  await db.transaction(async (tx) => {
    // Saves of one branch's relations queue on its row: a second identical save then deletes what the first inserted instead of colliding with it.
    await tx
      .select({ id: branches.id })
      .from(branches)
      .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, input.from_branch)))
      .for('no key update');
    await tx.delete(branchRelations).where(and(inOrganisation(branchRelations.organisationId, scope), eq(branchRelations.fromBranchId, input.from_branch)));
    if (input.to_branch.length > 0) {
      await tx
        .insert(branchRelations)
        .values(input.to_branch.map((toBranchId) => ({ fromBranchId: input.from_branch, toBranchId, organisationId: scope.organisationId })));
    }
  });
  return { from_branch: input.from_branch, to_branch: input.to_branch };
}

/** Branches linked to any of `ids` by a relation, whichever way it points. */
async function relatedBranchIds(db: Database, scope: OrganisationScope, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ from: branchRelations.fromBranchId, to: branchRelations.toBranchId })
    .from(branchRelations)
    .where(
      and(
        inOrganisation(branchRelations.organisationId, scope),
        or(inArray(branchRelations.fromBranchId, [...ids]), inArray(branchRelations.toBranchId, [...ids])),
      ),
    );
  return rows.flatMap((row) => [row.from, row.to]);
}

/**
 * `associated-branches/`: the caller's branch, the branches related to it
 * (relations both ways) and those their 'Association to Additional Branches'
 * names. Deleted branches are left to the caller's list query.
 */
export async function associatedBranchIds(db: Database, scope: OrganisationScope, membership: Membership | null): Promise<number[]> {
  if (!membership) return [];
  const own = membership.branch ? [membership.branch.id] : [];
  const [related, additional] = await Promise.all([
    relatedBranchIds(db, scope, own),
    db
      .select({ value: employeeTagValues.value })
      .from(employeeTagValues)
      .innerJoin(tagGroups, eq(tagGroups.id, employeeTagValues.tagGroupId))
      .where(
        and(
          inOrganisation(employeeTagValues.organisationId, scope),
          eq(employeeTagValues.employeeExtensionId, membership.extensionId),
          eq(tagGroups.isSpecial, true),
          eq(tagGroups.tagGroupName, ADDITIONAL_BRANCHES_GROUP),
        ),
      ),
  ]);
  const named = additional.flatMap((row) => row.value.map(Number)).filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set([...own, ...related, ...named])];
}

/**
 * The branch `my-branch/` shows a branch manager: one they are named manager
 * of (their own branch first when they manage it, else the first by name),
 * or else their own branch.
 */
export async function managedBranchId(db: Database, scope: OrganisationScope, membership: Membership): Promise<number | null> {
  const managed = await db
    .select({ id: branches.id })
    .from(branchManagers)
    .innerJoin(branches, eq(branches.id, branchManagers.branchId))
    .where(
      and(inOrganisation(branchManagers.organisationId, scope), eq(branchManagers.employeeExtensionId, membership.extensionId), eq(branches.isDeleted, false)),
    )
    .orderBy(asc(branches.name), asc(branches.id));
  const ownId = membership.branch?.id ?? null;
  if (managed.some((row) => row.id === ownId)) return ownId;
  return managed[0]?.id ?? ownId;
}

import { and, eq, inArray } from 'drizzle-orm';
import { messages } from '@motorpool/api';
import type { Database } from '../db/database';
import { branches, employeeExtensions } from '../db/schema';
import { badRequest } from '../http/errors';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import { saveTagValues, storedTagValues } from './tags';
import { specialKind, tagGroupsOf, type SpecialKind } from '../custom-fields/groups';

const NOT_ASSOCIATED: Record<SpecialKind, { field: string; message: string }> = {
  hubs: { field: 'hub', message: messages.placeSwitch.hubNotAssociated },
  branches: { field: 'branch', message: messages.placeSwitch.branchNotAssociated },
};

/**
 * Switch Hub / Switch Branch (spec §2, §8): the member's branch becomes
 * another of the places their special group associates them with, and the
 * place they leave joins that group, so the set they can switch between
 * stays the same. One transaction, the member's row locked, so two switches
 * at once cannot lose a place.
 */
export async function switchPlace(db: Database, scope: OrganisationScope, extensionId: number, kind: SpecialKind, targetId: number): Promise<void> {
  const refuse = () => badRequest(NOT_ASSOCIATED[kind].message, { fields: { [NOT_ASSOCIATED[kind].field]: NOT_ASSOCIATED[kind].message } });
  await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ branchId: employeeExtensions.branchId })
      .from(employeeExtensions)
      .where(and(inOrganisation(employeeExtensions.organisationId, scope), eq(employeeExtensions.id, extensionId)))
      .for('update');
    const group = (await tagGroupsOf(tx, scope, 'user')).find((candidate) => specialKind(candidate) === kind);
    if (!member || !group) throw refuse();
    if (member.branchId === targetId) return;

    const held = (await storedTagValues(tx, scope, [extensionId])).get(extensionId)?.get(group.id) ?? [];
    if (!held.includes(String(targetId))) throw refuse();
    const places = await tx
      .select({ id: branches.id, branchType: branches.branchType })
      .from(branches)
      .where(
        and(
          inOrganisation(branches.organisationId, scope),
          eq(branches.isDeleted, false),
          eq(branches.isActive, true),
          inArray(branches.id, member.branchId === null ? [targetId] : [targetId, member.branchId]),
        ),
      );
    const target = places.find((place) => place.id === targetId);
    if (!target || (kind === 'hubs' && target.branchType !== 'hub')) throw refuse();
    const left = places.find((place) => place.id === member.branchId);
    // A hub list holds hubs only; the branch list takes any branch.
    const keepsLeftPlace = left !== undefined && (kind === 'branches' || left.branchType === 'hub');

    await tx.update(employeeExtensions).set({ branchId: targetId }).where(eq(employeeExtensions.id, extensionId));
    const remaining = held.filter((value) => value !== String(targetId));
    const associated = keepsLeftPlace ? [...new Set([...remaining, String(left.id)])] : remaining;
    await saveTagValues(tx, scope, extensionId, new Map([[group.id, associated]]));
  });
}

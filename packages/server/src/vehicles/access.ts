import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { branchManagers } from '../db/schema';
import { mayManageStructure } from '../branches/access';
import { forbidden } from '../http/errors';
import { inOrganisation, requireOrganisation, type OrganisationScope, type Tenancy } from '../tenancy/tenancy';

/** Who may change vehicles, and where: everywhere, or at the branches they are named manager of. */
export type VehicleWriter = { scope: OrganisationScope; assertMayWriteAt(branchIds: readonly number[]): void };

/**
 * Vehicles change for organisation_write or super_users anywhere, and for a
 * branch's named managers at that branch. Anyone else is refused before the
 * body is read, so a driver learns nothing from validation messages.
 */
export async function vehicleWriter(db: Database, tenancy: Tenancy): Promise<VehicleWriter> {
  const scope = requireOrganisation(tenancy);
  if (mayManageStructure(tenancy.permissions)) return { scope, assertMayWriteAt: () => {} };
  const managed = tenancy.membership
    ? await db
        .select({ branchId: branchManagers.branchId })
        .from(branchManagers)
        .where(and(inOrganisation(branchManagers.organisationId, scope), eq(branchManagers.employeeExtensionId, tenancy.membership.extensionId)))
    : [];
  if (managed.length === 0) throw forbidden();
  const managedIds = new Set(managed.map((row) => row.branchId));
  return {
    scope,
    assertMayWriteAt(branchIds) {
      if (!branchIds.every((id) => managedIds.has(id))) throw forbidden();
    },
  };
}

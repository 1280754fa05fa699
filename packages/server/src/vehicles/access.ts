import { and, eq } from 'drizzle-orm';
import { mayManageStructure, mayWriteVehicles, mayWriteVehiclesAt } from '@motorpool/api';
import type { Database } from '../db/database';
import { branchManagers } from '../db/schema';
import { callerOf, enforce } from '../tenancy/permissions';
import { inOrganisation, requireOrganisation, type OrganisationScope, type Tenancy } from '../tenancy/tenancy';

/** Who may change vehicles, and where: everywhere, or at the branches they are named manager of. */
export type VehicleWriter = { scope: OrganisationScope; assertMayWriteAt(branchIds: readonly number[]): void };

/**
 * Vehicles change for organisation_write or super_users anywhere, and for a
 * branch's named managers at that branch (@motorpool/api mayWriteVehiclesAt).
 * Anyone else is refused before the body is read, so a driver learns nothing
 * from validation messages.
 */
export async function vehicleWriter(db: Database, tenancy: Tenancy): Promise<VehicleWriter> {
  const scope = requireOrganisation(tenancy);
  const caller = callerOf(tenancy);
  // Structure managers write anywhere: no need to read which branches they manage.
  if (mayManageStructure(caller)) return { scope, assertMayWriteAt: () => {} };
  const managed = tenancy.membership
    ? await db
        .select({ branchId: branchManagers.branchId })
        .from(branchManagers)
        .where(and(inOrganisation(branchManagers.organisationId, scope), eq(branchManagers.employeeExtensionId, tenancy.membership.extensionId)))
    : [];
  const managedIds = new Set(managed.map((row) => row.branchId));
  enforce(mayWriteVehicles(caller, managedIds));
  return {
    scope,
    assertMayWriteAt(branchIds) {
      enforce(mayWriteVehiclesAt(caller, managedIds, branchIds));
    },
  };
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { branches } from '../db/schema';
import { inOrganisation, type OrganisationScope } from '../tenancy/tenancy';
import type { BranchRow } from './serialize';

/** One live (not deleted) branch of the organisation, or undefined: another tenant's pk looks like no pk at all. */
export async function findBranch(db: Database, scope: OrganisationScope, pk: number): Promise<BranchRow | undefined> {
  const [row] = await db
    .select()
    .from(branches)
    .where(and(inOrganisation(branches.organisationId, scope), eq(branches.id, pk), eq(branches.isDeleted, false)));
  return row;
}

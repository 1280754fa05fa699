import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { organisations } from '../db/schema';
import { parseQueryPk } from '../http/query';
import type { OrganisationScope } from '../tenancy/tenancy';

export type Organisation = typeof organisations.$inferSelect;

export async function findOrganisation(db: Database, id: number): Promise<Organisation | null> {
  const [organisation] = await db.select().from(organisations).where(eq(organisations.id, id));
  return organisation ?? null;
}

/**
 * The scope of a request made by nobody in particular (a sign-up, an invitation
 * link): the organisation comes from the request or the token, and the caller
 * holds no permissions in it. Queries still go through inOrganisation with it.
 */
export function anonymousScope(organisation: Organisation): OrganisationScope {
  return { organisationId: organisation.id, tenancy: { organisation, membership: null, permissions: new Set() } };
}

/** The `organisation` header of an unauthenticated request: an organisation id, or null when absent or malformed. */
export function organisationHeader(raw: string | undefined): number | null {
  return raw === undefined ? null : parseQueryPk(raw);
}

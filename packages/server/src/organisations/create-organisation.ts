import { normaliseDomain, organisationMessages, type CreateOrganisationRequest, type FieldErrors } from '@motorpool/api';
import { or, sql } from 'drizzle-orm';
import { violatedUniqueKey } from '../db/unique-violation';
import type { Database } from '../db/database';
import { organisations } from '../db/schema';
import { HttpError } from '../http/errors';
import { insertDefaultMasterConfig } from '../master-config/defaults';
import { insertDefaultIncidentTypes } from '../seed/default-incident-types';
import { insertDefaultRoles } from '../seed/default-roles';
import { insertSpecialTagGroups } from '../seed/special-tag-groups';

export type OrganisationRow = typeof organisations.$inferSelect;

const NAME_KEY = 'organisations_name_lower_key';
const DOMAIN_KEY = 'organisations_domain_unique';

/**
 * Creates an organisation ready to use: the row, the default roles with their
 * permissions, the special custom fields every organisation has (spec §3,
 * §6) and the default lookup lists (master configuration). Branches, settings and people come later through their own screens.
 * Names are unique whatever their case, domains unique lower-cased (409).
 */
export async function createOrganisation(db: Database, request: CreateOrganisationRequest): Promise<OrganisationRow> {
  const name = request.name.trim();
  const domain = request.domain ? normaliseDomain(request.domain) : null;
  try {
    return await db.transaction(async (tx) => {
      const sameName = sql<boolean>`lower(${organisations.name}) = lower(${name})`;
      const sameDomain = domain ? sql<boolean>`lower(${organisations.domain}) = ${domain}` : sql<boolean>`false`;
      const clashes = await tx.select({ sameName, sameDomain }).from(organisations).where(or(sameName, sameDomain));
      const fields: FieldErrors = {};
      if (clashes.some((row) => row.sameName)) fields.name = organisationMessages.nameTaken;
      if (clashes.some((row) => row.sameDomain)) fields.domain = organisationMessages.domainTaken;
      const title = fields.name ?? fields.domain;
      if (title) throw new HttpError(409, title, { fields });

      const [created] = await tx.insert(organisations).values({ name, domain, industry: request.industry }).returning();
      if (!created) throw new Error('organisation insert returned nothing');
      await insertDefaultRoles(tx, created.id);
      await insertSpecialTagGroups(tx, created.id);
      await insertDefaultIncidentTypes(tx, created.id);
      await insertDefaultMasterConfig(tx, created.id);
      return created;
    });
  } catch (error) {
    // The check above answers both clashes at once; the unique keys decide a race between two creations.
    const key = violatedUniqueKey(error);
    if (key === NAME_KEY) throw new HttpError(409, organisationMessages.nameTaken, { fields: { name: organisationMessages.nameTaken } });
    if (key === DOMAIN_KEY) throw new HttpError(409, organisationMessages.domainTaken, { fields: { domain: organisationMessages.domainTaken } });
    throw error;
  }
}

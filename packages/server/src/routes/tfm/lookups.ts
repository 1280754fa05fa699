import { asc, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { USER_STATUSES } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { costCentres, departments, roles } from '../../db/schema';
import { TAG_TYPES, tagGroupsOf, toTagGroup, type TagType } from '../../employees/tags';
import { badRequest } from '../../http/errors';
import { inOrganisation, requireOrganisation, resolveTenancy } from '../../tenancy/tenancy';

/** The statuses of spec §4 by entity; only members' statuses exist so far. */
const STATUS_ENTITIES: Record<string, readonly string[]> = { organisations_employee: USER_STATUSES };

/** These lists are short and read whole by the forms; the envelope is still spec §7's. */
const whole = <T>(results: T[]) => ({ results, count: results.length, next_page: null });

function oneOf<T extends string>(raw: string | undefined, allowed: readonly T[], name: string): T {
  const value = allowed.find((candidate) => candidate === raw);
  if (value) return value;
  const message = `${name} must be one of ${allowed.join(', ')}.`;
  throw badRequest(message, { fields: { [name]: message } });
}

/** `/api/v1/tfm/…` lists the user forms choose from: statuses, roles, departments, cost centres and custom fields (tag groups). */
export const lookupRoutes = new Hono<AppEnv>()
  .get('/statuses/', authenticate, resolveTenancy, (c) => {
    requireOrganisation(c.get('tenancy'));
    const entity = oneOf(c.req.query('entity'), Object.keys(STATUS_ENTITIES), 'entity');
    return c.json(whole((STATUS_ENTITIES[entity] ?? []).map((name) => ({ name }))));
  })
  .get('/roles/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const rows = await c
      .get('db')
      .select({ pk: roles.id, name: roles.name })
      .from(roles)
      .where(inOrganisation(roles.organisationId, scope))
      .orderBy(asc(roles.name), asc(roles.id));
    return c.json(whole(rows));
  })
  .get('/departments/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const rows = await c
      .get('db')
      .select({ pk: departments.id, name: departments.name })
      .from(departments)
      .where(inOrganisation(departments.organisationId, scope))
      .orderBy(asc(sql`lower(${departments.name})`), asc(departments.id));
    return c.json(whole(rows));
  })
  .get('/cost-centres/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const rows = await c
      .get('db')
      .select({ pk: costCentres.id, name: costCentres.name })
      .from(costCentres)
      .where(inOrganisation(costCentres.organisationId, scope))
      .orderBy(asc(sql`lower(${costCentres.name})`), asc(costCentres.id));
    return c.json(whole(rows));
  })
  .get('/tags/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    const tagType: TagType = oneOf(c.req.query('tag_type'), TAG_TYPES, 'tag_type');
    const groups = await tagGroupsOf(c.get('db'), scope, tagType);
    return c.json(whole(groups.map(toTagGroup)));
  });

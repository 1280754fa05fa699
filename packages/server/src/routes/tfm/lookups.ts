import { Hono } from 'hono';
import { USER_STATUSES } from '@motorpool/api';
import { queryChoiceParameter, readQuery } from '../../http/query';
import { type } from 'superstruct';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { costCentres, departments } from '../../db/schema';
import { TAG_TYPES, tagGroupsOf, toTagGroup, type TagType } from '../../custom-fields/groups';
import { badRequest } from '../../http/errors';
import { organisationScope } from '../../tenancy/tenancy';
import { organisationNames, whole } from './named-lists';

/** The statuses of spec §4 by entity; only members' statuses exist so far. */
const STATUS_ENTITIES: Record<string, readonly string[]> = { organisations_employee: USER_STATUSES };

/** A required choice: absent or unknown, the answer names the words it takes. */
function oneOf<T extends string>(raw: T | undefined, allowed: readonly T[], name: string): T {
  if (raw) return raw;
  const message = oneOfMessage(name, allowed);
  throw badRequest(message, { fields: { [name]: message } });
}

const oneOfMessage = (name: string, allowed: readonly string[]) => `${name} must be one of ${allowed.join(', ')}.`;
const StatusQuery = type({ entity: queryChoiceParameter(Object.keys(STATUS_ENTITIES), oneOfMessage('entity', Object.keys(STATUS_ENTITIES))) });
const TagQuery = type({ tag_type: queryChoiceParameter(TAG_TYPES, oneOfMessage('tag_type', TAG_TYPES)) });

/** `/api/v1/tfm/…` lists the user forms choose from: statuses, departments, cost centres and custom fields (tag groups). */
export const statusRoutes = new Hono<AppEnv>().use(authenticate, organisationScope).get('/', (c) => {
  const entity = oneOf(readQuery(c, StatusQuery).entity, Object.keys(STATUS_ENTITIES), 'entity');
  return c.json(whole((STATUS_ENTITIES[entity] ?? []).map((name) => ({ name }))));
});

/** `GET departments/`. */
export const departmentReads = new Hono<AppEnv>().get('/', organisationNames(departments, 'caseless name'));

/** `GET cost-centres/`. */
export const costCentreReads = new Hono<AppEnv>().get('/', organisationNames(costCentres, 'caseless name'));

/** `GET tags/?tag_type=`: custom-field groups of one kind. */
export const tagReads = new Hono<AppEnv>().get('/', async (c) => {
  const scope = c.get('scope');
  const tagType: TagType = oneOf(readQuery(c, TagQuery).tag_type, TAG_TYPES, 'tag_type');
  const groups = await tagGroupsOf(c.get('db'), scope, tagType);
  return c.json(whole(groups.map(toTagGroup)));
});

import { Hono, type Context } from 'hono';
import { type } from 'superstruct';
import {
  MASTER_CONFIG_LABEL_MAX_LENGTH,
  MasterConfigEntryWrite,
  masterConfigMessages,
  MasterConfigOrder,
  mayEditMasterConfig,
  messages,
  validateWith,
} from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { badRequest } from '../../http/errors';
import { pathKey, readBody, readJson } from '../../http/input';
import { queryFlagParameter, readQuery } from '../../http/query';
import { createEntry, deleteEntry, listEntries, listOf, reorderEntries, updateEntry, type Editor } from '../../master-config/entries';
import { whole } from '../tfm/named-lists';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope } from '../../tenancy/tenancy';

const ListQuery = type({ include_inactive: queryFlagParameter('include_inactive') });

/** The entry's body, its label's failures in the contract's words (a label of spaces is missing, not short). */
async function readEntry(c: Context<AppEnv>): Promise<MasterConfigEntryWrite> {
  const raw = await readJson(c);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('The request body must be a JSON object.');
  const result = validateWith(MasterConfigEntryWrite, raw);
  const fields = result.ok ? {} : { ...result.fields };
  const label = (raw as { label?: unknown }).label;
  if (typeof label !== 'string' || label.trim() === '') fields.label = masterConfigMessages.labelRequired;
  else if (label.trim().length > MASTER_CONFIG_LABEL_MAX_LENGTH) fields.label = masterConfigMessages.labelTooLong;
  if (Object.keys(fields).length > 0 || !result.ok) throw badRequest(fields.label ?? messages.request.invalid, { fields });
  return result.value;
}

function editorOf(c: Context<AppEnv>): Editor {
  enforce(mayEditMasterConfig(callerOf(c.get('scope').tenancy)), masterConfigMessages.mayNotEdit);
  return { userId: c.get('caller').user.id, now: c.get('clock')() };
}

/**
 * `/api/v1/organisations/master-config/{list}/…` (spec §2 /master-config, §7
 * "master configurations"): the organisation's lookup lists. Every member
 * reads them (the vehicle and user forms and the filters choose from them);
 * changing them needs master-config_update, and each change is on the list's
 * audit trail (record type master_config, record key the list's name).
 */
export const masterConfigRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/:list/', async (c) => {
    const list = listOf(c.req.param('list'));
    const query = readQuery(c, ListQuery);
    return c.json(whole(await listEntries(c.get('db'), c.get('scope'), list, query.include_inactive ?? false)));
  })
  .post('/:list/', async (c) => {
    const list = listOf(c.req.param('list'));
    const editor = editorOf(c);
    const input = await readEntry(c);
    return c.json(await createEntry(c.get('db'), c.get('scope'), list, input, editor), 201);
  })
  .put('/:list/order/', async (c) => {
    const list = listOf(c.req.param('list'));
    const editor = editorOf(c);
    const input = await readBody(c, MasterConfigOrder);
    return c.json(whole(await reorderEntries(c.get('db'), c.get('scope'), list, input.pks, editor)));
  })
  .put('/:list/:pk/', async (c) => {
    const list = listOf(c.req.param('list'));
    const pk = pathKey(c.req.param('pk'));
    const editor = editorOf(c);
    const input = await readEntry(c);
    return c.json(await updateEntry(c.get('db'), c.get('scope'), list, pk, input, editor));
  })
  .delete('/:list/:pk/', async (c) => {
    const list = listOf(c.req.param('list'));
    const pk = pathKey(c.req.param('pk'));
    const editor = editorOf(c);
    await deleteEntry(c.get('db'), c.get('scope'), list, pk, editor);
    return c.body(null, 204);
  });

import { Hono } from 'hono';
import { object, boolean } from 'superstruct';
import { NamedWrite, TagGroupWrite } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { structureWriteScope } from '../../branches/access';
import { createNamed, createTagGroup, deleteNamed, deleteTagGroup, renameNamed, updateTagGroup, type NamedKind } from '../../branches/structure';
import { notFound } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { readSetting, SETTING_KEYS, writeSetting } from '../../settings/organisation-settings';
import { requireOrganisation, resolveTenancy } from '../../tenancy/tenancy';

/** `PUT settings/enable-hubs/`; strict, unlike the response struct of the api. */
const HubsSettingWrite = object({ enabled: boolean() });

/** The same three calls for departments, cost centres and geofences; their lists are GET in lookups.ts and branches.ts. */
function namedRoutes(path: string, kind: NamedKind) {
  return new Hono<AppEnv>()
    .post(`/${path}/`, authenticate, resolveTenancy, async (c) => {
      const scope = structureWriteScope(c.get('tenancy'));
      return c.json(await createNamed(c.get('db'), scope, kind, await readBody(c, NamedWrite)), 201);
    })
    .put(`/${path}/:pk/`, authenticate, resolveTenancy, async (c) => {
      const scope = structureWriteScope(c.get('tenancy'));
      const pk = pathKey(c.req.param('pk'));
      const renamed = await renameNamed(c.get('db'), scope, kind, pk, await readBody(c, NamedWrite));
      if (!renamed) throw notFound();
      return c.json(renamed);
    })
    .delete(`/${path}/:pk/`, authenticate, resolveTenancy, async (c) => {
      const scope = structureWriteScope(c.get('tenancy'));
      if (!(await deleteNamed(c.get('db'), scope, kind, pathKey(c.req.param('pk'))))) throw notFound();
      return c.body(null, 204);
    });
}

/**
 * `/api/v1/tfm/…` changes to the organisation's structure (spec §2
 * /departments, /cost-centres, /geo-fences, /tags; §7 settings by key):
 * departments, cost centres, geofences, custom-field groups and the
 * 'Enable Hubs' setting. Only
 * organisation_write or super_users change them (spec §6).
 */
export const structureRoutes = new Hono<AppEnv>()
  .route('/', namedRoutes('departments', 'department'))
  .route('/', namedRoutes('cost-centres', 'costCentre'))
  .route('/', namedRoutes('geofences', 'geofence'))
  .post('/tags/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await createTagGroup(c.get('db'), scope, await readBody(c, TagGroupWrite)), 201);
  })
  .put('/tags/:pk/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const pk = pathKey(c.req.param('pk'));
    const updated = await updateTagGroup(c.get('db'), scope, pk, await readBody(c, TagGroupWrite));
    if (!updated) throw notFound();
    return c.json(updated);
  })
  .delete('/tags/:pk/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    if (!(await deleteTagGroup(c.get('db'), scope, pathKey(c.req.param('pk'))))) throw notFound();
    return c.body(null, 204);
  })
  .get('/settings/enable-hubs/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    return c.json({ enabled: (await readSetting(c.get('db'), scope, SETTING_KEYS.enableHubs)) === true });
  })
  .put('/settings/enable-hubs/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const { enabled } = await readBody(c, HubsSettingWrite);
    await writeSetting(c.get('db'), scope, SETTING_KEYS.enableHubs, enabled);
    return c.json({ enabled });
  });

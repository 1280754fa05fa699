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
import { organisationScope } from '../../tenancy/tenancy';
import { bookingTagReads } from './bookings/read';
import { geofenceReads } from './branches';
import { costCentreReads, departmentReads, tagReads } from './lookups';

/** `PUT settings/enable-hubs/`; strict, unlike the response struct of the api. */
const HubsSettingWrite = object({ enabled: boolean() });

/** The same three writes for departments, cost centres and geofences; each list's GET is given with it (lookups.ts, branches.ts). */
function namedRoutes(kind: NamedKind, list: Hono<AppEnv>) {
  return new Hono<AppEnv>()
    .use(authenticate, organisationScope)
    .route('/', list)
    .post('/', async (c) => {
      const scope = structureWriteScope(c.get('tenancy'));
      return c.json(await createNamed(c.get('db'), scope, kind, await readBody(c, NamedWrite)), 201);
    })
    .put('/:pk/', async (c) => {
      const scope = structureWriteScope(c.get('tenancy'));
      const pk = pathKey(c.req.param('pk'));
      const renamed = await renameNamed(c.get('db'), scope, kind, pk, await readBody(c, NamedWrite));
      if (!renamed) throw notFound();
      return c.json(renamed);
    })
    .delete('/:pk/', async (c) => {
      const scope = structureWriteScope(c.get('tenancy'));
      if (!(await deleteNamed(c.get('db'), scope, kind, pathKey(c.req.param('pk'))))) throw notFound();
      return c.body(null, 204);
    });
}

/*
 * Changes to the organisation's structure (spec §2 /departments,
 * /cost-centres, /geo-fences, /tags; §7 settings by key): departments, cost
 * centres, geofences, custom-field groups and the 'Enable Hubs' setting. Only
 * organisation_write or super_users change them (spec §6).
 */

/** `departments/`. */
export const departmentRoutes = namedRoutes('department', departmentReads);

/** `cost-centres/`. */
export const costCentreRoutes = namedRoutes('costCentre', costCentreReads);

/** `geofences/`. */
export const geofenceRoutes = namedRoutes('geofence', geofenceReads);

/** `tags/`: custom-field groups; `tags/booking/` lists the booking ones. */
export const tagRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .route('/', tagReads)
  .route('/booking/', bookingTagReads)
  .post('/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await createTagGroup(c.get('db'), scope, await readBody(c, TagGroupWrite)), 201);
  })
  .put('/:pk/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const pk = pathKey(c.req.param('pk'));
    const updated = await updateTagGroup(c.get('db'), scope, pk, await readBody(c, TagGroupWrite));
    if (!updated) throw notFound();
    return c.json(updated);
  })
  .delete('/:pk/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    if (!(await deleteTagGroup(c.get('db'), scope, pathKey(c.req.param('pk'))))) throw notFound();
    return c.body(null, 204);
  });

/** `settings/enable-hubs/`. */
export const hubSettingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    return c.json({ enabled: (await readSetting(c.get('db'), scope, SETTING_KEYS.enableHubs)) === true });
  })
  .put('/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const { enabled } = await readBody(c, HubsSettingWrite);
    await writeSetting(c.get('db'), scope, SETTING_KEYS.enableHubs, enabled);
    return c.json({ enabled });
  });

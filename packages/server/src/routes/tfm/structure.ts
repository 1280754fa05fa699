import { Hono } from 'hono';
import { object, boolean } from 'superstruct';
import { mayManageSettings, NamedWrite, TagGroupWrite } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { changedFields, recordAudit } from '../../audit/audit';
import { authenticate } from '../../auth/authenticate';
import { structureWriteScope } from '../../branches/access';
import { createNamed, createTagGroup, deleteNamed, deleteTagGroup, renameNamed, updateTagGroup, type NamedKind } from '../../branches/structure';
import { notFound } from '../../http/errors';
import { pathKey, readBody } from '../../http/input';
import { hubsEnabled } from '../../settings/hubs';
import { SETTING_KEYS, writeSetting } from '../../settings/organisation-settings';
import { callerOf, enforce } from '../../tenancy/permissions';
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
 * centres, geofences and custom-field groups. Only organisation_write or
 * super_users change them (spec §6); the 'Enable Hubs' setting below is
 * organisation_write's alone.
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

/**
 * `settings/enable-hubs/`: every member reads it (src/settings/hubs.ts
 * decides with it); only organisation_write changes it, as the other
 * general settings, audited in their trail. Turning hubs off deletes
 * nothing: hubs, their relations and hub managers stay for when they come back.
 */
export const hubSettingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => c.json({ enabled: await hubsEnabled(c.get('db'), c.get('scope')) }))
  .put('/', async (c) => {
    const scope = c.get('scope');
    enforce(mayManageSettings(callerOf(scope.tenancy)));
    const { enabled } = await readBody(c, HubsSettingWrite);
    const db = c.get('db');
    const changes = changedFields({ enable_hubs: await hubsEnabled(db, scope) }, { enable_hubs: enabled });
    if (changes) {
      await db.transaction(async (tx) => {
        await writeSetting(tx, scope, SETTING_KEYS.enableHubs, enabled);
        await recordAudit(tx, scope, {
          recordType: 'general_settings',
          actorUserId: c.get('caller').user.id,
          action: 'Updated',
          changes,
          at: c.get('clock')(),
        });
      });
    }
    return c.json({ enabled });
  });

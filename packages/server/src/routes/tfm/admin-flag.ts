import { Hono } from 'hono';
import { AdminFlag, mayFlagAdmin } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { readAdminFlag, writeAdminFlag } from '../../employees/admin-flag';
import { pathKey, readBody } from '../../http/input';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope } from '../../tenancy/tenancy';

/**
 * `/api/v1/tfm/employees-extensions/{pk}/admin-flag/`: a member's admin flag
 * (spec §4), read and changed by super users only. Mounted at its own path
 * before the employees sub-app, so only this sub-app's middleware runs.
 */
export const adminFlagRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope, async (c, next) => {
    enforce(mayFlagAdmin(callerOf(c.get('scope').tenancy)));
    await next();
  })
  .get('/', async (c) => c.json(await readAdminFlag(c.get('db'), c.get('scope'), pathKey(c.req.param('pk')))))
  .put('/', async (c) => {
    const memberPk = pathKey(c.req.param('pk'));
    const body = await readBody(c, AdminFlag);
    return c.json(await writeAdminFlag(c.get('db'), c.get('scope'), memberPk, body, { userId: c.get('caller').user.id, now: c.get('clock')() }));
  });

import { Hono } from 'hono';
import { BookingRulesWrite } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { structureWriteScope } from '../../branches/access';
import { ruleSetting, saveRules } from '../../bookings/rules';
import { readBody } from '../../http/input';
import { queryPk } from '../../http/query';
import { requireOrganisation, resolveTenancy } from '../../tenancy/tenancy';

/** `branch_pk=null` (what a form holding no branch sends) asks for the organisation's rules, as an absent branch_pk does. */
function branchQuery(raw: string | undefined): number | undefined {
  return raw === 'null' ? undefined : (queryPk(raw, 'branch_pk') ?? undefined);
}

/**
 * `/api/v1/tfm/booking-settings/`: the booking rules of spec §9. Every member
 * reads them (forms show the limits); organisation_write or super_users change them.
 */
export const bookingSettingRoutes = new Hono<AppEnv>()
  .get('/booking-settings/', authenticate, resolveTenancy, async (c) => {
    const scope = requireOrganisation(c.get('tenancy'));
    return c.json(await ruleSetting(c.get('db'), scope, branchQuery(c.req.query('branch_pk'))));
  })
  .put('/booking-settings/', authenticate, resolveTenancy, async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await saveRules(c.get('db'), scope, await readBody(c, BookingRulesWrite)));
  });

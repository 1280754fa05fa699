import { Hono } from 'hono';
import { type } from 'superstruct';
import { BookingRulesWrite, messages } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { structureWriteScope } from '../../branches/access';
import { ruleSetting, saveRules } from '../../bookings/rules';
import { ruleChangeImpact } from '../../bookings/rules-impact';
import { replanOpenBookings } from '../../bookings/timed-rules';
import { readBody } from '../../http/input';
import { parseQueryPk, queryParameter, readQuery, Refused } from '../../http/query';
import { organisationScope } from '../../tenancy/tenancy';

/** `branch_pk=null` (what a form holding no branch sends) asks for the organisation's rules, as an absent branch_pk does. */
const RuleSettingQuery = type({
  branch_pk: queryParameter((text) => (text === 'null' ? undefined : (parseQueryPk(text) ?? new Refused(messages.query.primaryKey('branch_pk'))))),
});

/**
 * `/api/v1/tfm/booking-settings/`: the booking rules of spec §9. Every member
 * reads them (forms show the limits); organisation_write or super_users change them.
 */
export const bookingSettingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    return c.json(await ruleSetting(c.get('db'), scope, readQuery(c, RuleSettingQuery).branch_pk));
  })
  // Before a save: how many bookings not yet started the proposed rules would break (the screen warns first).
  .post('/impact/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await ruleChangeImpact(c.get('db'), scope, await readBody(c, BookingRulesWrite), c.get('clock')()));
  })
  .put('/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const now = c.get('clock')();
    const saved = await saveRules(c.get('db'), scope, await readBody(c, BookingRulesWrite), now);
    // Reminders and auto-cancels follow the new minutes (a branch's change re-plans that branch's bookings).
    await replanOpenBookings(c.get('db'), scope, saved.branch_pk, now);
    return c.json(saved);
  });

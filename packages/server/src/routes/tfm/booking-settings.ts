import { Hono } from 'hono';
import { type } from 'superstruct';
import { BookingRulesWrite, messages, type BookingRulesSetting } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { changedFields, recordAudit } from '../../audit/audit';
import type { Database } from '../../db/database';
import { authenticate } from '../../auth/authenticate';
import { structureWriteScope } from '../../branches/access';
import { overridingBranchPks, ruleSetting, saveRules } from '../../bookings/rules';
import { ruleChangeImpact } from '../../bookings/rules-impact';
import { replanOpenBookings } from '../../bookings/timed-rules';
import { readBody } from '../../http/input';
import { parseQueryPk, queryParameter, readQuery, Refused } from '../../http/query';
import { organisationScope } from '../../tenancy/tenancy';

/** `branch_pk=null` (what a form holding no branch sends) asks for the organisation's rules, as an absent branch_pk does. */
const RuleSettingQuery = type({
  branch_pk: queryParameter((text) => (text === 'null' ? undefined : (parseQueryPk(text) ?? new Refused(messages.query.primaryKey('branch_pk'))))),
});

/** A setting as its trail compares it: each rule, and whether the branch has its own. */
const auditedRules = (setting: BookingRulesSetting): Record<string, unknown> => ({ ...setting.rules, is_override: setting.is_override });

/**
 * `/api/v1/tfm/booking-settings/`: the booking rules of spec §9. Every member
 * reads them (forms show the limits); organisation_write or super_users change them.
 */
export const bookingSettingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    const branchPk = readQuery(c, RuleSettingQuery).branch_pk;
    const setting = await ruleSetting(c.get('db'), scope, branchPk);
    if (branchPk !== undefined) return c.json(setting);
    return c.json({ ...setting, override_branch_pks: await overridingBranchPks(c.get('db'), scope) });
  })
  // Before a save: how many bookings not yet started the proposed rules would break (the screen warns first).
  .post('/impact/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await ruleChangeImpact(c.get('db'), scope, await readBody(c, BookingRulesWrite), c.get('clock')()));
  })
  .put('/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const now = c.get('clock')();
    const body = await readBody(c, BookingRulesWrite);
    const saved = await c.get('db').transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const before = await ruleSetting(tx, scope, body.branch_pk ?? undefined);
      const after = await saveRules(tx, scope, body, now);
      const changes = changedFields(auditedRules(before), auditedRules(after));
      if (changes) {
        const action = body.rules ? 'Updated' : after.branch_pk === null ? 'Reset to the defaults' : "Uses the organisation's rules";
        await recordAudit(tx, scope, {
          recordType: 'booking_settings',
          recordKey: after.branch_pk === null ? '' : String(after.branch_pk),
          actorUserId: c.get('caller').user.id,
          action,
          changes,
          at: now,
        });
      }
      return after;
    });
    // Reminders and auto-cancels follow the new minutes (a branch's change re-plans that branch's bookings).
    await replanOpenBookings(c.get('db'), scope, saved.branch_pk, now);
    return c.json(saved);
  });

import { Hono } from 'hono';
import { mayRequireTwoFactor, TwoFactorPolicy } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { changedFields, recordAudit } from '../../audit/audit';
import { authenticate } from '../../auth/authenticate';
import { readBody } from '../../http/input';
import { readSetting, SETTING_KEYS, writeSetting } from '../../settings/organisation-settings';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope, type OrganisationScope } from '../../tenancy/tenancy';

function policyScope(scope: OrganisationScope): OrganisationScope {
  enforce(mayRequireTwoFactor(callerOf(scope.tenancy)));
  return scope;
}

/**
 * `/api/v1/organisations/two-factor-policy/`: whether the organisation
 * requires two-step sign-in. Members who have not turned it on are sent a
 * code at their next sign-in, which sets it up (sessions already open stay).
 */
export const twoFactorPolicyRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = policyScope(c.get('scope'));
    const policy: TwoFactorPolicy = { required: (await readSetting(c.get('db'), scope, SETTING_KEYS.twoFactorRequired)) === true };
    return c.json(policy);
  })
  .put('/', async (c) => {
    const scope = policyScope(c.get('scope'));
    const body = await readBody(c, TwoFactorPolicy);
    const db = c.get('db');
    const before: TwoFactorPolicy = { required: (await readSetting(db, scope, SETTING_KEYS.twoFactorRequired)) === true };
    const changes = changedFields({ two_factor_required: before.required }, { two_factor_required: body.required });
    if (changes) {
      await db.transaction(async (tx) => {
        await writeSetting(tx, scope, SETTING_KEYS.twoFactorRequired, body.required);
        await recordAudit(tx, scope, {
          recordType: 'general_settings',
          actorUserId: c.get('caller').user.id,
          action: 'Updated',
          changes,
          at: c.get('clock')(),
        });
      });
    }
    return c.json(body);
  });

import { Hono } from 'hono';
import { mayManageVisibilityRules, VisibilityRulesWrite } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { changedFields, recordAudit } from '../../audit/audit';
import { authenticate } from '../../auth/authenticate';
import { readBody } from '../../http/input';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope } from '../../tenancy/tenancy';
import { auditedView, saveVisibilityRules, visibilityRulesView } from '../../visibility/rules';

/**
 * `/api/v1/organisations/visibility-rules/`: what each role sees of other
 * people's data, and whether the sign-up asks for a branch (issue 21, spec
 * §2 /visibility-rules). Those who run the organisation read and change them;
 * each save is audited in the same transaction.
 */
export const visibilityRuleRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope, async (c, next) => {
    enforce(mayManageVisibilityRules(callerOf(c.get('scope').tenancy)));
    await next();
  })
  .get('/', async (c) => c.json(await visibilityRulesView(c.get('db'), c.get('scope'))))
  .put('/', async (c) => {
    const scope = c.get('scope');
    const body = await readBody(c, VisibilityRulesWrite);
    const saved = await c.get('db').transaction(async (tx) => {
      const before = await visibilityRulesView(tx, scope);
      await saveVisibilityRules(tx, scope, body);
      const after = await visibilityRulesView(tx, scope);
      const changes = changedFields(auditedView(before), auditedView(after));
      if (changes) {
        await recordAudit(tx, scope, {
          recordType: 'visibility_rules',
          actorUserId: c.get('caller').user.id,
          action: 'Updated',
          changes,
          at: c.get('clock')(),
        });
      }
      return after;
    });
    return c.json(saved);
  });

import { Hono, type Context } from 'hono';
import { ApprovalRuleWrite, LineManagerSettingWrite } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { structureWriteScope } from '../../branches/access';
import {
  createApprovalRule,
  deleteApprovalRule,
  listApprovalRules,
  readLineManagerSetting,
  type RuleAuthor,
  updateApprovalRule,
  writeLineManagerSetting,
} from '../../bookings/approval-rules';
import { pathKey, readBody } from '../../http/input';
import { organisationScope } from '../../tenancy/tenancy';

/** Who changes the rules, and when by the server's clock: each change is on the screen's audit trail. */
const authorOf = (c: Context<AppEnv>): RuleAuthor => ({ actorUserId: c.get('caller').user.id, at: c.get('clock')() });

/**
 * `booking-approval-rules/` (spec §2 /booking-approval-rules): read and
 * changed by organisation_write or super_users only. `line-manager/` is
 * registered before `:pk/`, which would otherwise take it.
 */
export const bookingApprovalRuleRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const rules = await listApprovalRules(c.get('db'), scope);
    return c.json({ results: rules, count: rules.length, next_page: null });
  })
  .get('/line-manager/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await readLineManagerSetting(c.get('db'), scope));
  })
  .put('/line-manager/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await writeLineManagerSetting(c.get('db'), scope, await readBody(c, LineManagerSettingWrite), authorOf(c)));
  })
  .post('/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    return c.json(await createApprovalRule(c.get('db'), scope, await readBody(c, ApprovalRuleWrite), authorOf(c)), 201);
  })
  .put('/:pk/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    const pk = pathKey(c.req.param('pk'));
    return c.json(await updateApprovalRule(c.get('db'), scope, pk, await readBody(c, ApprovalRuleWrite), authorOf(c)));
  })
  .delete('/:pk/', async (c) => {
    const scope = structureWriteScope(c.get('tenancy'));
    await deleteApprovalRule(c.get('db'), scope, pathKey(c.req.param('pk')), authorOf(c));
    return c.json({ message: 'Approval rule deleted successfully' });
  });

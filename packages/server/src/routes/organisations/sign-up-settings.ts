import { Hono } from 'hono';
import { mayManageSettings, SignUpSettings } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { changedFields, recordAudit } from '../../audit/audit';
import { authenticate } from '../../auth/authenticate';
import { readBody } from '../../http/input';
import { readSignUpSettings, writeSignUpSettings } from '../../registration/sign-up-settings';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope } from '../../tenancy/tenancy';

/** The audited shape: the questions and approvers as people read them in the trail. */
function audited(view: Awaited<ReturnType<typeof readSignUpSettings>>['view']) {
  const { settings } = view;
  return {
    self_sign_up: settings.self_sign_up,
    auto_accept: settings.auto_accept,
    questions: settings.questions.map((question) => `${question.alias}${question.required ? '' : ' (optional)'}`).join(', '),
    approvers: view.approvers.map((approver) => approver.name).join(', '),
    password_recovery: settings.password_recovery,
  };
}

/**
 * `/api/v1/organisations/sign-up-settings/`: self sign-up to the organisation,
 * its approvers and its members' password recovery (general settings, audited as such).
 */
export const signUpSettingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope, async (c, next) => {
    enforce(mayManageSettings(callerOf(c.get('scope').tenancy)));
    await next();
  })
  .get('/', async (c) => c.json((await readSignUpSettings(c.get('db'), c.get('scope'), c.get('config'))).view))
  .put('/', async (c) => {
    const scope = c.get('scope');
    const body = await readBody(c, SignUpSettings);
    const config = c.get('config');
    const saved = await c.get('db').transaction(async (tx) => {
      const before = await readSignUpSettings(tx, scope, config);
      await writeSignUpSettings(tx, scope, config, body, before);
      const after = await readSignUpSettings(tx, scope, config);
      const changes = changedFields(audited(before.view), audited(after.view));
      if (changes) {
        await recordAudit(tx, scope, {
          recordType: 'general_settings',
          actorUserId: c.get('caller').user.id,
          action: 'Updated',
          changes,
          at: c.get('clock')(),
        });
      }
      return after.view;
    });
    return c.json(saved);
  });

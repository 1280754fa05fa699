import { Hono } from 'hono';
import { GeneralSettings, mayManageSettings } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { changedFields, recordAudit } from '../../audit/audit';
import { authenticate } from '../../auth/authenticate';
import type { Database } from '../../db/database';
import { readBody } from '../../http/input';
import { helpDeskOf, NAVIGATION_SETTING_KEYS, userManualUrlOf } from '../../navigation/context';
import { clearSetting, writeSetting } from '../../settings/organisation-settings';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope, type OrganisationScope } from '../../tenancy/tenancy';

function settingsScope(scope: OrganisationScope): OrganisationScope {
  enforce(mayManageSettings(callerOf(scope.tenancy)));
  return scope;
}

/** As the sidebar reads them, so the screen shows what people see. */
async function readGeneralSettings(db: Database, scope: OrganisationScope): Promise<GeneralSettings> {
  const helpDesk = await helpDeskOf(db, scope.tenancy);
  return {
    help_desk: helpDesk ?? { phone: null, email: null, message: null },
    user_manual_url: await userManualUrlOf(db, scope.tenancy),
  };
}

/**
 * `/api/v1/organisations/general-settings/`: the help desk and the user
 * manual the sidebar's panels show. Each change is audited as general settings.
 */
export const generalSettingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => c.json(await readGeneralSettings(c.get('db'), settingsScope(c.get('scope')))))
  .put('/', async (c) => {
    const scope = settingsScope(c.get('scope'));
    const body = await readBody(c, GeneralSettings);
    const db = c.get('db');
    const before = await readGeneralSettings(db, scope);
    const changes = changedFields(
      { ...before.help_desk, user_manual_url: before.user_manual_url },
      { ...body.help_desk, user_manual_url: body.user_manual_url },
    );
    if (changes) {
      await db.transaction(async (tx) => {
        await writeSetting(tx, scope, NAVIGATION_SETTING_KEYS.helpDesk, body.help_desk);
        if (body.user_manual_url === null) await clearSetting(tx, scope, NAVIGATION_SETTING_KEYS.userManualUrl);
        else await writeSetting(tx, scope, NAVIGATION_SETTING_KEYS.userManualUrl, body.user_manual_url);
        await recordAudit(tx, scope, {
          recordType: 'general_settings',
          actorUserId: c.get('caller').user.id,
          action: 'Updated',
          changes,
          at: c.get('clock')(),
        });
      });
    }
    return c.json(await readGeneralSettings(db, scope));
  });

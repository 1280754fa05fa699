import { Hono } from 'hono';
import { CompanySettingsWrite, companySettingsMessages, mayManageSettings } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { readBody } from '../../http/input';
import { readCompanySettings, writeCompanySettings } from '../../settings/company-settings';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope } from '../../tenancy/tenancy';

/**
 * `/api/v1/organisations/company-settings/` (spec §2 /company-settings): the
 * organisation's name, contact, defaults and redirect domain, for its admins
 * (organisation_write); the industry only a system admin changes.
 */
export const companySettingRoutes = new Hono<AppEnv>()
  .use(authenticate, organisationScope)
  .get('/', async (c) => {
    const scope = c.get('scope');
    enforce(mayManageSettings(callerOf(scope.tenancy)), companySettingsMessages.mayNotManage);
    return c.json(await readCompanySettings(c.get('db'), scope, c.get('caller').user.isSystemAdmin));
  })
  .put('/', async (c) => {
    const scope = c.get('scope');
    enforce(mayManageSettings(callerOf(scope.tenancy)), companySettingsMessages.mayNotManage);
    const input = await readBody(c, CompanySettingsWrite);
    const { user } = c.get('caller');
    return c.json(await writeCompanySettings(c.get('db'), scope, { userId: user.id, isSystemAdmin: user.isSystemAdmin }, input, c.get('clock')()));
  });

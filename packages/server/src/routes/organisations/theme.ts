import { Hono } from 'hono';
import { ImageUploadRequest, mayManageSettings, themeMessages, ThemeWrite } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { brandForHost } from '../../branding';
import { readBody } from '../../http/input';
import { LINK_PURPOSES } from '../../security/link-tokens';
import { readTheme, writeTheme } from '../../settings/theme';
import { callerOf, enforce } from '../../tenancy/permissions';
import { organisationScope } from '../../tenancy/tenancy';
import { checkImageFileName, issueUploadUrl, uploadReceiver, type TwoStepUpload } from '../../uploads/two-step-upload';

export const themeImageUpload: TwoStepUpload = {
  publicPath: '/api/v1/organisations/theme/image/upload/',
  purpose: LINK_PURPOSES.themeImageUpload,
  collection: 'theme-images',
};

/**
 * `/api/v1/organisations/theme/` (spec §2 /theme): the organisation's colours,
 * logo and favicon, for its admins (organisation_write). The host's brand
 * decides the default colours the screen offers.
 */
export const themeRoutes = new Hono<AppEnv>()
  // On the routes, not the sub-app: the upload's second step is authorised by its signed URL alone.
  .get('/', authenticate, organisationScope, async (c) => {
    const scope = c.get('scope');
    enforce(mayManageSettings(callerOf(scope.tenancy)), themeMessages.mayNotManage);
    return c.json(await readTheme(c.get('db'), scope, brandForHost(c.req.header('host'), c.get('config'))));
  })
  .put('/', authenticate, organisationScope, async (c) => {
    const scope = c.get('scope');
    enforce(mayManageSettings(callerOf(scope.tenancy)), themeMessages.mayNotManage);
    const input = await readBody(c, ThemeWrite);
    const brand = brandForHost(c.req.header('host'), c.get('config'));
    return c.json(await writeTheme(c.get('db'), scope, c.get('caller').user.id, input, brand, c.get('clock')()));
  })
  .post('/image/upload/', authenticate, organisationScope, async (c) => {
    enforce(mayManageSettings(callerOf(c.get('scope').tenancy)), themeMessages.mayNotManage);
    const body = await readBody(c, ImageUploadRequest);
    checkImageFileName(body.file_name, 'file_name');
    return c.json(await issueUploadUrl(c, themeImageUpload));
  })
  .route('/image/upload', uploadReceiver(themeImageUpload));

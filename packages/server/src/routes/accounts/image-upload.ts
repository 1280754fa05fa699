import { Hono } from 'hono';
import { ImageUploadRequest } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { readBody } from '../../http/input';
import { LINK_PURPOSES } from '../../security/link-tokens';
import { checkImageFileName, issueUploadUrl, uploadReceiver, type TwoStepUpload } from '../../uploads/two-step-upload';

export const profileImageUpload: TwoStepUpload = {
  publicPath: '/api/v1/accounts/user/image/upload/',
  purpose: LINK_PURPOSES.imageUpload,
  collection: 'profile-images',
};

/** `/api/v1/accounts/user/image/upload/…`: the two-step profile photo upload of spec §7. */
export const imageUploadRoutes = new Hono<AppEnv>()
  .post('/image/upload/', authenticate, async (c) => {
    const body = await readBody(c, ImageUploadRequest);
    checkImageFileName(body.file_name, 'file_name');
    return c.json(await issueUploadUrl(c, profileImageUpload));
  })
  .route('/image/upload', uploadReceiver(profileImageUpload));

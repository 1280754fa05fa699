import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ImageUploadRequest, type ImageUploadResponse, type UploadedImage } from '@motorpool/api';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { badRequest, HttpError } from '../../http/errors';
import { readBody } from '../../http/input';
import { consumeLinkToken, findLiveLinkToken, issueLinkToken, LINK_PURPOSES } from '../../security/link-tokens';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_NAME, sniffImage, storeProfileImage } from '../../uploads/profile-images';

/** Room for the multipart envelope around a photo of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const WRONG_TYPE = 'Upload a PNG, JPEG, WebP or GIF image.';
const NOT_AN_IMAGE_NAME = 'Choose a .png, .jpg, .jpeg, .webp or .gif file.';
const LINK_INVALID = 'This upload link is invalid or has expired. Please try again.';
const TOO_LARGE = 'The image is too large; the limit is 2 MB.';
const FILE_MISSING = 'Attach the image as the form field "file".';

/** Whether a request path is the second upload step, which has its own body limit instead of the API's. */
export function isImageUploadPath(requestPath: string): boolean {
  return /^\/api\/v1\/accounts\/user\/image\/upload\/[^/]+\/$/.test(requestPath);
}

/**
 * `/api/v1/accounts/user/image/upload/…`: the two-step photo upload of spec §7.
 * The first step hands out a one-time signed URL; the file goes there as multipart.
 */
export const imageUploadRoutes = new Hono<AppEnv>()
  .post('/user/image/upload/', authenticate, async (c) => {
    const body = await readBody(c, ImageUploadRequest);
    if (!PROFILE_IMAGE_NAME.test(body.file_name)) throw badRequest(NOT_AN_IMAGE_NAME, { fields: { file_name: NOT_AN_IMAGE_NAME } });
    const token = await issueLinkToken(c.get('db'), c.get('signingKey'), {
      purpose: LINK_PURPOSES.imageUpload,
      userId: c.get('caller').user.id,
      retiresEarlier: false,
    });
    const response: ImageUploadResponse = { url: `/api/v1/accounts/user/image/upload/${token}/`, fields: {} };
    return c.json(response);
  })
  .post(
    '/user/image/upload/:token/',
    bodyLimit({
      maxSize: PROFILE_IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw new HttpError(413, TOO_LARGE);
      },
    }),
    authenticate,
    async (c) => {
      const db = c.get('db');
      const link = await findLiveLinkToken(db, c.get('signingKey'), c.req.param('token'), LINK_PURPOSES.imageUpload);
      // Bound to its user: a URL leaked to someone else is of no use to them. It works once.
      if (!link || link.userId !== c.get('caller').user.id || !(await consumeLinkToken(db, link.id))) throw badRequest(LINK_INVALID);

      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw badRequest(FILE_MISSING, { fields: { file: FILE_MISSING } });
      }
      const file = form.get('file');
      if (!(file instanceof Blob)) throw badRequest(FILE_MISSING, { fields: { file: FILE_MISSING } });
      if (file.size > PROFILE_IMAGE_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = sniffImage(bytes);
      if (!kind) throw badRequest(WRONG_TYPE, { fields: { file: WRONG_TYPE } });
      const response: UploadedImage = { url: await storeProfileImage(c.get('config'), bytes, kind) };
      return c.json(response);
    },
  );


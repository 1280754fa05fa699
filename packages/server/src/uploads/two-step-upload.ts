import { Hono, type Context } from 'hono';
import { bodyLimit } from '../http/body-limit';
import type { ImageUploadResponse, UploadedImage } from '@motorpool/api';
import type { AppEnv } from '../app-env';
import { authenticate } from '../auth/authenticate';
import { badRequest, HttpError } from '../http/errors';
import { consumeLinkToken, findLiveLinkToken, issueLinkToken, type LinkPurpose } from '../security/link-tokens';
import { IMAGE_FILE_NAME, IMAGE_MAX_BYTES, sniffImage, storeImage, type ImageCollection } from './stored-images';

/** Room for the multipart envelope around an image of the largest size. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const WRONG_TYPE = 'Upload a PNG, JPEG, WebP or GIF image.';
const NOT_AN_IMAGE_NAME = 'Choose a .png, .jpg, .jpeg, .webp or .gif file.';
const LINK_INVALID = 'This upload link is invalid or has expired. Please try again.';
const TOO_LARGE = 'The image is too large; the limit is 2 MB.';
const FILE_MISSING = 'Attach the image as the form field "file".';

export type TwoStepUpload = {
  /** Path of the second step under the API, e.g. `/api/v1/accounts/user/image/upload/`; the token follows it. */
  publicPath: string;
  purpose: LinkPurpose;
  collection: ImageCollection;
};

/** The file name a client announces, checked before a URL is handed out. */
export function checkImageFileName(fileName: string, field: string): void {
  if (!IMAGE_FILE_NAME.test(fileName)) throw badRequest(NOT_AN_IMAGE_NAME, { fields: { [field]: NOT_AN_IMAGE_NAME } });
}

/** First step: a one-time URL bound to the caller, valid for a few minutes. */
export async function issueUploadUrl(c: Context<AppEnv>, upload: TwoStepUpload): Promise<ImageUploadResponse> {
  const token = await issueLinkToken(
    c.get('db'),
    c.get('signingKey'),
    {
      purpose: upload.purpose,
      userId: c.get('caller').user.id,
      retiresEarlier: false,
    },
    c.get('clock')(),
  );
  return { url: `${upload.publicPath}${token}/`, fields: {} };
}

/** Whether a request path is a second upload step, which has its own body limit instead of the API's. */
export function isUploadPath(requestPath: string, uploads: readonly TwoStepUpload[]): boolean {
  return uploads.some(({ publicPath }) => requestPath.startsWith(publicPath) && /^[^/]+\/$/.test(requestPath.slice(publicPath.length)));
}

/**
 * Second step (spec §7: "then multipart POST to that url"): the file as
 * field `file`, its type decided by its bytes. The URL works once, for its
 * own user only, so a leaked URL is of no use to anyone else.
 */
export function uploadReceiver(upload: TwoStepUpload) {
  return new Hono<AppEnv>().post(
    '/:token/',
    bodyLimit({
      maxSize: IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES,
      onError: () => {
        throw new HttpError(413, TOO_LARGE);
      },
    }),
    authenticate,
    async (c) => {
      const db = c.get('db');
      const now = c.get('clock')();
      const link = await findLiveLinkToken(db, c.get('signingKey'), c.req.param('token'), upload.purpose, now);
      if (!link || link.userId !== c.get('caller').user.id || !(await consumeLinkToken(db, link.id, now))) throw badRequest(LINK_INVALID);

      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw badRequest(FILE_MISSING, { fields: { file: FILE_MISSING } });
      }
      const file = form.get('file');
      if (!(file instanceof Blob)) throw badRequest(FILE_MISSING, { fields: { file: FILE_MISSING } });
      if (file.size > IMAGE_MAX_BYTES) throw new HttpError(413, TOO_LARGE);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = sniffImage(bytes);
      if (!kind) throw badRequest(WRONG_TYPE, { fields: { file: WRONG_TYPE } });
      const response: UploadedImage = { url: await storeImage(c.get('config'), upload.collection, bytes, kind) };
      return c.json(response);
    },
  );
}

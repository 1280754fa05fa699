import { Hono } from 'hono';
import { queryTexts, readQuery } from '../../http/query';
import type { AppEnv } from '../../app-env';
import { authenticate } from '../../auth/authenticate';
import { badRequest } from '../../http/errors';
import { LINK_PURPOSES } from '../../security/link-tokens';
import { organisationScope } from '../../tenancy/tenancy';
import { checkImageFileName, issueUploadUrl, uploadReceiver, type TwoStepUpload } from '../../uploads/two-step-upload';

export const documentUpload: TwoStepUpload = {
  publicPath: '/api/v1/tfm/document/upload/',
  purpose: LINK_PURPOSES.documentUpload,
  collection: 'documents',
};

const FILE_NAME_REQUIRED = 'Give the file name as the query parameter "filename".';

/**
 * `/api/v1/tfm/document/upload/…` (spec §7: "GET /document/upload/ with query
 * filename; returns url and fields; then multipart POST to that url"): licence
 * front and back photos. Members of an organisation only.
 */
export const documentUploadRoutes = new Hono<AppEnv>()
  // On the route, not the sub-app: the upload itself is authorised by its signed URL alone.
  .get('/', authenticate, organisationScope, async (c) => {
    const fileName = readQuery(c, queryTexts('filename')).filename;
    if (!fileName || fileName.length > 255) throw badRequest(FILE_NAME_REQUIRED, { fields: { filename: FILE_NAME_REQUIRED } });
    checkImageFileName(fileName, 'filename');
    return c.json(await issueUploadUrl(c, documentUpload));
  })
  .route('/', uploadReceiver(documentUpload));

import { ImageUploadResponse, UploadedImage } from '../structs/accounts';
import { OrganisationTheme, type ThemeWrite } from '../structs/theme';
import { MotorpoolApiError } from './errors';
import type { Requester } from './request';

const ORGANISATIONS_PREFIX = '/api/v1/organisations/';

/** The upload URL the server hands out, as a path under the organisations service, so it goes through the usual requester. */
function organisationsPath(url: string): string {
  const at = url.indexOf(ORGANISATIONS_PREFIX);
  if (at === -1) throw MotorpoolApiError.badResponse(new Error(`upload URL outside the organisations service: ${url}`));
  return url.slice(at + ORGANISATIONS_PREFIX.length);
}

/** `/theme`'s calls, a module of their own so the screen's bundle leaves the other organisation calls out. */
export function themeCalls(request: Requester) {
  return {
    getTheme: () => request('organisations', 'theme/', {}, OrganisationTheme),
    updateTheme: (body: ThemeWrite) => request('organisations', 'theme/', { method: 'PUT', body }, OrganisationTheme),
    /** `POST theme/image/upload/`: first step of a logo or favicon upload; answers a one-time URL for the file. */
    requestThemeImageUpload: (file_name: string) =>
      request('organisations', 'theme/image/upload/', { method: 'POST', body: { file_name } }, ImageUploadResponse),
    /** Second step: the file as multipart field `file`; answers the stored image's path for `updateTheme`. */
    uploadThemeImage: (url: string, file: Blob, fileName: string) => {
      const form = new FormData();
      form.set('file', file, fileName);
      return request('organisations', organisationsPath(url), { method: 'POST', body: form }, UploadedImage);
    },
  };
}

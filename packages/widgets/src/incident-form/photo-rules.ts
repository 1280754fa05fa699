import { INCIDENT_PHOTO_LIMIT } from '@motorpool/api';

/** The image types the server's upload stores (it checks the bytes; this spares a phone the upload of anything else). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
/** The server's limit for one image. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

export const photoMessages = {
  wrongType: 'Upload a PNG, JPEG, WebP or GIF image.',
  tooLarge: 'The image is too large; the limit is 2 MB.',
  tooMany: `Up to ${INCIDENT_PHOTO_LIMIT} photos; the rest were left out.`,
} as const;

/** Why a chosen file cannot be uploaded as a photo, or null when it can. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return photoMessages.wrongType;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooLarge;
  return null;
}

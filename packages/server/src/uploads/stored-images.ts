import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { ServerConfig } from '../config';
import { notFound } from '../http/errors';

/** Largest image accepted, in bytes (profile photos, licence photos, an organisation's logo and favicon). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The names a client may announce in the first upload step; the stored type comes from the bytes, not the name. */
export const IMAGE_FILE_NAME = /\.(png|jpe?g|webp|gif)$/i;

/** Where uploaded images are kept, each its own folder under `DATA_DIR/uploads` and URL under `/uploads`. */
export const IMAGE_COLLECTIONS = ['profile-images', 'documents', 'theme-images'] as const;
export type ImageCollection = (typeof IMAGE_COLLECTIONS)[number];

const isImageCollection = (value: string): value is ImageCollection => (IMAGE_COLLECTIONS as readonly string[]).includes(value);

const STORED_NAME = /^[A-Za-z0-9_-]{16,64}\.(png|jpg|webp|gif)$/;

type ImageKind = { extension: 'png' | 'jpg' | 'webp' | 'gif'; contentType: string };

const KINDS: Record<ImageKind['extension'], ImageKind> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
  gif: { extension: 'gif', contentType: 'image/gif' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The image type by its magic bytes: the browser's content type and the file name are the sender's word only. */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpg;
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return KINDS.webp;
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]) || startsWith(bytes, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61])) return KINDS.gif;
  return null;
}

const collectionDir = (config: ServerConfig, collection: ImageCollection) => path.join(config.dataDir, 'uploads', collection);

/**
 * Stores the image under a random name and answers the path it is served at.
 * The 144-bit name is the only key: it is handed to the uploader alone.
 */
export async function storeImage(config: ServerConfig, collection: ImageCollection, bytes: Uint8Array, kind: ImageKind): Promise<string> {
  const dir = collectionDir(config, collection);
  await mkdir(dir, { recursive: true });
  const name = `${randomBytes(18).toString('base64url')}.${kind.extension}`;
  await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
  return `/uploads/${collection}/${name}`;
}

/** Whether a value is a path this server handed out for the collection (the only images a record may point at). */
export function isStoredImagePath(value: string, collection: ImageCollection): boolean {
  const prefix = `/uploads/${collection}/`;
  return value.startsWith(prefix) && STORED_NAME.test(value.slice(prefix.length));
}

/** `/uploads/…`: stored images, read-only, one file per exact name, never a listing. */
export const uploadRoutes = new Hono<AppEnv>()
  .get('/:collection/:name', async (c) => {
    const { collection, name } = c.req.param();
    const match = STORED_NAME.exec(name);
    const kind = match ? KINDS[match[1] as ImageKind['extension']] : undefined;
    if (!kind || !isImageCollection(collection)) throw notFound();
    let bytes: Buffer;
    try {
      bytes = await readFile(path.join(collectionDir(c.get('config'), collection), name));
    } catch {
      throw notFound();
    }
    c.header('content-type', kind.contentType);
    c.header('x-content-type-options', 'nosniff');
    c.header('cache-control', 'public, max-age=31536000, immutable');
    return c.body(new Uint8Array(bytes));
  })
  .all('*', () => {
    throw notFound();
  });

import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip as gzipCompress } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

/** Below this a compressed body saves less than its headers cost. */
const MIN_BYTES = 1024;
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml)|image\/svg\+xml)/i;

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to send for an Accept-Encoding header: brotli where the client
 * takes it, else gzip; none when it takes neither (q=0 refuses one).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const BROTLI_ON_THE_FLY = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_ON_THE_FLY = { level: 6 };
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

// Quality 5 is brotli's cheap end: on the fly it beats gzip's size at a similar cost; files are precompressed at the top quality at build.
const compressStream = (encoding: Encoding) => (encoding === 'br' ? createBrotliCompress(BROTLI_ON_THE_FLY) : createGzip(GZIP_ON_THE_FLY));
const compressBytes = (bytes: Buffer, encoding: Encoding) => (encoding === 'br' ? brotli(bytes, BROTLI_ON_THE_FLY) : gzip(bytes, GZIP_ON_THE_FLY));

/** Answers built whole in memory (JSON, the portal's HTML): measured, and left alone when small. The rest (CSV exports) stream. */
const BUILT_IN_MEMORY = /^(application\/json|text\/html)/i;

function withEncoding(response: Response, body: ConstructorParameters<typeof Response>[0], encoding: Encoding): Response {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-encoding', encoding);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Compresses text answers produced per request (API JSON, the portal's HTML,
 * CSV exports). Files on disk are served precompressed instead, and carry
 * their Content-Encoding already; partial, empty and event-stream answers
 * are left as they are.
 */
export const compressResponses = createMiddleware(async (c, next) => {
  await next();
  const response = c.res;
  if (!response.body || c.req.method === 'HEAD' || response.status === 204 || response.status === 206) return;
  const type = response.headers.get('content-type') ?? '';
  if (response.headers.has('content-encoding') || !COMPRESSIBLE.test(type)) return;
  const length = response.headers.get('content-length');
  if (length !== null && Number(length) < MIN_BYTES) return;
  response.headers.append('vary', 'Accept-Encoding');
  const encoding = chooseEncoding(c.req.header('accept-encoding'));
  if (!encoding) return;
  if (BUILT_IN_MEMORY.test(type)) {
    const bytes = Buffer.from(await response.arrayBuffer());
    c.res = bytes.length < MIN_BYTES ? new Response(bytes, response) : withEncoding(response, await compressBytes(bytes, encoding), encoding);
    return;
  }
  const source = Readable.fromWeb(response.body as NodeReadableStream);
  const compressed = compressStream(encoding);
  // pipe() does not pass a failure on: a stream that breaks mid-export must end the answer, not leave it open.
  source.once('error', (error) => compressed.destroy(error));
  c.res = withEncoding(response, Readable.toWeb(source.pipe(compressed)) as ReadableStream, encoding);
});

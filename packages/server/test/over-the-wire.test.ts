import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding } from '../src/http/compression';
import { createHarness, type Harness } from './harness';

const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const INDEX = `<!doctype html><title>Motorpool</title><main>${'<p>portal</p>'.repeat(200)}</main>`;

let harness: Harness;
let staticDir: string;
let admin: string;

async function bodyOf(response: Response): Promise<string> {
  const bytes = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding');
  if (encoding === 'br') return brotliDecompressSync(bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(bytes).toString('utf8');
  return bytes.toString('utf8');
}

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'motorpool-wire-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), INDEX);
  await writeFile(path.join(staticDir, 'assets', 'app-3f9a1c.js'), SCRIPT);
  // What the portal's build writes beside each file.
  await writeFile(path.join(staticDir, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(staticDir, 'assets', 'app-3f9a1c.js.gz'), gzipSync(SCRIPT));
  harness = await createHarness({ config: { staticDir } });
  admin = await harness.login('admin@demo.fleet');
});
afterAll(async () => {
  await harness.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('choosing an encoding', () => {
  it('prefers brotli, falls back to gzip, and honours a refusal', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

describe('hashed assets', () => {
  it('are sent precompressed as the browser asks, cached for a year, with an ETag', async () => {
    const brotli = await harness.call('GET', '/assets/app-3f9a1c.js', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.status).toBe(200);
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('content-type')).toMatch(/javascript/);
    expect(brotli.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.get('etag')).toMatch(/^W\/"/);
    expect(await bodyOf(brotli)).toBe(SCRIPT);

    const gzip = await harness.call('GET', '/assets/app-3f9a1c.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(await bodyOf(gzip)).toBe(SCRIPT);

    const plain = await harness.call('GET', '/assets/app-3f9a1c.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('answer 304 to a browser that holds the same file', async () => {
    const first = await harness.call('GET', '/assets/app-3f9a1c.js', { headers: { 'accept-encoding': 'br' } });
    const tag = first.headers.get('etag') ?? '';
    const again = await harness.call('GET', '/assets/app-3f9a1c.js', { headers: { 'accept-encoding': 'br', 'if-none-match': tag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('the portal page', () => {
  it('is revalidated on every use, compressed, and answered 304 when unchanged', async () => {
    const page = await harness.call('GET', '/bookings-calendar-view', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(await bodyOf(page)).toBe(INDEX);
    const tag = page.headers.get('etag');
    expect(tag).toBeTruthy();

    const again = await harness.call('GET', '/bookings-calendar-view', { headers: { 'if-none-match': tag ?? '' } });
    expect(again.status).toBe(304);
  });
});

describe('API answers', () => {
  it('are compressed when large enough and the client takes it, and left alone otherwise', async () => {
    const asked = { token: admin, headers: { 'accept-encoding': 'gzip' } };
    const list = await harness.call('GET', '/api/v1/tfm/vehicles/?page_size=50', asked);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect(list.headers.get('content-length')).toBeNull();
    const compressed = JSON.parse(await bodyOf(list)) as { count: number };

    const plain = await harness.call('GET', '/api/v1/tfm/vehicles/?page_size=50', { token: admin });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(compressed).toEqual(await plain.json());

    const small = await harness.call('GET', '/healthz', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ status: 'ok' });
  });

  it('stream a CSV export compressed, whole', async () => {
    const asked = { token: admin, headers: { 'accept-encoding': 'br' } };
    const compressed = await harness.call('GET', '/api/v1/tfm/vehicles/?is_export=csv', asked);
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('content-type')).toMatch(/text\/csv/);
    expect(compressed.headers.get('content-encoding')).toBe('br');
    const plain = await harness.call('GET', '/api/v1/tfm/vehicles/?is_export=csv', { token: admin });
    expect(await bodyOf(compressed)).toBe(await bodyOf(plain));
  });

  it('keep their error status and body when compressed', async () => {
    const refused = await harness.call('GET', '/api/v1/tfm/vehicles/?page_size=abc', { token: admin, headers: { 'accept-encoding': 'br' } });
    expect(refused.status).toBe(400);
    expect(JSON.parse(await bodyOf(refused))).toHaveProperty('errors.title');
  });
});

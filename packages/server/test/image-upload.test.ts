import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from './harness';

let harness: Harness;
let dataDir: string;
let admin: string;
let driver: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'motorpool-uploads-'));
  harness = await createHarness({ config: { dataDir } });
  admin = await harness.login('admin@demo.fleet');
  driver = await harness.login('driver@demo.fleet');
});
afterAll(async () => {
  await harness.close();
  await rm(dataDir, { recursive: true, force: true });
});

const REQUEST = '/api/v1/accounts/user/image/upload/';
const ME = '/api/v1/accounts/user/me/';

/** The 8-byte PNG signature and the start of an IHDR chunk: enough for the sniffing. */
const TINY_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

async function requestUpload(token: string, fileName = 'me.png'): Promise<string> {
  const response = await harness.call('POST', REQUEST, { token, body: { file_name: fileName } });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { url: string; fields: object };
  expect(body.fields).toEqual({});
  expect(body.url).toMatch(/^\/api\/v1\/accounts\/user\/image\/upload\/[^/]+\/$/);
  return body.url;
}

function upload(url: string, token: string, bytes: Uint8Array, type = 'image/png') {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), 'me.png');
  return harness.app.request(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

async function errorTitle(response: Response) {
  return ((await response.json()) as { errors: { title: string } }).errors.title;
}

describe('profile image upload (spec §7)', () => {
  it('stores a PNG, serves it back and lets the profile point at it', async () => {
    const response = await upload(await requestUpload(admin), admin, TINY_PNG);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/uploads\/profile-images\/[A-Za-z0-9_-]+\.png$/);
    expect(await readdir(path.join(dataDir, 'uploads', 'profile-images'))).toContain(url.split('/').pop());

    const served = await harness.app.request(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(TINY_PNG);

    const me = await harness.call('PUT', ME, { token: admin, body: { profile_image: url } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { profile_image: string }).profile_image).toBe(url);
    const cleared = await harness.call('PUT', ME, { token: admin, body: { profile_image: null } });
    expect(((await cleared.json()) as { profile_image: string | null }).profile_image).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    expect((await harness.call('POST', REQUEST, { body: { file_name: 'me.png' } })).status).toBe(401);
  });

  it('refuses names that are not images', async () => {
    const response = await harness.call('POST', REQUEST, { token: admin, body: { file_name: 'me.svg' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { fields: Record<string, string> } }).errors.fields.file_name).toBeTruthy();
  });

  it('refuses content that is not an image, whatever it is called', async () => {
    const response = await upload(await requestUpload(admin), admin, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    expect(response.status).toBe(400);
    expect(await errorTitle(response)).toBe('Upload a PNG, JPEG, WebP or GIF image.');
  });

  it('refuses files over 2 MB with 413, above the API-wide 1 MB limit', async () => {
    const justUnder = new Uint8Array(1536 * 1024);
    justUnder.set(TINY_PNG);
    expect((await upload(await requestUpload(admin), admin, justUnder)).status).toBe(200);

    const tooLarge = new Uint8Array(2 * 1024 * 1024 + 1);
    tooLarge.set(TINY_PNG);
    expect((await upload(await requestUpload(admin), admin, tooLarge)).status).toBe(413);
  });

  it('accepts an upload URL once only', async () => {
    const url = await requestUpload(admin);
    expect((await upload(url, admin, TINY_PNG)).status).toBe(200);
    expect((await upload(url, admin, TINY_PNG)).status).toBe(400);
  });

  it('refuses a tampered, expired or someone else’s upload URL', async () => {
    const url = await requestUpload(admin);
    const tampered = url.replace(/\.([^./]+)\/$/, (_, mac: string) => `.${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}/`);
    expect((await upload(tampered, admin, TINY_PNG)).status).toBe(400);
    expect((await upload(url, driver, TINY_PNG)).status).toBe(400);

    const later = await requestUpload(admin);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 11 * 60 * 1000);
      expect((await upload(later, admin, TINY_PNG)).status).toBe(400);
    } finally {
      vi.useRealTimers();
    }
    // The refusals above did not use up the admin's own link.
    expect((await upload(url, admin, TINY_PNG)).status).toBe(200);
  });

  it('lets a profile point only at photos stored here', async () => {
    for (const profile_image of ['https://elsewhere.example/me.png', '/uploads/profile-images/../../secret.png', 'javascript:alert(1)']) {
      const response = await harness.call('PUT', ME, { token: admin, body: { profile_image } });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { errors: { fields: Record<string, string> } }).errors.fields.profile_image).toBeTruthy();
    }
  });

  it('serves nothing but stored photos under /uploads', async () => {
    expect((await harness.app.request('/uploads/profile-images/')).status).toBe(404);
    expect((await harness.app.request('/uploads/')).status).toBe(404);
    expect((await harness.app.request('/uploads/profile-images/AAAAAAAAAAAAAAAAAAAAAAAA.png')).status).toBe(404);
  });
});

describe('licence document upload (spec §7 GET document/upload/ then multipart POST)', () => {
  const DOCUMENT_REQUEST = '/api/v1/tfm/document/upload/';

  async function requestDocumentUpload(token: string, filename = 'licence-front.jpg') {
    return harness.call('GET', `${DOCUMENT_REQUEST}?filename=${encodeURIComponent(filename)}`, { token });
  }

  it('hands out a one-time URL under the fleet service and stores the photo with the documents', async () => {
    const response = await requestDocumentUpload(driver);
    expect(response.status).toBe(200);
    const { url, fields } = (await response.json()) as { url: string; fields: object };
    expect(fields).toEqual({});
    expect(url).toMatch(/^\/api\/v1\/tfm\/document\/upload\/[^/]+\/$/);

    const stored = await upload(url, driver, TINY_PNG);
    expect(stored.status).toBe(200);
    const { url: served } = (await stored.json()) as { url: string };
    expect(served).toMatch(/^\/uploads\/documents\/[A-Za-z0-9_-]+\.png$/);
    expect((await harness.app.request(served)).status).toBe(200);
    expect((await upload(url, driver, TINY_PNG)).status).toBe(400);
  });

  it('needs a file name that is an image and a signed-in member', async () => {
    expect((await harness.call('GET', DOCUMENT_REQUEST, { token: driver })).status).toBe(400);
    expect((await requestDocumentUpload(driver, 'licence.pdf')).status).toBe(400);
    expect((await harness.call('GET', `${DOCUMENT_REQUEST}?filename=a.png`)).status).toBe(401);
  });

  it('keeps the two kinds of upload URL apart', async () => {
    const profileUrl = await requestUpload(driver);
    const documentUrl = profileUrl.replace('/api/v1/accounts/user/image/upload/', DOCUMENT_REQUEST);
    expect((await upload(documentUrl, driver, TINY_PNG)).status).toBe(400);
  });
});

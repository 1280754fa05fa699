import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedKey, EmbedKeyWrite } from '@motorpool/api';
import { createHarness, type Harness } from './harness';
import { FLEET_SHARE, TFM } from './sign-up-flow';

const INTRANET = 'https://intranet.partner.example';
const FLEET_SHARE_SITE = 'https://portal.fleetshare-partner.example:8443';
const PAUSED_SITE = 'https://paused.example';
const OTHER_SITE = 'https://evil.example';

let harness: Harness;
let staticDir: string;
let scriptsDir: string;
let admin: string;
let sysadmin: string;
let intranetKey: EmbedKey;

async function createKey(body: EmbedKeyWrite, token = admin, organisation?: number): Promise<EmbedKey> {
  const response = await harness.call('POST', `${TFM}/embed-keys/`, { token, body, organisation });
  if (response.status !== 201) throw new Error(`key not created: ${response.status} ${await response.text()}`);
  return (await response.json()) as EmbedKey;
}

function preflight(apiPath: string, origin: string) {
  return harness.call('OPTIONS', apiPath, {
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
  });
}

function fromOrigin(method: string, apiPath: string, origin: string, body?: unknown) {
  return harness.call(method, apiPath, { headers: { origin }, body });
}

function expectNoCors(response: Response) {
  for (const header of ['access-control-allow-origin', 'access-control-allow-methods', 'access-control-allow-headers', 'access-control-allow-credentials']) {
    expect(response.headers.get(header), header).toBeNull();
  }
}

function expectCorsFor(response: Response, origin: string) {
  expect(response.headers.get('access-control-allow-origin')).toBe(origin);
  expect(response.headers.get('vary')).toMatch(/Origin/);
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  expect(response.headers.get('set-cookie')).toBeNull();
}

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'motorpool-portal-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Motorpool</title>');
  await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log("portal")');
  scriptsDir = await mkdtemp(path.join(tmpdir(), 'motorpool-embed-'));
  await writeFile(path.join(scriptsDir, 'motorpool-booking-calendar.js'), 'customElements.define("x-y", class extends HTMLElement {})');
  harness = await createHarness({ config: { staticDir, embedScriptsDir: scriptsDir } });
  [admin, sysadmin] = await Promise.all([harness.login('admin@demo.fleet'), harness.login('sysadmin@demo.fleet')]);
  intranetKey = await createKey({ name: 'Intranet', allowed_origins: [INTRANET], scope: 'calendar_read' });
  await createKey({ name: 'Fleet share', allowed_origins: [FLEET_SHARE_SITE], scope: 'booking' }, sysadmin, FLEET_SHARE);
  await createKey({ name: 'Paused', allowed_origins: [PAUSED_SITE], scope: 'calendar_read', is_active: false });
});
afterAll(async () => {
  await harness.close();
  await rm(staticDir, { recursive: true, force: true });
  await rm(scriptsDir, { recursive: true, force: true });
});

describe('standalone scripts under /embed/', () => {
  it('serves them to any page: readable cross-origin, briefly cached, no cookie', async () => {
    const response = await harness.call('GET', '/embed/motorpool-booking-calendar.js', { headers: { origin: OTHER_SITE } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.text()).toContain('customElements.define');
  });

  it('answers 404 for a script it does not have, not the portal page, and leaves the portal’s assets same-origin', async () => {
    const missing = await harness.call('GET', '/embed/nothing-here.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    const asset = await harness.call('GET', '/assets/app.js');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('CORS for embed origins', () => {
  it('answers the preflight of a listed origin (any organisation’s key) without credentials', async () => {
    for (const [apiPath, origin] of [
      [`${TFM}/embed/token/`, INTRANET],
      [`${TFM}/bookings/`, INTRANET],
      [`${TFM}/bookings/`, FLEET_SHARE_SITE],
    ] as const) {
      const response = await preflight(apiPath, origin);
      expect(response.status, `${apiPath} ${origin}`).toBe(204);
      expectCorsFor(response, origin);
      expect(response.headers.get('access-control-allow-headers')).toBe('authorization, content-type, organisation');
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    }
  });

  it('gives other origins, paused keys’ origins and near-misses no CORS headers', async () => {
    for (const origin of [OTHER_SITE, PAUSED_SITE, `${INTRANET}:444`, 'http://intranet.partner.example', 'null']) {
      expectNoCors(await preflight(`${TFM}/embed/token/`, origin));
      const response = await fromOrigin('POST', `${TFM}/embed/token/`, origin, { embed_key: intranetKey.key });
      expect(response.status, origin).toBe(403);
      expectNoCors(response);
    }
  });

  it('adds the headers to answers for a listed origin, errors included, and never a cookie', async () => {
    const issued = await fromOrigin('POST', `${TFM}/embed/token/`, INTRANET, { embed_key: intranetKey.key });
    expect(issued.status).toBe(200);
    expectCorsFor(issued, INTRANET);
    const { token } = (await issued.json()) as { token: string };

    const read = await harness.call('GET', `${TFM}/branches/`, { headers: { origin: INTRANET, authorization: `Widget ${token}` } });
    expect(read.status).toBe(200);
    expectCorsFor(read, INTRANET);

    const refused = await harness.call('POST', `${TFM}/vehicles/`, { headers: { origin: INTRANET, authorization: `Widget ${token}` }, body: {} });
    expect(refused.status).toBe(403);
    expectCorsFor(refused, INTRANET);

    const unknownKey = await fromOrigin('POST', `${TFM}/embed/token/`, INTRANET, { embed_key: 'mpk_nope' });
    expect(unknownKey.status).toBe(403);
    expectCorsFor(unknownKey, INTRANET);
  });

  it('stops answering an origin as soon as its key is revoked (nothing cached)', async () => {
    const key = await createKey({ name: 'Soon revoked', allowed_origins: ['https://soon-gone.example'], scope: 'calendar_read' });
    expectCorsFor(await preflight(`${TFM}/bookings/`, 'https://soon-gone.example'), 'https://soon-gone.example');
    expect((await harness.call('DELETE', `${TFM}/embed-keys/${key.pk}/`, { token: admin })).status).toBe(200);
    expectNoCors(await preflight(`${TFM}/bookings/`, 'https://soon-gone.example'));
  });

  it('leaves the portal’s own requests as they were', async () => {
    const login = await harness.call('POST', '/api/v1/accounts/user/login/', {
      headers: { origin: 'http://localhost' },
      body: { email: 'admin@demo.fleet', password: 'wrong password' },
    });
    expect(login.status).toBe(400);
    expectNoCors(login);
    const options = await harness.call('OPTIONS', `${TFM}/bookings/`, { headers: { origin: 'http://localhost', 'access-control-request-method': 'GET' } });
    expect(options.status).toBe(404);
    expectNoCors(options);
  });
});

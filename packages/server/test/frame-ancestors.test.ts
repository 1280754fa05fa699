import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbedKey, EmbedKeyWrite } from '@motorpool/api';
import { portalContentSecurityPolicy } from '../src/http/content-security-policy';
import { createHarness, type Harness } from './harness';
import { FLEET_SHARE, TFM } from './sign-up-flow';

const INTRANET = 'https://intranet.partner.example';
const INTRANET_STAGING = 'https://staging.intranet.partner.example';
const FLEET_SHARE_SITE = 'https://portal.fleetshare-partner.example:8443';
const PAUSED_SITE = 'https://paused.example';
const REVOKED_SITE = 'https://revoked.example';

let harness: Harness;
let staticDir: string;
let admin: string;
let intranetKey: EmbedKey;
let fleetShareKey: EmbedKey;
let pausedKey: EmbedKey;
let revokedKey: EmbedKey;

async function createKey(body: EmbedKeyWrite, token = admin, organisation?: number): Promise<EmbedKey> {
  const response = await harness.call('POST', `${TFM}/embed-keys/`, { token, body, organisation });
  if (response.status !== 201) throw new Error(`key not created: ${response.status} ${await response.text()}`);
  return (await response.json()) as EmbedKey;
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name as string, values]),
  );
}

async function page(address: string): Promise<Response> {
  const response = await harness.call('GET', address);
  expect(response.status, address).toBe(200);
  expect(response.headers.get('content-type'), address).toMatch(/^text\/html/);
  return response;
}

beforeAll(async () => {
  staticDir = await mkdtemp(path.join(tmpdir(), 'motorpool-portal-'));
  await mkdir(path.join(staticDir, 'assets'));
  await writeFile(path.join(staticDir, 'index.html'), '<!doctype html><title>Motorpool</title>');
  await writeFile(path.join(staticDir, 'assets', 'app.js'), 'console.log("portal")');
  harness = await createHarness({ config: { staticDir } });
  admin = await harness.login('admin@demo.fleet');
  const sysadmin = await harness.login('sysadmin@demo.fleet');
  intranetKey = await createKey({ name: 'Intranet', allowed_origins: [INTRANET, INTRANET_STAGING], scope: 'calendar_read' });
  fleetShareKey = await createKey({ name: 'Fleet share', allowed_origins: [FLEET_SHARE_SITE], scope: 'booking' }, sysadmin, FLEET_SHARE);
  pausedKey = await createKey({ name: 'Paused', allowed_origins: [PAUSED_SITE], scope: 'calendar_read', is_active: false });
  revokedKey = await createKey({ name: 'Revoked', allowed_origins: [REVOKED_SITE], scope: 'calendar_read' });
  expect((await harness.call('DELETE', `${TFM}/embed-keys/${revokedKey.pk}/`, { token: admin })).status).toBe(200);
});
afterAll(async () => {
  await harness.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe('framing portal pages', () => {
  it('lets no other site frame a page that names no embed key, whatever keys exist', async () => {
    for (const address of ['/', '/login', '/users', '/company-settings', '/index.html', '/login?embed', '/bookings-calendar-view?embed=', '/login?embed=1']) {
      const response = await page(address);
      expect(directives(response).get('frame-ancestors'), address).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options'), address).toBe('SAMEORIGIN');
    }
  });

  it('lets the origins of the key a page names frame that page, and no other key’s', async () => {
    for (const address of [`/bookings-calendar-view?embed=${intranetKey.key}`, `/login?embed=${intranetKey.key}&error=expired`]) {
      const response = await page(address);
      expect(directives(response).get('frame-ancestors'), address).toEqual(["'self'", INTRANET, INTRANET_STAGING]);
      // X-Frame-Options cannot name origins; browsers that know frame-ancestors ignore it anyway.
      expect(response.headers.get('x-frame-options'), address).toBeNull();
    }
    const fleetShare = await page(`/login?embed=${fleetShareKey.key}`);
    expect(directives(fleetShare).get('frame-ancestors')).toEqual(["'self'", FLEET_SHARE_SITE]);
  });

  it('lets nobody else frame a page that names a paused, revoked or unknown key', async () => {
    for (const key of [pausedKey.key, revokedKey.key, 'mpk_AAAAAAAAAAAAAAAAAAAAAAAA', `${intranetKey.key}x`, intranetKey.key.toUpperCase()]) {
      const response = await page(`/login?embed=${encodeURIComponent(key)}`);
      expect(directives(response).get('frame-ancestors'), key).toEqual(["'self'"]);
      expect(response.headers.get('x-frame-options'), key).toBe('SAMEORIGIN');
    }
  });

  it('stops a key’s origins as soon as the key is paused (nothing cached)', async () => {
    const key = await createKey({ name: 'Soon paused', allowed_origins: ['https://soon-paused.example'], scope: 'calendar_read' });
    expect(directives(await page(`/login?embed=${key.key}`)).get('frame-ancestors')).toContain('https://soon-paused.example');
    const paused = await harness.call('PUT', `${TFM}/embed-keys/${key.pk}/`, {
      token: admin,
      body: { name: key.name, allowed_origins: key.allowed_origins, scope: key.scope, is_active: false },
    });
    expect(paused.status).toBe(200);
    expect(directives(await page(`/login?embed=${key.key}`)).get('frame-ancestors')).toEqual(["'self'"]);
  });
});

describe('the portal’s Content-Security-Policy', () => {
  it('allows only the portal’s own files: no inline script, no plugins, no base element, no foreign forms', async () => {
    const policy = directives(await page('/dashboard'));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:']);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('is built from the portal’s directives and the framing origins', () => {
    expect(portalContentSecurityPolicy([])).toMatch(/; frame-ancestors 'self'$/);
    expect(portalContentSecurityPolicy(['https://a.example', 'http://localhost:5173'])).toMatch(
      /; frame-ancestors 'self' https:\/\/a\.example http:\/\/localhost:5173$/,
    );
  });

  it('leaves the API, stored files, assets and health check as they were', async () => {
    for (const target of [`${TFM}/bookings/`, '/healthz', '/assets/app.js', `/api/v1/accounts/portal-config/?embed=${intranetKey.key}`]) {
      const response = await harness.call('GET', target);
      expect(response.headers.get('x-frame-options'), target).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy'), target).toBeNull();
    }
  });
});

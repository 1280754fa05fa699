import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRAND_COLOURS,
  type EmbedKey,
  type EmbedKeyWrite,
  OrganisationTheme,
  Profile,
  themeMessages,
  type AuditEntry,
  type ThemeWrite,
  type WidgetToken,
} from '@motorpool/api';
import { organisations } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { movableClock } from './movable-clock';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

const THEME = '/api/v1/organisations/theme/';
const UPLOAD = '/api/v1/organisations/theme/image/upload/';
const INTRANET = 'https://lobby.partner.example';
const clock = movableClock(new Date('2031-03-13T03:30:00Z'));
/** The 8-byte PNG signature and the start of an IHDR chunk: enough for the sniffing. */
const TINY_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

let harness: Harness;
let dataDir: string;
const tokens = {} as Record<'admin' | 'driver', string>;

const NONE: ThemeWrite = { brand_color: null, brand_contrast_color: null, logo_url: null, favicon_url: null };
const put = (body: unknown, token = tokens.admin, organisation: number = DEMO_FLEET) => harness.call('PUT', THEME, { token, organisation, body });

async function read(organisation = DEMO_FLEET): Promise<OrganisationTheme> {
  const response = await harness.call('GET', THEME, { token: tokens.admin, organisation });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = await response.json();
  assert(body, OrganisationTheme);
  return body;
}

async function save(body: ThemeWrite): Promise<OrganisationTheme> {
  const response = await put(body);
  expect(response.status, await response.clone().text()).toBe(200);
  const answer = await response.json();
  assert(answer, OrganisationTheme);
  return answer;
}

async function uploadImage(token = tokens.admin): Promise<string> {
  const issued = await harness.call('POST', UPLOAD, { token, organisation: DEMO_FLEET, body: { file_name: 'logo.png' } });
  expect(issued.status, await issued.clone().text()).toBe(200);
  const { url } = (await issued.json()) as { url: string };
  const form = new FormData();
  form.set('file', new Blob([TINY_PNG], { type: 'image/png' }), 'logo.png');
  const stored = await harness.app.request(url, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(stored.status).toBe(200);
  return ((await stored.json()) as { url: string }).url;
}

async function trail(): Promise<AuditEntry[]> {
  const response = await harness.call('GET', '/api/v1/organisations/audits/?record_type=theme', { token: tokens.admin, organisation: DEMO_FLEET });
  return ((await response.json()) as { results: AuditEntry[] }).results;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'motorpool-theme-'));
  harness = await createHarness({ clock, config: { dataDir } });
  [tokens.admin, tokens.driver] = await Promise.all([harness.login('admin@demo.fleet'), harness.login('driver@demo.fleet')]);
});
afterAll(async () => {
  await harness.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('GET organisations/theme/', () => {
  it("answers no colours of the organisation's own and the host brand's as the default", async () => {
    expect(await read()).toEqual({ brand_color: null, brand_contrast_color: null, logo_url: null, favicon_url: null, default_colours: BRAND_COLOURS.default });
    const onFleetShareHost = await harness.call('GET', THEME, { token: tokens.admin, organisation: DEMO_FLEET, headers: { host: 'fleetshare.localhost' } });
    expect(((await onFleetShareHost.json()) as OrganisationTheme).default_colours).toEqual(BRAND_COLOURS['fleet-share']);
  });

  it('is for organisation admins only, the upload too', async () => {
    const refused = [
      await harness.call('GET', THEME, { token: tokens.driver, organisation: DEMO_FLEET }),
      await put(NONE, tokens.driver),
      await harness.call('POST', UPLOAD, { token: tokens.driver, organisation: DEMO_FLEET, body: { file_name: 'logo.png' } }),
    ];
    for (const response of refused) {
      expect(response.status).toBe(403);
      expect((await errorsOf(response)).title).toBe(themeMessages.mayNotManage);
    }
  });

  it("refuses another organisation's theme to an admin who is not its member", async () => {
    expect((await harness.call('GET', THEME, { token: tokens.admin, organisation: FLEET_SHARE })).status).toBe(403);
    expect((await put({ ...NONE, brand_color: '#004400', brand_contrast_color: '#ffffff' }, tokens.admin, FLEET_SHARE)).status).toBe(403);
  });
});

describe('PUT organisations/theme/', () => {
  it('refuses a colour that is not #rrggbb with the field named', async () => {
    for (const [field, value] of [
      ['brand_color', 'red'],
      ['brand_color', '#12345'],
      ['brand_contrast_color', 'url(x)'],
      ['brand_contrast_color', '#ffffff;--x:1'],
    ] as const) {
      const response = await put({ brand_color: '#1f4fd1', brand_contrast_color: '#ffffff', logo_url: null, favicon_url: null, [field]: value });
      expect(response.status).toBe(400);
      const errors = await errorsOf(response);
      expect(Object.keys(errors.fields ?? {})).toEqual([field]);
      expect(errors.fields?.[field]).toMatch(/^(Brand colour|Text on brand colour): give a colour as #rrggbb/);
    }
  });

  it('refuses text on the brand colour under 4.5:1 with the ratio, a brand colour unreadable as text on white, and half a pair', async () => {
    const low = await put({ ...NONE, brand_color: '#777777', brand_contrast_color: '#ffffff' });
    expect(low.status).toBe(400);
    expect(await errorsOf(low)).toMatchObject({
      title: 'Brand colour: contrast with its text is 4.4:1; at least 4.5:1 is needed.',
      fields: { brand_color: 'Brand colour: contrast with its text is 4.4:1; at least 4.5:1 is needed.' },
    });
    const yellow = await put({ ...NONE, brand_color: '#ffcc00', brand_contrast_color: '#000000' });
    expect(yellow.status).toBe(400);
    expect((await errorsOf(yellow)).fields).toEqual({ brand_color: themeMessages.lowContrastOnSurface(1.5) });
    const half = await put({ ...NONE, brand_color: '#1f4fd1' });
    expect(half.status).toBe(400);
    expect((await errorsOf(half)).fields).toEqual({ brand_contrast_color: themeMessages.pairIncomplete });
    expect((await read()).brand_color).toBeNull();
  });

  it('uploads images only: a name that is not one is refused before a URL is handed out, bytes that are not one when sent', async () => {
    const svg = await harness.call('POST', UPLOAD, { token: tokens.admin, organisation: DEMO_FLEET, body: { file_name: 'logo.svg' } });
    expect(svg.status).toBe(400);
    expect(Object.keys((await errorsOf(svg)).fields ?? {})).toEqual(['file_name']);

    const issued = await harness.call('POST', UPLOAD, { token: tokens.admin, organisation: DEMO_FLEET, body: { file_name: 'logo.png' } });
    const { url } = (await issued.json()) as { url: string };
    const form = new FormData();
    form.set('file', new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/png' }), 'logo.png');
    const stored = await harness.app.request(url, { method: 'POST', headers: { authorization: `Bearer ${tokens.admin}` }, body: form });
    expect(stored.status).toBe(400);
    expect((await errorsOf(stored)).fields).toEqual({ file: 'Upload a PNG, JPEG, WebP or GIF image.' });
  });

  it('refuses an image the theme upload did not store', async () => {
    const response = await put({ ...NONE, logo_url: 'https://elsewhere.example/logo.png' });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({ logo_url: themeMessages.imageNotUploaded('Logo') });
    const profilePhoto = await put({ ...NONE, favicon_url: '/uploads/profile-images/abcdefghijklmnopqrstuvwx.png' });
    expect((await errorsOf(profilePhoto)).fields).toEqual({ favicon_url: themeMessages.imageNotUploaded('Favicon') });
  });

  it('saves colours (lower case), logo and favicon, audits who and what, and reaches the profile and the embedded calendar', async () => {
    const logo = await uploadImage();
    const favicon = await uploadImage();
    expect(logo).toMatch(/^\/uploads\/theme-images\/[A-Za-z0-9_-]+\.png$/);
    const saved = await save({ brand_color: '#0B5D1E', brand_contrast_color: '#FFFFFF', logo_url: logo, favicon_url: favicon });
    expect(saved).toMatchObject({ brand_color: '#0b5d1e', brand_contrast_color: '#ffffff', logo_url: logo, favicon_url: favicon });
    expect(await read()).toEqual(saved);

    const [entry] = await trail();
    expect(entry).toMatchObject({ action: 'Updated', actor: { name: expect.any(String) as unknown }, created_at: clock().toISOString() });
    expect(entry?.changes).toEqual({
      brand_color: [null, '#0b5d1e'],
      brand_contrast_color: [null, '#ffffff'],
      logo_url: [null, logo],
      favicon_url: [null, favicon],
    });

    // The portal themes itself from the profile's current organisation.
    const profileResponse = await harness.call('GET', '/api/v1/accounts/user/profile/', { token: tokens.driver, organisation: DEMO_FLEET });
    const profile = await profileResponse.json();
    assert(profile, Profile);
    expect(profile.current_organisation).toMatchObject({
      logo: { url: logo },
      favicon_url: favicon,
      theme: { brand_color: '#0b5d1e', brand_contrast_color: '#ffffff' },
    });

    // An element on a partner page themes itself from its widget token.
    const keyBody: EmbedKeyWrite = { name: 'Lobby screen', allowed_origins: [INTRANET], scope: 'calendar_read' };
    const created = await harness.call('POST', `${TFM}/embed-keys/`, { token: tokens.admin, organisation: DEMO_FLEET, body: keyBody });
    const key = (await created.json()) as EmbedKey;
    const issued = await harness.call('POST', `${TFM}/embed/token/`, { body: { embed_key: key.key }, headers: { origin: INTRANET } });
    expect(((await issued.json()) as WidgetToken).theme).toEqual({ brand_color: '#0b5d1e', brand_contrast_color: '#ffffff' });

    // Another organisation keeps its host brand.
    const [other] = await harness.db.select().from(organisations).where(eq(organisations.id, FLEET_SHARE));
    expect(other).toMatchObject({ brandColor: null, brandContrastColor: null, faviconUrl: null });
  });

  it('records nothing when nothing changed, and clearing goes back to the host brand', async () => {
    const before = (await trail()).length;
    const current = await read();
    await save({
      brand_color: current.brand_color,
      brand_contrast_color: current.brand_contrast_color,
      logo_url: current.logo_url,
      favicon_url: current.favicon_url,
    });
    expect(await trail()).toHaveLength(before);

    clock.advance(60_000);
    const cleared = await save(NONE);
    expect(cleared).toMatchObject(NONE);
    const [entry] = await trail();
    expect(entry?.changes).toMatchObject({ brand_color: ['#0b5d1e', null], logo_url: [current.logo_url, null] });
    const token = await harness.call('GET', '/api/v1/accounts/user/profile/', { token: tokens.admin, organisation: DEMO_FLEET });
    expect(((await token.json()) as Profile).current_organisation).toMatchObject({ theme: null, favicon_url: null, logo: null });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Response } from 'playwright-core';
import type { RouteObject } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../src/routes';
import { journeySetup } from './journey-setup';
import { DEMO_PASSWORD, signIn } from './journeys';

/*
 * The portal's Content-Security-Policy holds in a real browser: no page of
 * the route table breaks it, signed in as the admin or signed out, embedded
 * or not; and only the origins of the embed key a page names may frame it.
 */

const journey = journeySetup();

/** A value for each route parameter, so every pattern of the table becomes an address. */
const SAMPLE_PARAMS: Record<string, string> = { id: '1', name: 'Fleet board', status: 'active', sr_view: 'sr', config: 'fuel-types' };

function routePatterns(table: readonly RouteObject[], parent = ''): string[] {
  return table.flatMap((route) => {
    const here = route.path === undefined ? parent : `${parent.replace(/\/$/, '')}/${route.path}`;
    const own = route.index || route.path !== undefined ? [here || '/'] : [];
    return [...own, ...routePatterns(route.children ?? [], here)];
  });
}

function address(pattern: string): string {
  return pattern.replace('*', 'no/such/page').replace(/:(\w+)/g, (_, name: string) => {
    const sample = SAMPLE_PARAMS[name];
    if (sample === undefined) throw new Error(`No sample value for :${name} in ${pattern}; add one to SAMPLE_PARAMS`);
    return encodeURIComponent(sample);
  });
}

/** Every route of the table, once; /logout last, since it ends the session. */
const ADDRESSES = [...new Set(routePatterns(routes).map(address))].sort((a, b) => Number(a === '/logout') - Number(b === '/logout'));

const ASSET_TYPES = new Set(['document', 'script', 'stylesheet', 'image', 'font']);

type Watched = { page: Page; violations: string[]; pendingAssets: () => number };

/**
 * A page whose CSP violations are collected, as the page's own
 * `securitypolicyviolation` events (in every frame) and as Chromium's console
 * reports, and whose loading of scripts, styles, images and fonts is counted.
 */
async function watchedPage(): Promise<Watched> {
  const page = await journey.newPage();
  const violations: string[] = [];
  await page.exposeBinding('reportCspViolation', ({ frame }, report: string) => violations.push(`${frame.url()}: ${report}`));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
        report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: console: ${message.text()}`);
  });
  let pending = 0;
  const settle = (request: { resourceType(): string }) => {
    if (ASSET_TYPES.has(request.resourceType())) pending -= 1;
  };
  page.on('request', (request) => {
    if (ASSET_TYPES.has(request.resourceType())) pending += 1;
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return { page, violations, pendingAssets: () => pending };
}

/** Opens an address as a fresh document and waits until its page has rendered and loaded what it needs. */
async function visit({ page, pendingAssets }: Watched, target: string): Promise<Response | null> {
  const response = await page.goto(target);
  // Every page names itself in the title (PageTitle); index.html's own title has no separator, the profile's wait says Loading.
  await page.waitForFunction(() => document.title.includes(' · ') && !document.title.startsWith('Loading · '));
  await expect.poll(pendingAssets, { message: `${target}: assets still loading` }).toBe(0);
  return response;
}

async function adminToken(): Promise<string> {
  const response = await fetch(`${journey.server.baseUrl}/api/v1/accounts/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.fleet', password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

async function createEmbedKey(origin: string): Promise<string> {
  const response = await fetch(`${journey.server.baseUrl}/api/v1/tfm/embed-keys/`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await adminToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Partner ${origin}`, allowed_origins: [origin], scope: 'booking' }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(201);
  return (JSON.parse(text) as { key: string }).key;
}

/** A partner's page on another origin that frames the portal address given in `?src=`. */
let partner: { server: Server; origin: string } | undefined;
let partnerKey = '';
/** A key of the same organisation for another partner origin, so its origins must not frame the first partner's page. */
let otherPartnerKey = '';

beforeAll(async () => {
  const server = createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://partner').searchParams.get('src') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    // The frame's load event fires whether the portal is shown or refused (an error page then).
    response.end(
      `<!doctype html><title>Partner intranet</title><body><iframe id="portal" title="Motorpool" width="800" height="600" ` +
        `onload="document.body.dataset.frame = 'loaded'" src="${src.replace(/"/g, '&quot;')}"></iframe></body>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // localhost, not 127.0.0.1: another origin than the portal's, and one an embed key may list over http.
  partner = { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
  partnerKey = await createEmbedKey(partner.origin);
  otherPartnerKey = await createEmbedKey('https://other-partner.example');
});
afterAll(async () => {
  if (partner) await new Promise<void>((resolve) => partner?.server.close(() => resolve()));
});

describe('the Content-Security-Policy in Chromium', () => {
  it('is watched: a `<style>` element added to a page is reported', async () => {
    const watched = await watchedPage();
    await visit(watched, '/login');
    await watched.page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = 'body { color: red }';
      document.head.append(style);
    });
    await expect.poll(() => watched.violations.join('\n')).toMatch(/style-src/);
  });

  it('is broken by no page of the route table, signed in as the admin', async () => {
    expect(ADDRESSES.length).toBeGreaterThan(50);
    const watched = await watchedPage();
    await signIn(watched.page, 'admin@demo.fleet');
    await watched.page.waitForURL('**/dashboard');
    for (const target of [...ADDRESSES.filter((path) => path !== '/logout'), `/bookings-calendar-view?embed=${partnerKey}`, '/users?embed', '/logout']) {
      await visit(watched, target);
      expect(watched.violations, target).toEqual([]);
    }
  }, 600_000);

  it('is broken by neither the sign-in page nor an embedded one, signed out', async () => {
    const watched = await watchedPage();
    for (const target of ['/login', '/', `/login?embed=${partnerKey}`, '/login?embed', '/forgot-password', '/maintenance']) {
      const response = await visit(watched, target);
      expect(response?.headers()['content-security-policy'], target).toMatch(/script-src 'self'; /);
      expect(watched.violations, target).toEqual([]);
    }
  });
});

describe('framing the portal from a partner page', () => {
  /** The partner page framing `portalPath`, once its frame has loaded: the portal, or Chromium's error page where framing is refused. */
  async function framed(portalPath: string): Promise<{ page: Page; frameUrl: string }> {
    const { page } = await watchedPage();
    await page.goto(`${partner?.origin}/?src=${encodeURIComponent(`${journey.server.baseUrl}${portalPath}`)}`);
    await page.waitForFunction(() => document.body.dataset.frame === 'loaded');
    const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
    return { page, frameUrl: frame?.url() ?? '' };
  }

  it('shows a page that names the partner’s key, listing that key’s origins only', async () => {
    const response = await fetch(`${journey.server.baseUrl}/login?embed=${partnerKey}`);
    const frameAncestors = /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(frameAncestors).toBe(`'self' ${partner?.origin}`);
    expect(response.headers.get('x-frame-options')).toBeNull();
    const { page, frameUrl } = await framed(`/login?embed=${partnerKey}`);
    expect(frameUrl).toBe(`${journey.server.baseUrl}/login?embed=${partnerKey}`);
    await page.frameLocator('#portal').getByRole('button', { name: 'Sign In' }).waitFor();
  });

  it('refuses a page in embedded mode without a key, and one naming another partner’s key', async () => {
    for (const portalPath of ['/login?embed', '/login?embed=1', '/login', `/login?embed=${otherPartnerKey}`]) {
      const response = await fetch(`${journey.server.baseUrl}${portalPath}`);
      const frameAncestors = /frame-ancestors ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(frameAncestors, portalPath).toBe(portalPath.includes(otherPartnerKey) ? "'self' https://other-partner.example" : "'self'");
      const { page, frameUrl } = await framed(portalPath);
      expect(frameUrl, portalPath).toMatch(/^chrome-error:/);
      await page.close();
    }
  });
});

import { messages } from '@motorpool/api';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';

const PASSWORD = 'Demo@12345';

const journey = journeySetup();
let page: Page;

beforeEach(async () => {
  page = await journey.newPage();
});

async function fillCredentials(email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

function pathname(): string {
  return new URL(page.url()).pathname;
}

describe('signing in', () => {
  it('takes an admin to the dashboard of their organisation, and back out again', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect.poll(() => page.title()).toBe('Sign in · Motorpool');
    await screenshot(page, '01-login');

    await fillCredentials('admin@demo.fleet', PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Demo Fleet' }).waitFor();
    await page.getByText('Role: Admin').waitFor();
    expect(await page.getByRole('banner').textContent()).toContain('Demo Fleet');
    await expect.poll(() => page.title()).toBe('Dashboard · Motorpool');
    await screenshot(page, '02-dashboard-admin');

    // A reload keeps the session: the wrapper fetches the profile again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Demo Fleet' }).waitFor();

    // Signed in, the sign-in page is no destination.
    await page.goto('/login');
    await page.waitForURL('**/dashboard');

    await page.getByRole('link', { name: 'Sign out' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();

    await page.goto('/dashboard');
    await page.waitForURL('**/login');
  });

  it('asks a member of several organisations which one, and signs into that one', async () => {
    await page.goto('/login');
    await fillCredentials('multi@demo.fleet', PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();

    const chooser = page.getByLabel('Organisation');
    await chooser.waitFor();
    await screenshot(page, '03-organisation-chooser');
    await chooser.selectOption({ label: 'Harbour City FleetShare' });
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Harbour City FleetShare' }).waitFor();
    await page.getByText('Role: Branch Manager').waitFor();
    await screenshot(page, '04-dashboard-multi');
  });

  it("shows the server's error title when the password is wrong", async () => {
    await page.goto('/login');
    await fillCredentials('admin@demo.fleet', 'Wrong@12345');
    const loginResponse = page.waitForResponse((response) => response.url().endsWith('/user/login/'));
    await page.getByRole('button', { name: 'Sign In' }).click();

    const response = await loginResponse;
    expect(response.ok()).toBe(false);
    const { errors } = (await response.json()) as { errors: { title: string } };
    await page.getByText(errors.title).waitFor();
    expect(pathname()).toBe('/login');
    await screenshot(page, '05-wrong-password');
  });

  it('shows a system admin without an organisation that none is selected', async () => {
    await page.goto('/login');
    await fillCredentials('sysadmin@demo.fleet', PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'No organisation selected' }).waitFor();
    await screenshot(page, '06-dashboard-system-admin');
  });

  it('refuses someone who belongs to no organisation while registration is disabled (spec §4)', async () => {
    // The demo seed has no such person, so the profile answer loses its organisations on the way.
    await page.route('**/api/v1/accounts/user/profile/', async (route) => {
      const response = await route.fetch();
      const profile = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...profile, organisations: [], current_organisation: null, role: null } });
    });
    await page.goto('/login');
    await fillCredentials('driver@demo.fleet', PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await page.getByText(messages.login.userNotExist).waitFor();
    expect(pathname()).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('motorpool.session'))).not.toContain('"token":"');
    await screenshot(page, '08-no-organisation');
  });
});

describe('signing in with a token link (spec §4 token deep link)', () => {
  async function tokenFor(email: string): Promise<{ token: string; organisation: number }> {
    const response = await fetch(`${journey.server.baseUrl}/api/v1/accounts/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(response.ok).toBe(true);
    return (await response.json()) as { token: string; organisation: number };
  }

  it('signs a desktop browser in and opens the dashboard, without the token in the address', async () => {
    const { token, organisation } = await tokenFor('admin@demo.fleet');
    await page.goto(`/login?access_token=${encodeURIComponent(token)}&orgId=${organisation}`);
    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Demo Fleet' }).waitFor();
    expect(page.url()).not.toContain(token);
  });

  it('shows why when the token is refused', async () => {
    await page.goto('/login?access_token=not-a-token');
    await page.getByRole('alert').filter({ hasText: messages.login.accessTokenFailure }).waitFor();
    expect(new URL(page.url()).searchParams.get('access_token')).toBe('none');
    await screenshot(page, '09-token-refused');
  });

  it('hands the token to the app on an iPhone, and opens the App Store when the app does not take over', async () => {
    const phone = await journey.browser.newContext({
      baseURL: journey.server.baseUrl,
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    });
    try {
      // No app and no network here: the store answers locally.
      await phone.route('https://apps.apple.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>App Store</title>' }));
      const iphone = await phone.newPage();
      const { token } = await tokenFor('driver@demo.fleet');
      await iphone.goto(`/login?access_token=${encodeURIComponent(token)}`);
      await iphone.getByRole('heading', { name: 'Opening the app' }).waitFor();
      expect(await iphone.getByRole('link', { name: 'Open the app' }).getAttribute('href')).toBe(`motorpool://login?token=${encodeURIComponent(token)}`);
      await screenshot(iphone, '10-token-on-iphone');
      await iphone.waitForURL(/^https:\/\/apps\.apple\.com\//, { timeout: 10_000 });
    } finally {
      await phone.close();
    }
  });
});

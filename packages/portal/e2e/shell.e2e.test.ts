import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { registerDriver, signIn } from './journeys';
import { journeySetup } from './journey-setup';

const ADMIN = 'admin@demo.fleet';
const DRIVER = { first: 'Sam', last: 'Signup', email: 'sam.signup@example.com', licenceNumber: 'NSW7654321', phone: '0412345679' };

// Registration on, so a driver's sign-up can notify the admin (an approver of Demo Fleet).
const journey = journeySetup({ env: { REGISTRATION_ENABLED: 'true' } });
const personalPage = () => journey.newPage();

async function signInAsAdmin(page: Page) {
  await signIn(page, ADMIN);
  await page.waitForURL('**/dashboard');
}

describe('portal shell (spec §2)', () => {
  it('frames an admin’s pages with the sidebar, heading bar and profile, and pushes a notification to the bell', async () => {
    const admin = await personalPage();
    await signInAsAdmin(admin);

    // The dashboard layout: sidebar, header with the bell and the person, the welcome toast.
    const sidebar = admin.getByRole('navigation', { name: 'Main' });
    await sidebar.waitFor();
    await admin.getByRole('status').filter({ hasText: 'Welcome to Demo Fleet' }).waitFor();
    const bell = admin.getByRole('button', { name: /^Notifications, \d+ unread/ });
    await bell.waitFor();
    expect(await admin.getByRole('navigation', { name: 'Account' }).textContent()).toContain('Alex Admin');
    await screenshot(admin, 'shell-01-dashboard');

    // A built page from the sidebar: the incidents, with the heading bar's Report Incident.
    await sidebar.locator('a[href="/incidents"]').first().click();
    await admin.waitForURL('**/incidents');
    await admin.getByRole('heading', { level: 1, name: 'Incidents' }).waitFor();
    await admin
      .getByRole('searchbox', { name: 'Search incidents' })
      .or(admin.getByRole('textbox', { name: 'Search incidents' }))
      .waitFor();
    await admin.getByRole('link', { name: 'Report Incident' }).waitFor();

    // A page a later issue builds: heading bar with breadcrumbs, and an honest empty state.
    await sidebar.locator('a[href="/reports/list"]').first().click();
    await admin.waitForURL('**/reports/list');
    await admin.getByRole('heading', { level: 1, name: 'Reports' }).waitFor();
    await admin.getByText('Reports is not available yet.').waitFor();
    await screenshot(admin, 'shell-02-upcoming-placeholder');

    // Profile: /profile opens general details, where the admin renames themself.
    await admin.goto('/profile');
    await admin.waitForURL('**/profile/general-details');
    const name = admin.getByRole('region', { name: 'Name' });
    await name.getByLabel('First Name').fill('Ava');
    await name.getByRole('button', { name: 'Save' }).click();
    await name.getByRole('status').filter({ hasText: 'Your name has been saved.' }).waitFor();
    await expect.poll(() => admin.getByRole('navigation', { name: 'Account' }).textContent()).toContain('Ava Admin');
    await screenshot(admin, 'shell-03-profile-general-details');

    // The name is the server's now: a reload shows it.
    await admin.reload();
    await admin.getByRole('region', { name: 'Name' }).getByLabel('First Name').waitFor();
    expect(await admin.getByRole('region', { name: 'Name' }).getByLabel('First Name').inputValue()).toBe('Ava');

    // Embedded: the same page without header, sidebar and footer.
    // Another tab of the same browser: the admin's session, stored in localStorage.
    const storage = await admin.context().storageState();
    const framed = await journey.newPage({ storageState: storage });
    await framed.goto('/users?embed=1');
    await framed.getByRole('table', { name: 'Users' }).getByText('Dana Driver').waitFor();
    expect(await framed.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await framed.getByRole('navigation', { name: 'Account' }).count()).toBe(0);
    expect(await framed.getByRole('contentinfo').count()).toBe(0);
    await screenshot(framed, 'shell-04-embedded');

    // A driver signs up elsewhere; the admin's bell shows it without a reload.
    await admin.goto('/dashboard');
    await bell.waitFor();
    const before = Number(/(\d+) unread/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    const driver = await personalPage();
    await registerDriver(driver, journey.server.baseUrl, DRIVER);
    await admin.getByRole('button', { name: `Notifications, ${before + 1} unread` }).waitFor({ timeout: 15_000 });
    await admin.getByRole('button', { name: /^Notifications, / }).click();
    await admin
      .getByRole('dialog')
      .getByText(new RegExp(`${DRIVER.first} ${DRIVER.last}`))
      .first()
      .waitFor();
    await screenshot(admin, 'shell-05-bell-pushed');
  });

  it('shows /maintenance with its fixed text', async () => {
    const page = await personalPage();
    await page.goto('/maintenance');
    await page.getByText('System is going through maintenance and would be back soon.').waitFor();
    await screenshot(page, 'shell-06-maintenance');
  });
});

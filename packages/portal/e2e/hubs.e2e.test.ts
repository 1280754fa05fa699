import { ADDITIONAL_HUBS_GROUP } from '@motorpool/api';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCall, apiToken } from './api-setup';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';

const journey = journeySetup();

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const hubMenu = (page: Page) => page.getByRole('group', { name: 'Account' }).getByRole('button', { name: 'Switch Hub' });

/** Opens the account menu from a fresh load, so the profile (and with it 'Enable Hubs') is read again. */
async function openAccountMenu(page: Page) {
  await page.reload();
  await mainNavigation(page)
    .getByRole('button', { name: /^Account menu for/ })
    .click();
  await page.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Profile' }).waitFor();
}

/** The admin's switch on /general-settings, saved at a click. */
async function setHubs(admin: Page, on: boolean) {
  const box = admin.getByRole('checkbox', { name: 'Enable Hubs' });
  await expect.poll(() => box.isEnabled()).toBe(true);
  expect(await box.isChecked()).toBe(!on);
  await box.click();
  await admin.getByRole('region', { name: 'Messages' }).getByText('Hubs setting saved').last().waitFor();
  await expect.poll(() => box.isChecked()).toBe(on);
  await expect.poll(() => box.isEnabled()).toBe(true);
}

describe("Enable Hubs (issue 20): the admin's switch reaches a hub manager's menu", () => {
  beforeAll(async () => {
    // The seeded hub manager works from Sydney Hub; a second hub to switch to is what makes Switch Hub appear (spec §2).
    const base = journey.server.baseUrl;
    const admin = await apiToken(base, 'admin@demo.fleet');
    const created = await apiCall(base, admin, 'POST', 'branches/', { name: 'North Hub', branch_type: 'hub' });
    if (created.status !== 201) throw new Error(`creating North Hub answered ${created.status}: ${await created.text()}`);
    const northHub = ((await created.json()) as { pk: number }).pk;
    const managers = await apiCall(base, admin, 'GET', 'employees-extensions/?search=hub.manager%40demo.fleet');
    const [manager] = ((await managers.json()) as { results: { pk: number }[] }).results;
    if (!manager) throw new Error('the seeded hub manager was not found');
    const associated = await apiCall(base, admin, 'PUT', `update-extension/${manager.pk}/`, {
      user_tags: [{ tag_group_name: ADDITIONAL_HUBS_GROUP, value: [String(northHub)] }],
    });
    if (associated.status !== 200) throw new Error(`associating North Hub answered ${associated.status}: ${await associated.text()}`);
  });

  it('an admin turns hubs off and the hub menu is gone for a hub manager; turns them on and it is back', async () => {
    const hubManager = await journey.newPage();
    await signIn(hubManager, 'hub.manager@demo.fleet');
    await mainNavigation(hubManager).waitFor();
    await openAccountMenu(hubManager);
    await hubMenu(hubManager).waitFor();

    const admin = await journey.newPage();
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    await admin.goto('/general-settings');
    await setHubs(admin, false);
    await screenshot(admin, 'hubs-00-turned-off');

    await openAccountMenu(hubManager);
    expect(await hubMenu(hubManager).count()).toBe(0);
    await screenshot(hubManager, 'hubs-01-no-switch-hub');

    await setHubs(admin, true);
    await openAccountMenu(hubManager);
    await hubMenu(hubManager).waitFor();
    await hubMenu(hubManager).click();
    await hubManager.getByRole('button', { name: 'North Hub' }).waitFor();
    await screenshot(hubManager, 'hubs-02-switch-hub-back');
  });
});

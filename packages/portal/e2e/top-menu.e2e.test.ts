import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';

const journey = journeySetup();

const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const placement = (page: Page) => mainNavigation(page).getAttribute('data-placement');

/** The welcome and saved toasts would cover the bar in the screenshots. */
async function closeToasts(page: Page) {
  const close = page.getByRole('region', { name: 'Messages' }).getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) await close.first().click();
}

describe('navigation layout preference (spec §3 Profile)', () => {
  it('switches the admin to the top menu bar from the profile, without a reload, and keeps it', async () => {
    const admin = await journey.newPage();
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    await mainNavigation(admin).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await placement(admin)).toBe('side');
    await closeToasts(admin);
    await screenshot(admin, 'top-menu-00-side-menu-bar');

    // The profile's Preferences card saves the layout on the server; the frame follows at once.
    await mainNavigation(admin)
      .getByRole('button', { name: /^Account menu for/ })
      .click();
    await admin.getByRole('group', { name: 'Account' }).getByRole('link', { name: 'Profile' }).click();
    await admin.waitForURL('**/profile/general-details');
    const layout = admin.getByRole('region', { name: 'Preferences' }).getByLabel('Navigation layout');
    await expect.poll(() => layout.isEnabled()).toBe(true);
    await layout.selectOption('top_menu_bar');
    await admin.getByRole('region', { name: 'Messages' }).getByText('Navigation layout saved.').waitFor();
    await expect.poll(() => placement(admin)).toBe('top');
    expect(await admin.getByRole('button', { name: 'Collapse sidebar' }).count()).toBe(0);

    // Through the bar to the dashboard: under the header, the page the full width below it.
    await mainNavigation(admin).getByRole('link', { name: 'Dashboard' }).click();
    await admin.waitForURL('**/dashboard');
    await admin.getByRole('heading', { level: 1 }).first().waitFor();
    const bar = await mainNavigation(admin).boundingBox();
    const header = await admin.locator('header', { has: admin.getByRole('navigation', { name: 'Account' }) }).boundingBox();
    const main = await admin.getByRole('main').boundingBox();
    expect(bar && header && main).toBeTruthy();
    expect(bar!.x).toBe(0);
    expect(bar!.width).toBeGreaterThanOrEqual(1270);
    expect(bar!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    expect(main!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    expect(await mainNavigation(admin).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await closeToasts(admin);
    await admin.mouse.move(1200, 700);
    await screenshot(admin, 'top-menu-01-dashboard');

    // A group is a drop-down: ArrowDown opens it on its first link, Escape closes it and returns focus.
    const users = mainNavigation(admin).getByRole('button', { name: 'Users' });
    await users.focus();
    await admin.keyboard.press('ArrowDown');
    expect(await users.getAttribute('aria-expanded')).toBe('true');
    const firstUsersLink = mainNavigation(admin).getByRole('list', { name: 'Users' }).getByRole('link').first();
    await expect.poll(() => firstUsersLink.evaluate((link) => link === document.activeElement)).toBe(true);
    await admin.keyboard.press('ArrowDown');
    await screenshot(admin, 'top-menu-02-users-drop-down');
    await admin.keyboard.press('Escape');
    expect(await users.getAttribute('aria-expanded')).toBe('false');
    expect(await users.evaluate((button) => button === document.activeElement)).toBe(true);

    // The help panel and the user menu open from the right end.
    await mainNavigation(admin).getByRole('button', { name: 'Helpdesk Information' }).click();
    await admin.getByRole('region', { name: 'Helpdesk Information' }).waitFor();
    await screenshot(admin, 'top-menu-03-helpdesk');
    await admin.keyboard.press('Escape');

    // Saved on the server: a new load keeps the bar.
    await admin.reload();
    await mainNavigation(admin).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await placement(admin)).toBe('top');

    // A narrow window: what does not fit goes under More.
    await admin.setViewportSize({ width: 820, height: 800 });
    const more = mainNavigation(admin).getByRole('button', { name: 'More' });
    await more.waitFor();
    await closeToasts(admin);
    await more.click();
    const moreItems = mainNavigation(admin).getByRole('list', { name: 'More' });
    expect(await moreItems.locator(':scope > li').count()).toBeGreaterThan(0);
    const rowEnd = await mainNavigation(admin).getByRole('list', { name: 'Menu' }).boundingBox();
    const moreBox = await more.boundingBox();
    expect(moreBox!.x + moreBox!.width).toBeLessThanOrEqual(rowEnd!.x + rowEnd!.width + 1);
    await screenshot(admin, 'top-menu-04-narrow-more');
  });
});

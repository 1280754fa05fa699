import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';

/*
 * Drivers book, check out and check in on their phones (issue 17): the
 * portal at 390 × 844 with a busy demo fleet, every page of the menu opened
 * from the drawer without sideways scrolling, and looked at.
 */

const journey = journeySetup({ env: { SEED_DEMO_ACTIVITY: 'true' } });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** How far the page reaches past the viewport's right edge, in CSS pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const slug = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'root';

/** Opens the drawer and every group in it, and reads where each link goes. */
async function menuPaths(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const navigation = drawer.getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link').first().waitFor();
  for (let opened = 0; opened < 20; opened += 1) {
    const closed = navigation.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const hrefs = await navigation.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  // Sign-out and leaving the organisation end what the walk needs; other sites are not ours to measure.
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !['/logout', '/back-to-board'].includes(href)))];
}

describe('the portal on a phone (issue 17)', () => {
  it('opens every page of the menu from the drawer, none wider than the phone', async () => {
    const admin = await journey.newPage(PHONE);
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    await screenshot(admin, 'phone-00-dashboard');
    const paths = await menuPaths(admin);
    expect(paths.length).toBeGreaterThan(10);

    const tooWide: string[] = [];
    for (const path of paths) {
      await admin.goto(path);
      await admin.getByRole('heading', { level: 1 }).first().waitFor();
      // The page's title leaves 'Loading' once its data has arrived (PageTitle).
      await admin.waitForFunction(() => document.title.includes(' · ') && !document.title.startsWith('Loading · '));
      const past = await overflow(admin);
      if (past > 0) tooWide.push(`${path} (+${past} px)`);
      await screenshot(admin, `phone-${slug(path)}`);
    }
    expect(tooWide).toEqual([]);
  });
});

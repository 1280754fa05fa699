import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';
import { signIn } from './journeys';

/*
 * Drivers book, check out and check in on their phones (issue 17): every
 * page of the menu, with a busy demo fleet, opened at 390 × 844 from the
 * drawer without sideways scrolling, and at 1280 × 800 from the sidebar;
 * axe finds no serious or critical violation at either width, and every page
 * is saved to be looked at.
 */

const journey = journeySetup({ env: { SEED_DEMO_ACTIVITY: 'true' } });

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

/** How far the page reaches past the viewport's right edge, in CSS pixels (0 when it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const slug = (path: string) => path.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'root';

/** Opens every group of the menu (in the drawer on a phone) and reads where each link goes. */
async function menuPaths(page: Page, { drawer }: { drawer: boolean }): Promise<string[]> {
  if (drawer) await page.getByRole('button', { name: 'Menu' }).click();
  const navigation = (drawer ? page.getByRole('dialog', { name: 'Menu' }) : page).getByRole('navigation', { name: 'Main' });
  await navigation.getByRole('link').first().waitFor();
  for (let opened = 0; opened < 20; opened += 1) {
    const closed = navigation.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const hrefs = await navigation.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await page.keyboard.press('Escape');
  if (drawer) await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden' });
  // Sign-out and leaving the organisation end what the walk needs; other sites are not ours to measure.
  return [...new Set(hrefs.filter((href) => href.startsWith('/') && !['/logout', '/back-to-board'].includes(href)))];
}

/** Opens each page once its data has arrived, and answers what was wrong on any of them. */
async function walk(page: Page, paths: readonly string[], width: 'phone' | 'desktop') {
  const tooWide: string[] = [];
  const violations: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The page's title leaves 'Loading' once its data has arrived (PageTitle).
    await page.waitForFunction(() => document.title.includes(' · ') && !document.title.startsWith('Loading · '));
    const past = await overflow(page);
    if (width === 'phone' && past > 0) tooWide.push(`${path} (+${past} px)`);
    violations.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
    await screenshot(page, `${width}-${slug(path)}`);
  }
  return { tooWide, violations };
}

describe('every page of the menu (issue 17)', () => {
  it('at 390 px, from the drawer: none wider than the phone, none with a serious accessibility violation', async () => {
    const admin = await journey.newPage(PHONE);
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    const paths = await menuPaths(admin, { drawer: true });
    expect(paths.length).toBeGreaterThan(10);

    const { tooWide, violations } = await walk(admin, paths, 'phone');
    expect(tooWide).toEqual([]);
    expect(violations).toEqual([]);
  });

  it('at 1280 px, from the sidebar: none with a serious accessibility violation', async () => {
    const admin = await journey.newPage();
    await signIn(admin, 'admin@demo.fleet');
    await admin.waitForURL('**/dashboard');
    const paths = await menuPaths(admin, { drawer: false });

    const { violations } = await walk(admin, paths, 'desktop');
    expect(violations).toEqual([]);
  });
});

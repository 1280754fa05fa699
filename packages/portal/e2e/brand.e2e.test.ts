import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';

// Every optional link of the public screens on, so the screenshots show them all.
const journey = journeySetup({
  env: {
    REGISTRATION_ENABLED: 'true',
    SSO_URL: 'https://sso.example.com/start',
    PRIVACY_POLICY_URL: 'https://example.com/privacy',
    TERMS_URL: 'https://example.com/terms',
  },
});
let page: Page;

beforeEach(async () => {
  // Pages here name their host themselves: the brand follows it.
  page = await journey.newPage({ baseURL: undefined });
});

/** Images still loading or broken (a missing brand file stays broken, so polling this to empty fails). */
async function brokenImages(): Promise<string[]> {
  return page.$$eval('img', (images) => images.filter((image) => !image.complete || image.naturalWidth === 0).map((image) => image.src));
}

describe('branding by host (spec §1)', () => {
  it('gives other hosts the default brand', async () => {
    await page.goto(`${journey.server.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect.poll(() => page.title()).toBe('Sign in · Motorpool');
    expect(await page.getAttribute('html', 'data-motorpool-theme')).toBe('default');
    expect(await page.getByRole('banner').textContent()).toContain('Motorpool');
    expect(await page.locator('img[src="/brand/default-logo.svg"]').count()).toBe(1);
    expect(await page.locator('img[src="/brand/fleet-share-side.svg"]').count()).toBe(0);
    // No SMTP server in the tests, so the mailbox is served and linked.
    await page.getByRole('link', { name: 'Development mailbox' }).waitFor();
    await expect.poll(brokenImages).toEqual([]);
    await screenshot(page, 'brand-01-default-login');
  });

  it('gives a fleet-share host its own login screen: logo, title, red brand colour and side image', async () => {
    const port = new URL(journey.server.baseUrl).port;
    // Chromium resolves every *.localhost name to this machine.
    await page.goto(`http://fleetshare.localhost:${port}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await expect.poll(() => page.title()).toBe('Sign in · FleetShare');
    expect(await page.getAttribute('html', 'data-motorpool-theme')).toBe('fleet-share');
    expect(await page.getByRole('banner').textContent()).toContain('FleetShare');
    await page.locator('img[src="/brand/fleet-share-side.svg"]').waitFor();
    expect(await page.locator('img[src="/brand/fleet-share-logo.svg"]').count()).toBe(1);
    await expect.poll(brokenImages).toEqual([]);
    expect(await page.getByRole('link', { name: 'Sign in with SSO' }).getAttribute('href')).toBe('/sso');
    expect(await page.getByRole('link', { name: /privacy/i }).getAttribute('href')).toBe('https://example.com/privacy');
    expect(await page.getByRole('link', { name: 'Terms and conditions' }).getAttribute('href')).toBe('https://example.com/terms');
    expect(await page.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register');
    const brandColour = await page.$eval('html', (html) => getComputedStyle(html).getPropertyValue('--motorpool-color-brand').trim());
    expect(brandColour).toBe('#d0021b');
    const buttonColour = await page.getByRole('button', { name: 'Sign In' }).evaluate((button) => getComputedStyle(button).backgroundColor);
    expect(buttonColour).toBe('rgb(208, 2, 27)');
    await screenshot(page, 'brand-02-fleet-share-login');

    // A narrow screen drops the side image and keeps the form.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.locator('img[src="/brand/fleet-share-side.svg"]').isVisible()).toBe(false);
    await screenshot(page, 'brand-03-fleet-share-login-phone');
  });
});

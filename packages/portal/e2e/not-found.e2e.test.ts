import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { journeySetup } from './journey-setup';

const journey = journeySetup();

describe('an unknown path', () => {
  it('shows the not-found page, served through the SPA fallback', async () => {
    const page = await journey.newPage();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText('/no/such/page').waitFor();
    await expect.poll(() => page.title()).toBe('Page not found · Motorpool');
    await screenshot(page, '07-not-found');
  });
});

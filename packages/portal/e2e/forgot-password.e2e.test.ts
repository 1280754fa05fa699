import { messages } from '@motorpool/api';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { linkTo, waitForMessage } from './mailbox';
import { signIn } from './journeys';
import { journeySetup } from './journey-setup';

const DRIVER = 'driver@demo.fleet';
const OLD_PASSWORD = 'Demo@12345';
const NEW_PASSWORD = 'Fresh#Start2';

const journey = journeySetup();
let page: Page;

beforeEach(async () => {
  page = await journey.newPage();
});

describe('forgot password', () => {
  it('resets the password through the emailed link, and the new password signs in', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await expect.poll(() => page.title()).toBe('Forgot password · Motorpool');
    await page.getByLabel('Email').fill(DRIVER);
    await screenshot(page, 'reset-01-request');

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(messages.forgotPassword.sent).waitFor();
    await screenshot(page, 'reset-02-sent');

    const email = await waitForMessage(journey.server.baseUrl, DRIVER, /reset your motorpool password/i);
    const link = linkTo(email, '/forgot-password');
    expect(link.origin).toBe(journey.server.baseUrl);
    expect(link.searchParams.get('token')).toBeTruthy();

    await page.goto(link.href);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    await page.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm Password', { exact: true }).fill(NEW_PASSWORD);
    await screenshot(page, 'reset-03-new-password');

    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    const toast = page.getByRole('region', { name: 'Messages' }).getByRole('status').filter({ hasText: messages.resetPassword.success });
    await toast.waitFor();
    await screenshot(page, 'reset-04-toast-on-login');

    // The link works once.
    const again = journey.watch(await page.context().newPage());
    await again.goto(link.href);
    await again.getByRole('heading', { name: messages.resetPassword.failure }).waitFor();
    await screenshot(again, 'reset-05-link-used');
    await again.close();

    await signIn(page, DRIVER, OLD_PASSWORD);
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await signIn(page, DRIVER, NEW_PASSWORD);
    await page.waitForURL('**/dashboard');
    await page.getByText('Role: Driver').waitFor();
    await screenshot(page, 'reset-06-dashboard');
  });

  it('pre-fills the email from the query', async () => {
    await page.goto('/forgot-password?email=admin%40demo.fleet');
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('admin@demo.fleet');
  });
});

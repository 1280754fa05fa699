import { messages } from '@motorpool/api';
import type { Page } from 'playwright-core';
import { codeIn, waitForMessage } from './mailbox';

export const DEMO_PASSWORD = 'Demo@12345';
/** Demo Fleet is the first organisation the demo seed creates: pk 1, typed with leading zeros. */
export const DEMO_FLEET_CODE = '00001';

/** Fills the sign-in form on /login and submits it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export type NewDriver = { first: string; last: string; email: string; licenceNumber: string; phone: string };

/**
 * A driver signs up in Demo Fleet through the portal's own form, reading the
 * code from the outbox of the server that sent it; Demo Fleet's approvers are
 * notified. Ends at the thank-you dialog.
 */
export async function registerDriver(driver: Page, serverBaseUrl: string, person: NewDriver): Promise<void> {
  await driver.goto('/register');
  await driver.getByLabel('First Name').fill(person.first);
  await driver.getByLabel('Last Name').fill(person.last);
  await driver.getByLabel('Email').fill(person.email);
  await driver.getByLabel('Organisation Code').fill(DEMO_FLEET_CODE);
  await driver.getByRole('button', { name: 'Request OTP' }).click();
  const otpField = driver.getByLabel('OTP', { exact: true });
  await otpField.waitFor();
  await otpField.fill(codeIn(await waitForMessage(serverBaseUrl, person.email, /code/i)));
  await driver.getByRole('checkbox', { name: /terms and conditions/i }).check();
  await driver.getByRole('button', { name: 'Verify OTP' }).click();
  const licenceNumber = driver.getByLabel(/^License Number/);
  await licenceNumber.waitFor();
  await licenceNumber.fill(person.licenceNumber);
  await driver
    .getByRole('group', { name: /License Class/ })
    .getByLabel('C', { exact: true })
    .check();
  await driver.getByRole('textbox', { name: /^License Expiry Date/ }).fill('31/12/2030');
  await driver.getByRole('textbox', { name: /^Phone Number/ }).fill(person.phone);
  await driver.getByRole('combobox', { name: /^Branch/ }).selectOption({ label: 'Sydney Central' });
  await driver.getByRole('button', { name: 'Register' }).click();
  await driver.getByRole('dialog', { name: messages.signUp.thankYou }).waitFor();
}

import { messages } from '@motorpool/api';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser';
import { codeIn, linkTo, waitForMessage } from './mailbox';
import { DEMO_FLEET_CODE, DEMO_PASSWORD, signIn } from './journeys';
import { journeySetup } from './journey-setup';

const ADMIN = 'admin@demo.fleet';
const NEW_DRIVER = { first: 'Riley', last: 'Rookie', email: 'riley.rookie@example.com', password: 'Road#Ready7' };
const INVITED = { first: 'Ingrid', last: 'Invitee', email: 'ingrid.invitee@example.com', password: 'Invited#2go' };

const journey = journeySetup({ env: { REGISTRATION_ENABLED: 'true' } });
const personalPage = () => journey.newPage();

describe('driver self-registration (spec §2, §4)', () => {
  it('registers with an emailed OTP, waits for the approver, activates from the welcome email and signs in as Driver', async () => {
    const driver = await personalPage();

    // Step 0: details. Registration is enabled, so the login page links to it.
    await driver.goto('/login');
    await driver.getByRole('link', { name: /register/i }).click();
    await driver.waitForURL('**/register');
    await driver.getByRole('button', { name: 'Request OTP' }).waitFor();
    await expect.poll(() => driver.title()).toBe('Register · Motorpool');
    await driver.getByLabel('First Name').fill(NEW_DRIVER.first);
    await driver.getByLabel('Last Name').fill(NEW_DRIVER.last);
    await driver.getByLabel('Email').fill(NEW_DRIVER.email);
    await driver.getByLabel('Organisation Code').fill(DEMO_FLEET_CODE);
    await screenshot(driver, 'register-01-details');
    await driver.getByRole('button', { name: 'Request OTP' }).click();

    // Step 1: the OTP, read where a developer would read it: the development mailbox page.
    const otpField = driver.getByLabel('OTP', { exact: true });
    await otpField.waitFor();
    await waitForMessage(journey.server.baseUrl, NEW_DRIVER.email, /code/i);
    const mailbox = journey.watch(await driver.context().newPage());
    await mailbox.goto(`/dev/mailbox?to=${encodeURIComponent(NEW_DRIVER.email)}`);
    const otpMessage = mailbox
      .getByRole('article')
      .filter({ hasText: /Your Motorpool code/ })
      .first();
    await otpMessage.waitFor();
    const code = /\b(\d{6})\b/.exec((await otpMessage.textContent()) ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(code).toBe(codeIn(await waitForMessage(journey.server.baseUrl, NEW_DRIVER.email, /code/i)));
    await screenshot(mailbox, 'register-02-mailbox-otp');
    await mailbox.close();

    await otpField.fill(code!);
    await driver.getByRole('checkbox', { name: /terms and conditions/i }).check();
    await screenshot(driver, 'register-03-otp');
    await driver.getByRole('button', { name: 'Verify OTP' }).click();

    // Step 2: the driver details Demo Fleet asks for, and the branch.
    const licenceNumber = driver.getByLabel(/^License Number/);
    await licenceNumber.waitFor();
    await licenceNumber.fill('NSW1234567');
    await driver
      .getByRole('group', { name: /License Class/ })
      .getByLabel('C', { exact: true })
      .check();
    await driver.getByRole('textbox', { name: /^License Expiry Date/ }).fill('31/12/2030');
    await driver.getByRole('textbox', { name: /^Phone Number/ }).fill('0412345678');
    await driver.getByRole('combobox', { name: /^Branch/ }).selectOption({ label: 'Sydney Central' });
    await screenshot(driver, 'register-04-driver-details');
    await driver.getByRole('button', { name: 'Register' }).click();

    // The thank-you dialog: Demo Fleet waits for approval.
    const thanks = driver.getByRole('dialog', { name: messages.signUp.thankYou });
    await thanks.waitFor();
    expect(await thanks.textContent()).toContain(messages.signUp.pendingApproval);
    await screenshot(driver, 'register-05-thank-you');
    await thanks.getByRole('button', { name: 'OK' }).click();
    await driver.waitForURL((url) => url.pathname === '/login');
    const query = new URL(driver.url()).searchParams;
    expect([query.get('driverRegister'), query.get('autoApproval')]).toEqual(['yes', 'no']);
    await driver.getByRole('status').filter({ hasText: messages.signUp.pendingApproval }).waitFor();
    await screenshot(driver, 'register-06-login-note');

    // The approver accepts.
    const approver = await personalPage();
    await signIn(approver, ADMIN, DEMO_PASSWORD);
    await approver.waitForURL('**/dashboard');
    await approver.goto('/registration-request');
    const accept = approver.getByRole('button', { name: `Accept ${NEW_DRIVER.first} ${NEW_DRIVER.last}` });
    await accept.waitFor();
    await screenshot(approver, 'register-07-requests');
    await accept.click();
    await approver.getByText('No pending registration requests').waitFor();
    await screenshot(approver, 'register-08-accepted');

    // The welcome email's activation link: choose a password.
    const welcome = await waitForMessage(journey.server.baseUrl, NEW_DRIVER.email, /approved/i);
    const activation = linkTo(welcome, '/welcome-user');
    await driver.goto(activation.href);
    await driver.getByLabel('New Password', { exact: true }).fill(NEW_DRIVER.password);
    await driver.getByLabel('Confirm Password', { exact: true }).fill(NEW_DRIVER.password);
    await screenshot(driver, 'register-09-activate');
    await driver.getByRole('button', { name: 'Activate Account' }).click();
    await driver.waitForURL((url) => url.pathname === '/login');
    await driver.getByRole('region', { name: 'Messages' }).getByRole('status').waitFor();
    await screenshot(driver, 'register-10-activated');

    // Signed in, a Driver of Demo Fleet.
    await signIn(driver, NEW_DRIVER.email, NEW_DRIVER.password);
    await driver.waitForURL('**/dashboard');
    await driver.getByRole('heading', { level: 1, name: 'Demo Fleet' }).waitFor();
    await driver.getByText('Role: Driver').waitFor();
    await driver.getByText('Branch: Sydney Central').waitFor();
    await screenshot(driver, 'register-11-dashboard');
  });

  it('lets someone who belongs to no organisation in, to the get-started page, while registration is enabled', async () => {
    const page = await personalPage();
    // The demo seed has no such person, so the profile answer loses its organisations on the way.
    await page.route('**/api/v1/accounts/user/profile/', async (route) => {
      const response = await route.fetch();
      const profile = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, json: { ...profile, organisations: [], current_organisation: null, role: null } });
    });
    await signIn(page, 'driver@demo.fleet', DEMO_PASSWORD);

    await page.waitForURL('**/get-started');
    await page.getByRole('heading', { level: 1, name: 'You are not part of an organisation yet' }).waitFor();
    await expect.poll(() => page.title()).toBe('Get started · Motorpool');
    await screenshot(page, 'register-12-get-started');
  });
});

describe('invited secure registration (spec §2 /csl-register, §4)', () => {
  it('sets up the invited account from the emailed link and opens the dashboard, signed in', async () => {
    // The inviter's side is another issue's screen; the API does what it would.
    const api = async <T>(path: string, init: { method?: string; body?: unknown; token?: string; organisation?: number } = {}) => {
      const response = await fetch(`${journey.server.baseUrl}/api/v1/${path}`, {
        method: init.method ?? 'GET',
        headers: {
          'content-type': 'application/json',
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
          ...(init.organisation ? { organisation: String(init.organisation) } : {}),
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
      return (await response.json()) as T;
    };
    const login = await api<{ token: string; organisation: number }>('accounts/user/login/', {
      method: 'POST',
      body: { email: ADMIN, password: DEMO_PASSWORD },
    });
    const session = { token: login.token, organisation: login.organisation };
    const options = await api<{ roles: { pk: number; name: string }[]; branches: { pk: number; name: string }[] }>('tfm/invite/options/', session);
    const role = options.roles.find((candidate) => candidate.name === 'Driver');
    const branch = options.branches.find((candidate) => candidate.name === 'Parramatta');
    await api('tfm/invite-user/', {
      ...session,
      method: 'POST',
      body: { email: INVITED.email, name: `${INVITED.first} ${INVITED.last}`, role: role?.pk, branch: branch?.pk },
    });

    const invitation = await waitForMessage(journey.server.baseUrl, INVITED.email, /invited you/i);
    const link = linkTo(invitation, '/csl-register');
    const page = await personalPage();
    await page.goto(link.href);
    await page.getByRole('button', { name: 'Complete Registration' }).waitFor();
    await expect.poll(() => page.title()).toBe('Accept your invitation · Motorpool');
    await page.getByLabel('First Name').fill(INVITED.first);
    await page.getByLabel('Last Name').fill(INVITED.last);
    await page.getByLabel('Password', { exact: true }).fill(INVITED.password);
    await page.getByLabel('Confirm Password', { exact: true }).fill(INVITED.password);
    await screenshot(page, 'invite-01-set-up');
    await page.getByRole('button', { name: 'Complete Registration' }).click();

    await page.waitForURL('**/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Demo Fleet' }).waitFor();
    await page.getByText('Role: Driver').waitFor();
    await page.getByText('Branch: Parramatta').waitFor();
    await screenshot(page, 'invite-02-dashboard');
  });
});

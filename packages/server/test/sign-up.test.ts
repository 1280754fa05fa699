import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { and, eq, sql } from 'drizzle-orm';
import { messages, RegistrationEmailCheck, RegistrationResult, SignUpCheck, TermsAndConditions, type DriverRegistration } from '@motorpool/api';
import { branches, employeeExtensions, oneTimeCodes, organisations, registrationRequests, roles, users } from '../src/db/schema';
import { REGISTRATION_DISABLED, VERIFICATION_INVALID } from '../src/registration/sign-up-guards';
import { signToken } from '../src/security/signed-token';
import { loadSigningKey } from '../src/security/signing-key';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';
import { branchOptions, DEMO_FLEET, demoFleetDriver, errorsOf, FLEET_SHARE, inYears, latestCode, publicCall, register, verifyEmail } from './sign-up-flow';

let harness: Harness;
let demoBranches: Map<string, number>;
let fleetShareBranches: Map<string, number>;
beforeAll(async () => {
  harness = await createHarness({ env: { REGISTRATION_ENABLED: 'true', TRUST_PROXY: 'true' } });
  demoBranches = await branchOptions(harness, DEMO_FLEET);
  fleetShareBranches = await branchOptions(harness, FLEET_SHARE);
});
afterAll(() => harness.close());

const sydneyCentral = () => demoBranches.get('Sydney Central') ?? 0;

async function accountOf(email: string) {
  const [user] = await harness.db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return user;
}

async function membershipOf(userId: number, organisationId: number) {
  const [row] = await harness.db
    .select({ extension: employeeExtensions, roleName: roles.name })
    .from(employeeExtensions)
    .innerJoin(roles, eq(roles.id, employeeExtensions.roleId))
    .where(and(eq(employeeExtensions.userId, userId), eq(employeeExtensions.organisationId, organisationId)));
  return row;
}

describe('POST domains/validate/', () => {
  it("answers Demo Fleet's ask-fields with Branch appended, for a code with leading zeros", async () => {
    const response = await publicCall(harness, 'POST', '/domains/validate/', {
      body: { email: 'new.driver@example.com', organisation: '00001', self_sign_up: true },
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, SignUpCheck);
    expect(body.organisation).toEqual({ pk: DEMO_FLEET, name: 'Demo Fleet' });
    expect(body.is_auto_accepted).toBe(false);
    expect(body.askFields.map((field) => field.alias)).toEqual(['licenseNumber', 'licenseClass', 'licenseValidUpto', 'phone', 'branch']);
    expect(body.askFields.find((field) => field.alias === 'licenseClass')?.options?.map((option) => option.value)).toEqual(['C', 'LR', 'MR', 'HR', 'HC', 'MC']);
    const branch = body.askFields.at(-1);
    expect(branch).toMatchObject({ name: 'branch', label: 'Branch', data_type: 'textselect', alias: 'branch' });
    expect(branch?.options?.map((option) => option.label)).toEqual(['Parramatta', 'Sydney Central', 'Sydney Hub']);
  });

  it('answers Harbour City FleetShare with Branch alone and auto-acceptance', async () => {
    const response = await publicCall(harness, 'PUT', '/domains/validate/', { body: { email: 'new.driver@example.com', organisation: '2' } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as SignUpCheck;
    expect(body.is_auto_accepted).toBe(true);
    expect(body.askFields.map((field) => field.alias)).toEqual(['branch']);
    expect(body.askFields[0]?.options).toEqual([{ value: String(fleetShareBranches.get('Harbour City Depot')), label: 'Harbour City Depot' }]);
  });

  it('refuses an unknown organisation and one closed to sign-up with the same title', async () => {
    const [closed] = await harness.db.insert(organisations).values({ name: 'Closed Fleet' }).returning({ id: organisations.id });
    for (const organisation of ['99999', String(closed?.id)]) {
      const response = await publicCall(harness, 'POST', '/domains/validate/', { body: { email: 'new.driver@example.com', organisation } });
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).title).toBe(messages.signUp.invalidDetails);
    }
  });

  it('checks the organisation code and the email with the sign-up messages', async () => {
    const response = await publicCall(harness, 'POST', '/domains/validate/', { body: { email: 'not-an-email', organisation: '123456' } });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({ email: messages.signUp.emailInvalid, organisation: messages.signUp.organisationInvalid });
  });

  it('says the email is taken only in an organisation the address already belongs to', async () => {
    const member = await publicCall(harness, 'POST', '/domains/validate/', { body: { email: 'Driver@Demo.Fleet', organisation: '1' } });
    expect(member.status).toBe(400);
    expect((await errorsOf(member)).fields).toEqual({ email: messages.signUp.emailTaken });
    const elsewhere = await publicCall(harness, 'POST', '/domains/validate/', { body: { email: 'driver@demo.fleet', organisation: '2' } });
    expect(elsewhere.status).toBe(200);
  });
});

describe('GET user-registration-setting/', () => {
  it('tells whether an address is free, overall or for one organisation', async () => {
    const check = async (query: string) => {
      const response = await publicCall(harness, 'GET', `/user-registration-setting/?${query}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      assert(body, RegistrationEmailCheck);
      return body.available;
    };
    expect(await check('email=brand.new%40example.com')).toBe(true);
    expect(await check('email=ADMIN%40demo.fleet')).toBe(false);
    expect(await check('email=driver%40demo.fleet&organisation=2')).toBe(true);
    expect(await check('email=driver%40demo.fleet&organisation=1')).toBe(false);
  });

  it('refuses a malformed address', async () => {
    const response = await publicCall(harness, 'GET', '/user-registration-setting/?email=nope');
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({ email: messages.signUp.emailInvalid });
  });
});

describe('GET terms-and-conditions/', () => {
  it("answers the chosen organisation's terms", async () => {
    const demo = await publicCall(harness, 'GET', '/terms-and-conditions/', { organisation: DEMO_FLEET });
    expect(demo.status).toBe(200);
    const demoTerms = await demo.json();
    assert(demoTerms, TermsAndConditions);
    expect(demoTerms.TermsAndConditionsUserRegistration.preferredType).toBe('content');
    expect(demoTerms.TermsAndConditionsUserRegistration.content).toContain('Demo Fleet');

    const fleetShare = (await (await publicCall(harness, 'GET', '/terms-and-conditions/', { organisation: FLEET_SHARE })).json()) as TermsAndConditions;
    expect(fleetShare.TermsAndConditionsUserRegistration).toMatchObject({ preferredType: 'link', link: expect.stringMatching(/^https:\/\//) });
  });

  it('needs an organisation open to sign-up', async () => {
    expect((await publicCall(harness, 'GET', '/terms-and-conditions/')).status).toBe(400);
    expect((await publicCall(harness, 'GET', '/terms-and-conditions/', { organisation: 99999 })).status).toBe(400);
  });
});

describe('sign-up end to end', () => {
  it('registers a Demo Fleet driver who then waits for approval', async () => {
    const email = 'pending.driver@example.com';
    const sent = await publicCall(harness, 'POST', '/token/create/', { body: { email: 'Pending.Driver@example.com', name: 'Riley Rider' } });
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ message: messages.signUp.otpSent });
    const code = await latestCode(harness, 'Pending.Driver@example.com');

    const verified = await publicCall(harness, 'POST', '/token/verify/', { body: { email, token: code } });
    expect(verified.status).toBe(200);
    const { verification_token } = (await verified.json()) as { verification_token: string };

    const response = await register(
      harness,
      DEMO_FLEET,
      email,
      demoFleetDriver(sydneyCentral(), { dateOfBirth: '1990-05-17', manager: 'boss@example.com' }),
      verification_token,
    );
    expect(response.status).toBe(201);
    const body = await response.json();
    assert(body, RegistrationResult);
    expect(body).toEqual({ is_auto_accepted: false, message: messages.signUp.userCreated });

    const user = await accountOf(email);
    expect(user).toMatchObject({ firstName: 'Riley', lastName: 'Rider', passwordHash: null, isEmailVerified: true, phone: '+61412345678', countryCode: 'AU' });
    const membership = await membershipOf(user?.id ?? 0, DEMO_FLEET);
    expect(membership?.roleName).toBe('Driver');
    expect(membership?.extension).toMatchObject({ status: 'Pending Approval', branchId: sydneyCentral() });
    const [request] = await harness.db
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.userId, user?.id ?? 0));
    expect(request?.status).toBe('Pending Approval');
    expect(request?.payload).toMatchObject({ driver: { licenseNumber: 'NSW1234567', licenseClass: ['C', 'LR'], dateOfBirth: '1990-05-17' } });

    expect((await harness.lastMessageTo(email))?.template).toBe('registration_received');
    const approverMail = await harness.lastMessageTo('admin@demo.fleet');
    expect(approverMail?.template).toBe('registration_pending');
    expect(approverMail?.text).toContain(email);

    const again = await register(harness, DEMO_FLEET, email, demoFleetDriver(sydneyCentral()), verification_token);
    expect(again.status).toBe(400);
    expect((await errorsOf(again)).fields).toEqual({ email: messages.signUp.emailTaken });
  });

  it('activates a Harbour City FleetShare driver at once and emails the activation link', async () => {
    const email = 'auto.driver@example.com';
    const response = await register(harness, FLEET_SHARE, email, { branch: { pk: fleetShareBranches.get('Harbour City Depot') ?? 0 }, costCentre: null });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ is_auto_accepted: true, message: messages.signUp.userCreated });
    const user = await accountOf(email);
    expect((await membershipOf(user?.id ?? 0, FLEET_SHARE))?.extension.status).toBe('Active');
    const welcome = await harness.lastMessageTo(email);
    expect(welcome?.template).toBe('account_activation');
    expect(welcome?.text).toMatch(/http:\/\/localhost:\d+\/welcome-user\?token=[A-Za-z0-9._~%-]+/);
  });

  it('adds a membership to an existing account instead of a second account', async () => {
    const before = await accountOf('driver@demo.fleet');
    const response = await register(harness, FLEET_SHARE, 'driver@demo.fleet', {
      branch: { pk: fleetShareBranches.get('Harbour City Depot') ?? 0 },
      costCentre: null,
    });
    expect(response.status).toBe(201);
    const after = await accountOf('driver@demo.fleet');
    expect(after?.id).toBe(before?.id);
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await membershipOf(after?.id ?? 0, FLEET_SHARE))?.extension.status).toBe('Active');
    expect((await membershipOf(after?.id ?? 0, DEMO_FLEET))?.extension.status).toBe('Active');
    const login = await harness.call('POST', '/api/v1/accounts/user/login/', {
      body: { email: 'driver@demo.fleet', password: DEMO_PASSWORD, organisation_id: FLEET_SHARE },
    });
    expect(login.status).toBe(200);
  });
});

describe('driver details (spec §5)', () => {
  const email = 'details.driver@example.com';
  let verification: string;
  beforeAll(async () => {
    verification = await verifyEmail(harness, email);
  });

  const cases: [string, (branch: number) => DriverRegistration, Record<string, string>][] = [
    ['no branch', (branch) => demoFleetDriver(branch, { branch: null }), { 'driver.branch': messages.driverDetails.branchRequired }],
    ['no licence class', (branch) => demoFleetDriver(branch, { licenseClass: [] }), { 'driver.licenseClass': messages.driverDetails.licenseClassRequired }],
    ['an unknown licence class', (branch) => demoFleetDriver(branch, { licenseClass: ['C', 'XX'] }), { 'driver.licenseClass': messages.field.invalid }],
    ['no phone', (branch) => demoFleetDriver(branch, { phone: null }), { 'driver.phone': messages.driverDetails.phoneRequired }],
    [
      'only the dial code',
      (branch) => demoFleetDriver(branch, { phone: { dialCode: '61', number: '', countryCode: 'au' } }),
      { 'driver.phone': messages.driverDetails.phoneRequired },
    ],
    [
      'a short phone',
      (branch) => demoFleetDriver(branch, { phone: { dialCode: '61', number: '4123', countryCode: 'au' } }),
      { 'driver.phone': messages.driverDetails.phoneInvalid },
    ],
    [
      'a long phone',
      (branch) => demoFleetDriver(branch, { phone: { dialCode: '61', number: '41234567890123', countryCode: 'au' } }),
      { 'driver.phone': messages.driverDetails.phoneInvalid },
    ],
    ['no licence number', (branch) => demoFleetDriver(branch, { licenseNumber: '  ' }), { 'driver.licenseNumber': 'License Number is required' }],
    ['no licence expiry', (branch) => demoFleetDriver(branch, { licenseValidUpto: null }), { 'driver.licenseValidUpto': 'License Expiry Date is required' }],
    [
      'an expired licence',
      (branch) => demoFleetDriver(branch, { licenseValidUpto: inYears(-1) }),
      { 'driver.licenseValidUpto': messages.driverDetails.licenseExpiryRange },
    ],
    [
      'a licence past 2099',
      (branch) => demoFleetDriver(branch, { licenseValidUpto: '2100-01-01' }),
      { 'driver.licenseValidUpto': messages.driverDetails.licenseExpiryRange },
    ],
    [
      'a date that is no date',
      (branch) => demoFleetDriver(branch, { licenseValidUpto: '2030-02-30' }),
      { 'driver.licenseValidUpto': messages.driverDetails.licenseExpiryRange },
    ],
    [
      'a birth before 1910-12-31',
      (branch) => demoFleetDriver(branch, { dateOfBirth: '1910-12-30' }),
      { 'driver.dateOfBirth': messages.driverDetails.dateOfBirthRange },
    ],
    [
      'a birth in the future',
      (branch) => demoFleetDriver(branch, { dateOfBirth: inYears(1) }),
      { 'driver.dateOfBirth': messages.driverDetails.dateOfBirthRange },
    ],
    [
      'an invalid manager email',
      (branch) => demoFleetDriver(branch, { manager: 'boss-at-example' }),
      { 'driver.manager': messages.driverDetails.managerInvalid },
    ],
  ];

  it.each(cases)('refuses %s with its message', async (_case, driver, fields) => {
    const response = await register(harness, DEMO_FLEET, email, driver(sydneyCentral()), verification);
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.title).toBe(messages.request.invalid);
    expect(errors.fields).toEqual(fields);
  });

  it("refuses another organisation's branch", async () => {
    const response = await register(harness, DEMO_FLEET, email, demoFleetDriver(fleetShareBranches.get('Harbour City Depot') ?? 0), verification);
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({ 'driver.branch': messages.field.invalid });
  });

  it('refuses an inactive branch', async () => {
    const [closed] = await harness.db.insert(branches).values({ organisationId: DEMO_FLEET, name: 'Closed Depot', isActive: false }).returning();
    const response = await register(harness, DEMO_FLEET, email, demoFleetDriver(closed?.id ?? 0), verification);
    expect((await errorsOf(response)).fields).toEqual({ 'driver.branch': messages.field.invalid });
  });

  it('names every missing asked field at once, and needs the terms accepted', async () => {
    const response = await publicCall(harness, 'POST', '/registration-request/', {
      organisation: DEMO_FLEET,
      body: { first_name: 'Riley', last_name: 'Rider', email, verification_token: verification, terms_accepted: true },
    });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({
      'driver.licenseNumber': 'License Number is required',
      'driver.licenseClass': messages.driverDetails.licenseClassRequired,
      'driver.licenseValidUpto': 'License Expiry Date is required',
      'driver.phone': messages.driverDetails.phoneRequired,
      'driver.branch': messages.driverDetails.branchRequired,
    });

    const terms = await publicCall(harness, 'POST', '/registration-request/', {
      organisation: DEMO_FLEET,
      body: {
        first_name: 'Riley',
        last_name: 'Rider',
        email,
        verification_token: verification,
        terms_accepted: false,
        driver: demoFleetDriver(sydneyCentral()),
      },
    });
    expect(terms.status).toBe(400);
    expect((await errorsOf(terms)).fields).toEqual({ terms_accepted: messages.otp.termsRequired });
  });

  it('created nothing for the refused attempts', async () => {
    expect(await accountOf(email)).toBeUndefined();
  });
});

describe('OTP', () => {
  it('refuses a wrong code and, after five wrong tries, the right one too', async () => {
    const email = 'guesser@example.com';
    await publicCall(harness, 'POST', '/token/create/', { body: { email } });
    const code = await latestCode(harness, email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await publicCall(harness, 'POST', '/token/verify/', { body: { email, token: wrong } });
      expect(response.status).toBe(400);
      expect(await errorsOf(response)).toEqual({ title: messages.otp.invalid, fields: { token: messages.otp.invalid } });
    }
    const right = await publicCall(harness, 'POST', '/token/verify/', { body: { email, token: code } });
    expect(right.status).toBe(400);
  });

  it('refuses an expired code', async () => {
    const email = 'slowpoke@example.com';
    await publicCall(harness, 'POST', '/token/create/', { body: { email } });
    await harness.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.subject, email));
    const response = await publicCall(harness, 'POST', '/token/verify/', { body: { email, token: await latestCode(harness, email) } });
    expect(response.status).toBe(400);
  });

  it('makes a resent code replace the previous one, and a code work once', async () => {
    const email = 'resender@example.com';
    await publicCall(harness, 'POST', '/token/create/', { body: { email } });
    const first = await latestCode(harness, email);
    await publicCall(harness, 'POST', '/token/create/', { body: { email } });
    const second = await latestCode(harness, email);
    if (first !== second) expect((await publicCall(harness, 'POST', '/token/verify/', { body: { email, token: first } })).status).toBe(400);
    expect((await publicCall(harness, 'POST', '/token/verify/', { body: { email, token: second } })).status).toBe(200);
    expect((await publicCall(harness, 'POST', '/token/verify/', { body: { email, token: second } })).status).toBe(400);
  });

  it('checks the code format with the OTP messages', async () => {
    const response = await publicCall(harness, 'POST', '/token/verify/', { body: { email: 'x@example.com', token: '12' } });
    expect((await errorsOf(response)).fields).toEqual({ token: messages.otp.invalid });
    const missing = await publicCall(harness, 'POST', '/token/verify/', { body: { email: 'x@example.com', token: '' } });
    expect((await errorsOf(missing)).fields).toEqual({ token: messages.otp.required });
  });
});

describe('verification token', () => {
  const email = 'unverified@example.com';
  const expectStepBack = async (response: Response) => {
    expect(response.status).toBe(422);
    const errors = await errorsOf(response);
    expect(errors.title).toBe(VERIFICATION_INVALID);
    expect(errors.code).toBe('verification_invalid');
  };

  it('sends the client back to the OTP step with 422 when the token is forged, for another email, or expired', async () => {
    const key = await loadSigningKey(harness.db, null);
    const otherEmail = await verifyEmail(harness, 'someone.else@example.com');
    const expired = signToken(key, { purpose: `sign_up_verified:${email}`, expiresAt: new Date(Date.now() - 1000) });
    const forged = signToken(Buffer.from('not the key'), { purpose: `sign_up_verified:${email}`, expiresAt: new Date(Date.now() + 60_000) });
    for (const token of [otherEmail, expired, forged, 'abc.def']) {
      await expectStepBack(await register(harness, DEMO_FLEET, email, demoFleetDriver(sydneyCentral()), token));
    }
    expect(await accountOf(email)).toBeUndefined();
  });

  it('accepts the proof for the same address in another letter case', async () => {
    const token = await verifyEmail(harness, 'Mixed.Case@example.com');
    const response = await register(harness, DEMO_FLEET, 'mixed.case@EXAMPLE.com', demoFleetDriver(sydneyCentral()), token);
    expect(response.status).toBe(201);
  });
});

describe('throttling', () => {
  it('limits OTP requests per email', async () => {
    const email = 'eager@example.com';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await publicCall(harness, 'POST', '/token/create/', { body: { email } })).status).toBe(200);
    }
    const refused = await publicCall(harness, 'POST', '/token/create/', { body: { email: 'EAGER@example.com' } });
    expect(refused.status).toBe(429);
    expect((await errorsOf(refused)).title).toBe(messages.throttled);
  });

  it('limits OTP requests per client address', async () => {
    const address = '192.0.2.77';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      const response = await publicCall(harness, 'POST', '/token/create/', { body: { email: `flood${attempt}@example.com` }, address });
      expect(response.status).toBe(200);
    }
    expect((await publicCall(harness, 'POST', '/token/create/', { body: { email: 'flood-last@example.com' }, address })).status).toBe(429);
    expect((await publicCall(harness, 'POST', '/token/create/', { body: { email: 'flood-last@example.com' } })).status).toBe(200);
  });
});

describe('registration disabled (the default)', () => {
  let closed: Harness;
  beforeAll(async () => {
    closed = await createHarness({ seed: false });
  });
  afterAll(() => closed.close());

  it.each([
    ['POST', '/domains/validate/', { email: 'a@example.com', organisation: '1' }],
    ['GET', '/user-registration-setting/?email=a%40example.com', undefined],
    ['POST', '/token/create/', { email: 'a@example.com' }],
    ['POST', '/token/verify/', { email: 'a@example.com', token: '123456' }],
    ['GET', '/terms-and-conditions/', undefined],
    ['POST', '/registration-request/', { email: 'a@example.com' }],
  ])('refuses %s %s with 403', async (method, path, body) => {
    const response = await closed.call(method, `/api/v1/tfm${path}`, { body, organisation: 1 });
    expect(response.status).toBe(403);
    expect(await errorsOf(response)).toEqual({ title: REGISTRATION_DISABLED, code: 'registration_disabled' });
  });
});

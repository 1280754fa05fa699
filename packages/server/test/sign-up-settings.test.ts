import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpSettingsMessages, type AuditEntry, type SignUpSettings, type SignUpSettingsView } from '@motorpool/api';
import { employeeExtensions, users } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, publicCall } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
beforeAll(async () => {
  harness = await createHarness({ config: { registrationEnabled: true, passwordRecovery: 'either' } });
  admin = await harness.login('admin@demo.fleet');
  driver = await harness.login('driver@demo.fleet');
});
afterAll(() => harness.close());

const SETTINGS = '/api/v1/organisations/sign-up-settings/';
const read = async () => (await (await harness.call('GET', SETTINGS, { token: admin, organisation: DEMO_FLEET })).json()) as SignUpSettingsView;
const put = (body: unknown, token = admin) => harness.call('PUT', SETTINGS, { token, organisation: DEMO_FLEET, body });

async function memberPk(email: string): Promise<number> {
  const [row] = await harness.db
    .select({ pk: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no member ${email}`);
  return row.pk;
}

const signUpCheck = async () => {
  const response = await publicCall(harness, 'POST', '/domains/validate/', {
    body: { email: 'new.driver@example.com', organisation: String(DEMO_FLEET), self_sign_up: true },
  });
  return {
    status: response.status,
    body: (await response.json()) as { askFields: { alias: string; visibility?: unknown; options?: { value: string }[] }[]; is_auto_accepted: boolean },
  };
};

describe('sign-up and recovery settings', () => {
  it('are read and changed by organisation_write holders only', async () => {
    expect((await harness.call('GET', SETTINGS, { token: driver, organisation: DEMO_FLEET })).status).toBe(403);
    expect((await put((await read()).settings, driver)).status).toBe(403);
    expect((await harness.call('GET', SETTINGS)).status).toBe(401);
  });

  it('show the seeded sign-up with its approver named, and what the server allows', async () => {
    const view = await read();
    expect(view.settings).toMatchObject({ self_sign_up: true, auto_accept: false, password_recovery: 'either' });
    expect(view.settings.questions.map((question) => question.alias)).toEqual(['licenseNumber', 'licenseClass', 'licenseValidUpto', 'phone']);
    expect(view.approvers.map((approver) => approver.name)).toEqual(['Alex Admin']);
    expect(view.settings.approvers).toEqual([await memberPk('admin@demo.fleet')]);
    expect(view).toMatchObject({ registration_enabled: true, server_password_recovery: 'either' });
  });

  it('reach the sign-up: its questions, auto-approval and who may accept requests', async () => {
    const branchManager = await memberPk('branch.manager@demo.fleet');
    const changed: SignUpSettings = {
      self_sign_up: true,
      auto_accept: true,
      questions: [
        { alias: 'employeeId', required: true },
        { alias: 'departments', required: false },
        { alias: 'licenseClass', required: true },
      ],
      approvers: [branchManager],
      password_recovery: 'either',
    };
    const saved = await put(changed);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as SignUpSettingsView).settings).toEqual(changed);

    const check = await signUpCheck();
    expect(check.status).toBe(200);
    expect(check.body.is_auto_accepted).toBe(true);
    expect(check.body.askFields.map((field) => field.alias)).toEqual(['employeeId', 'departments', 'licenseClass', 'branch']);
    const departments = check.body.askFields.find((field) => field.alias === 'departments');
    expect(departments?.visibility).toBe(false);
    expect(departments?.options?.length).toBeGreaterThan(0);
    // The class question offers the organisation's active licence classes (master configuration).
    expect(check.body.askFields.find((field) => field.alias === 'licenseClass')?.options?.map((option) => option.value)).toEqual([
      'C',
      'LR',
      'MR',
      'HR',
      'HC',
      'MC',
    ]);

    // USER_SIGNUP_APPROVER now names the branch manager, not the admin.
    const managerToken = await harness.login('branch.manager@demo.fleet');
    expect((await harness.call('GET', '/api/v1/tfm/registration-request/', { token: managerToken, organisation: DEMO_FLEET })).status).toBe(200);
    expect((await harness.call('GET', '/api/v1/tfm/registration-request/', { token: admin, organisation: DEMO_FLEET })).status).toBe(403);

    await put({ ...changed, self_sign_up: false });
    const closed = await signUpCheck();
    expect(closed.status).toBeGreaterThanOrEqual(400);
  });

  it('refuse what the server does not allow or nobody could approve, with the field named, keeping what was saved', async () => {
    const before = await read();
    const base = before.settings;
    const cases: [unknown, string, string?][] = [
      [{ ...base, self_sign_up: true, auto_accept: false, approvers: [] }, 'approvers', signUpSettingsMessages.approverNeeded],
      [{ ...base, approvers: [999_999] }, 'approvers', signUpSettingsMessages.approverNotMember],
      [
        {
          ...base,
          questions: [
            { alias: 'phone', required: true },
            { alias: 'phone', required: false },
          ],
        },
        'questions',
        signUpSettingsMessages.questionTwice,
      ],
      [{ ...base, questions: [{ alias: 'password', required: true }] }, 'questions.0.alias'],
      [{ ...base, password_recovery: 'pigeon' }, 'password_recovery'],
      [{ ...base, approvers: 'everyone' }, 'approvers'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await put(body);
      expect(refused.status, field).toBe(400);
      const errors = await errorsOf(refused);
      expect(Object.keys(errors.fields ?? {}), field).toEqual([field]);
      if (message) expect(errors.fields?.[field]).toBe(message);
    }
    expect(await read()).toEqual(before);
  });

  it('keep recovery within the server and the approvers within the organisation', async () => {
    const emailOnly = await createHarness({ config: { registrationEnabled: false, passwordRecovery: 'email' } });
    try {
      const token = await emailOnly.login('admin@demo.fleet');
      const view = (await (await emailOnly.call('GET', SETTINGS, { token, organisation: DEMO_FLEET })).json()) as SignUpSettingsView;
      expect(view.settings.password_recovery).toBe('email');
      const phone = await emailOnly.call('PUT', SETTINGS, { token, organisation: DEMO_FLEET, body: { ...view.settings, password_recovery: 'phone' } });
      expect((await errorsOf(phone)).fields).toEqual({ password_recovery: signUpSettingsMessages.recoveryNotAllowed('email') });
      // Already open stays saveable with the server's switch off; opening a closed one is refused.
      expect((await emailOnly.call('PUT', SETTINGS, { token, organisation: DEMO_FLEET, body: view.settings })).status).toBe(200);
      await emailOnly.call('PUT', SETTINGS, { token, organisation: DEMO_FLEET, body: { ...view.settings, self_sign_up: false } });
      const reopen = await emailOnly.call('PUT', SETTINGS, { token, organisation: DEMO_FLEET, body: view.settings });
      expect((await errorsOf(reopen)).fields).toEqual({ self_sign_up: signUpSettingsMessages.registrationDisabled });
    } finally {
      await emailOnly.close();
    }
  });

  it('narrow password recovery: a phone request for a member of an email-only organisation sends nothing', async () => {
    await harness.db.update(users).set({ phone: '+61411111111' }).where(eq(users.email, 'driver@demo.fleet'));
    const recover = () => harness.call('POST', '/api/v1/accounts/user/recover-password/', { body: { phone: '+61411111111' } });
    const base = (await read()).settings;

    await put({ ...base, password_recovery: 'email' });
    expect((await recover()).status).toBe(200);
    expect(await harness.lastMessageTo('+61411111111')).toBeUndefined();

    await put({ ...base, password_recovery: 'either' });
    expect((await recover()).status).toBe(200);
    expect((await harness.lastMessageTo('+61411111111'))?.channel).toBe('sms');
  });

  it('audit each change as general settings', async () => {
    const trail = async () =>
      (
        (await (
          await harness.call('GET', '/api/v1/organisations/audits/?record_type=general_settings', { token: admin, organisation: DEMO_FLEET })
        ).json()) as { results: AuditEntry[] }
      ).results;
    const base = (await read()).settings;
    const before = (await trail()).length;
    await put(base);
    expect((await trail()).length).toBe(before);
    await put({ ...base, auto_accept: !base.auto_accept });
    const [latest] = await trail();
    expect((await trail()).length).toBe(before + 1);
    expect(latest?.changes).toEqual({ auto_accept: [base.auto_accept, !base.auto_accept] });
  });
});

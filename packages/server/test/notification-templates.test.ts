import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import {
  MESSAGE_CODES,
  NOTIFICATION_CHANNEL_PREFERENCE,
  NotificationTemplate,
  NotificationTemplateList,
  NotificationTemplatePreview,
  notificationTemplateMessages,
  type UserPreference,
} from '@motorpool/api';
import { notifications, outbox } from '../src/db/schema';
import { loadTemplate } from '../src/messages/templates';
import { createHarness, type Harness } from './harness';
import { branchIdOf, hoursFromNow, memberOf, seedBooking, seedVehicle } from './booking-fixtures';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

const TEMPLATES = '/api/v1/organisations/notification-templates/';

let harness: Harness;
let admin: string;
let manager: string;
let driver: string;

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet', DEMO_FLEET);
  manager = await harness.login('branch.manager@demo.fleet', DEMO_FLEET);
  driver = await harness.login('driver@demo.fleet', DEMO_FLEET);
}, 60_000);
afterAll(() => harness?.close());

const templates = (token: string, method: string, path = '', body?: unknown, organisation = DEMO_FLEET) =>
  harness.call(method, `${TEMPLATES}${path}`, { token, body, organisation });

async function expectStatus(response: Response, status: number) {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return response;
}

async function templateOf(code: string): Promise<NotificationTemplate> {
  const body = await (await expectStatus(await templates(admin, 'GET', `${code}/`), 200)).json();
  assert(body, NotificationTemplate);
  return body;
}

/** An invitation from the Demo Fleet admin to `email`: the message whose wording the tests change. */
async function inviteDriver(email: string, organisation = DEMO_FLEET, token = admin) {
  const options = (await (await harness.call('GET', `${TFM}/invite/options/`, { token, organisation })).json()) as {
    roles: { pk: number; name: string }[];
    branches: { pk: number; name: string }[];
  };
  const role = options.roles.find((option) => option.name === 'Driver')?.pk;
  const response = await harness.call('POST', `${TFM}/invite-user/`, {
    token,
    organisation,
    body: { email, name: 'Ivy Invitee', role, branch: options.branches[0]?.pk },
  });
  await expectStatus(response, 201);
  return harness.lastMessageTo(email);
}

describe('the templates list and one template', () => {
  it('lists every message with its group, audience and whether the organisation changed it', async () => {
    const body = await (await expectStatus(await templates(admin, 'GET'), 200)).json();
    assert(body, NotificationTemplateList);
    expect(body.results.map((row) => row.code)).toEqual(MESSAGE_CODES);
    expect(body.results.find((row) => row.code === 'password_reset')).toMatchObject({ audience: 'security', group: 'Account security', customised: false });
  });

  it('answers the default with its variables, and what a security message must keep', async () => {
    const reset = await templateOf('password_reset');
    expect(reset.subject).toBe('Reset your {{ brand }} password');
    expect(reset.required).toEqual(['url']);
    expect(reset.bell).toBeNull();
    expect(reset.variables.map((variable) => variable.name)).toEqual(['first_name', 'url', 'brand']);
    expect((await templateOf('booking_cancelled')).bell).toContain('A booking was cancelled');
  });

  it('is closed to a driver, refuses a driver’s change, and answers 404 for a message that does not exist', async () => {
    expect((await templates(driver, 'GET')).status).toBe(403);
    const defaults = await templateOf('invitation');
    expect((await templates(driver, 'PUT', 'invitation/', { ...defaults.defaults, subject: 'Hi' })).status).toBe(403);
    expect((await templates(admin, 'GET', 'no_such_message/')).status).toBe(404);
    expect((await templates(admin, 'GET', '__proto__/')).status).toBe(404);
  });
});

describe('refusing a template that cannot be sent', () => {
  it('names the field that uses an unknown variable', async () => {
    const { defaults } = await templateOf('invitation');
    const response = await templates(admin, 'PUT', 'invitation/', { ...defaults, html: '<p>Hello {{ nickname }}</p><a href="{{ url }}">Join</a>' });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields?.html).toBe(
      notificationTemplateMessages.unknownVariable('nickname', ['name', 'organisation', 'inviter', 'url', 'brand']),
    );
  });

  it('refuses a password reset whose text drops the link, and Liquid that does not parse', async () => {
    const { defaults } = await templateOf('password_reset');
    const dropped = await templates(admin, 'PUT', 'password_reset/', { ...defaults, text: 'Hello {{ first_name }}, reset your password.' });
    expect(dropped.status).toBe(400);
    expect((await errorsOf(dropped)).fields?.text).toBe(notificationTemplateMessages.missingRequired('url'));
    const broken = await templates(admin, 'PUT', 'password_reset/', { ...defaults, subject: 'Reset {{ brand' });
    expect(broken.status).toBe(400);
    expect((await errorsOf(broken)).fields?.subject).toMatch(/^This template cannot be read: /);
    expect((await templateOf('password_reset')).customised).toBe(false);
  });

  it('refuses an unknown filter, a file include and a missing part with a 400, never a 500', async () => {
    const { defaults } = await templateOf('invitation');
    for (const change of [{ subject: '{{ name | shell }}' }, { html: '{% include "/etc/passwd" %}{{ url }}' }, { text: '' }, { bell: 'x' }]) {
      const response = await templates(admin, 'PUT', 'invitation/', { ...defaults, ...change });
      // A bell on an email-only message is ignored, not refused: it is never sent.
      expect([200, 400]).toContain(response.status);
      if ('bell' in change) expect((await templateOf('invitation')).bell).toBeNull();
    }
    await expectStatus(await templates(admin, 'DELETE', 'invitation/'), 200);
  });
});

describe('an organisation’s own wording', () => {
  it('is sent instead of the default, sanitised, and only in its organisation; restoring brings the default back', async () => {
    const { defaults } = await templateOf('invitation');
    const own = {
      ...defaults,
      subject: 'Join {{ organisation }}, {{ name }}!',
      html: '<script>alert(1)</script><p onclick="x()">Hi {{ name | raw }}</p><p><a href="{{ url }}">Join us</a> <a href="javascript:alert(1)">bad</a></p>',
      text: 'Hi {{ name }}, join us: {{ url }}',
    };
    const saved = await (await expectStatus(await templates(admin, 'PUT', 'invitation/', own), 200)).json();
    assert(saved, NotificationTemplate);
    expect(saved).toMatchObject({ customised: true, subject: own.subject });

    const mail = await inviteDriver('own.wording@example.com');
    expect(mail?.subject).toBe('Join Demo Fleet, Ivy Invitee!');
    expect(mail?.text).toMatch(/^Hi Ivy Invitee, join us: http.*\/csl-register\?invite=/);
    expect(mail?.html).not.toMatch(/script|onclick|javascript:/);
    expect(mail?.html).toContain('Hi Ivy Invitee');

    // Fleet Share has not changed its wording: its invitations keep the default.
    expect((await loadTemplate(harness.db, FLEET_SHARE, 'invitation')).customised).toBe(false);

    const restored = await (await expectStatus(await templates(admin, 'DELETE', 'invitation/'), 200)).json();
    expect(restored).toMatchObject({ customised: false, subject: defaults.subject });
    expect((await inviteDriver('default.wording@example.com'))?.subject).toBe(`${await adminName()} invited you to Demo Fleet on Motorpool`);
  });

  it('previews a draft with sample data as it would be sent, saving nothing', async () => {
    const { defaults } = await templateOf('booking_cancelled');
    const response = await templates(admin, 'POST', 'booking_cancelled/preview/', {
      ...defaults,
      bell: 'Cancelled: <b>{{ vehicle }}</b><img src=x onerror=alert(1)>',
    });
    const preview = await (await expectStatus(response, 200)).json();
    assert(preview, NotificationTemplatePreview);
    expect(preview.subject).toBe('A booking was cancelled: Toyota Corolla (ABC-123), 02/12/2026 09:00 AM');
    expect(preview.bell).toBe('Cancelled: <b>Toyota Corolla (ABC-123)</b>');
    expect(preview.text).toContain('Reason: Not checked out within 30 minutes of its start');
    expect(preview.text).toContain('/profile/general-details#notification-preferences');
    expect((await templateOf('booking_cancelled')).customised).toBe(false);
  });
});

async function adminName(): Promise<string> {
  const profile = (await (await harness.call('GET', '/api/v1/accounts/user/profile/', { token: admin })).json()) as { first_name: string; last_name: string };
  return `${profile.first_name} ${profile.last_name}`;
}

describe('notification preferences', () => {
  async function choose(token: string, code: string, value: string) {
    const list = (await (await harness.call('GET', '/api/v1/accounts/preference/user-preference/', { token })).json()) as { results: UserPreference[] };
    const row = list.results.find((preference) => preference.preference_key === NOTIFICATION_CHANNEL_PREFERENCE && preference.preference_id === code);
    if (!row) throw new Error(`no ${code} channel preference`);
    return harness.call('PUT', `/api/v1/accounts/preference/user-preference/${row.pk}/`, { token, body: { value } });
  }

  async function approvedBookingOfDana() {
    const parramatta = await branchIdOf(harness.db, DEMO_FLEET, 'Parramatta');
    const dana = await memberOf(harness.db, DEMO_FLEET, 'driver@demo.fleet');
    const vehicle = await seedVehicle(harness.db, { organisationId: DEMO_FLEET, branchId: parramatta });
    const start = hoursFromNow(72);
    const row = await seedBooking(harness.db, {
      organisationId: DEMO_FLEET,
      branchId: parramatta,
      vehicleId: vehicle.id,
      driverId: dana.extensionId,
      startAt: start,
      endAt: new Date(start.getTime() + 2 * 3600_000),
      status: 'Pending Approval',
    });
    await expectStatus(
      await harness.call('POST', `${TFM}/bookings/${row.id}/approve/`, { token: manager, body: { pk: row.id }, organisation: DEMO_FLEET }),
      200,
    );
    return { row, dana };
  }

  const approvalMailsTo = (email: string) =>
    harness.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.template, 'booking_approved')));
  const bellsOf = (userId: number) => harness.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.id));

  it('refuses a channel that does not exist with the field named', async () => {
    const response = await choose(driver, 'booking_approved', 'pigeon');
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields?.value).toMatch(/^Notification channel must be one of: both/);
  });

  it('bell only: the approval reaches the bell and no email is sent; email only: the reverse', async () => {
    await expectStatus(await choose(driver, 'booking_approved', 'bell'), 200);
    const before = (await approvalMailsTo('driver@demo.fleet')).length;
    const first = await approvedBookingOfDana();
    expect((await approvalMailsTo('driver@demo.fleet')).length).toBe(before);
    expect((await bellsOf(first.dana.userId))[0]?.url).toBe(`/my-bookings/edit/${first.row.id}`);

    await expectStatus(await choose(driver, 'booking_approved', 'email'), 200);
    const second = await approvedBookingOfDana();
    expect((await approvalMailsTo('driver@demo.fleet')).length).toBe(before + 1);
    expect((await bellsOf(second.dana.userId))[0]?.url).not.toBe(`/my-bookings/edit/${second.row.id}`);
    await expectStatus(await choose(driver, 'booking_approved', 'both'), 200);
  });

  it('cannot turn a security message off: there is no preference to change', async () => {
    const list = (await (await harness.call('GET', '/api/v1/accounts/preference/user-preference/', { token: driver })).json()) as { results: UserPreference[] };
    const codes = list.results.filter((row) => row.preference_key === NOTIFICATION_CHANNEL_PREFERENCE).map((row) => row.preference_id);
    for (const security of ['one_time_code', 'password_reset', 'account_activation', 'registration_accepted', 'sign_in_paused'])
      expect(codes).not.toContain(security);
  });
});

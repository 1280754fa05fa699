import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobMessages, messages, TEMPLATE_PART_MAX_LENGTH } from '@motorpool/api';
import { branches, employeeExtensions, users } from '../src/db/schema';
import { MAX_BODY_DEPTH } from '../src/http/input';
import { createHarness, type Harness } from './harness';
import { addVehicle } from './booking-write-fixtures';
import { blockVehicle } from './incident-blocks-fixtures';
import { DEMO_FLEET, TFM } from './sign-up-flow';

// The named cases of malformed input, each a 500 once: the property-based probe over every route is malformed-input-fuzz.test.ts.

let harness: Harness;
let admin: string;
const ids = {} as Record<'central' | 'adminMember', number>;

const call = (method: string, path: string, body?: unknown) => harness.call(method, `${TFM}${path}`, { token: admin, organisation: DEMO_FLEET, body });
const callRaw = (method: string, path: string, rawBody: string) =>
  harness.call(method, `${TFM}${path}`, { token: admin, organisation: DEMO_FLEET, rawBody, headers: { 'content-type': 'application/json' } });

async function refused(response: Response, status = 400) {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (JSON.parse(text) as { errors: { title: string; fields?: Record<string, string> } }).errors;
}

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet');
  const [central] = await harness.db.select({ id: branches.id }).from(branches).where(eq(branches.name, 'Sydney Central'));
  const [member] = await harness.db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, 'admin@demo.fleet'), eq(employeeExtensions.organisationId, DEMO_FLEET)));
  ids.central = central!.id;
  ids.adminMember = member!.id;
}, 180_000);

afterAll(async () => {
  await harness?.close();
});

describe('text a request carries', () => {
  it.each([
    ['a NUL', 'Fleet\u0000Ops'],
    ['a lone high surrogate', 'Fleet\ud800Ops'],
    ['a lone low surrogate', '\udc00Fleet'],
  ])('%s in a body field is a 400 naming the field', async (_, name) => {
    const errors = await refused(await call('POST', '/departments/', { name }));
    expect(errors).toEqual({ title: messages.request.invalid, fields: { name: messages.field.forbiddenCharacter } });
  });

  it('names a nested field, and a key holding NUL', async () => {
    const nested = await refused(
      await call('PUT', `/update-user-branch/`, { employee: ids.adminMember, branch: ids.central, extra: { inner: ['ok', 'b\u0000ad'] } }),
    );
    expect(nested.fields).toEqual({ 'extra.inner.1': messages.field.forbiddenCharacter });
    const key = await refused(await callRaw('POST', '/departments/', '{"na\\u0000me":"Ops"}'));
    expect(key.fields).toEqual({ 'na\uFFFDme': messages.field.forbiddenCharacter });
  });

  it('keeps a surrogate pair (an emoji) as text', async () => {
    const response = await call('POST', '/departments/', { name: 'Fleet 🚐 Ops' });
    expect(response.status).toBe(201);
  });

  it('a NUL in a query parameter is a 400 naming it, on any route', async () => {
    const errors = await refused(await call('GET', `/branches/?search=${encodeURIComponent('Syd\u0000ney')}`));
    expect(errors).toEqual({ title: messages.query.forbiddenCharacter('search'), fields: { search: messages.query.forbiddenCharacter('search') } });
  });

  it('a NUL in a path names no record (404)', async () => {
    await refused(await call('GET', '/branches/%00/'), 404);
    await refused(await call('GET', '/booking/1/evaluate/app%00rove/'), 404);
  });
});

describe('record ids', () => {
  it.each([2147483648, 1e308, 1.5, 0, -1])('%s for a pk in a body is a 400 naming the field', async (pk) => {
    const errors = await refused(await call('PUT', '/update-user-branch/', { employee: ids.adminMember, branch: pk }));
    expect(errors.fields).toEqual({ branch: expect.any(String) });
  });

  it.each([
    [2147483648, messages.field.primaryKey],
    [1e308, messages.field.numberTooLarge],
  ])('%s among a list of pks in a body is a 400 naming the item', async (pk, message) => {
    const errors = await refused(await call('POST', '/bookings/check-booking-status/', { booking_pks: [1, pk] }));
    expect(errors.fields).toEqual({ 'booking_pks.1': message });
  });

  it('2147483647 is still a pk (one that names nothing here)', async () => {
    const response = await call('PUT', '/update-user-branch/', { employee: ids.adminMember, branch: 2147483647 });
    expect(response.status).not.toBe(400);
    expect(response.status).toBeLessThan(500);
  });

  it.each(['2147483648', '1e308', '1.5', '0x10', '-1'])('%s for a pk in a query is a 400 naming the parameter', async (pk) => {
    const title = messages.query.primaryKey('branch_pk');
    expect(await refused(await call('GET', `/booking-settings/?branch_pk=${pk}`))).toEqual({ title, fields: { branch_pk: title } });
    const invite = await refused(await call('POST', `/invite-user/resend-invite/?invite_pk=${pk}`));
    expect(invite.fields).toEqual({ invite_pk: messages.query.primaryKey('invite_pk') });
  });

  it('a malformed pk in a path stays a 404', async () => {
    await refused(await call('GET', '/branches/2147483648/'), 404);
    await refused(await call('GET', '/branches/1e308/'), 404);
  });
});

describe('numbers and nesting', () => {
  it.each([2 ** 53 + 2, 1e308, -1e308])('%s anywhere in a body is a 400 naming the field', async (value) => {
    const errors = await refused(await call('PUT', '/update-user-branch/', { employee: value, branch: ids.central }));
    expect(errors.fields).toEqual({ employee: expect.any(String) });
  });

  it('a number JSON cannot hold as a double (1e400) is a 400', async () => {
    const errors = await refused(await callRaw('PUT', '/update-user-branch/', `{"employee":1e400,"branch":${ids.central}}`));
    expect(errors.fields).toEqual({ employee: messages.field.numberTooLarge });
  });

  it.each([MAX_BODY_DEPTH + 1, 10_000])('a body nested %i levels deep is a 400', async (depth) => {
    const errors = await refused(await callRaw('POST', '/departments/', `{"name":${'['.repeat(depth)}${']'.repeat(depth)}}`));
    expect(errors.title).toBe(messages.request.tooDeep);
  });
});

describe('keys every object already has', () => {
  it.each(['toString', 'valueOf', '__proto__', 'constructor'])(
    'a body key named %s is a 400 naming it, not a crash while the message is written',
    async (key) => {
      const errors = await refused(await callRaw('POST', '/booking-approval-rules/', `{"name":{"${key}":""},"approvers":[]}`));
      expect(errors.fields).toEqual({ [`name.${key}`]: messages.field.unknown });
    },
  );
});

describe('the line-manager setting', () => {
  it.each([
    ['a text', '{"line_manager_required":"true\\u0000"}'],
    ['a number', '{"line_manager_required":1e400}'],
    ['a list', '{"line_manager_required":[true]}'],
  ])('%s where a Yes/No belongs is a 400 naming the field', async (_, body) => {
    const errors = await refused(await callRaw('PUT', '/booking-approval-rules/line-manager/', body));
    expect(Object.keys(errors.fields ?? {})).toEqual(['line_manager_required']);
  });
});

describe('dates in queries', () => {
  it.each([
    ['from', 'from=2026-02-30'],
    ['to', 'from=2026-02-01&to=2026-02-30'],
    ['from', 'from=2026-02-30T10:00'],
  ])('an impossible %s in the bookings list is a 400 naming it', async (name, query) => {
    const title = messages.query.moment(name);
    expect(await refused(await call('GET', `/bookings/?${query}`))).toEqual({ title, fields: { [name]: title } });
  });
});

describe('the jobs screen (system admins)', () => {
  const jobs = async (method: string, path: string) => harness.call(method, `/api/v1/jobs/${path}`, { token: await harness.login('sysadmin@demo.fleet') });

  it.each([['state=stuck'], ['state=%00'], ['state=failed&page=0'], ['page_size=1e3']])('a query of %s is a 400 naming the parameter', async (query) => {
    const errors = await refused(await jobs('GET', `?${query}`));
    expect(Object.keys(errors.fields ?? {})).toHaveLength(1);
    if (query.startsWith('state=s')) expect(errors).toEqual({ title: jobMessages.state, fields: { state: jobMessages.state } });
  });

  it.each(['42', 'not-a-uuid', '00000000-0000-4000-8000-00000000000g', '%00'])('a job id of %s names no job: 404', async (id) => {
    await refused(await jobs('POST', `${id}/retry/`), 404);
  });
});

describe('notification templates', () => {
  const templates = (method: string, path: string, body?: unknown) =>
    harness.call(method, `/api/v1/organisations/notification-templates/${path}`, { token: admin, organisation: DEMO_FLEET, body });
  const draft = { subject: 'Hi {{ name }}', html: '<p>{{ url }}</p>', text: '{{ url }}' };

  it.each([
    ['a subject that is not text', { ...draft, subject: 42 }, 'subject'],
    ['an empty subject', { ...draft, subject: '' }, 'subject'],
    ['a subject past 300 characters', { ...draft, subject: 'x'.repeat(301) }, 'subject'],
    ['an HTML body past the limit', { ...draft, html: `{{ url }}${'x'.repeat(TEMPLATE_PART_MAX_LENGTH)}` }, 'html'],
    ['a NUL in the text', { ...draft, text: '{{ url }}\u0000' }, 'text'],
    ['a bell that is not text', { ...draft, bell: ['x'] }, 'bell'],
  ])('%s is a 400 naming the field', async (_, body, field) => {
    for (const path of ['invitation/', 'invitation/preview/']) {
      const errors = await refused(await templates(path.endsWith('preview/') ? 'POST' : 'PUT', path, body));
      expect(Object.keys(errors.fields ?? {})).toContain(field);
    }
  });

  it('refuses Liquid that nests without end or loops for ever with a 400', async () => {
    const nested = await refused(await templates('PUT', 'invitation/', { ...draft, html: `${'{% if url %}'.repeat(500)}{{ url }}` }));
    expect(nested.fields?.html).toMatch(/^This template cannot be read/);
    const endless = await refused(await templates('PUT', 'invitation/', { ...draft, text: '{{ url }}{% for i in (1..100000000) %}{{ i }}{% endfor %}' }));
    expect(endless.fields?.text).toMatch(/^This template cannot be read/);
  });

  it.each(['constructor', 'toString', '%00', '42'])('a message code of %s names no template: 404', async (code) => {
    await refused(await templates('GET', `${code}/`), 404);
  });
});

describe('affected bookings of an incident', () => {
  it('a malformed vehicle to move to is a 400 naming it; malformed ids in the path are 404s', async () => {
    const vehicle = await addVehicle(harness, DEMO_FLEET, ids.central);
    const incident = await blockVehicle(harness.db, DEMO_FLEET, vehicle.id);
    for (const value of [1.5, 2147483648, 'car', { pk: 1 }]) {
      const errors = await refused(await call('POST', `/incidents/${incident.id}/affected-bookings/1/move/`, { vehicle: value }));
      expect(Object.keys(errors.fields ?? {})).toEqual(['vehicle']);
    }
    await refused(await call('POST', `/incidents/${incident.id}/affected-bookings/1/move/`, { vehicle: null, extra: true }));
    await refused(await call('GET', '/incidents/1e308/affected-bookings/'), 404);
    await refused(await call('POST', `/incidents/${incident.id}/affected-bookings/2147483648/move/`, {}), 404);
  });
});

describe('incidents', () => {
  it('a malformed subject, type, photo list or location in a report is a 400 naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ incident_type: 1.5, vehicle: 1 }, 'incident_type'],
      [{ incident_type: 1, vehicle: 2147483648 }, 'vehicle'],
      [{ incident_type: 1, booking: '12' }, 'booking'],
      [{ incident_type: 1, vehicle: 1, photos: ['/uploads/documents/a.jpg', 7] }, 'photos.1'],
      [{ incident_type: 1, vehicle: 1, photos: Array.from({ length: 11 }, () => '/uploads/x') }, 'photos'],
      [{ incident_type: 1, vehicle: 1, location: { coordinates: [200, 0] } }, 'location.coordinates.0'],
      [{ incident_type: 1, vehicle: 1, reported_on: 42 }, 'reported_on'],
      [{ incident_type: 1, vehicle: 1, third_party: { name: 'x', colour: 'red' } }, 'third_party.colour'],
    ];
    for (const [body, field] of cases) {
      const errors = await refused(await call('POST', '/incidents/', body));
      expect(Object.keys(errors.fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('a malformed status change or type is a 400 naming the field; malformed ids in the path are 404s', async () => {
    expect(Object.keys((await refused(await call('POST', '/incidents/1/status/', { status: 'Lost' }))).fields ?? {})).toContain('status');
    expect(Object.keys((await refused(await call('POST', '/incident-types/', { name: 'x'.repeat(61) }))).fields ?? {})).toEqual(['name']);
    expect(Object.keys((await refused(await call('PUT', '/incident-settings/', { notify_on_new: 'admin', notify_on_critical: [] }))).fields ?? {})).toEqual([
      'notify_on_new',
    ]);
    await refused(await call('GET', '/incidents/1e308/'), 404);
    await refused(await call('PUT', '/incident-types/2147483648/', { name: 'x' }), 404);
  });

  it.each([
    ['incident_type_pk', 'incident_type_pk=abc'],
    ['is_critical', 'is_critical=maybe'],
    ['from', 'from=2026-02-30'],
    ['status', 'status=Lost'],
    ['ordering', 'ordering=%00'],
  ])('a malformed %s in the incident list is a 400 naming it', async (name, query) => {
    const errors = await refused(await call('GET', `/incidents/?${query}`));
    expect(Object.keys(errors.fields ?? {})).toEqual([name]);
  });
});

describe('the audit trail', () => {
  const audits = (query: string) => harness.call('GET', `/api/v1/organisations/audits/?${query}`, { token: admin, organisation: DEMO_FLEET });

  it.each([
    ['record_type', 'record_type=bookings'],
    ['record_type', 'record_type=%00'],
    ['record_type', 'record_key=1'],
    ['record_key', `record_type=theme&record_key=${'x'.repeat(41)}`],
    ['page', 'record_type=theme&page=0'],
    ['page_size', 'record_type=theme&page_size=1e3'],
  ])('a query without a valid %s is a 400 naming it', async (name, query) => {
    expect(Object.keys((await refused(await audits(query))).fields ?? {})).toEqual([name]);
  });
});

describe('two-step sign-in', () => {
  const accounts = (method: string, path: string, rawBody: string) =>
    harness.call(method, `/api/v1${path}`, { token: admin, organisation: DEMO_FLEET, rawBody, headers: { 'content-type': 'application/json' } });

  it.each([
    ['a text', '{"required":"true"}'],
    ['a number', '{"required":1e400}'],
    ['nothing', '{}'],
  ])('%s where the requirement’s Yes/No belongs is a 400 naming the field', async (_, body) => {
    expect(Object.keys((await refused(await accounts('PUT', '/organisations/two-factor-policy/', body))).fields ?? {})).toEqual(['required']);
  });

  it.each([
    ['a code of letters', '/accounts/user/two-factor/confirm/', '{"otp":"abcdef"}', 'otp'],
    ['a code too long', '/accounts/user/two-factor/confirm/', `{"otp":"${'1'.repeat(7)}"}`, 'otp'],
    ['a password that is a number', '/accounts/user/two-factor/disable/', '{"password":12345678}', 'password'],
    ['a password with NUL', '/accounts/user/two-factor/disable/', '{"password":"Demo@1\\u00002345"}', 'password'],
  ])('%s is a 400 naming the field', async (_, path, body, field) => {
    expect(Object.keys((await refused(await accounts('POST', path, body))).fields ?? {})).toEqual([field]);
  });
});

describe('what a booking rules change would break', () => {
  it.each([
    ['rules', '{"branch_pk":null,"rules":"strict"}'],
    ['branch_pk', '{"branch_pk":"Parramatta","rules":null}'],
    ['branch_pk', '{"branch_pk":1e400,"rules":null}'],
  ])('a body without a valid %s is a 400 naming it', async (field, body) => {
    expect(Object.keys((await refused(await callRaw('POST', '/booking-settings/impact/', body))).fields ?? {})).toEqual([field]);
  });
});

describe('company settings', () => {
  const settings = (body: unknown) => harness.call('PUT', '/api/v1/organisations/company-settings/', { token: admin, organisation: DEMO_FLEET, body });
  const valid = { name: 'Demo Fleet', default_time_zone: 'Asia/Kolkata', default_phone_country: 'au' };

  it.each([
    ['name', { ...valid, name: 42 }],
    ['default_time_zone', { ...valid, default_time_zone: 'Asia/Nowhere' }],
    ['default_phone_country', { ...valid, default_phone_country: '\u0000u' }],
    ['domain', { ...valid, domain: ['fleet.example.com'] }],
    ['contact_phone', { ...valid, contact_phone: 61291234567 }],
    ['industry', { ...valid, industry: { name: 'CustomFleet' } }],
  ])('a malformed %s is a 400 naming it', async (field, body) => {
    expect(Object.keys((await refused(await settings(body))).fields ?? {})).toContain(field);
  });
});

describe('theme', () => {
  const theme = (body: unknown) => harness.call('PUT', '/api/v1/organisations/theme/', { token: admin, organisation: DEMO_FLEET, body });
  const valid = { brand_color: '#1f4fd1', brand_contrast_color: '#ffffff', logo_url: null, favicon_url: null };

  it.each([
    ['brand_color', { ...valid, brand_color: 0x1f4fd1 }],
    ['brand_color', { ...valid, brand_color: 'rgb(0,0,0)' }],
    ['brand_contrast_color', { ...valid, brand_contrast_color: '#fff' }],
    ['logo_url', { ...valid, logo_url: { url: '/uploads/theme-images/a.png' } }],
    ['favicon_url', { ...valid, favicon_url: 'x'.repeat(301) }],
  ])('a malformed %s is a 400 naming it', async (field, body) => {
    expect(Object.keys((await refused(await theme(body))).fields ?? {})).toEqual([field]);
  });
});

describe('general settings', () => {
  const put = (rawBody: string) =>
    harness.call('PUT', '/api/v1/organisations/general-settings/', {
      token: admin,
      organisation: DEMO_FLEET,
      rawBody,
      headers: { 'content-type': 'application/json' },
    });
  const helpDesk = '{"phone":null,"email":null,"message":null}';

  it.each([
    ['a help desk that is text', '{"help_desk":"call us","user_manual_url":null}', 'help_desk'],
    ['a phone that is a number', '{"help_desk":{"phone":12345,"email":null,"message":null},"user_manual_url":null}', 'help_desk.phone'],
    ['an address with NUL', `{"help_desk":${helpDesk},"user_manual_url":"https://a.test/\\u0000"}`, 'user_manual_url'],
    ['an address that is an object', `{"help_desk":${helpDesk},"user_manual_url":{"href":"https://a.test"}}`, 'user_manual_url'],
  ])('%s is a 400 naming the field', async (_, body, field) => {
    expect(Object.keys((await refused(await put(body))).fields ?? {})).toEqual([field]);
  });
});

describe('sign-up and recovery settings', () => {
  const put = (body: unknown) => harness.call('PUT', '/api/v1/organisations/sign-up-settings/', { token: admin, organisation: DEMO_FLEET, body });
  const valid = { self_sign_up: false, auto_accept: false, questions: [], approvers: [], password_recovery: 'email' };

  it.each([
    ['self_sign_up', { ...valid, self_sign_up: 'yes' }],
    ['questions', { ...valid, questions: { alias: 'phone' } }],
    ['questions.0.required', { ...valid, questions: [{ alias: 'phone', required: 'always' }] }],
    ['approvers.0', { ...valid, approvers: [2 ** 31] }],
    ['approvers.0', { ...valid, approvers: ['1\u0000'] }],
    ['password_recovery', { ...valid, password_recovery: null }],
  ])('a malformed %s is a 400 naming it', async (field, body) => {
    expect(Object.keys((await refused(await put(body))).fields ?? {})).toEqual([field]);
  });
});

describe('admin flag', () => {
  const put = (pk: string | number, body: unknown) =>
    harness.call('PUT', `/api/v1/tfm/employees-extensions/${pk}/admin-flag/`, { token: admin, organisation: DEMO_FLEET, body });

  it.each([
    ['a flag that is text', { is_business_admin: 'yes' }, 'is_business_admin'],
    ['a flag left out', {}, 'is_business_admin'],
    ['an extra field', { is_business_admin: true, role: 'Admin' }, 'role'],
  ])('%s is a 400 naming the field', async (_, body, field) => {
    expect(Object.keys((await refused(await put(ids.adminMember, body))).fields ?? {})).toEqual([field]);
  });

  it.each(['0', '2147483648', 'abc', '1e3'])('a member pk of %s is a 404', async (pk) => {
    expect((await put(pk, { is_business_admin: true })).status).toBe(404);
  });
});

describe('visibility rules', () => {
  const put = (body: unknown) => harness.call('PUT', '/api/v1/organisations/visibility-rules/', { token: admin, organisation: DEMO_FLEET, body });
  const rules = { others_bookings: 'booked', driver_contact: 'shown', others_incidents: 'shown' };

  it.each([
    ['roles', { roles: { role: 1, rules }, signup_branch_visible: true }],
    ['roles.0.role', { roles: [{ role: 2 ** 31, rules }], signup_branch_visible: true }],
    ['roles.0.rules.others_bookings', { roles: [{ role: 1, rules: { ...rules, others_bookings: 'names' } }], signup_branch_visible: true }],
    ['roles.0.rules.driver_contact', { roles: [{ role: 1, rules: { ...rules, driver_contact: null } }], signup_branch_visible: true }],
    ['signup_branch_visible', { roles: [], signup_branch_visible: 'no' }],
  ])('a malformed %s is a 400 naming it', async (field, body) => {
    expect(Object.keys((await refused(await put(body))).fields ?? {})).toEqual([field]);
  });
});

describe('roles', () => {
  const post = (body: unknown) => call('POST', '/roles/', body);

  it.each([
    ['name', { name: 'Night\u0000shift', permissions: [] }],
    ['name', { name: 42, permissions: [] }],
    ['permissions', { name: 'Night shift', permissions: 'super_users' }],
    ['permissions.0', { name: 'Night shift', permissions: ['fly_planes'] }],
    ['extra', { name: 'Night shift', permissions: [], extra: true }],
  ])('a malformed %s is a 400 naming it', async (field, body) => {
    expect(Object.keys((await refused(await post(body))).fields ?? {})).toEqual([field]);
  });

  it.each(['0', '2147483648', 'abc', '1e3'])('a role pk of %s is a 404', async (pk) => {
    expect((await call('PUT', `/roles/${pk}/`, { name: 'Night shift', permissions: [] })).status).toBe(404);
  });
});

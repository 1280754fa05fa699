import { eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompanySettings, companySettingsMessages, Profile, SignUpCheck, type AuditEntry, type CompanySettingsWrite } from '@motorpool/api';
import { organisations } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { movableClock } from './movable-clock';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, publicCall, TFM } from './sign-up-flow';

const SETTINGS = '/api/v1/organisations/company-settings/';
const clock = movableClock(new Date('2031-03-13T03:30:00Z'));
let harness: Harness;
const tokens = {} as Record<'admin' | 'driver' | 'sysadmin', string>;

const base: CompanySettingsWrite = {
  name: 'Demo Fleet',
  address: '1 George Street, Sydney NSW 2000',
  contact_phone: '+61291234567',
  contact_email: 'fleet@demo.example',
  default_time_zone: 'Asia/Kolkata',
  default_phone_country: 'au',
  domain: null,
};

const put = (body: unknown, token = tokens.admin, organisation = DEMO_FLEET) => harness.call('PUT', SETTINGS, { token, organisation, body });

async function read(token = tokens.admin, organisation = DEMO_FLEET): Promise<CompanySettings> {
  const response = await harness.call('GET', SETTINGS, { token, organisation });
  expect(response.status, await response.clone().text()).toBe(200);
  const body = await response.json();
  assert(body, CompanySettings);
  return body;
}

async function save(body: CompanySettingsWrite, token = tokens.admin): Promise<CompanySettings> {
  const response = await put(body, token);
  expect(response.status, await response.clone().text()).toBe(200);
  const answer = await response.json();
  assert(answer, CompanySettings);
  return answer;
}

async function trail(): Promise<AuditEntry[]> {
  const response = await harness.call('GET', '/api/v1/organisations/audits/?record_type=company_settings', { token: tokens.admin, organisation: DEMO_FLEET });
  return ((await response.json()) as { results: AuditEntry[] }).results;
}

beforeAll(async () => {
  harness = await createHarness({ clock, env: { REGISTRATION_ENABLED: 'true' } });
  [tokens.admin, tokens.driver, tokens.sysadmin] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('sysadmin@demo.fleet'),
  ]);
});
afterAll(() => harness.close());

describe('GET organisations/company-settings/', () => {
  it('answers the defaults of spec §9 before anything was saved, with the code and currency shown', async () => {
    expect(await read()).toEqual({
      organisation_code: String(DEMO_FLEET),
      name: 'Demo Fleet',
      address: null,
      contact_phone: null,
      contact_email: null,
      default_time_zone: 'Asia/Kolkata',
      default_phone_country: 'au',
      default_dial_code: '61',
      currency: 'AUD',
      domain: expect.anything() as unknown,
      industry: 'Fleet',
      may_change_industry: false,
      date_format: 'dd/MM/yyyy',
      time_format: 'hh:mm a',
      first_day_of_week: 1,
    });
    expect((await read(tokens.sysadmin)).may_change_industry).toBe(true);
  });

  it('is for organisation admins only', async () => {
    for (const response of [await harness.call('GET', SETTINGS, { token: tokens.driver, organisation: DEMO_FLEET }), await put(base, tokens.driver)]) {
      expect(response.status).toBe(403);
      expect((await errorsOf(response)).title).toBe(companySettingsMessages.mayNotManage);
    }
  });
});

describe('PUT organisations/company-settings/', () => {
  it('saves every field, audits what changed with who and when, and records nothing for a save that changes nothing', async () => {
    const before = (await trail()).length;
    const saved = await save({ ...base, default_time_zone: 'Australia/Sydney', default_phone_country: 'NZ', domain: 'Fleet.Demo.Example' });
    expect(saved).toMatchObject({
      address: base.address,
      contact_phone: base.contact_phone,
      contact_email: base.contact_email,
      default_time_zone: 'Australia/Sydney',
      default_phone_country: 'nz',
      default_dial_code: '64',
      domain: 'fleet.demo.example',
    });
    expect(await read()).toEqual(saved);
    const [latest, ...rest] = await trail();
    expect(rest).toHaveLength(before);
    expect(latest).toMatchObject({ action: 'Updated', actor: { name: expect.any(String) as string }, created_at: clock().toISOString() });
    expect(latest?.changes).toMatchObject({
      default_time_zone: ['Asia/Kolkata', 'Australia/Sydney'],
      default_phone_country: ['au', 'nz'],
      address: [null, base.address],
    });
    expect(Object.keys(latest?.changes ?? {})).not.toContain('name');

    await save({ ...base, default_time_zone: 'Australia/Sydney', default_phone_country: 'nz', domain: 'fleet.demo.example' });
    expect(await trail()).toHaveLength(before + 1);
  });

  it('refuses each malformed field with the field named', async () => {
    const cases: [Partial<Record<keyof CompanySettingsWrite, unknown>>, keyof CompanySettingsWrite][] = [
      [{ name: '' }, 'name'],
      [{ name: 'x'.repeat(101) }, 'name'],
      [{ default_time_zone: 'Mars/Olympus_Mons' }, 'default_time_zone'],
      [{ default_time_zone: 'Sydney' }, 'default_time_zone'],
      [{ default_phone_country: 'zz' }, 'default_phone_country'],
      [{ default_phone_country: 'aus' }, 'default_phone_country'],
      [{ domain: 'not a host' }, 'domain'],
      [{ domain: '-bad-.example' }, 'domain'],
      [{ contact_email: 'nobody' }, 'contact_email'],
      [{ contact_phone: '+6112' }, 'contact_phone'],
      [{ address: 'x'.repeat(301) }, 'address'],
      [{ industry: 'Shipping' }, 'industry'],
      [{ date_format: 'd.M.yy' }, 'date_format'],
      [{ time_format: 'h:mm' }, 'time_format'],
      [{ first_day_of_week: 3 }, 'first_day_of_week'],
      [{ first_day_of_week: '1' }, 'first_day_of_week'],
    ];
    for (const [change, field] of cases) {
      const response = await put({ ...base, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys((await errorsOf(response)).fields ?? {}), JSON.stringify(change)).toEqual([field]);
    }
    const unknown = await put({ ...base, currency: 'USD' });
    expect(unknown.status).toBe(400);
  });

  it('refuses a name or domain another organisation has, naming the field', async () => {
    const [other] = await harness.db.select().from(organisations).where(eq(organisations.id, FLEET_SHARE));
    const name = await put({ ...base, name: other!.name.toUpperCase() });
    expect(name.status).toBe(409);
    expect((await errorsOf(name)).fields).toEqual({ name: companySettingsMessages.nameTaken });
    await harness.db.update(organisations).set({ domain: 'share.example' }).where(eq(organisations.id, FLEET_SHARE));
    const domain = await put({ ...base, domain: 'SHARE.example' });
    expect(domain.status).toBe(409);
    expect((await errorsOf(domain)).fields).toEqual({ domain: companySettingsMessages.domainTaken });
  });

  it('lets only a system admin change the industry; the same industry sent back is fine', async () => {
    const refused = await put({ ...base, industry: 'CustomFleet' });
    expect(refused.status).toBe(403);
    expect((await errorsOf(refused)).title).toBe(companySettingsMessages.industryOnlySystemAdmins);
    expect((await read()).industry).toBe('Fleet');
    await save({ ...base, industry: 'Fleet' });
    expect((await save({ ...base, industry: 'CustomFleet' }, tokens.sysadmin)).industry).toBe('CustomFleet');
    expect((await trail())[0]?.changes).toMatchObject({ industry: ['Fleet', 'CustomFleet'] });
    await save({ ...base, industry: 'Fleet' }, tokens.sysadmin);
  });
});

describe('what the settings change', () => {
  it('a new branch without a chosen zone takes the default time zone; a chosen zone stays', async () => {
    await save({ ...base, default_time_zone: 'Australia/Perth' });
    const create = (body: Record<string, unknown>) =>
      harness.call('POST', `${TFM}/branches/`, { token: tokens.admin, organisation: DEMO_FLEET, body: { branch_type: 'branch', ...body } });
    const plain = await create({ name: 'Fremantle' });
    expect(plain.status, await plain.clone().text()).toBe(201);
    expect(await plain.json()).toMatchObject({ branch_timezone: 'Australia/Perth' });
    const chosen = await create({ name: 'Darwin', branch_timezone: 'Australia/Darwin' });
    expect(await chosen.json()).toMatchObject({ branch_timezone: 'Australia/Darwin' });
  });

  it('the profile carries the default phone country, where new phone fields start, and the zone of a member without a branch', async () => {
    await save({ ...base, default_phone_country: 'in', default_time_zone: 'Australia/Perth' });
    const response = await harness.call('GET', '/api/v1/accounts/user/profile/', { token: tokens.sysadmin, organisation: DEMO_FLEET });
    const profile = await response.json();
    assert(profile, Profile);
    expect(profile.current_organisation?.phone_country).toEqual({ country_code: 'in', dial_code: '91' });
    expect(profile.timezone).toBe('Australia/Perth');
  });

  it('the formats: the profile carries the first day of the week, and a first sign-in’s preferences start from the date and time formats', async () => {
    await save({ ...base, date_format: 'yyyy-MM-dd', time_format: 'HH:mm', first_day_of_week: 0 });
    const profile = await (await harness.call('GET', '/api/v1/accounts/user/profile/', { token: tokens.driver, organisation: DEMO_FLEET })).json();
    assert(profile, Profile);
    expect(profile.current_organisation?.formats).toEqual({ date_format: 'yyyy-MM-dd', time_format: 'HH:mm', first_day_of_week: 0 });

    // A person who has never read their preferences gets the organisation's formats; later changes to them stay theirs.
    const newcomer = await harness.login('hub.manager@demo.fleet');
    const list = await (await harness.call('GET', '/api/v1/accounts/preference/user-preference/', { token: newcomer, organisation: DEMO_FLEET })).json();
    const value = (key: string) => (list as { results: { preference_key: string; value: string }[] }).results.find((row) => row.preference_key === key)?.value;
    expect([value('date_format'), value('time_format'), value('datetime_format')]).toEqual(['yyyy-MM-dd', 'HH:mm', 'yyyy-MM-dd HH:mm']);

    // Left out (as `base` leaves them), they are kept.
    expect((await save(base)).date_format).toBe('yyyy-MM-dd');
  });

  it('sign-up starts the phone at the default phone country', async () => {
    await save({ ...base, default_phone_country: 'nz' });
    const response = await publicCall(harness, 'POST', '/domains/validate/', {
      body: { email: 'new.driver@example.com', organisation: String(DEMO_FLEET), self_sign_up: true },
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const check = await response.json();
    assert(check, SignUpCheck);
    expect(check.phone_country).toEqual({ country_code: 'nz', dial_code: '64' });
  });
});

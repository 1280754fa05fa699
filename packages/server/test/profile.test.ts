import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { PERMISSION_NAMES, Profile, messages } from '@motorpool/api';
import { createHarness, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const PROFILE = '/api/v1/accounts/user/profile/';
const ME = '/api/v1/accounts/user/me/';

async function profileOf(token: string, organisation?: number) {
  const response = await harness.call('GET', PROFILE, { token, ...(organisation ? { organisation } : {}) });
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, Profile);
  return body;
}

describe('GET accounts/user/profile/', () => {
  it('has the spec §3 shape with the organisation, role and permissions', async () => {
    const profile = await profileOf(await harness.login('admin@demo.fleet'));
    expect(profile).toMatchObject({
      username: 'admin@demo.fleet',
      email: 'admin@demo.fleet',
      first_name: 'Alex',
      is_system_admin: false,
      current_organisation: { name: 'Demo Fleet', industry: 'Fleet' },
      role: { name: 'Admin' },
      branch: { name: 'Sydney Central' },
      timezone: 'Australia/Sydney',
      is_signup_approver: true,
    });
    expect(profile.organisations.map((organisation) => organisation.name)).toEqual(['Demo Fleet']);
    expect([...profile.permissions].sort()).toEqual([...PERMISSION_NAMES].sort());
  });

  it('gives a driver only the driver permissions', async () => {
    const profile = await profileOf(await harness.login('driver@demo.fleet'));
    expect(profile.role?.name).toBe('Driver');
    expect(profile.permissions).toEqual(['driver_user', 'view_my_bookings']);
    expect(profile.is_signup_approver).toBe(false);
  });

  it('follows the organisation header for a member of several organisations', async () => {
    const token = await harness.login('multi@demo.fleet', (await profileOf(await harness.login('admin@demo.fleet'))).current_organisation?.pk);
    const inDemo = await profileOf(token);
    expect(inDemo.current_organisation?.name).toBe('Demo Fleet');
    expect(inDemo.role?.name).toBe('Driver');
    const fleetShare = inDemo.organisations.find((organisation) => organisation.name === 'Harbour City FleetShare');
    const switched = await profileOf(token, fleetShare?.pk);
    expect(switched.current_organisation?.name).toBe('Harbour City FleetShare');
    expect(switched.role?.name).toBe('Branch Manager');
  });

  it('refuses an organisation header for an organisation the caller is not in', async () => {
    const multi = await profileOf(await harness.login('multi@demo.fleet', 1));
    const fleetShare = multi.organisations.find((organisation) => organisation.industry === 'CustomFleet');
    const response = await harness.call('GET', PROFILE, { token: await harness.login('driver@demo.fleet'), organisation: fleetShare?.pk ?? 0 });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ errors: { title: messages.request.notMember } });
  });

  it('answers a malformed organisation header with 400', async () => {
    const response = await harness.call('GET', PROFILE, { token: await harness.login('driver@demo.fleet'), organisation: 'DROP TABLE' });
    expect(response.status).toBe(400);
  });

  it('gives a system admin without an organisation the global permissions and no organisation', async () => {
    const profile = await profileOf(await harness.login('sysadmin@demo.fleet'));
    expect(profile.is_system_admin).toBe(true);
    expect(profile.current_organisation).toBeNull();
    expect(profile.organisations).toEqual([]);
    expect([...profile.permissions].sort()).toEqual([...PERMISSION_NAMES].sort());
  });
});

describe('PUT accounts/user/me/', () => {
  it('changes only the fields given', async () => {
    const token = await harness.login('hub.manager@demo.fleet');
    const response = await harness.call('PUT', ME, { token, body: { first_name: '  Harriet ' } });
    expect(response.status).toBe(200);
    const profile = await response.json();
    assert(profile, Profile);
    expect(profile.first_name).toBe('Harriet');
    expect(profile.last_name).toBe('Hub');
  });

  it('rejects an empty name and unknown fields, and keeps what was saved', async () => {
    const token = await harness.login('branch.manager@demo.fleet');
    const response = await harness.call('PUT', ME, { token, body: { first_name: ' ', email: 'new@demo.fleet' } });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { fields: Record<string, string> } };
    expect(errors.fields).toEqual({ first_name: 'First Name is required', email: messages.field.unknown });
    expect((await profileOf(token)).first_name).toBe('Blake');
    expect((await profileOf(token)).email).toBe('branch.manager@demo.fleet');
  });

  it('needs a session', async () => {
    expect((await harness.call('PUT', ME, { body: { first_name: 'X' } })).status).toBe(401);
  });
});

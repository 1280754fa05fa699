import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { LoginOrganisationChoices, LoginResponse, Profile, messages } from '@motorpool/api';
import { createHarness, DEMO_PASSWORD, type Harness } from './harness';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

const LOGIN = '/api/v1/accounts/user/login/';

async function errorsOf(response: Response) {
  return ((await response.json()) as { errors: { title: string; fields?: Record<string, string>; code?: string } }).errors;
}

describe('POST accounts/user/login/', () => {
  it('signs in a single-organisation user and returns a fresh token each time', async () => {
    const first = await harness.call('POST', LOGIN, { body: { email: 'admin@demo.fleet', password: DEMO_PASSWORD } });
    expect(first.status).toBe(200);
    const body = await first.json();
    assert(body, LoginResponse);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.organisation).toEqual(expect.any(Number));

    const second = await harness.call('POST', LOGIN, { body: { email: 'ADMIN@demo.fleet', password: DEMO_PASSWORD } });
    expect(second.status).toBe(200);
    expect(((await second.json()) as { token: string }).token).not.toBe(body.token);
  });

  it('refuses a wrong password and an unknown email with the same 400 title', async () => {
    const wrong = await harness.call('POST', LOGIN, { body: { email: 'admin@demo.fleet', password: 'Demo@99999' } });
    const unknown = await harness.call('POST', LOGIN, { body: { email: 'nobody@demo.fleet', password: DEMO_PASSWORD } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect((await errorsOf(wrong)).title).toBe(messages.login.failure);
    expect((await errorsOf(unknown)).title).toBe(messages.login.failure);
  });

  it('asks a multi-organisation user to choose, then signs them into the chosen organisation', async () => {
    const choose = await harness.call('POST', LOGIN, { body: { email: 'multi@demo.fleet', password: DEMO_PASSWORD } });
    expect(choose.status).toBe(400);
    const errors = await errorsOf(choose);
    assert(errors, LoginOrganisationChoices);
    expect(errors.title).toBe(messages.login.chooseOrganisation);
    expect(errors.organisations.map((organisation) => organisation.name)).toEqual(['Demo Fleet', 'Harbour City FleetShare']);

    const fleetShare = errors.organisations.find((organisation) => organisation.industry === 'CustomFleet');
    const chosen = await harness.call('POST', LOGIN, {
      body: { email: 'multi@demo.fleet', password: DEMO_PASSWORD, organisation_id: fleetShare?.pk },
    });
    expect(chosen.status).toBe(200);
    const { token, organisation } = (await chosen.json()) as { token: string; organisation: number };
    expect(organisation).toBe(fleetShare?.pk);

    const profile = await (await harness.call('GET', '/api/v1/accounts/user/profile/', { token })).json();
    assert(profile, Profile);
    expect(profile.current_organisation?.name).toBe('Harbour City FleetShare');
    expect(profile.role?.name).toBe('Branch Manager');
    // CustomFleet branch managers lose user_write (spec §6).
    expect(profile.permissions).toContain('is_branch_manager');
    expect(profile.permissions).not.toContain('user_write');
  });

  it('does not let a user sign into an organisation they do not belong to', async () => {
    const choose = await errorsOf(await harness.call('POST', LOGIN, { body: { email: 'multi@demo.fleet', password: DEMO_PASSWORD } }));
    const demoPk = (choose as unknown as { organisations: { pk: number; name: string }[] }).organisations.find((o) => o.name === 'Demo Fleet')?.pk;
    const fleetSharePk = (choose as unknown as { organisations: { pk: number; name: string }[] }).organisations.find((o) => o.name !== 'Demo Fleet')?.pk;
    expect(demoPk).toBeDefined();
    const response = await harness.call('POST', LOGIN, { body: { email: 'admin@demo.fleet', password: DEMO_PASSWORD, organisation_id: fleetSharePk } });
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.title).toBe(messages.request.notMember);
    expect(errors.fields?.organisation_id).toBe(messages.request.notMember);
  });

  it.each([
    [{}, { email: messages.email.required, password: messages.password.required }],
    [{ email: 'a', password: 'x' }, { email: messages.email.tooShort }],
    [{ email: `${'a'.repeat(45)}@x.com`, password: 'x' }, { email: messages.email.tooLong }],
    [{ email: 'not-an-email', password: 'x' }, { email: messages.email.invalid }],
    [{ email: 'admin@demo.fleet', password: 'x'.repeat(51) }, { password: messages.password.tooLong }],
    [{ email: 'admin@demo.fleet', password: 'x', organisation_id: 'one' }, { organisation_id: messages.organisation.required }],
    [{ email: 'admin@demo.fleet', password: 'x', is_admin: true }, { is_admin: messages.field.unknown }],
  ])('answers bad input %j with 400 and field messages', async (body, fields) => {
    const response = await harness.call('POST', LOGIN, { body });
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.title).toBe(messages.request.invalid);
    expect(errors.fields).toEqual(fields);
  });

  it.each([
    ['malformed JSON', '{"email": '],
    ['a JSON array', '[1,2]'],
    ['a JSON string', '"admin@demo.fleet"'],
    ['an empty body', ''],
  ])('answers %s with 400, never 500', async (_name, rawBody) => {
    const response = await harness.call('POST', LOGIN, { rawBody, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).title).toEqual(expect.any(String));
  });

  it('answers an oversized body with 413', async () => {
    const rawBody = JSON.stringify({ email: 'admin@demo.fleet', password: 'x'.repeat(2 * 1024 * 1024) });
    const response = await harness.call('POST', LOGIN, { rawBody, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(413);
    expect((await errorsOf(response)).title).toBe(messages.request.tooLarge);
  });

  it('accepts the call without its trailing slash', async () => {
    const response = await harness.call('POST', '/api/v1/accounts/user/login', { body: { email: 'driver@demo.fleet', password: DEMO_PASSWORD } });
    expect(response.status).toBe(200);
  });
});

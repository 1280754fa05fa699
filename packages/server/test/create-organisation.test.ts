import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { asc, count, eq, inArray } from 'drizzle-orm';
import {
  ADDITIONAL_BRANCHES_GROUP,
  ADDITIONAL_HUBS_GROUP,
  OrganisationSummary,
  Profile,
  SidebarItems,
  messages,
  organisationMessages,
  type SidebarItem,
} from '@motorpool/api';
import { organisations, rolePermissions, roles, tagGroups } from '../src/db/schema';
import { readConfig } from '../src/config';
import { DEFAULT_ROLES } from '../src/seed/default-roles';
import { createHarness, type Harness } from './harness';

const CREATE = '/api/v1/organisations/';
const SIDEBAR = '/api/v1/organisations/sidebar-items/';

let harness: Harness;
let sysadmin: string;
let admin: string;

beforeAll(async () => {
  harness = await createHarness();
  [sysadmin, admin] = await Promise.all([harness.login('sysadmin@demo.fleet'), harness.login('admin@demo.fleet')]);
});
afterAll(() => harness.close());

type ErrorBody = { errors: { title: string; fields?: Record<string, string>; code?: string } };

const create = (token: string | undefined, body: unknown) => harness.call('POST', CREATE, { token, body });

async function organisationCount(): Promise<number> {
  const [row] = await harness.db.select({ value: count() }).from(organisations);
  return row?.value ?? 0;
}

async function sidebarOf(token: string, organisation?: number): Promise<SidebarItems> {
  const response = await harness.call('GET', SIDEBAR, { token, organisation });
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, SidebarItems);
  return body;
}

const keysOf = (items: SidebarItem[]): string[] => items.flatMap((item) => [item.key, ...keysOf(item.children ?? [])]);

describe('POST organisations/', () => {
  it('creates the organisation with its default roles and special custom fields, and the system admin can enter it', async () => {
    const response = await create(sysadmin, { name: '  Northwind Logistics ', industry: 'CustomFleet', domain: ' Fleet.Northwind.Example ' });
    expect(response.status).toBe(201);
    const created = await response.json();
    assert(created, OrganisationSummary);
    expect(created).toEqual({
      pk: expect.any(Number),
      name: 'Northwind Logistics',
      domain: 'fleet.northwind.example',
      logo: null,
      industry: 'CustomFleet',
      theme: null,
      favicon_url: null,
    });

    const createdRoles = await harness.db.select({ id: roles.id, name: roles.name }).from(roles).where(eq(roles.organisationId, created.pk));
    expect(createdRoles.map((role) => role.name).sort()).toEqual(DEFAULT_ROLES.map((role) => role.name).sort());
    const grants = await harness.db
      .select({ roleId: rolePermissions.roleId, permission: rolePermissions.permission })
      .from(rolePermissions)
      .where(
        inArray(
          rolePermissions.roleId,
          createdRoles.map((role) => role.id),
        ),
      );
    for (const role of DEFAULT_ROLES) {
      const roleId = createdRoles.find((row) => row.name === role.name)?.id;
      const granted = grants.filter((grant) => grant.roleId === roleId).map((grant) => grant.permission);
      expect(granted.sort(), role.name).toEqual([...role.permissions].sort());
    }
    const groups = await harness.db
      .select({ name: tagGroups.tagGroupName, type: tagGroups.tagType, special: tagGroups.isSpecial })
      .from(tagGroups)
      .where(eq(tagGroups.organisationId, created.pk))
      .orderBy(asc(tagGroups.id));
    expect(groups).toEqual([
      { name: ADDITIONAL_HUBS_GROUP, type: 'user', special: true },
      { name: ADDITIONAL_BRANCHES_GROUP, type: 'user', special: true },
    ]);

    // The switch the portal makes next: the new organisation's profile and menu (CustomFleet: User Manual).
    const profile = await harness.call('GET', '/api/v1/accounts/user/profile/', { token: sysadmin, organisation: created.pk });
    expect(profile.status).toBe(200);
    const body = await profile.json();
    assert(body, Profile);
    expect(body.current_organisation).toMatchObject({ pk: created.pk, name: 'Northwind Logistics' });
    expect(keysOf((await sidebarOf(sysadmin, created.pk)).results)).toEqual(expect.arrayContaining(['back-to-board', 'dashboard', 'user-manual']));
    const options = await (await harness.call('GET', '/api/v1/organisations/options/', { token: sysadmin })).json();
    expect((options as { results: OrganisationSummary[] }).results.map((option) => option.name)).toContain('Northwind Logistics');
  });

  it('takes the call without the trailing slash and without a domain', async () => {
    const response = await harness.call('POST', '/api/v1/organisations', { token: sysadmin, body: { name: 'Southern Cross Fleet', industry: 'Fleet' } });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: 'Southern Cross Fleet', domain: null, industry: 'Fleet' });
  });

  it('refuses anyone but a system admin and creates nothing', async () => {
    const before = await organisationCount();
    const asAdmin = await create(admin, { name: 'Admin Made Fleet', industry: 'Fleet' });
    expect(asAdmin.status).toBe(403);
    expect(((await asAdmin.json()) as ErrorBody).errors.title).toBe(organisationMessages.onlySystemAdmins);
    const anonymous = await create(undefined, { name: 'Anonymous Fleet', industry: 'Fleet' });
    expect(anonymous.status).toBe(401);
    expect(await organisationCount()).toBe(before);
  });

  it('refuses a name already taken, whatever its case, and a domain already taken', async () => {
    const before = await organisationCount();
    const sameName = await create(sysadmin, { name: 'demo FLEET', industry: 'Fleet' });
    expect(sameName.status).toBe(409);
    expect((await sameName.json()) as ErrorBody).toEqual({
      errors: { title: organisationMessages.nameTaken, fields: { name: organisationMessages.nameTaken } },
    });

    const sameDomain = await create(sysadmin, { name: 'Another Demo', industry: 'Fleet', domain: 'DEMO.fleet' });
    expect(sameDomain.status).toBe(409);
    expect((await sameDomain.json()) as ErrorBody).toEqual({
      errors: { title: organisationMessages.domainTaken, fields: { domain: organisationMessages.domainTaken } },
    });

    const both = await create(sysadmin, { name: 'Demo Fleet', industry: 'Fleet', domain: 'demo.fleet' });
    expect(((await both.json()) as ErrorBody).errors.fields).toEqual({ name: organisationMessages.nameTaken, domain: organisationMessages.domainTaken });
    expect(await organisationCount()).toBe(before);
  });

  it('lets exactly one of two simultaneous creations of one name through', async () => {
    const answers = await Promise.all([
      create(sysadmin, { name: 'Twin Fleet', industry: 'Fleet' }),
      create(sysadmin, { name: 'TWIN FLEET', industry: 'CustomFleet' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const twins = await harness.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, 'Twin Fleet'));
    const upper = await harness.db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, 'TWIN FLEET'));
    expect(twins.length + upper.length).toBe(1);
  });

  it.each([
    ['nothing', {}, { name: organisationMessages.nameRequired, industry: organisationMessages.industryRequired }],
    ['a blank name', { name: '   ', industry: 'Fleet' }, { name: organisationMessages.nameRequired }],
    ['a name over 100 characters', { name: 'N'.repeat(101), industry: 'Fleet' }, { name: organisationMessages.nameTooLong }],
    ['an unknown industry', { name: 'Sky Fleet', industry: 'Airline' }, { industry: organisationMessages.industryRequired }],
    ['a domain that is no host name', { name: 'Sky Fleet', industry: 'Fleet', domain: 'not a domain' }, { domain: organisationMessages.domainInvalid }],
    ['a domain with a path', { name: 'Sky Fleet', industry: 'Fleet', domain: 'sky.example/login' }, { domain: organisationMessages.domainInvalid }],
    ['a single-label domain', { name: 'Sky Fleet', industry: 'Fleet', domain: 'localhost' }, { domain: organisationMessages.domainInvalid }],
    ['a field the call does not take', { name: 'Sky Fleet', industry: 'Fleet', logo_url: 'https://x.example/logo.png' }, { logo_url: messages.field.unknown }],
  ])('answers 400 with the field messages for %s', async (_case, body, fields) => {
    const before = await organisationCount();
    const response = await create(sysadmin, body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors.fields).toEqual(fields);
    expect(await organisationCount()).toBe(before);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const response = await harness.call('POST', CREATE, { token: sysadmin, rawBody: '{name', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).errors.title).toBe(messages.request.malformedJson);
  });

  it('takes a name of exactly 100 characters and a domain with a port', async () => {
    const response = await create(sysadmin, { name: 'L'.repeat(100), industry: 'Fleet', domain: 'long.localhost:3000' });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ name: 'L'.repeat(100), domain: 'long.localhost:3000' });
  });
});

describe('the sidebar entry', () => {
  it('leads a system admin to /create-organisation', async () => {
    const body = await sidebarOf(sysadmin);
    expect(body.can_create_organisation).toBe(true);
    expect(body.results.find((item) => item.key === 'create-organisation')).toMatchObject({ label: 'Create Organization', url: '/create-organisation' });
  });
});

describe('with ORGANISATION_CREATION=false', () => {
  let switchedOff: Harness;
  let token: string;

  beforeAll(async () => {
    switchedOff = await createHarness({ env: { ORGANISATION_CREATION: 'false' } });
    token = await switchedOff.login('sysadmin@demo.fleet');
  });
  afterAll(() => switchedOff.close());

  it('refuses the call as if it did not exist, saying why', async () => {
    const response = await switchedOff.call('POST', CREATE, { token, body: { name: 'Hidden Fleet', industry: 'Fleet' } });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ errors: { title: organisationMessages.creationDisabled, code: 'organisation_creation_disabled' } });
    const [row] = await switchedOff.db.select({ value: count() }).from(organisations).where(eq(organisations.name, 'Hidden Fleet'));
    expect(row?.value).toBe(0);
  });

  it('leaves Create Organization out of a system admin’s menu', async () => {
    const response = await switchedOff.call('GET', SIDEBAR, { token });
    const body = (await response.json()) as SidebarItems;
    expect(body.can_create_organisation).toBe(false);
    expect(keysOf(body.results)).toEqual(['my-board', 'system-jobs', 'helpdesk']);
  });

  it('reads only true or false', () => {
    expect(readConfig({}).organisationCreation).toBe(true);
    expect(readConfig({ ORGANISATION_CREATION: '0' }).organisationCreation).toBe(false);
    expect(() => readConfig({ ORGANISATION_CREATION: 'maybe' })).toThrow('ORGANISATION_CREATION must be true or false');
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_HUBS_GROUP, branchMessages, messages, type TagGroupWrite } from '@motorpool/api';
import { structureMessages } from '../src/branches/messages';
import { branches, costCentres, departments, employeeExtensions, employeeTagValues, organisationSettings, tagGroups, users, vehicles } from '../src/db/schema';
import { SPECIAL_GROUP_LOCKED } from '../src/custom-fields/groups';
import { TIME_FORMAT_MESSAGE } from '../src/custom-fields/check';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
let branchManager: string;
let multi: string;
let sysadmin: string;

type Named = { pk: number; name: string };
type Group = { pk: number; tag_group_name: string; tag_type: string; tag_data_type: string; tags: string[] } & Record<string, unknown>;

function call(token: string | undefined, method: string, path: string, body?: unknown, organisation?: number) {
  return harness.call(method, `${TFM}${path}`, { token, body, organisation });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function names(path: string, token = admin) {
  return (await json<{ results: Named[] }>(await call(token, 'GET', path))).results.map((row) => row.name);
}

async function pkOf(table: typeof departments | typeof costCentres, name: string, organisationId = DEMO_FLEET) {
  const [row] = await harness.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.name, name), eq(table.organisationId, organisationId)));
  return row!.id;
}

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver, branchManager, multi, sysadmin] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('multi@demo.fleet', FLEET_SHARE),
    harness.login('sysadmin@demo.fleet'),
  ]);
});
afterAll(() => harness.close());

describe.each([
  {
    path: 'departments',
    table: departments,
    taken: structureMessages.departmentTaken,
    inUse: structureMessages.departmentInUse(1),
    used: 'Operations',
    free: 'Finance',
  },
  {
    path: 'cost-centres',
    table: costCentres,
    taken: structureMessages.costCentreTaken,
    inUse: structureMessages.costCentreInUse(1),
    used: 'CC-100 Fleet',
    free: 'CC-200 Sales',
  },
])('$path CRUD', ({ path, table, taken, inUse, used, free }) => {
  it('creates, renames and deletes, names unique whatever their case', async () => {
    const created = await json<Named>(await call(admin, 'POST', `/${path}/`, { name: '  Logistics ' }), 201);
    expect(created).toEqual({ pk: expect.any(Number), name: 'Logistics' });
    expect(await names(`/${path}/`, driver)).toContain('Logistics');

    const duplicate = await call(admin, 'POST', `/${path}/`, { name: used.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(await errorsOf(duplicate)).toMatchObject({ title: taken, fields: { name: taken } });

    const renamed = await json<Named>(await call(admin, 'PUT', `/${path}/${created.pk}/`, { name: 'Fleet Logistics' }));
    expect(renamed).toEqual({ pk: created.pk, name: 'Fleet Logistics' });
    expect((await call(admin, 'PUT', `/${path}/${created.pk}/`, { name: used })).status).toBe(409);
    // Renaming to its own name in another case is no clash.
    expect((await json<Named>(await call(admin, 'PUT', `/${path}/${created.pk}/`, { name: 'FLEET LOGISTICS' }))).name).toBe('FLEET LOGISTICS');

    expect((await call(admin, 'DELETE', `/${path}/${created.pk}/`)).status).toBe(204);
    expect(await names(`/${path}/`)).not.toContain('FLEET LOGISTICS');
    expect((await call(admin, 'DELETE', `/${path}/${created.pk}/`)).status).toBe(404);
    expect((await call(admin, 'PUT', `/${path}/${created.pk}/`, { name: 'Back' })).status).toBe(404);
  });

  it('requires a name', async () => {
    for (const body of [{ name: '' }, { name: '   ' }, {}]) {
      const response = await call(admin, 'POST', `/${path}/`, body);
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).fields).toEqual({ name: branchMessages.nameRequired });
    }
    expect((await errorsOf(await call(admin, 'POST', `/${path}/`, { name: 'x'.repeat(101) }))).fields).toEqual({ name: 'At most 100 characters' });
  });

  it('refuses deleting one members use, naming how many', async () => {
    const response = await call(admin, 'DELETE', `/${path}/${await pkOf(table, used)}/`);
    expect(response.status).toBe(409);
    expect((await errorsOf(response)).title).toBe(inUse);
    expect(await names(`/${path}/`)).toContain(used);
  });

  it('is changed only by organisation_write or super_users, and only in one’s own organisation', async () => {
    const freePk = await pkOf(table, free);
    for (const token of [driver, branchManager]) {
      expect((await call(token, 'POST', `/${path}/`, { name: 'Mine' })).status).toBe(403);
      expect((await call(token, 'PUT', `/${path}/${freePk}/`, { name: 'Mine' })).status).toBe(403);
      expect((await call(token, 'DELETE', `/${path}/${freePk}/`)).status).toBe(403);
    }
    const foreignPk = await pkOf(table, free, FLEET_SHARE);
    expect((await call(admin, 'PUT', `/${path}/${foreignPk}/`, { name: 'Mine' })).status).toBe(404);
    expect((await call(admin, 'DELETE', `/${path}/${foreignPk}/`)).status).toBe(404);
    expect(await names(`/${path}/`, multi)).toContain(free);
    // The same name lives on in another organisation.
    expect((await call(sysadmin, 'POST', `/${path}/`, { name: 'Sysadmin Made' }, FLEET_SHARE)).status).toBe(201);
    expect((await call(admin, 'POST', `/${path}/`, { name: 'Sysadmin Made' })).status).toBe(201);
  });
});

describe('a deleted member does not hold a cost centre or department back', () => {
  it('clears it from deleted members', async () => {
    const [dana] = await harness.db
      .select({ id: employeeExtensions.id })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(and(eq(users.email, 'driver@demo.fleet'), eq(employeeExtensions.organisationId, DEMO_FLEET)));
    await harness.db.update(employeeExtensions).set({ isDeleted: true }).where(eq(employeeExtensions.id, dana!.id));
    expect((await call(admin, 'DELETE', `/cost-centres/${await pkOf(costCentres, 'CC-100 Fleet')}/`)).status).toBe(204);
    expect((await call(admin, 'DELETE', `/departments/${await pkOf(departments, 'Operations')}/`)).status).toBe(204);
    const [after] = await harness.db
      .select({ costCentreId: employeeExtensions.costCentreId })
      .from(employeeExtensions)
      .where(eq(employeeExtensions.id, dana!.id));
    expect(after?.costCentreId).toBeNull();
    await harness.db.update(employeeExtensions).set({ isDeleted: false }).where(eq(employeeExtensions.id, dana!.id));
  });
});

describe('a cost centre the fleet uses', () => {
  it('is kept while a live vehicle holds it, and cleared from deleted vehicles', async () => {
    const costCentrePk = (await json<{ pk: number }>(await call(admin, 'POST', '/cost-centres/', { name: 'CC-900 Pool Cars' }), 201)).pk;
    const [branch] = await harness.db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.organisationId, DEMO_FLEET), eq(branches.name, 'Sydney Central')));
    const [vehicle] = await harness.db
      .insert(vehicles)
      .values({ organisationId: DEMO_FLEET, branchId: branch!.id, name: 'Pool Car', vehicleClass: 'C', registrationNum: 'POOL-01', costCentreId: costCentrePk })
      .returning({ id: vehicles.id });
    const refused = await call(admin, 'DELETE', `/cost-centres/${costCentrePk}/`);
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).title).toBe(structureMessages.costCentreUsedByFleet(1, 0));

    await harness.db.update(vehicles).set({ isDeleted: true }).where(eq(vehicles.id, vehicle!.id));
    expect((await call(admin, 'DELETE', `/cost-centres/${costCentrePk}/`)).status).toBe(204);
    const [after] = await harness.db.select({ costCentreId: vehicles.costCentreId }).from(vehicles).where(eq(vehicles.id, vehicle!.id));
    expect(after?.costCentreId).toBeNull();
  });
});

describe('tags/ (custom-field groups, spec §3 Tag groups)', () => {
  const group = (overrides: Partial<TagGroupWrite> = {}): TagGroupWrite => ({
    tag_group_name: 'Vest Colour',
    tag_type: 'user',
    tag_data_type: 'textselect',
    tags: ['Orange', 'Yellow'],
    ...overrides,
  });
  const groups = async (tagType: string, token = admin) => (await json<{ results: Group[] }>(await call(token, 'GET', `/tags/?tag_type=${tagType}`))).results;

  it('creates a group of each entity with every flag, listed with its entity', async () => {
    const created = await json<Group>(
      await call(
        admin,
        'POST',
        '/tags/',
        group({ label: 'Hi-vis vest', description: 'Colour of the issued vest', is_mandatory: true, show_tooltip: true, is_customizable: false }),
      ),
      201,
    );
    expect(created).toMatchObject({
      tag_group_name: 'Vest Colour',
      label: 'Hi-vis vest',
      tag_type: 'user',
      tag_data_type: 'textselect',
      tags: ['Orange', 'Yellow'],
      description: 'Colour of the issued vest',
      is_mandatory: true,
      show_tooltip: true,
      is_booking_approval: false,
      is_customizable: false,
    });
    expect((await groups('user', driver)).map((row) => row.tag_group_name)).toContain('Vest Colour');

    const booking = await json<Group>(
      await call(
        admin,
        'POST',
        '/tags/',
        group({ tag_group_name: 'Trip Code', tag_type: 'booking', tag_data_type: 'free_text_field', tags: [], is_booking_approval: true }),
      ),
      201,
    );
    expect(booking).toMatchObject({ tag_type: 'booking', is_booking_approval: true, tags: [] });
    // The same name may serve another entity.
    expect((await call(admin, 'POST', '/tags/', group({ tag_type: 'branch' }))).status).toBe(201);
    expect((await groups('branch')).map((row) => row.tag_group_name)).toEqual(['Flight Details Required', 'Key Box Opens', 'Vest Colour']);
    expect((await groups('booking')).map((row) => row.tag_group_name)).toEqual(['Trip Code']);
  });

  it('requires options for the select types, and a default that fits the other types', async () => {
    for (const type of ['textselect', 'textchoice', 'multitextselect'] as const) {
      const response = await call(admin, 'POST', '/tags/', group({ tag_group_name: `No Options ${type}`, tag_data_type: type, tags: [] }));
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).fields).toEqual({ tags: branchMessages.tagsRequired });
    }
    const cases: [Partial<TagGroupWrite>, Record<string, string>][] = [
      [{ tags: ['Orange', 'orange'] }, { tags: structureMessages.optionRepeated }],
      [{ tags: ['Orange', ' '] }, { tags: structureMessages.optionBlank }],
      [{ tag_data_type: 'toggle', tags: ['maybe'] }, { tags: messages.field.invalid }],
      [{ tag_data_type: 'time', tags: ['25:00'] }, { tags: TIME_FORMAT_MESSAGE }],
      [{ tag_data_type: 'counter', tags: ['1', '2'] }, { tags: structureMessages.oneDefault }],
      [{ tag_group_name: ' ', tag_type: 'incident' as 'user', tag_data_type: 'colour' as 'text' }, {}],
    ];
    for (const [overrides, fields] of cases) {
      const response = await call(admin, 'POST', '/tags/', group({ tag_group_name: 'Checked', ...overrides }));
      expect(response.status).toBe(400);
      const errors = await errorsOf(response);
      if (Object.keys(fields).length > 0) expect(errors.fields).toEqual(fields);
      else expect(Object.keys(errors.fields ?? {}).sort()).toEqual(['tag_data_type', 'tag_group_name', 'tag_type']);
    }
    const time = await json<Group>(await call(admin, 'POST', '/tags/', group({ tag_group_name: 'Start Time', tag_data_type: 'time', tags: ['7:30 am'] })), 201);
    expect(time.tags).toEqual(['07:30 AM']);
  });

  it('keeps names unique per organisation and entity', async () => {
    const response = await call(admin, 'POST', '/tags/', group({ tag_group_name: 'vest colour', tags: ['Red'] }));
    expect(response.status).toBe(409);
    expect(await errorsOf(response)).toMatchObject({ title: structureMessages.tagGroupTaken, fields: { tag_group_name: structureMessages.tagGroupTaken } });
    expect((await call(multi, 'GET', '/tags/?tag_type=user')).status).toBe(200);
    expect((await groups('user', multi)).map((row) => row.tag_group_name)).not.toContain('Vest Colour');
  });

  it('edits a group, but never its entity', async () => {
    const [vest] = (await groups('user')).filter((row) => row.tag_group_name === 'Vest Colour');
    const edited = await json<Group>(
      await call(admin, 'PUT', `/tags/${vest!.pk}/`, group({ tag_group_name: 'Vest Colour', tags: ['Orange', 'Yellow', 'Green'], is_mandatory: false })),
    );
    expect(edited).toMatchObject({ pk: vest!.pk, tags: ['Orange', 'Yellow', 'Green'], is_mandatory: false, label: null, description: null });
    const moved = await call(admin, 'PUT', `/tags/${vest!.pk}/`, group({ tag_type: 'booking' }));
    expect(moved.status).toBe(400);
    expect((await errorsOf(moved)).fields).toEqual({ tag_type: structureMessages.tagTypeFixed });
    const clash = await call(admin, 'PUT', `/tags/${vest!.pk}/`, group({ tag_group_name: 'Uniform Size' }));
    expect(clash.status).toBe(409);
  });

  it('protects the special groups', async () => {
    const [special] = (await groups('user')).filter((row) => row.tag_group_name === ADDITIONAL_HUBS_GROUP);
    const edit = await call(admin, 'PUT', `/tags/${special!.pk}/`, group({ tag_group_name: ADDITIONAL_HUBS_GROUP, tag_data_type: 'multitextselect' }));
    expect(edit.status).toBe(403);
    expect((await errorsOf(edit)).title).toBe(SPECIAL_GROUP_LOCKED);
    const remove = await call(admin, 'DELETE', `/tags/${special!.pk}/`);
    expect(remove.status).toBe(403);
    expect((await errorsOf(remove)).title).toBe(SPECIAL_GROUP_LOCKED);
    const [row] = await harness.db.select().from(tagGroups).where(eq(tagGroups.id, special!.pk));
    expect(row?.tagGroupName).toBe(ADDITIONAL_HUBS_GROUP);
  });

  it('deletes a group with every value held for it', async () => {
    const [uniform] = (await groups('user')).filter((row) => row.tag_group_name === 'Uniform Size');
    const before = await harness.db.select().from(employeeTagValues).where(eq(employeeTagValues.tagGroupId, uniform!.pk));
    expect(before).toHaveLength(1);
    expect((await call(admin, 'DELETE', `/tags/${uniform!.pk}/`)).status).toBe(204);
    expect(await harness.db.select().from(employeeTagValues).where(eq(employeeTagValues.tagGroupId, uniform!.pk))).toEqual([]);
    expect((await groups('user')).map((row) => row.tag_group_name)).not.toContain('Uniform Size');
    expect((await call(admin, 'DELETE', `/tags/${uniform!.pk}/`)).status).toBe(404);
  });

  it('is changed only by organisation_write or super_users, and only in one’s own organisation', async () => {
    const [vest] = (await groups('user')).filter((row) => row.tag_group_name === 'Vest Colour');
    for (const token of [driver, branchManager]) {
      expect((await call(token, 'POST', '/tags/', group({ tag_group_name: 'Mine' }))).status).toBe(403);
      expect((await call(token, 'PUT', `/tags/${vest!.pk}/`, group())).status).toBe(403);
      expect((await call(token, 'DELETE', `/tags/${vest!.pk}/`)).status).toBe(403);
    }
    const [foreign] = await harness.db
      .select({ id: tagGroups.id })
      .from(tagGroups)
      .where(and(eq(tagGroups.organisationId, FLEET_SHARE), eq(tagGroups.tagGroupName, ADDITIONAL_HUBS_GROUP)));
    expect((await call(admin, 'PUT', `/tags/${foreign!.id}/`, group())).status).toBe(404);
    expect((await call(admin, 'DELETE', `/tags/${foreign!.id}/`)).status).toBe(404);
  });
});

describe("settings/enable-hubs/ (the 'Enable Hubs' setting)", () => {
  it('reads the setting, off where it was never set', async () => {
    expect(await json(await call(driver, 'GET', '/settings/enable-hubs/'))).toEqual({ enabled: true });
    expect(await json(await call(multi, 'GET', '/settings/enable-hubs/'))).toEqual({ enabled: false });
    expect((await call(undefined, 'GET', '/settings/enable-hubs/')).status).toBe(401);
  });

  it('is switched by organisation_write, under the key Enable Hubs', async () => {
    expect(await json(await call(admin, 'PUT', '/settings/enable-hubs/', { enabled: false }))).toEqual({ enabled: false });
    expect(await json(await call(driver, 'GET', '/settings/enable-hubs/'))).toEqual({ enabled: false });
    const [stored] = await harness.db
      .select({ value: organisationSettings.value })
      .from(organisationSettings)
      .where(and(eq(organisationSettings.organisationId, DEMO_FLEET), eq(organisationSettings.key, 'Enable Hubs')));
    expect(stored?.value).toBe(false);
    expect(await json(await call(sysadmin, 'PUT', '/settings/enable-hubs/', { enabled: true }, FLEET_SHARE))).toEqual({ enabled: true });
    expect(await json(await call(multi, 'GET', '/settings/enable-hubs/'))).toEqual({ enabled: true });
    expect(await json(await call(driver, 'GET', '/settings/enable-hubs/'))).toEqual({ enabled: false });

    for (const token of [driver, branchManager, multi]) expect((await call(token, 'PUT', '/settings/enable-hubs/', { enabled: true })).status).toBe(403);
    const invalid = await call(admin, 'PUT', '/settings/enable-hubs/', { enabled: 'yes', more: 1 });
    expect(invalid.status).toBe(400);
    expect(Object.keys((await errorsOf(invalid)).fields ?? {}).sort()).toEqual(['enabled', 'more']);
  });
});

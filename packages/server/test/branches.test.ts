import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Branch, branchMessages, DEFAULT_BRANCH_TIMEZONE, FLIGHT_DETAILS_TAG, messages, type BranchWrite } from '@motorpool/api';
import { structureMessages } from '../src/branches/messages';
import { branchManagers, branches, branchTagValues, employeeExtensions, tagGroups, users, vehicles } from '../src/db/schema';
import { TIME_FORMAT_MESSAGE } from '../src/custom-fields/check';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
let branchManager: string;
let sysadmin: string;
let multi: string;

type BranchBody = Branch & { pk: number };
type Page = { results: BranchBody[]; count: number; next_page: number | null };

const ids = {} as Record<'hub' | 'central' | 'parramatta' | 'harbour', number>;

function call(token: string | undefined, method: string, path: string, body?: unknown, organisation?: number) {
  return harness.call(method, `${TFM}${path}`, { token, body, organisation });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function list(query = '', token = admin): Promise<Page> {
  const page = await json<Page>(await call(token, 'GET', `/branches/${query}`));
  for (const branch of page.results) assert(branch, Branch);
  return page;
}

async function branchId(name: string) {
  const [row] = await harness.db.select({ id: branches.id }).from(branches).where(eq(branches.name, name));
  return row!.id;
}

async function memberId(email: string, organisationId: number) {
  const [row] = await harness.db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, email), eq(employeeExtensions.organisationId, organisationId)));
  return row!.id;
}

const create = (body: Partial<BranchWrite>, token = admin) => call(token, 'POST', '/branches/', { branch_type: 'branch', ...body });

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver, branchManager, sysadmin, multi] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('sysadmin@demo.fleet'),
    harness.login('multi@demo.fleet', FLEET_SHARE),
  ]);
  ids.hub = await branchId('Sydney Hub');
  ids.central = await branchId('Sydney Central');
  ids.parramatta = await branchId('Parramatta');
  ids.harbour = await branchId('Harbour City Depot');
});
afterAll(() => harness.close());

describe('GET branches/ (spec §7: results, count, next_page; is_active, ordering, hub_pks / branch_pks)', () => {
  it('lists the organisation’s branches by name with every field of spec §3', async () => {
    const page = await list();
    expect(page.count).toBe(3);
    expect(page.next_page).toBeNull();
    expect(page.results.map((branch) => branch.name)).toEqual(['Parramatta', 'Sydney Central', 'Sydney Hub']);
    const [parramatta, central, hub] = page.results;
    expect(parramatta).toMatchObject({
      branch_type: 'branch',
      branch_timezone: 'Australia/Sydney',
      is_active: true,
      is_deleted: false,
      address_features: { country: 'AU', state: 'NSW' },
      geofence_name: 'Parramatta Precinct',
      branch_manager: [{ name: 'Blake Branch', role: 'Branch Manager' }],
      linked_branches: [],
      airport_tags: [],
      is_notify: false,
      include_vehicle_doc: false,
      override_company_help_desk: false,
    });
    expect(parramatta?.business_hours).toMatchObject({ monday: { is_open: true, opens: '08:00', closes: '18:00' }, sunday: { is_open: false } });
    expect(parramatta?.branch_tags?.map((tag) => [tag.tag_group_name, tag.tag_data_type, tag.selectedValue])).toEqual([
      [FLIGHT_DETAILS_TAG, 'toggle', 'false'],
      ['Key Box Opens', 'time', '07:00 AM'],
    ]);
    expect(central?.geofence_name).toBe('Sydney CBD');
    expect(hub).toMatchObject({
      branch_type: 'hub',
      linked_branches: [
        { pk: ids.parramatta, name: 'Parramatta' },
        { pk: ids.central, name: 'Sydney Central' },
      ],
    });
  });

  it('filters, orders, searches and pages', async () => {
    const names = async (query: string) => (await list(query)).results.map((branch) => branch.name);
    expect(await names('?ordering=-name')).toEqual(['Sydney Hub', 'Sydney Central', 'Parramatta']);
    expect(await names('?branch_type=hub')).toEqual(['Sydney Hub']);
    expect(await names('?search=sydney')).toEqual(['Sydney Central', 'Sydney Hub']);
    expect(await names(`?branch_pks=${encodeURIComponent(JSON.stringify([ids.hub, ids.parramatta, ids.harbour]))}`)).toEqual(['Parramatta', 'Sydney Hub']);
    expect(await names(`?hub_pks=${encodeURIComponent(JSON.stringify([ids.hub]))}`)).toEqual(['Parramatta', 'Sydney Central']);
    expect(await names('?hub_pks=[]')).toEqual([]);
    expect(await names('?is_active=true')).toHaveLength(3);
    expect(await names('?is_active=false')).toEqual([]);
    const first = await list('?page_size=2');
    expect([first.count, first.results.length, first.next_page]).toEqual([3, 2, 2]);
    const second = await list('?page_size=2&page=2');
    expect([second.results.map((branch) => branch.name), second.next_page]).toEqual([['Sydney Hub'], null]);
  });

  it('refuses a pk list that is not JSON, and unknown filter values, with the field named', async () => {
    for (const [query, field] of [
      ['hub_pks=1,2', 'hub_pks'],
      ['branch_pks=[1,"x"]', 'branch_pks'],
      ['branch_pks={"a":1}', 'branch_pks'],
      ['hub_pks=[0]', 'hub_pks'],
    ] as const) {
      const response = await call(admin, 'GET', `/branches/?${query.replace(/[[\]{}"]/g, encodeURIComponent)}`);
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).fields).toEqual({ [field]: structureMessages.badPkList(field) });
    }
    expect((await errorsOf(await call(admin, 'GET', '/branches/?is_active=yes'))).fields).toHaveProperty('is_active');
    expect((await errorsOf(await call(admin, 'GET', '/branches/?ordering=created_at'))).fields).toHaveProperty('ordering');
    expect((await errorsOf(await call(admin, 'GET', '/branches/?branch_type=depot'))).fields).toHaveProperty('branch_type');
  });

  it('shows another organisation only its own branches', async () => {
    expect((await list('', multi)).results.map((branch) => branch.name)).toEqual(['Harbour City Depot']);
    expect((await call(admin, 'GET', `/branches/${ids.harbour}/`)).status).toBe(404);
    expect((await call(admin, 'GET', '/branches/', undefined, FLEET_SHARE)).status).toBe(403);
    expect((await call(undefined, 'GET', '/branches/')).status).toBe(401);
  });

  it('lets every member read, drivers included', async () => {
    expect((await list('', driver)).count).toBe(3);
    const one = await json<BranchBody>(await call(driver, 'GET', `/branches/${ids.parramatta}/`));
    expect(one.name).toBe('Parramatta');
  });

  it('exports the filtered list as CSV', async () => {
    const response = await call(admin, 'GET', '/branches/?is_export=csv&ordering=-name&branch_type=branch');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="branches-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes)) as string[][];
    expect(rows[0]).toEqual([
      'Name',
      'Type',
      'Status',
      'Address',
      'Country',
      'State',
      'Time Zone',
      'Branch Managers',
      'Help Desk Number',
      'Help Desk Email',
      'Linked Branches',
    ]);
    expect(rows.slice(1).map((row) => [row[0], row[1], row[2], row[4], row[7]])).toEqual([
      ['Sydney Central', 'Branch', 'Active', 'AU', ''],
      ['Parramatta', 'Branch', 'Active', 'AU', 'Blake Branch'],
    ]);
    const refused = await call(admin, 'GET', '/branches/?is_export=xlsx');
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toEqual({ is_export: 'is_export must be csv.' });
  });
});

describe('POST / PUT branches/ and PUT update-branch/{pk}/ (spec §3 Branch / hub)', () => {
  const full: BranchWrite = {
    name: 'Newcastle',
    branch_type: 'branch',
    address: '1 Hunter Street, Newcastle NSW 2300',
    address_features: { country: 'AU', state: 'NSW' },
    location: { type: 'Point', coordinates: [151.78, -32.93] },
    business_hours: { monday: { is_open: true, opens: '07:30', closes: '17:00' }, sunday: { is_open: false } },
    branch_timezone: 'Australia/Sydney',
    geofence_name: 'greater sydney',
    help_desk_contact_num: '+61249000000',
    help_desk_email_id: 'newcastle@demo.fleet',
    help_desk_custom_message: 'Call before 5 pm',
    override_company_help_desk: true,
    extra_data: {
      tollFreeNumber: '1800000000',
      important_note: 'Keys at reception',
      keaz_branch_pk: 'K-77',
      key_pickup_locations: [{ name: 'Reception', details: 'Ground floor' }],
      vehicle_pickup_locations: [{ name: 'Basement', details: null }],
      tolerance_time: 15,
      details: 'Opposite the station',
    },
    additional_details: { urls: { Parking: 'https://example.com/parking' } },
    airport_tags: ['NTL', 'NTL', ' SYD '],
    is_notify: true,
    include_vehicle_doc: true,
    branch_tags: [
      { tag_group_name: FLIGHT_DETAILS_TAG, value: 'true' },
      { tag_group_name: 'Key Box Opens', value: '6:15 am' },
    ],
    is_active: false,
  };

  it('stores every field and answers the branch (time zone, tags, managers, geofence)', async () => {
    const blake = await memberId('branch.manager@demo.fleet', DEMO_FLEET);
    const created = await json<BranchBody>(await create({ ...full, branch_manager: [blake, blake] }), 201);
    assert(created, Branch);
    expect(created).toMatchObject({
      ...full,
      geofence_name: 'Greater Sydney',
      airport_tags: ['NTL', 'SYD'],
      branch_manager: [{ pk: blake, name: 'Blake Branch', role: 'Branch Manager' }],
      is_deleted: false,
      linked_branches: [],
      branch_tags: [
        { tag_group_name: FLIGHT_DETAILS_TAG, selectedValue: 'true' },
        { tag_group_name: 'Key Box Opens', selectedValue: '06:15 AM' },
      ],
    });
    const read = await json<BranchBody>(await call(admin, 'GET', `/branches/${created.pk}/`));
    expect(read).toEqual(created);
    expect((await list('?is_active=false')).results.map((branch) => branch.name)).toEqual(['Newcastle']);
  });

  it('answers Asia/Kolkata when no time zone is given, and rejects an unknown zone on its field', async () => {
    const plain = await json<BranchBody>(await create({ name: 'Wollongong' }), 201);
    expect(plain).toMatchObject({ branch_timezone: DEFAULT_BRANCH_TIMEZONE, business_hours: null, airport_tags: [], branch_manager: [], is_active: true });
    for (const zone of ['Mars/Olympus_Mons', 'Sydney', 'EST5EDT6']) {
      const response = await create({ name: 'Nowhere', branch_timezone: zone });
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).fields).toEqual({ branch_timezone: branchMessages.unknownTimezone });
    }
    const cleared = await json<BranchBody>(
      await call(admin, 'PUT', `/branches/${plain.pk}/`, { name: 'Wollongong', branch_type: 'branch', branch_timezone: 'Europe/London' }),
    );
    expect(cleared.branch_timezone).toBe('Europe/London');
    const reset = await json<BranchBody>(
      await call(admin, 'PUT', `/branches/${plain.pk}/`, { name: 'Wollongong', branch_type: 'branch', branch_timezone: null }),
    );
    expect(reset.branch_timezone).toBe(DEFAULT_BRANCH_TIMEZONE);
  });

  it('names each business-hours mistake on its weekday', async () => {
    const response = await create({
      name: 'Bad Hours',
      business_hours: {
        monday: { is_open: true, opens: '8:00', closes: '17:00' },
        tuesday: { is_open: true, opens: '09:00', closes: '08:00' },
        wednesday: { is_open: true, opens: '09:00' },
        funday: { is_open: true, opens: '09:00', closes: '10:00' },
      } as BranchWrite['business_hours'],
    });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({
      'business_hours.monday.opens': branchMessages.hoursFormat,
      'business_hours.tuesday.closes': branchMessages.closesBeforeOpens,
      'business_hours.wednesday.closes': branchMessages.hoursFormat,
      'business_hours.funday': 'funday is not a weekday',
    });
  });

  it('requires a name and a type, refuses unknown fields and a name already in use', async () => {
    const blank = await errorsOf(await call(admin, 'POST', '/branches/', { name: ' ', branch_type: 'depot', colour: 'red' }));
    expect(blank.fields).toMatchObject({ name: branchMessages.branchNameRequired, colour: messages.field.unknown });
    expect(blank.fields).toHaveProperty('branch_type');
    const taken = await create({ name: 'sydney central' });
    expect(taken.status).toBe(409);
    expect(await errorsOf(taken)).toMatchObject({ title: structureMessages.branchNameTaken, fields: { name: structureMessages.branchNameTaken } });
  });

  it('checks branch tags with the custom-field rules, keyed branch_tags.<name>', async () => {
    const response = await create({
      name: 'Tagged',
      branch_tags: [
        { tag_group_name: 'Key Box Opens', value: '25:00' },
        { tag_group_name: FLIGHT_DETAILS_TAG, value: 'maybe' },
        { tag_group_name: 'Parking Bays', value: '4' },
      ],
    });
    expect((await errorsOf(response)).fields).toEqual({
      'branch_tags.Key Box Opens': TIME_FORMAT_MESSAGE,
      [`branch_tags.${FLIGHT_DETAILS_TAG}`]: messages.field.invalid,
      'branch_tags.Parking Bays': messages.field.unknown,
    });

    const [mandatory] = await harness.db
      .insert(tagGroups)
      .values({ organisationId: DEMO_FLEET, tagType: 'branch', tagGroupName: 'Opening Date', tagDataType: 'date', isMandatory: true })
      .returning();
    try {
      const missing = await create({ name: 'Undated' });
      expect((await errorsOf(missing)).fields).toEqual({ 'branch_tags.Opening Date': messages.driverDetails.fieldRequired });
      const dated = await json<BranchBody>(await create({ name: 'Dated', branch_tags: [{ tag_group_name: 'opening date', value: '2025-03-01' }] }), 201);
      expect(dated.branch_tags?.find((tag) => tag.tag_group_name === 'Opening Date')?.selectedValue).toBe('2025-03-01');
      // An edit that leaves the tags out does not have to send them again.
      expect((await call(admin, 'PUT', `/branches/${dated.pk}/`, { name: 'Dated', branch_type: 'hub' })).status).toBe(200);
    } finally {
      await harness.db.delete(tagGroups).where(eq(tagGroups.id, mandatory!.id));
    }
  });

  it("keeps airport tags only while 'Flight Details Required' is 'true'", async () => {
    const without = await json<BranchBody>(await create({ name: 'No Flights', airport_tags: ['SYD'] }), 201);
    expect(without.airport_tags).toEqual([]);

    const airport = await json<BranchBody>(
      await create({ name: 'Airport', airport_tags: ['SYD'], branch_tags: [{ tag_group_name: FLIGHT_DETAILS_TAG, value: 'true' }] }),
      201,
    );
    expect(airport.airport_tags).toEqual(['SYD']);
    // Other edits keep the tags while the flag stays.
    const renamed = await json<BranchBody>(await call(admin, 'PUT', `/branches/${airport.pk}/`, { name: 'Airport Depot', branch_type: 'branch' }));
    expect(renamed.airport_tags).toEqual(['SYD']);
    const off = await json<BranchBody>(
      await call(admin, 'PUT', `/branches/${airport.pk}/`, {
        name: 'Airport Depot',
        branch_type: 'branch',
        branch_tags: [{ tag_group_name: FLIGHT_DETAILS_TAG, value: 'false' }],
      }),
    );
    expect(off.airport_tags).toEqual([]);
    const [stored] = await harness.db.select({ airportTags: branches.airportTags }).from(branches).where(eq(branches.id, airport.pk));
    expect(stored?.airportTags).toEqual([]);
    const cleared = await json<BranchBody>(
      await call(admin, 'PUT', `/branches/${airport.pk}/`, {
        name: 'Airport Depot',
        branch_type: 'branch',
        branch_tags: [{ tag_group_name: FLIGHT_DETAILS_TAG, value: null }],
        airport_tags: ['MEL'],
      }),
    );
    // Cleared, the toggle falls back to its default ('false').
    expect([cleared.airport_tags, cleared.branch_tags?.[0]?.selectedValue]).toEqual([[], 'false']);
    const rows = await harness.db.select().from(branchTagValues).where(eq(branchTagValues.branchId, airport.pk));
    expect(rows).toEqual([]);
  });

  it('changes only what a PUT sends; update-branch/{pk}/ takes the same branch wrapped', async () => {
    const base = await json<BranchBody>(await create({ ...full, name: 'Maitland', branch_tags: [] }), 201);
    const edited = await json<BranchBody>(
      await call(admin, 'PUT', `/branches/${base.pk}/`, {
        name: 'Maitland',
        branch_type: 'hub',
        help_desk_custom_message: null,
        geofence_name: null,
        is_active: true,
      }),
    );
    expect(edited).toMatchObject({
      branch_type: 'hub',
      help_desk_custom_message: null,
      geofence_name: null,
      is_active: true,
      address: full.address,
      business_hours: full.business_hours,
      extra_data: full.extra_data,
    });
    expect(Date.parse(edited.modified_at ?? '')).toBeGreaterThanOrEqual(Date.parse(base.modified_at ?? ''));

    const wrapped = await json<BranchBody>(
      await call(admin, 'PUT', `/update-branch/${base.pk}/`, {
        branch: { name: 'Maitland Hub', branch_type: 'hub', business_hours: { saturday: { is_open: false } } },
      }),
    );
    expect(wrapped).toMatchObject({ name: 'Maitland Hub', business_hours: { saturday: { is_open: false } }, address: full.address });
    const unwrapped = await call(admin, 'PUT', `/update-branch/${base.pk}/`, { name: 'Maitland Hub', branch_type: 'hub' });
    expect(unwrapped.status).toBe(400);
    expect((await call(admin, 'PUT', '/branches/999999/', { name: 'Ghost', branch_type: 'branch' })).status).toBe(404);
  });

  it('takes branch managers and geofences of this organisation only', async () => {
    const foreignMember = await memberId('multi@demo.fleet', FLEET_SHARE);
    const foreign = await create({ name: 'Foreign Managers', branch_manager: [foreignMember], geofence_name: 'Harbour City' });
    expect(foreign.status).toBe(400);
    expect((await errorsOf(foreign)).fields).toEqual({
      branch_manager: structureMessages.managersOfOrganisation,
      geofence_name: structureMessages.unknownGeofence,
    });

    const dana = await memberId('driver@demo.fleet', DEMO_FLEET);
    const blake = await memberId('branch.manager@demo.fleet', DEMO_FLEET);
    const managed = await json<BranchBody>(await create({ name: 'Managed', branch_manager: [dana, blake] }), 201);
    expect(managed.branch_manager?.map((person) => person.name)).toEqual(['Blake Branch', 'Dana Driver']);
    const replaced = await json<BranchBody>(
      await call(admin, 'PUT', `/branches/${managed.pk}/`, { name: 'Managed', branch_type: 'branch', branch_manager: [dana] }),
    );
    expect(replaced.branch_manager).toEqual([{ pk: dana, name: 'Dana Driver', role: 'Driver' }]);
    const kept = await json<BranchBody>(await call(admin, 'PUT', `/branches/${managed.pk}/`, { name: 'Managed', branch_type: 'branch' }));
    expect(kept.branch_manager).toEqual(replaced.branch_manager);
  });

  it('keeps a hub that members hold as their hub a hub', async () => {
    await harness.db
      .update(employeeExtensions)
      .set({ hubId: ids.hub })
      .where(eq(employeeExtensions.id, await memberId('driver@demo.fleet', DEMO_FLEET)));
    const response = await call(admin, 'PUT', `/branches/${ids.hub}/`, { name: 'Sydney Hub', branch_type: 'branch' });
    expect(response.status).toBe(409);
    expect((await errorsOf(response)).title).toBe(structureMessages.hubHasMembers(1));
    await harness.db.update(employeeExtensions).set({ hubId: null }).where(eq(employeeExtensions.hubId, ids.hub));
  });
});

describe('permissions (spec §6) and tenancy', () => {
  it('lets only organisation_write or super_users change branches', async () => {
    for (const token of [driver, branchManager]) {
      expect((await create({ name: 'Not Allowed' }, token)).status).toBe(403);
      expect((await call(token, 'PUT', `/branches/${ids.central}/`, { name: 'Renamed', branch_type: 'branch' })).status).toBe(403);
      expect((await call(token, 'PUT', `/update-branch/${ids.central}/`, { branch: { name: 'Renamed', branch_type: 'branch' } })).status).toBe(403);
      expect((await call(token, 'DELETE', `/branches/${ids.central}/`)).status).toBe(403);
    }
    expect((await call(undefined, 'POST', '/branches/', { name: 'Not Allowed', branch_type: 'branch' })).status).toBe(401);
    // A system admin holds the global permissions in whichever organisation they enter.
    expect((await call(sysadmin, 'POST', '/branches/', { name: 'Sysadmin Depot', branch_type: 'branch' }, FLEET_SHARE)).status).toBe(201);
    expect((await list('', multi)).results.map((branch) => branch.name)).toEqual(['Harbour City Depot', 'Sysadmin Depot']);
  });

  it('answers 404 for another organisation’s branch, whatever the call', async () => {
    expect((await call(admin, 'PUT', `/branches/${ids.harbour}/`, { name: 'Mine Now', branch_type: 'branch' })).status).toBe(404);
    expect((await call(admin, 'PUT', `/update-branch/${ids.harbour}/`, { branch: { name: 'Mine Now', branch_type: 'branch' } })).status).toBe(404);
    expect((await call(admin, 'DELETE', `/branches/${ids.harbour}/`)).status).toBe(404);
    const [harbour] = await harness.db.select().from(branches).where(eq(branches.id, ids.harbour));
    expect([harbour?.name, harbour?.isDeleted]).toEqual(['Harbour City Depot', false]);
  });
});

describe('DELETE branches/{pk}/ (soft delete)', () => {
  it('refuses a branch members still belong to, naming how many', async () => {
    const response = await call(admin, 'DELETE', `/branches/${ids.parramatta}/`);
    expect(response.status).toBe(409);
    expect((await errorsOf(response)).title).toBe(structureMessages.branchHasMembers(2));
    expect((await list()).results.map((branch) => branch.name)).toContain('Parramatta');
  });

  it('refuses a branch that still keeps vehicles', async () => {
    const depot = await json<BranchBody>(await create({ name: 'Vehicle Depot' }), 201);
    await harness.db
      .insert(vehicles)
      .values({ organisationId: DEMO_FLEET, branchId: depot.pk, name: 'Depot Van', vehicleClass: 'C', registrationNum: 'DEPOT-1' });
    const response = await call(admin, 'DELETE', `/branches/${depot.pk}/`);
    expect(response.status).toBe(409);
    expect((await errorsOf(response)).title).toBe(structureMessages.branchHasVehicles(1));
  });

  it('hides a deleted branch everywhere, drops its links and frees its name', async () => {
    const blake = await memberId('branch.manager@demo.fleet', DEMO_FLEET);
    const doomed = await json<BranchBody>(await create({ name: 'Doomed', branch_manager: [blake] }), 201);
    expect((await call(admin, 'POST', '/branch-relations/bulk/', { from_branch: ids.hub, to_branch: [ids.central, ids.parramatta, doomed.pk] })).status).toBe(
      200,
    );

    const response = await call(admin, 'DELETE', `/branches/${doomed.pk}/`);
    expect(await json(response)).toEqual({ message: structureMessages.branchDeleted });
    expect((await call(admin, 'GET', `/branches/${doomed.pk}/`)).status).toBe(404);
    expect((await call(admin, 'DELETE', `/branches/${doomed.pk}/`)).status).toBe(404);
    expect((await list('?search=doomed')).count).toBe(0);
    const [row] = await harness.db.select().from(branches).where(eq(branches.id, doomed.pk));
    expect(row?.isDeleted).toBe(true);
    expect(await harness.db.select().from(branchManagers).where(eq(branchManagers.branchId, doomed.pk))).toEqual([]);
    const hub = await json<BranchBody>(await call(admin, 'GET', `/branches/${ids.hub}/`));
    expect(hub.linked_branches).toEqual([
      { pk: ids.parramatta, name: 'Parramatta' },
      { pk: ids.central, name: 'Sydney Central' },
    ]);
    expect((await create({ name: 'Doomed' })).status).toBe(201);
  });
});

describe('GET branch-managers/ and geofences/', () => {
  it('lists the members whose role carries is_branch_manager', async () => {
    const body = await json<{ results: { pk: number; name: string; role: string }[]; count: number }>(await call(driver, 'GET', '/branch-managers/'));
    // Admin holds every permission, is_branch_manager included.
    expect(body.results.map((person) => [person.name, person.role])).toEqual([
      ['Alex Admin', 'Admin'],
      ['Blake Branch', 'Branch Manager'],
    ]);
    expect(body.results[1]?.pk).toBe(await memberId('branch.manager@demo.fleet', DEMO_FLEET));
    const fleetShare = await json<{ results: { name: string }[] }>(await call(multi, 'GET', '/branch-managers/'));
    expect(fleetShare.results.map((person) => person.name)).toEqual(['Morgan Multi']);
  });

  it('lists the organisation’s named geofences', async () => {
    const demo = await json<{ results: { name: string }[]; count: number }>(await call(driver, 'GET', '/geofences/'));
    expect(demo.results.map((fence) => fence.name)).toEqual(['Greater Sydney', 'Parramatta Precinct', 'Sydney CBD']);
    const fleetShare = await json<{ results: { name: string }[] }>(await call(multi, 'GET', '/geofences/'));
    expect(fleetShare.results.map((fence) => fence.name)).toEqual(['Harbour City']);
    expect((await call(undefined, 'GET', '/geofences/')).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { eq } from 'drizzle-orm';
import { Employee, EmployeeSearchResult, listOf, PAGE_SIZES, todayIso, USER_TABLE_COLUMNS, type EmployeeList } from '@motorpool/api';
import {
  branches,
  costCentres,
  departments,
  employeeDepartments,
  employeeExtensions,
  employeeReminderRecipients,
  employeeTagValues,
  roles,
  tagGroups,
  users,
} from '../src/db/schema';
import { employeeIdBatches, parseEmployeeListQuery, SORTS } from '../src/employees/list-query';
import type { OrganisationScope } from '../src/tenancy/tenancy';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, inYears, TFM } from './sign-up-flow';

const EMPLOYEES = `${TFM}/employees-extensions/`;
let harness: Harness;
let adminToken: string;
let driverToken: string;
let multiInFleetShare: string;
const ids: Record<string, number> = {};
const KAI_EXPIRY = inYears(5);

async function idOf<T extends { id: number; name: string }>(rows: T[], name: string): Promise<number> {
  const row = rows.find((candidate) => candidate.name === name);
  if (!row) throw new Error(`no ${name}`);
  return row.id;
}

type Person = {
  first: string;
  last: string;
  email: string;
  phone?: string;
  role: string;
  branch: string | null;
  extension: Partial<typeof employeeExtensions.$inferInsert>;
  departments?: string[];
  costCentre?: string;
};

beforeAll(async () => {
  harness = await createHarness();
  const db = harness.db;
  const [roleRows, branchRows, departmentRows, costCentreRows] = await Promise.all([
    db.select().from(roles).where(eq(roles.organisationId, DEMO_FLEET)),
    db.select().from(branches),
    db.select().from(departments).where(eq(departments.organisationId, DEMO_FLEET)),
    db.select().from(costCentres).where(eq(costCentres.organisationId, DEMO_FLEET)),
  ]);
  const demoBranches = branchRows.filter((branch) => branch.organisationId === DEMO_FLEET);
  const people: Person[] = [
    {
      first: 'Quinn',
      last: 'Quartz',
      email: 'quinn@list.test',
      phone: '+61411111111',
      role: 'HubBranch',
      branch: 'Parramatta',
      departments: ['Finance', 'Sales'],
      costCentre: 'CC-200 Sales',
      extension: {
        employeeId: 'Q-100',
        status: 'Inactive',
        licenseClass: ['MR', 'HC'],
        licenseValidUpto: '2020-03-01',
        licenseNumber: 'VIC900',
        address: 'Zeta Road',
        licenseState: 'VIC',
        keypadNumber: '0042',
        dateOfBirth: '1975-03-03',
        associatedTags: ['Night crew'],
        licenseExpReminder: true,
        licExpRemindBeforeDays: 14,
        proconId: 'TEL-77',
        keazUserPk: 'KZ-5',
      },
    },
    { first: 'Riley', last: 'Rowe', email: 'riley@list.test', role: 'Driver', branch: 'Sydney Hub', extension: { status: 'Pending Approval' } },
    {
      first: 'Yara',
      last: 'Young',
      email: 'yara@list.test',
      phone: '+61422222222',
      role: 'Driver',
      branch: 'Sydney Central',
      departments: ['Operations'],
      extension: { employeeId: 'Y-7', status: 'Deleted', isDeleted: true, licenseValidUpto: inYears(1), licenseNumber: 'QLD5' },
    },
    {
      first: 'Kai',
      last: 'King',
      email: 'kai@list.test',
      role: 'Branch Manager',
      branch: 'Parramatta',
      departments: ['Sales'],
      costCentre: 'CC-100 Fleet',
      extension: {
        employeeId: 'K-3',
        licenseClass: ['LR'],
        licenseValidUpto: KAI_EXPIRY,
        licenseNumber: 'NSW111',
        address: 'Alpha Lane',
        licenseState: 'NSW',
        keypadNumber: '0007',
        dateOfBirth: '2000-12-12',
        associatedTags: ['Day crew'],
        licenseExpReminder: true,
        licExpRemindBeforeDays: 60,
        proconId: 'TEL-12',
        keazUserPk: 'KZ-9',
      },
    },
  ];
  for (const person of people) {
    const [user] = await db
      .insert(users)
      .values({ email: person.email, firstName: person.first, lastName: person.last, phone: person.phone ?? null, countryCode: person.phone ? 'AU' : null })
      .returning({ id: users.id });
    const [extension] = await db
      .insert(employeeExtensions)
      .values({
        organisationId: DEMO_FLEET,
        userId: user?.id ?? 0,
        roleId: await idOf(roleRows, person.role),
        branchId: person.branch ? await idOf(demoBranches, person.branch) : null,
        costCentreId: person.costCentre ? await idOf(costCentreRows, person.costCentre) : null,
        ...person.extension,
      })
      .returning({ id: employeeExtensions.id });
    const id = extension?.id ?? 0;
    ids[person.first] = id;
    for (const department of person.departments ?? []) {
      await db
        .insert(employeeDepartments)
        .values({ employeeExtensionId: id, departmentId: await idOf(departmentRows, department), organisationId: DEMO_FLEET });
    }
  }
  const [admin] = await db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(eq(users.email, 'admin@demo.fleet'));
  await db.insert(employeeReminderRecipients).values([
    { employeeExtensionId: ids.Quinn ?? 0, recipientExtensionId: admin?.id ?? 0, organisationId: DEMO_FLEET },
    { employeeExtensionId: ids.Kai ?? 0, recipientExtensionId: ids.Quinn ?? 0, organisationId: DEMO_FLEET },
  ]);
  const [uniform] = await db.select().from(tagGroups).where(eq(tagGroups.tagGroupName, 'Uniform Size'));
  await db.insert(employeeTagValues).values({ employeeExtensionId: ids.Kai ?? 0, tagGroupId: uniform?.id ?? 0, organisationId: DEMO_FLEET, value: ['L'] });

  // Someone only Harbour City FleetShare has.
  const [outsider] = await db.insert(users).values({ email: 'outsider@list.test', firstName: 'Otto', lastName: 'Outsider' }).returning({ id: users.id });
  const fleetShareBranch = branchRows.find((branch) => branch.organisationId === FLEET_SHARE);
  const [fleetShareRole] = await db.select().from(roles).where(eq(roles.organisationId, FLEET_SHARE));
  await db
    .insert(employeeExtensions)
    .values({ organisationId: FLEET_SHARE, userId: outsider?.id ?? 0, roleId: fleetShareRole?.id ?? 0, branchId: fleetShareBranch?.id ?? null });
  ids.fleetShareBranch = fleetShareBranch?.id ?? 0;

  adminToken = await harness.login('admin@demo.fleet');
  driverToken = await harness.login('driver@demo.fleet');
  multiInFleetShare = await harness.login('multi@demo.fleet', FLEET_SHARE);
});
afterAll(() => harness.close());

async function list(query: string, token = adminToken): Promise<EmployeeList> {
  const response = await harness.call('GET', `${EMPLOYEES}?${query}`, { token });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  const body = JSON.parse(text) as EmployeeList;
  assert(body, listOf(Employee));
  return body;
}

const emailsOf = async (query: string) => (await list(`page_size=60&${query}`)).results.map((row) => row.email).sort();
const SEEDED = ['admin@demo.fleet', 'branch.manager@demo.fleet', 'driver@demo.fleet', 'hub.manager@demo.fleet', 'multi@demo.fleet'];

describe('GET employees-extensions/: search and column filters', () => {
  it('lists members who are not deleted, by name, with count and pages', async () => {
    const all = await list('page_size=60');
    expect(all.count).toBe(8);
    expect(all.results.map((row) => row.name)).toEqual([
      'Alex Admin',
      'Blake Branch',
      'Dana Driver',
      'Harper Hub',
      'Kai King',
      'Morgan Multi',
      'Quinn Quartz',
      'Riley Rowe',
    ]);
    const second = await list('page_size=2&page=2');
    expect(second.results.map((row) => row.name)).toEqual(['Dana Driver', 'Harper Hub']);
    expect(second).toMatchObject({ count: 8, next_page: 3 });
    expect((await list('page_size=2&page=4')).next_page).toBeNull();
    expect(await list('page_size=10&page=9')).toMatchObject({ results: [], count: 8, next_page: null });
  });

  it('keeps to members without an account password with registered=false (the non-registered drivers), and the others with true', async () => {
    expect((await emailsOf('registered=false')).sort()).toEqual(['kai@list.test', 'quinn@list.test', 'riley@list.test']);
    expect(await emailsOf('registered=true')).toContain('driver@demo.fleet');
    expect(await emailsOf('registered=true')).not.toContain('riley@list.test');
    expect((await harness.call('GET', `${EMPLOYEES}?registered=maybe`, { token: adminToken })).status).toBe(400);
  });

  it('includes deleted members only with is_deleted=true', async () => {
    expect(await emailsOf('is_deleted=true')).toContain('yara@list.test');
    expect(await emailsOf('')).not.toContain('yara@list.test');
    expect(await emailsOf('status=Deleted')).toEqual([]);
    expect(await emailsOf('is_deleted=true&status=Deleted')).toEqual(['yara@list.test']);
  });

  it.each([
    ['search=QUINN', ['quinn@list.test']],
    ['search=q-100', ['quinn@list.test']],
    ['search=list.test', ['kai@list.test', 'quinn@list.test', 'riley@list.test']],
    ['search=100%25', []],
    ['employee_id=k-3', ['kai@list.test']],
    ['name=quartz', ['quinn@list.test']],
    ['name=ai k', ['kai@list.test']],
    ['phone=411 111', ['quinn@list.test']],
    ['email=RILEY@', ['riley@list.test']],
    ['procon_id=tel-7', ['quinn@list.test']],
    ['license_class=hc', ['quinn@list.test']],
    ['license_number=nsw11', ['kai@list.test']],
    ['address=lane', ['kai@list.test']],
    ['license_state=vic', ['quinn@list.test']],
    ['keypad_number=004', ['quinn@list.test']],
    ['associated_tags=crew', ['kai@list.test', 'quinn@list.test']],
    ['lic_exp_remind_before_days=60', ['kai@list.test']],
    ['lic_exp_reminder_recipients=alex', ['quinn@list.test']],
    ['lic_exp_reminder_recipients=QUINN', ['kai@list.test']],
    ['keaz_user_pk=kz-9', ['kai@list.test']],
    ['license_exp_reminder=true', ['kai@list.test', 'quinn@list.test']],
    ['license_exp_reminder=No', [...SEEDED.filter((email) => email !== 'driver@demo.fleet'), 'driver@demo.fleet', 'riley@list.test'].sort()],
    ['status=Inactive', ['quinn@list.test']],
    ['status=pending approval,Inactive', ['quinn@list.test', 'riley@list.test']],
    ['license_status=Expired', ['quinn@list.test']],
    ['license_status=Valid', ['driver@demo.fleet', 'kai@list.test']],
    ['license_status=Not Provided', ['admin@demo.fleet', 'branch.manager@demo.fleet', 'hub.manager@demo.fleet', 'multi@demo.fleet', 'riley@list.test']],
    ['license_valid_upto=2020-03-01', ['quinn@list.test']],
    [`license_valid_upto=${KAI_EXPIRY},`, ['kai@list.test']],
    ['date_of_birth=,1980-01-01', ['quinn@list.test']],
    ['date_of_birth=1990-05-17,2001-01-01', ['driver@demo.fleet', 'kai@list.test']],
    ['user_tags.Uniform Size=L', ['kai@list.test']],
    ['user_tags.uniform size=m', ['driver@demo.fleet']],
  ])('filters %s', async (query, expected) => {
    expect(await emailsOf(query.replace(/ /g, '%20'))).toEqual(expected);
  });

  it('filters the select columns by pks (branch, departments, cost centre, role)', async () => {
    const db = harness.db;
    const named = async (table: typeof branches | typeof departments | typeof costCentres | typeof roles, name: string) => {
      const [row] = await db.select({ id: table.id }).from(table).where(eq(table.name, name));
      return row?.id ?? 0;
    };
    expect(await emailsOf(`branch=${await named(branches, 'Parramatta')}`)).toEqual([
      'branch.manager@demo.fleet',
      'kai@list.test',
      'multi@demo.fleet',
      'quinn@list.test',
    ]);
    expect(await emailsOf(`branch=${await named(branches, 'Sydney Hub')},${await named(branches, 'Sydney Central')}`)).toEqual([
      'admin@demo.fleet',
      'driver@demo.fleet',
      'hub.manager@demo.fleet',
      'riley@list.test',
    ]);
    const [finance] = await db.select().from(departments).where(eq(departments.name, 'Finance'));
    expect(await emailsOf(`departments=${finance?.id}`)).toEqual(['quinn@list.test']);
    const [sales] = await db.select().from(departments).where(eq(departments.name, 'Sales'));
    expect(await emailsOf(`departments=${sales?.id}`)).toEqual(['kai@list.test', 'quinn@list.test']);
    const [fleet] = await db.select().from(costCentres).where(eq(costCentres.name, 'CC-100 Fleet'));
    expect(await emailsOf(`cost_centre=${fleet?.id}`)).toEqual(['driver@demo.fleet', 'kai@list.test']);
    const [hubBranch] = await db.select().from(roles).where(eq(roles.name, 'HubBranch'));
    expect(await emailsOf(`role=${hubBranch?.id}`)).toEqual(['quinn@list.test']);
    expect(await emailsOf(`branch=${ids.fleetShareBranch}`)).toEqual([]);
  });

  it.each([
    ['branch=Parramatta', 'branch', 'branch must be one or more pks separated by commas.'],
    ['status=Gone', 'status', 'status must be one or more of: Active, Inactive, Rejected, Pending Approval, Sys Admin, Deleted.'],
    ['license_status=Lapsed', 'license_status', 'license_status must be one or more of: Valid, Expired, Not Provided.'],
    ['license_valid_upto=yesterday', 'license_valid_upto', 'license_valid_upto must be a date (yyyy-MM-dd) or a range "from,to".'],
    ['date_of_birth=2001-02-30', 'date_of_birth', 'date_of_birth must be a date (yyyy-MM-dd) or a range "from,to".'],
    ['license_exp_reminder=maybe', 'license_exp_reminder', 'license_exp_reminder must be true or false.'],
    ['lic_exp_remind_before_days=soon', 'lic_exp_remind_before_days', 'lic_exp_remind_before_days must be a whole number.'],
    ['colour=red', 'colour', 'This field is not allowed'],
    ['actions=x', 'actions', 'This field is not allowed'],
    ['ordering=phone', 'ordering', expect.stringContaining('ordering must be one of employee_id, name')],
    ['ordering=-colour', 'ordering', expect.stringContaining('ordering must be one of')],
    [`page_size=50`, 'page_size', `page_size must be one of ${PAGE_SIZES.join(', ')}.`],
    ['page=0', 'page', 'page must be a positive whole number.'],
    ['is_deleted=yes please', 'is_deleted', 'is_deleted must be true or false.'],
  ])('refuses %s', async (query, field, message) => {
    const response = await harness.call('GET', `${EMPLOYEES}?${query.replace(/ /g, '%20')}`, { token: adminToken });
    expect(response.status).toBe(400);
    expect((await errorsOf(response)).fields).toEqual({ [field]: message });
  });

  it('ignores empty filter values, as a cleared filter box sends them', async () => {
    expect((await list('name=&branch=&page_size=60')).count).toBe(8);
  });
});

type Comparable = string | number | boolean | null | undefined;

/** What each sortable column sorts by, read from the Employee response. */
const SORT_VALUES: Record<string, (row: Employee) => Comparable> = {
  employee_id: (row) => row.employee_id?.toLowerCase(),
  name: (row) => row.name.toLowerCase(),
  email: (row) => row.email.toLowerCase(),
  procon_id: (row) => row.employee_details?.employees_extension.procon_id?.toLowerCase(),
  branch: (row) => row.employee_details?.employees_extension.branch?.name.toLowerCase(),
  cost_centre: (row) => row.employee_details?.employees_extension.cost_centre?.name.toLowerCase(),
  status: (row) => row.status.name,
  license_valid_upto: (row) => dateOf(row.employee_details?.employees_extension.license_valid_upto),
  license_number: (row) => row.employee_details?.employees_extension.license_number?.toLowerCase(),
  address: (row) => row.employee_details?.employees_extension.address?.toLowerCase(),
  license_state: (row) => row.employee_details?.employees_extension.license_state?.toLowerCase(),
  role: (row) => row.role?.name.toLowerCase(),
  keypad_number: (row) => row.employee_details?.employees_extension.keypad_number?.toLowerCase(),
  date_of_birth: (row) => dateOf(row.employee_details?.employees_extension.date_of_birth),
  license_exp_reminder: (row) => row.employee_details?.employees_extension.license_exp_reminder,
  lic_exp_remind_before_days: (row) => row.employee_details?.employees_extension.lic_exp_remind_before_days,
  keaz_user_pk: (row) => {
    const value = row.employee_details?.employees_extension.extra_data?.keaz_user_pk;
    return typeof value === 'string' ? value.toLowerCase() : null;
  },
};

function dateOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'original' in value) return (value as { original: string | null }).original;
  return null;
}

/** Empty cells last ascending, first descending; ties by pk in the same direction. */
function expectedOrder(rows: Employee[], key: string, descending: boolean): number[] {
  const sortValue = SORT_VALUES[key] ?? (() => null);
  const sorted = [...rows].sort((a, b) => {
    const left = sortValue(a) ?? null;
    const right = sortValue(b) ?? null;
    let order = 0;
    if (left === null && right !== null) order = 1;
    else if (left !== null && right === null) order = -1;
    else if (left !== null && right !== null && left !== right) order = left < right ? -1 : 1;
    else order = a.pk - b.pk;
    return descending ? -order : order;
  });
  return sorted.map((row) => row.pk);
}

const sortableKeys = USER_TABLE_COLUMNS.filter((column) => column.sortable).map((column) => column.key);

describe('GET employees-extensions/: ordering', () => {
  it('sorts by exactly the sortable columns of the users table', () => {
    expect(Object.keys(SORTS).sort()).toEqual([...sortableKeys].sort());
    expect(Object.keys(SORT_VALUES).sort()).toEqual([...sortableKeys].sort());
  });

  it.each(sortableKeys.flatMap((key) => [key, `-${key}`]))('orders by %s', async (ordering) => {
    const rows = (await list(`page_size=60&is_deleted=true&ordering=${ordering}`)).results;
    expect(rows.length).toBe(9);
    const descending = ordering.startsWith('-');
    expect(rows.map((row) => row.pk)).toEqual(expectedOrder(rows, descending ? ordering.slice(1) : ordering, descending));
  });
});

describe('employeeIdBatches (export)', () => {
  const scope = { organisationId: DEMO_FLEET, tenancy: { organisation: null, membership: null, permissions: new Set<string>() } } satisfies OrganisationScope;

  it.each(sortableKeys.flatMap((key) => [key, `-${key}`]))('walks the whole list ordered by %s in keyset batches, as the pages show it', async (ordering) => {
    const query = parseEmployeeListQuery({ ordering, is_deleted: 'true', page_size: '60' });
    const batches: number[][] = [];
    for await (const batch of employeeIdBatches(harness.db, scope, query, todayIso(), 2)) batches.push(batch);
    expect(batches.every((batch) => batch.length <= 2)).toBe(true);
    const paged = (await list(`page_size=60&is_deleted=true&ordering=${ordering}`)).results.map((row) => row.pk);
    expect(batches.flat()).toEqual(paged);
  });

  it('walks a filtered list', async () => {
    const query = parseEmployeeListQuery({ license_exp_reminder: 'false', ordering: '-name' });
    const walked: number[] = [];
    for await (const batch of employeeIdBatches(harness.db, scope, query, todayIso(), 3)) walked.push(...batch);
    expect(walked).toEqual((await list('page_size=60&license_exp_reminder=false&ordering=-name')).results.map((row) => row.pk));
  });
});

describe('GET employees-extensions/: who sees what', () => {
  it('gives light rows with ignore_serialize, to any member looking someone up', async () => {
    const response = await harness.call('GET', `${EMPLOYEES}?ignore_serialize=true&search=quinn`, { token: driverToken });
    const body = (await response.json()) as { results: EmployeeSearchResult[] };
    assert(body, listOf(EmployeeSearchResult));
    expect(body.results).toEqual([{ pk: ids.Quinn, email: 'quinn@list.test', employee_id: 'Q-100', name: 'Quinn Quartz', role: 'HubBranch' }]);
  });

  it('keeps the table (and filtered look-ups) to those who manage users', async () => {
    expect((await harness.call('GET', EMPLOYEES, { token: driverToken })).status).toBe(403);
    expect((await harness.call('GET', `${EMPLOYEES}?ignore_serialize=true&license_status=Expired`, { token: driverToken })).status).toBe(403);
    expect((await harness.call('GET', `${EMPLOYEES}?ignore_serialize=true&is_deleted=true`, { token: driverToken })).status).toBe(403);
    expect((await harness.call('GET', EMPLOYEES)).status).toBe(401);
  });

  it("shows each organisation only its own members, with the caller's rights on each row", async () => {
    const demo = await emailsOf('is_deleted=true');
    expect(demo).not.toContain('outsider@list.test');
    const fleetShare = await list('page_size=60', multiInFleetShare);
    expect(fleetShare.results.map((row) => row.email).sort()).toEqual(['multi@demo.fleet', 'outsider@list.test']);
    const rights = Object.fromEntries(fleetShare.results.map((row) => [row.email, [row.is_editable, row.edit_scope]]));
    expect(rights).toEqual({ 'multi@demo.fleet': [true, 'limited'], 'outsider@list.test': [false, 'none'] });
  });
});

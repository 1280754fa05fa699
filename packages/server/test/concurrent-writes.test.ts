import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingSecondaryDrivers,
  branches,
  branchHolidays,
  branchManagers,
  branchRelations,
  departments,
  employeeDepartments,
  employeeExtensions,
  employeeReminderRecipients,
  publicHolidays,
  users,
} from '../src/db/schema';
import { addVehicle, midweekDate, payload } from './booking-write-fixtures';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, TFM } from './sign-up-flow';

/**
 * The same write sent many times at once (a double click, a retrying proxy)
 * ends as one state, every answer a 200 (or a 409 with a title), never a 500.
 * On PGlite transactions queue on one connection; on PostgreSQL they
 * interleave, which is where a delete-then-insert collides with itself.
 */
const CONCURRENT = 12;

let harness: Harness;
let admin: string;

async function idOf(table: typeof branches | typeof departments, name: string) {
  const [row] = await harness.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.organisationId, DEMO_FLEET), eq(table.name, name)));
  if (!row) throw new Error(`no ${name}`);
  return row.id;
}

async function memberId(email: string) {
  const [row] = await harness.db
    .select({ id: employeeExtensions.id })
    .from(employeeExtensions)
    .innerJoin(users, eq(users.id, employeeExtensions.userId))
    .where(and(eq(users.email, email), eq(employeeExtensions.organisationId, DEMO_FLEET)));
  if (!row) throw new Error(`no member ${email}`);
  return row.id;
}

/** Fires `count` copies of one request at once; answers their statuses and any body that is not a success. */
async function burst(method: string, path: string, body: unknown, count = CONCURRENT) {
  const responses = await Promise.all(Array.from({ length: count }, () => harness.call(method, `${TFM}${path}`, { token: admin, body })));
  const statuses = responses.map((response) => response.status);
  const refusals = await Promise.all(responses.filter((response) => response.status >= 300).map((response) => response.text()));
  return { statuses, refusals };
}

/** Every answer the success (`ok`, at least once) or a 409 with a title: never a 500. */
function expectOnlySettled({ statuses, refusals }: { statuses: number[]; refusals: string[] }, ok = 200) {
  expect(
    statuses.every((status) => status === ok || status === 409),
    refusals.join('\n'),
  ).toBe(true);
  expect(statuses).toContain(ok);
  for (const refusal of refusals) expect((JSON.parse(refusal) as { errors: { title: string } }).errors.title).toBeTruthy();
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

beforeAll(async () => {
  harness = await createHarness();
  admin = await harness.login('admin@demo.fleet', DEMO_FLEET);
}, 60_000);

afterAll(() => harness?.close());

describe(`${CONCURRENT} identical writes at once`, () => {
  it('POST branch-relations/bulk/: every answer 200, the relation set is the one asked for', async () => {
    const [hub, central, parramatta] = await Promise.all([idOf(branches, 'Sydney Hub'), idOf(branches, 'Sydney Central'), idOf(branches, 'Parramatta')]);
    for (const wanted of [[central], [central, parramatta], []]) {
      expectOnlySettled(await burst('POST', '/branch-relations/bulk/', { from_branch: hub, to_branch: wanted }));
      const stored = await harness.db.select({ to: branchRelations.toBranchId }).from(branchRelations).where(eq(branchRelations.fromBranchId, hub));
      expect(sorted(stored.map((row) => row.to))).toEqual(sorted(wanted));
    }
  }, 60_000);

  it('PUT update-extension/{pk}/ with departments and reminder recipients: every answer 200, the sets are the ones asked for', async () => {
    const [driver, adminMember, branchManager] = await Promise.all([
      memberId('driver@demo.fleet'),
      memberId('admin@demo.fleet'),
      memberId('branch.manager@demo.fleet'),
    ]);
    const [finance, operations, sales] = await Promise.all([idOf(departments, 'Finance'), idOf(departments, 'Operations'), idOf(departments, 'Sales')]);
    const plans = [
      { departments: [finance, sales], lic_exp_reminder_recipients: [adminMember] },
      { departments: [operations, finance], lic_exp_reminder_recipients: [adminMember, branchManager] },
      { departments: [], lic_exp_reminder_recipients: [] },
    ];
    for (const body of plans) {
      expectOnlySettled(await burst('PUT', `/update-extension/${driver}/`, body));
      const [storedDepartments, storedRecipients] = await Promise.all([
        harness.db.select({ id: employeeDepartments.departmentId }).from(employeeDepartments).where(eq(employeeDepartments.employeeExtensionId, driver)),
        harness.db
          .select({ id: employeeReminderRecipients.recipientExtensionId })
          .from(employeeReminderRecipients)
          .where(eq(employeeReminderRecipients.employeeExtensionId, driver)),
      ]);
      expect(sorted(storedDepartments.map((row) => row.id))).toEqual(sorted(body.departments));
      expect(sorted(storedRecipients.map((row) => row.id))).toEqual(sorted(body.lic_exp_reminder_recipients));
    }
  }, 60_000);

  it('PUT employees-extensions/{pk}/ with departments: every answer 200, one set of departments', async () => {
    const driver = await memberId('driver@demo.fleet');
    const [finance, operations] = await Promise.all([idOf(departments, 'Finance'), idOf(departments, 'Operations')]);
    const current = (await (await harness.call('GET', `${TFM}/employees-extensions/${driver}/`, { token: admin })).json()) as {
      user: { first_name: string; last_name: string; email: string };
      role: { pk: number };
      status: { name: string };
    };
    const [stored] = await harness.db.select({ branchId: employeeExtensions.branchId }).from(employeeExtensions).where(eq(employeeExtensions.id, driver));
    const body = {
      user: { first_name: current.user.first_name, last_name: current.user.last_name, email: current.user.email },
      role: current.role.pk,
      status: current.status.name,
      branch: stored?.branchId,
      departments: [operations, finance],
    };
    expectOnlySettled(await burst('PUT', `/employees-extensions/${driver}/`, body));
    const saved = await harness.db
      .select({ id: employeeDepartments.departmentId })
      .from(employeeDepartments)
      .where(eq(employeeDepartments.employeeExtensionId, driver));
    expect(sorted(saved.map((row) => row.id))).toEqual(sorted([operations, finance]));
  }, 60_000);
});

describe(`${CONCURRENT} identical writes at once, where the database already decides`, () => {
  it('PUT branches/{pk}/ with managers: one set of managers', async () => {
    const [central, dana, blake] = await Promise.all([idOf(branches, 'Sydney Central'), memberId('driver@demo.fleet'), memberId('branch.manager@demo.fleet')]);
    expectOnlySettled(await burst('PUT', `/branches/${central}/`, { name: 'Sydney Central', branch_type: 'branch', branch_manager: [dana, blake] }));
    const stored = await harness.db.select({ id: branchManagers.employeeExtensionId }).from(branchManagers).where(eq(branchManagers.branchId, central));
    expect(sorted(stored.map((row) => row.id))).toEqual(sorted([dana, blake]));
  }, 60_000);

  it('POST branch-holidays/: one 201, the others 409 naming the date; POST public-holidays/import/: every answer 200', async () => {
    const parramatta = await idOf(branches, 'Parramatta');
    const holiday = await burst('POST', '/branch-holidays/', { branch: parramatta, date: '2031-03-04', name: 'Stocktake' });
    expectOnlySettled(holiday, 201);
    expect(holiday.statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(
      await harness.db
        .select()
        .from(branchHolidays)
        .where(and(eq(branchHolidays.branchId, parramatta), eq(branchHolidays.date, '2031-03-04'))),
    ).toHaveLength(1);

    expectOnlySettled(await burst('POST', '/public-holidays/import/', { country: 'AU', state: 'NSW', year: 2031 }));
    const imported = await harness.db
      .select({ date: publicHolidays.date })
      .from(publicHolidays)
      .where(and(eq(publicHolidays.organisationId, DEMO_FLEET), eq(publicHolidays.country, 'AU'), eq(publicHolidays.state, 'NSW')));
    expect(imported.length).toBeGreaterThan(0);
    expect(new Set(imported.map((row) => row.date)).size).toBe(imported.length);
  }, 60_000);

  it('PUT bookings/{pk}/ with secondary drivers: one set of secondary drivers', async () => {
    const [central, dana, blake, adminMember] = await Promise.all([
      idOf(branches, 'Sydney Central'),
      memberId('driver@demo.fleet'),
      memberId('branch.manager@demo.fleet'),
      memberId('admin@demo.fleet'),
    ]);
    const vehicle = await addVehicle(harness, DEMO_FLEET, central);
    const day = midweekDate(20);
    const created = await harness.call('POST', `${TFM}/bookings/`, { token: admin, body: payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T11:00`) });
    expect(created.status, await created.clone().text()).toBe(201);
    const booking = ((await created.json()) as { results: { pk: number }[] }).results[0]!.pk;
    const body = payload(central, vehicle.id, dana, `${day}T09:00`, `${day}T11:00`, { secondary_drivers: [{ pk: blake }, { pk: adminMember }] });
    expectOnlySettled(await burst('PUT', `/bookings/${booking}/`, body));
    const stored = await harness.db
      .select({ id: bookingSecondaryDrivers.employeeExtensionId })
      .from(bookingSecondaryDrivers)
      .where(eq(bookingSecondaryDrivers.bookingId, booking));
    expect(sorted(stored.map((row) => row.id))).toEqual(sorted([blake, adminMember]));
  }, 60_000);
});

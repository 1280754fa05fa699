import { and, eq } from 'drizzle-orm';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDITIONAL_BRANCHES_GROUP, Branch, messages } from '@motorpool/api';
import { structureMessages } from '../src/branches/messages';
import { branchManagers, branches, branchRelations, employeeExtensions, employeeTagValues, tagGroups, users } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
let branchManager: string;
let sysadmin: string;
let multi: string;

type BranchBody = Branch & { pk: number };
type Relations = { results: { from_branch: number; to_branch: number[] }[]; count: number };

const ids = {} as Record<'hub' | 'central' | 'parramatta' | 'harbour', number>;

function call(token: string | undefined, method: string, path: string, body?: unknown, organisation?: number) {
  return harness.call(method, `${TFM}${path}`, { token, body, organisation });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
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

const saveRelations = (from_branch: number, to_branch: number[], token = admin) => call(token, 'POST', '/branch-relations/bulk/', { from_branch, to_branch });

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

describe('branch relations (spec §3: from_branch → to_branch[])', () => {
  it('lists the organisation’s relations, grouped by the branch that serves', async () => {
    const body = await json<Relations>(await call(driver, 'GET', '/branch-relations/'));
    expect(body).toEqual({ results: [{ from_branch: ids.hub, to_branch: [ids.parramatta, ids.central] }], count: 1, next_page: null });
    expect(await json<Relations>(await call(multi, 'GET', '/branch-relations/'))).toMatchObject({ results: [], count: 0 });
  });

  it('POST branch-relations/bulk/ replaces what from_branch serves', async () => {
    const saved = await json(await saveRelations(ids.hub, [ids.central]));
    expect(saved).toEqual({ from_branch: ids.hub, to_branch: [ids.central] });
    expect((await json<Relations>(await call(admin, 'GET', '/branch-relations/'))).results).toEqual([{ from_branch: ids.hub, to_branch: [ids.central] }]);

    await json(await saveRelations(ids.central, [ids.parramatta]));
    await json(await saveRelations(ids.hub, [ids.parramatta, ids.central]));
    expect((await json<Relations>(await call(admin, 'GET', '/branch-relations/'))).results).toEqual([
      { from_branch: ids.central, to_branch: [ids.parramatta] },
      { from_branch: ids.hub, to_branch: [ids.parramatta, ids.central] },
    ]);

    await json(await saveRelations(ids.central, []));
    const rows = await harness.db.select().from(branchRelations).where(eq(branchRelations.fromBranchId, ids.central));
    expect(rows).toEqual([]);
  });

  it('refuses the branch itself, repeats, and branches of another organisation or deleted', async () => {
    const [deleted] = await harness.db
      .insert(branches)
      .values({ organisationId: DEMO_FLEET, name: 'Closed Long Ago', isDeleted: true })
      .returning({ id: branches.id });
    const cases: [number, number[], Record<string, string>][] = [
      [ids.hub, [ids.central, ids.hub], { to_branch: structureMessages.toBranchItself }],
      [ids.hub, [ids.central, ids.central], { to_branch: structureMessages.toBranchRepeated }],
      [ids.hub, [ids.central, ids.harbour], { to_branch: structureMessages.toBranchUnknown }],
      [ids.hub, [deleted!.id], { to_branch: structureMessages.toBranchUnknown }],
      [ids.harbour, [ids.central], { from_branch: structureMessages.fromBranchUnknown }],
    ];
    for (const [from, to, fields] of cases) {
      const response = await saveRelations(from, to);
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).fields).toEqual(fields);
    }
    const malformed = await call(admin, 'POST', '/branch-relations/bulk/', { from_branch: ids.hub, to_branch: 'all' });
    expect((await errorsOf(malformed)).fields).toHaveProperty('to_branch');
    // Nothing of the refused saves reached the database.
    expect((await json<Relations>(await call(admin, 'GET', '/branch-relations/'))).results).toEqual([
      { from_branch: ids.hub, to_branch: [ids.parramatta, ids.central] },
    ]);
  });

  it('lets only organisation_write or super_users save relations', async () => {
    for (const token of [driver, branchManager, multi]) expect((await saveRelations(ids.hub, [ids.central], token)).status).toBe(403);
    expect((await call(undefined, 'GET', '/branch-relations/')).status).toBe(401);
    expect((await call(sysadmin, 'POST', '/branch-relations/bulk/', { from_branch: ids.harbour, to_branch: [] }, FLEET_SHARE)).status).toBe(200);
  });
});

describe('my-branch/ (branch managers)', () => {
  it('shows a branch manager the branch they manage', async () => {
    const mine = await json<BranchBody>(await call(branchManager, 'GET', '/my-branch/'));
    assert(mine, Branch);
    expect(mine).toMatchObject({ pk: ids.parramatta, name: 'Parramatta', branch_manager: [{ name: 'Blake Branch' }] });
    const fleetShare = await json<BranchBody>(await call(multi, 'GET', '/my-branch/'));
    expect(fleetShare.name).toBe('Harbour City Depot');
  });

  it('prefers their own branch among those they manage, else the first they manage, else their own', async () => {
    const blake = await memberId('branch.manager@demo.fleet', DEMO_FLEET);
    await harness.db.insert(branchManagers).values({ branchId: ids.central, employeeExtensionId: blake, organisationId: DEMO_FLEET });
    expect((await json<BranchBody>(await call(branchManager, 'GET', '/my-branch/'))).name).toBe('Parramatta');
    await harness.db.delete(branchManagers).where(and(eq(branchManagers.branchId, ids.parramatta), eq(branchManagers.employeeExtensionId, blake)));
    expect((await json<BranchBody>(await call(branchManager, 'GET', '/my-branch/'))).name).toBe('Sydney Central');
    await harness.db.delete(branchManagers).where(eq(branchManagers.employeeExtensionId, blake));
    expect((await json<BranchBody>(await call(branchManager, 'GET', '/my-branch/'))).name).toBe('Parramatta');
    await harness.db.insert(branchManagers).values({ branchId: ids.parramatta, employeeExtensionId: blake, organisationId: DEMO_FLEET });
  });

  it('PUT my-branch/ changes only the help desk, business hours and the note fields of extra_data', async () => {
    await json(
      await call(admin, 'PUT', `/branches/${ids.parramatta}/`, {
        name: 'Parramatta',
        branch_type: 'branch',
        extra_data: { keaz_branch_pk: 'K-1', important_note: 'Old note', tolerance_time: 10 },
      }),
    );
    const updated = await json<BranchBody>(
      await call(branchManager, 'PUT', '/my-branch/', {
        help_desk_contact_num: '0298765432',
        help_desk_email_id: 'parra@demo.fleet',
        help_desk_custom_message: 'Ring the bell',
        business_hours: { monday: { is_open: true, opens: '07:00', closes: '15:00' } },
        extra_data: { important_note: 'Keys in the lockbox' },
      }),
    );
    expect(updated).toMatchObject({
      pk: ids.parramatta,
      help_desk_contact_num: '0298765432',
      help_desk_email_id: 'parra@demo.fleet',
      help_desk_custom_message: 'Ring the bell',
      business_hours: { monday: { is_open: true, opens: '07:00', closes: '15:00' } },
      extra_data: { keaz_branch_pk: 'K-1', important_note: 'Keys in the lockbox', tolerance_time: 10 },
      name: 'Parramatta',
    });

    const beyond = await call(branchManager, 'PUT', '/my-branch/', { name: 'Parramatta West', branch_timezone: 'UTC' });
    expect(beyond.status).toBe(400);
    expect((await errorsOf(beyond)).fields).toEqual({ name: messages.field.unknown, branch_timezone: messages.field.unknown });
    const badHours = await call(branchManager, 'PUT', '/my-branch/', { business_hours: { friday: { is_open: true, opens: '18:00', closes: '09:00' } } });
    expect((await errorsOf(badHours)).fields).toEqual({ 'business_hours.friday.closes': 'Closing time must be after opening time' });
  });

  it('is only for is_branch_manager holders', async () => {
    expect((await call(driver, 'GET', '/my-branch/')).status).toBe(403);
    expect((await call(driver, 'PUT', '/my-branch/', { help_desk_custom_message: 'Mine now' })).status).toBe(403);
    expect((await call(undefined, 'GET', '/my-branch/')).status).toBe(401);
    // A system admin is no member, so manages no branch.
    expect((await call(sysadmin, 'GET', '/my-branch/', undefined, DEMO_FLEET)).status).toBe(403);
  });
});

describe('associated-branches/', () => {
  it('lists the caller’s branch, the branches related to it both ways and their additional branches', async () => {
    const names = async (token: string, organisation?: number) =>
      (await json<{ results: BranchBody[]; count: number }>(await call(token, 'GET', '/associated-branches/', undefined, organisation))).results.map(
        (branch) => branch.name,
      );
    // Parramatta is served by the hub (a relation pointing at it).
    expect(await names(branchManager)).toEqual(['Parramatta', 'Sydney Hub']);
    // Dana's Sydney Central: the hub serves it too.
    expect(await names(driver)).toEqual(['Sydney Central', 'Sydney Hub']);

    const blake = await memberId('branch.manager@demo.fleet', DEMO_FLEET);
    const [group] = await harness.db
      .select({ id: tagGroups.id })
      .from(tagGroups)
      .where(and(eq(tagGroups.organisationId, DEMO_FLEET), eq(tagGroups.tagGroupName, ADDITIONAL_BRANCHES_GROUP)));
    await harness.db
      .insert(employeeTagValues)
      .values({ employeeExtensionId: blake, tagGroupId: group!.id, organisationId: DEMO_FLEET, value: [String(ids.central), String(ids.harbour)] });
    // The foreign pk in the stored list is never shown.
    expect(await names(branchManager)).toEqual(['Parramatta', 'Sydney Central', 'Sydney Hub']);
    const paged = await json<{ results: BranchBody[]; count: number; next_page: number | null }>(
      await call(branchManager, 'GET', '/associated-branches/?page_size=2'),
    );
    expect([paged.count, paged.results.length, paged.next_page]).toEqual([3, 2, 2]);
    // A system admin entering an organisation is no member of it: nothing is theirs.
    expect(await names(sysadmin, DEMO_FLEET)).toEqual([]);
  });

  it('GET associated-branches/{pk}/ answers only an associated branch', async () => {
    const hub = await json<BranchBody>(await call(branchManager, 'GET', `/associated-branches/${ids.hub}/`));
    assert(hub, Branch);
    expect(hub.name).toBe('Sydney Hub');
    expect((await call(driver, 'GET', `/associated-branches/${ids.parramatta}/`)).status).toBe(404);
    expect((await call(branchManager, 'GET', `/associated-branches/${ids.harbour}/`)).status).toBe(404);
    expect((await call(multi, 'GET', `/associated-branches/${ids.harbour}/`)).status).toBe(200);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchMessages, messages } from '@motorpool/api';
import { branchRegion, isHoliday } from '../src/branches/holidays';
import { structureMessages } from '../src/branches/messages';
import { branches, branchHolidays, publicHolidays } from '../src/db/schema';
import type { OrganisationScope } from '../src/tenancy/tenancy';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
let branchManager: string;
let multi: string;

type Holiday = { pk: number; branch: number; date: string; name: string };
type PublicHoliday = { pk: number; country: string; state: string | null; date: string; name: string };
type Page<T> = { results: T[]; count: number; next_page: number | null };

const ids = {} as Record<'central' | 'parramatta' | 'harbour', number>;
const thisYear = new Date().getUTCFullYear();

/** date-holidays' NSW public holidays of 2024 (national ones plus the King's Birthday and Labour Day of NSW). */
const NSW_2024 = [
  ['2024-01-01', "New Year's Day"],
  ['2024-01-26', 'Australia Day'],
  ['2024-03-29', 'Good Friday'],
  ['2024-03-30', 'Easter Saturday'],
  ['2024-03-31', 'Easter Sunday'],
  ['2024-04-01', 'Easter Monday'],
  ['2024-04-25', 'Anzac Day'],
  ['2024-06-10', "King's Birthday"],
  ['2024-10-07', 'Labour Day'],
  ['2024-12-25', 'Christmas Day'],
  ['2024-12-26', 'Boxing Day'],
];

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

const demoScope: OrganisationScope = { organisationId: DEMO_FLEET, tenancy: { organisation: null, membership: null, permissions: new Set() } };

const calendar = async (query: string, token = admin) => json<Page<PublicHoliday>>(await call(token, 'GET', `/public-holidays/?${query}`));
const importYear = (body: unknown, token = admin) => call(token, 'POST', '/public-holidays/import/', body);

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver, branchManager, multi] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('multi@demo.fleet', FLEET_SHARE),
  ]);
  ids.central = await branchId('Sydney Central');
  ids.parramatta = await branchId('Parramatta');
  ids.harbour = await branchId('Harbour City Depot');
});
afterAll(() => harness.close());

describe('branch-holidays/', () => {
  it('lists a branch’s holidays of a year; every member may read them', async () => {
    const seeded = await json<Page<Holiday>>(await call(driver, 'GET', `/branch-holidays/?branch=${ids.parramatta}&year=${thisYear}`));
    expect(seeded).toEqual({
      results: [{ pk: expect.any(Number), branch: ids.parramatta, date: `${thisYear}-12-24`, name: 'Christmas Eve closure' }],
      count: 1,
      next_page: null,
    });
    expect((await json<Page<Holiday>>(await call(driver, 'GET', `/branch-holidays/?branch=${ids.parramatta}&year=${thisYear - 1}`))).count).toBe(0);
    expect((await json<Page<Holiday>>(await call(driver, 'GET', `/branch-holidays/?branch=${ids.central}`))).count).toBe(0);
    for (const query of ['year=24', 'year=1999', 'branch=abc']) {
      const response = await call(driver, 'GET', `/branch-holidays/?${query}`);
      expect(response.status).toBe(400);
    }
  });

  it('adds and deletes a holiday, one per branch and date', async () => {
    const created = await json<Holiday>(await call(admin, 'POST', '/branch-holidays/', { branch: ids.central, date: '2025-08-04', name: ' Stocktake ' }), 201);
    expect(created).toEqual({ pk: expect.any(Number), branch: ids.central, date: '2025-08-04', name: 'Stocktake' });
    const twice = await call(admin, 'POST', '/branch-holidays/', { branch: ids.central, date: '2025-08-04', name: 'Again' });
    expect(twice.status).toBe(409);
    expect((await errorsOf(twice)).fields).toEqual({ date: structureMessages.holidayTaken });
    // Another branch may close that day too.
    expect((await call(admin, 'POST', '/branch-holidays/', { branch: ids.parramatta, date: '2025-08-04', name: 'Stocktake' })).status).toBe(201);
    expect((await json<Page<Holiday>>(await call(admin, 'GET', '/branch-holidays/?year=2025'))).results.map((holiday) => holiday.branch)).toEqual([
      ids.central,
      ids.parramatta,
    ]);

    expect((await call(admin, 'DELETE', `/branch-holidays/${created.pk}/`)).status).toBe(204);
    expect((await call(admin, 'DELETE', `/branch-holidays/${created.pk}/`)).status).toBe(404);
    expect((await json<Page<Holiday>>(await call(admin, 'GET', `/branch-holidays/?branch=${ids.central}`))).count).toBe(0);
  });

  it('validates the date, the name and the branch', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ branch: ids.central, date: '2025-02-30', name: 'Leap' }, { date: branchMessages.holidayDate }],
      [{ branch: ids.central, date: '04/08/2025', name: 'Format' }, { date: branchMessages.holidayDate }],
      [{ branch: ids.central, date: '2025-08-05', name: '  ' }, { name: branchMessages.holidayNameRequired }],
      [{ branch: ids.harbour, date: '2025-08-05', name: 'Foreign' }, { branch: structureMessages.holidayBranchUnknown }],
      [{ branch: 999_999, date: '2025-08-05', name: 'Ghost' }, { branch: structureMessages.holidayBranchUnknown }],
    ];
    for (const [body, fields] of cases) {
      const response = await call(admin, 'POST', '/branch-holidays/', body);
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).fields).toEqual(fields);
    }
  });

  it('is changed only by organisation_write or super_users, and only in one’s own organisation', async () => {
    for (const token of [driver, branchManager]) {
      expect((await call(token, 'POST', '/branch-holidays/', { branch: ids.central, date: '2025-09-01', name: 'Mine' })).status).toBe(403);
    }
    const [foreign] = await harness.db
      .insert(branchHolidays)
      .values({ organisationId: FLEET_SHARE, branchId: ids.harbour, date: '2025-09-01', name: 'Harbour Day' })
      .returning();
    expect((await call(admin, 'DELETE', `/branch-holidays/${foreign!.id}/`)).status).toBe(404);
    expect((await json<Page<Holiday>>(await call(admin, 'GET', '/branch-holidays/?year=2025'))).results.map((holiday) => holiday.name)).not.toContain(
      'Harbour Day',
    );
    expect((await json<Page<Holiday>>(await call(multi, 'GET', '/branch-holidays/'))).results.map((holiday) => holiday.name)).toEqual(['Harbour Day']);
    expect((await call(multi, 'DELETE', `/branch-holidays/${foreign!.id}/`)).status).toBe(403);
  });
});

describe('public-holidays/ (the organisation’s calendar per country and state)', () => {
  it('imports a year of NSW public holidays from date-holidays', async () => {
    const imported = await json<Page<PublicHoliday>>(await importYear({ country: 'au', state: 'nsw', year: 2024 }));
    expect(imported.results.map((holiday) => [holiday.date, holiday.name])).toEqual(NSW_2024);
    expect(imported.results.every((holiday) => holiday.country === 'AU' && holiday.state === 'NSW')).toBe(true);
    expect(await calendar('country=AU&state=NSW&year=2024', driver)).toEqual(imported);
    // The country-wide calendar and other years are separate.
    expect((await calendar('country=AU&year=2024')).count).toBe(0);
    expect((await calendar('country=AU&state=NSW&year=2025')).count).toBe(0);
  });

  it('keeps edited and added dates when importing again, and adds back only what is missing', async () => {
    const before = await calendar('country=AU&state=NSW&year=2024');
    const labourDay = before.results.find((holiday) => holiday.name === 'Labour Day')!;
    const boxingDay = before.results.find((holiday) => holiday.name === 'Boxing Day')!;
    const renamed = await json<PublicHoliday>(
      await call(admin, 'PUT', `/public-holidays/${labourDay.pk}/`, { country: 'AU', state: 'NSW', date: labourDay.date, name: 'Labour Day (depots closed)' }),
    );
    expect(renamed).toEqual({ ...labourDay, name: 'Labour Day (depots closed)' });
    expect((await call(admin, 'DELETE', `/public-holidays/${boxingDay.pk}/`)).status).toBe(204);
    const added = await json<PublicHoliday>(
      await call(admin, 'POST', '/public-holidays/', { country: 'AU', state: 'NSW', date: '2024-12-24', name: 'Christmas Eve' }),
      201,
    );

    const again = await json<Page<PublicHoliday>>(await importYear({ country: 'AU', state: 'NSW', year: 2024 }));
    expect(again.count).toBe(12);
    expect(again.results.find((holiday) => holiday.date === '2024-10-07')).toEqual(renamed);
    expect(again.results.find((holiday) => holiday.date === '2024-12-24')).toEqual(added);
    expect(again.results.find((holiday) => holiday.date === '2024-12-26')?.name).toBe('Boxing Day');

    const once = await json<Page<PublicHoliday>>(await importYear({ country: 'AU', state: 'NSW', year: 2024 }));
    expect(once).toEqual(again);
  });

  it('refuses a country or state date-holidays does not know, and a year out of range', async () => {
    const cases: [unknown, Record<string, string>][] = [
      [{ country: 'ZZ', year: 2024 }, { country: structureMessages.unknownCountry }],
      [{ country: 'AU', state: 'XX', year: 2024 }, { state: structureMessages.unknownState('XX', 'Australia') }],
      [{ country: 'Australia', year: 2024 }, { country: 'At most 2 characters' }],
      [{ country: 'AU', year: 1999 }, { year: 'Year must be from 2000 to 2100' }],
      [{ country: '', year: 2024 }, { country: 'Country is required' }],
    ];
    for (const [body, fields] of cases) {
      const response = await importYear(body);
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).fields).toEqual(fields);
    }
    const listed = await call(admin, 'GET', '/public-holidays/?country=ZZ');
    expect((await errorsOf(listed)).fields).toEqual({ country: structureMessages.unknownCountry });
    expect((await errorsOf(await call(admin, 'GET', '/public-holidays/'))).fields).toEqual({ country: 'Country is required' });
  });

  it('keeps one holiday per calendar and date, and validates entries as the import does', async () => {
    const taken = await call(admin, 'POST', '/public-holidays/', { country: 'AU', state: 'NSW', date: '2024-01-01', name: 'Duplicate' });
    expect(taken.status).toBe(409);
    expect((await errorsOf(taken)).fields).toEqual({ date: structureMessages.publicHolidayTaken });
    const national = await json<PublicHoliday>(
      await call(admin, 'POST', '/public-holidays/', { country: 'AU', date: '2024-01-01', name: "New Year's Day" }),
      201,
    );
    expect(national.state).toBeNull();
    const nationalTwice = await call(admin, 'POST', '/public-holidays/', { country: 'AU', state: null, date: '2024-01-01', name: 'Again' });
    expect(nationalTwice.status).toBe(409);
    const moved = await call(admin, 'PUT', `/public-holidays/${national.pk}/`, { country: 'AU', state: 'NSW', date: '2024-01-01', name: 'Clash' });
    expect(moved.status).toBe(409);
    const badState = await call(admin, 'POST', '/public-holidays/', { country: 'NZ', state: 'NSW', date: '2024-02-06', name: 'Waitangi Day' });
    expect((await errorsOf(badState)).fields).toEqual({ state: structureMessages.unknownState('NSW', 'New Zealand') });
    const badDate = await call(admin, 'POST', '/public-holidays/', { country: 'NZ', date: '2024-13-01', name: 'Nope', extra: true });
    expect((await errorsOf(badDate)).fields).toEqual({ date: branchMessages.holidayDate, extra: messages.field.unknown });
    expect((await call(admin, 'DELETE', `/public-holidays/${national.pk}/`)).status).toBe(204);
  });

  it('is changed only by organisation_write or super_users; each organisation has its own calendar', async () => {
    for (const token of [driver, branchManager]) {
      expect((await importYear({ country: 'AU', state: 'VIC', year: 2024 }, token)).status).toBe(403);
      expect((await call(token, 'POST', '/public-holidays/', { country: 'AU', date: '2024-05-01', name: 'Mine' })).status).toBe(403);
    }
    const [first] = (await calendar('country=AU&state=NSW&year=2024')).results;
    expect((await call(driver, 'PUT', `/public-holidays/${first!.pk}/`, { country: 'AU', state: 'NSW', date: first!.date, name: 'Driver Day' })).status).toBe(
      403,
    );
    expect((await call(driver, 'DELETE', `/public-holidays/${first!.pk}/`)).status).toBe(403);

    expect((await calendar('country=AU&state=NSW', multi)).count).toBe(0);
    expect((await call(multi, 'PUT', `/public-holidays/${first!.pk}/`, { country: 'AU', state: 'NSW', date: first!.date, name: 'Taken Over' })).status).toBe(
      403,
    );
    const [foreign] = await harness.db
      .insert(publicHolidays)
      .values({ organisationId: FLEET_SHARE, country: 'AU', state: 'NSW', date: '2024-01-01', name: 'Harbour New Year' })
      .returning();
    expect((await call(admin, 'PUT', `/public-holidays/${foreign!.id}/`, { country: 'AU', state: 'NSW', date: '2024-01-02', name: 'Mine' })).status).toBe(404);
    expect((await call(admin, 'DELETE', `/public-holidays/${foreign!.id}/`)).status).toBe(404);
    expect((await calendar('country=AU&state=NSW&year=2024')).results[0]?.name).toBe("New Year's Day");
  });
});

describe('isHoliday (the booking rules’ check)', () => {
  it('finds a branch’s own holiday first, then the public calendar of its address', async () => {
    expect(await isHoliday(harness.db, demoScope, ids.parramatta, `${thisYear}-12-24`)).toEqual({ kind: 'branch', name: 'Christmas Eve closure' });
    expect(await isHoliday(harness.db, demoScope, ids.parramatta, '2024-12-25')).toEqual({ kind: 'public', name: 'Christmas Day' });
    expect(await isHoliday(harness.db, demoScope, ids.parramatta, '2024-10-07')).toEqual({ kind: 'public', name: 'Labour Day (depots closed)' });
    expect(await isHoliday(harness.db, demoScope, ids.parramatta, '2024-10-08')).toBeNull();
  });

  it('follows the state of the branch, and the country-wide calendar for every state', async () => {
    const [melbourne] = await harness.db
      .insert(branches)
      .values({ organisationId: DEMO_FLEET, name: 'Melbourne', addressFeatures: { country: 'Australia', state: 'Victoria' } })
      .returning({ id: branches.id });
    // NSW's Labour Day is no holiday in Victoria, whose calendar is not loaded yet.
    expect(await isHoliday(harness.db, demoScope, melbourne!.id, '2024-10-07')).toBeNull();
    expect(await isHoliday(harness.db, demoScope, melbourne!.id, '2024-12-25')).toBeNull();
    await json(await importYear({ country: 'AU', year: 2024 }));
    expect(await isHoliday(harness.db, demoScope, melbourne!.id, '2024-12-25')).toEqual({ kind: 'public', name: 'Christmas Day' });
    expect(await isHoliday(harness.db, demoScope, melbourne!.id, '2024-10-07')).toBeNull();
    await json(await importYear({ country: 'AU', state: 'VIC', year: 2024 }));
    expect(await isHoliday(harness.db, demoScope, melbourne!.id, '2024-11-05')).toEqual({ kind: 'public', name: 'Melbourne Cup' });
  });

  it('finds nothing public for a branch without an address, nor across organisations', async () => {
    const [nowhere] = await harness.db.insert(branches).values({ organisationId: DEMO_FLEET, name: 'No Address' }).returning({ id: branches.id });
    expect(await isHoliday(harness.db, demoScope, nowhere!.id, '2024-12-25')).toBeNull();
    const fleetShareScope: OrganisationScope = { ...demoScope, organisationId: FLEET_SHARE };
    expect(await isHoliday(harness.db, fleetShareScope, ids.parramatta, `${thisYear}-12-24`)).toBeNull();
    expect(await isHoliday(harness.db, fleetShareScope, ids.parramatta, '2024-12-25')).toBeNull();
  });

  it('reads address_features given as codes or names', () => {
    expect(branchRegion({ country: 'au', state: 'nsw' })).toEqual({ country: 'AU', state: 'NSW' });
    expect(branchRegion({ country: 'New Zealand', state: null })).toEqual({ country: 'NZ', state: null });
    expect(branchRegion({ country: 'Australia', state: 'Atlantis' })).toEqual({ country: 'AU', state: null });
    expect(branchRegion({ country: 'Narnia' })).toBeNull();
    expect(branchRegion(null)).toBeNull();
  });
});

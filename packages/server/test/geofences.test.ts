import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branchMessages } from '@motorpool/api';
import { structureMessages } from '../src/branches/messages';
import { branches, geofences } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
let branchManager: string;
let sysadmin: string;

type Named = { pk: number; name: string };

function call(token: string, method: string, path: string, body?: unknown, organisation?: number) {
  return harness.call(method, `${TFM}${path}`, { token, body, organisation });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function names(token = admin) {
  return (await json<{ results: Named[] }>(await call(token, 'GET', '/geofences/'))).results.map((row) => row.name);
}

async function geofencePk(name: string, organisationId = DEMO_FLEET) {
  const [row] = await harness.db
    .select({ id: geofences.id })
    .from(geofences)
    .where(and(eq(geofences.name, name), eq(geofences.organisationId, organisationId)));
  return row!.id;
}

async function branchPk(name: string) {
  const [row] = await harness.db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.name, name), eq(branches.organisationId, DEMO_FLEET)));
  return row!.id;
}

async function geofenceOfBranch(pk: number) {
  return (await json<{ geofence_name: string | null }>(await call(admin, 'GET', `/branches/${pk}/`))).geofence_name;
}

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver, branchManager, sysadmin] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('sysadmin@demo.fleet'),
  ]);
});
afterAll(() => harness.close());

describe('geofences/ (spec §2 /geo-fences, §7 geofences)', () => {
  it('creates, renames and deletes, names unique per organisation whatever their case', async () => {
    const created = await json<Named>(await call(admin, 'POST', '/geofences/', { name: '  Airport Zone ' }), 201);
    expect(created).toEqual({ pk: expect.any(Number), name: 'Airport Zone' });
    expect(await names(driver)).toContain('Airport Zone');

    const duplicate = await call(admin, 'POST', '/geofences/', { name: 'SYDNEY CBD' });
    expect(duplicate.status).toBe(409);
    expect(await errorsOf(duplicate)).toMatchObject({ title: structureMessages.geofenceTaken, fields: { name: structureMessages.geofenceTaken } });

    expect(await json<Named>(await call(admin, 'PUT', `/geofences/${created.pk}/`, { name: 'Airport Precinct' }))).toEqual({
      pk: created.pk,
      name: 'Airport Precinct',
    });
    const clash = await call(admin, 'PUT', `/geofences/${created.pk}/`, { name: 'greater sydney' });
    expect(clash.status).toBe(409);
    expect((await errorsOf(clash)).fields).toEqual({ name: structureMessages.geofenceTaken });
    // Its own name in another case is no clash.
    expect((await json<Named>(await call(admin, 'PUT', `/geofences/${created.pk}/`, { name: 'AIRPORT PRECINCT' }))).name).toBe('AIRPORT PRECINCT');

    expect((await call(admin, 'DELETE', `/geofences/${created.pk}/`)).status).toBe(204);
    expect(await names()).not.toContain('AIRPORT PRECINCT');
    expect((await call(admin, 'DELETE', `/geofences/${created.pk}/`)).status).toBe(404);
    expect((await call(admin, 'PUT', `/geofences/${created.pk}/`, { name: 'Back' })).status).toBe(404);
  });

  it('requires a name of at most 100 characters', async () => {
    for (const body of [{ name: '' }, { name: '   ' }, {}]) {
      const response = await call(admin, 'POST', '/geofences/', body);
      expect(response.status).toBe(400);
      expect((await errorsOf(response)).fields).toEqual({ name: branchMessages.nameRequired });
    }
    const pk = await geofencePk('Greater Sydney');
    expect((await errorsOf(await call(admin, 'PUT', `/geofences/${pk}/`, { name: 'x'.repeat(101) }))).fields).toEqual({ name: 'At most 100 characters' });
  });

  it('renames the geofence on the branches that use it', async () => {
    const central = await branchPk('Sydney Central');
    expect(await geofenceOfBranch(central)).toBe('Sydney CBD');
    const pk = await geofencePk('Sydney CBD');
    await json<Named>(await call(admin, 'PUT', `/geofences/${pk}/`, { name: 'Sydney City' }));
    expect(await geofenceOfBranch(central)).toBe('Sydney City');
    // The branch form finds it under its new name only.
    const stale = await call(admin, 'PUT', `/branches/${central}/`, { name: 'Sydney Central', branch_type: 'branch', geofence_name: 'Sydney CBD' });
    expect(stale.status).toBe(400);
    expect((await errorsOf(stale)).fields).toEqual({ geofence_name: structureMessages.unknownGeofence });
    await json<Named>(await call(admin, 'PUT', `/geofences/${pk}/`, { name: 'Sydney CBD' }));
    expect(await geofenceOfBranch(central)).toBe('Sydney CBD');
  });

  it('refuses deleting one that branches use, naming how many; deleted branches do not hold it back', async () => {
    const pk = await geofencePk('Parramatta Precinct');
    const refused = await call(admin, 'DELETE', `/geofences/${pk}/`);
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).title).toBe(structureMessages.geofenceInUse(1));
    expect(await names()).toContain('Parramatta Precinct');

    const parramatta = await branchPk('Parramatta');
    await harness.db.update(branches).set({ isDeleted: true }).where(eq(branches.id, parramatta));
    try {
      expect((await call(admin, 'DELETE', `/geofences/${pk}/`)).status).toBe(204);
      const [after] = await harness.db.select({ geofenceId: branches.geofenceId }).from(branches).where(eq(branches.id, parramatta));
      expect(after?.geofenceId).toBeNull();
    } finally {
      await harness.db.update(branches).set({ isDeleted: false }).where(eq(branches.id, parramatta));
    }
    expect(await names()).not.toContain('Parramatta Precinct');
  });

  it('is changed only by organisation_write or super_users, and only in one’s own organisation', async () => {
    const pk = await geofencePk('Greater Sydney');
    for (const token of [driver, branchManager]) {
      expect((await call(token, 'POST', '/geofences/', { name: 'Mine' })).status).toBe(403);
      expect((await call(token, 'PUT', `/geofences/${pk}/`, { name: 'Mine' })).status).toBe(403);
      expect((await call(token, 'DELETE', `/geofences/${pk}/`)).status).toBe(403);
    }
    expect(await names()).toContain('Greater Sydney');

    const foreignPk = await geofencePk('Harbour City', FLEET_SHARE);
    expect((await call(admin, 'PUT', `/geofences/${foreignPk}/`, { name: 'Mine' })).status).toBe(404);
    expect((await call(admin, 'DELETE', `/geofences/${foreignPk}/`)).status).toBe(404);
    expect(await names()).not.toContain('Harbour City');

    // A super user changes another organisation's; the same name lives on in each.
    expect((await call(sysadmin, 'POST', '/geofences/', { name: 'Greater Sydney' }, FLEET_SHARE)).status).toBe(201);
    expect((await call(sysadmin, 'PUT', `/geofences/${foreignPk}/`, { name: 'Harbour Zone' }, FLEET_SHARE)).status).toBe(200);
    const foreign = await json<{ results: Named[] }>(await call(sysadmin, 'GET', '/geofences/', undefined, FLEET_SHARE));
    expect(foreign.results.map((row) => row.name)).toEqual(['Greater Sydney', 'Harbour Zone']);
    expect(await names()).toContain('Greater Sydney');
  });
});

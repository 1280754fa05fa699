import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { type AuditEntry, MasterConfigEntry, masterConfigMessages, messages } from '@motorpool/api';
import { employeeExtensions, masterConfigEntries, users, vehicles } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { errorsOf, DEMO_FLEET, FLEET_SHARE, TFM } from './sign-up-flow';

const BASE = '/api/v1/organisations/master-config';

let harness: Harness;
let admin: string;
let driver: string;
let branchManager: string;

type Page = { results: MasterConfigEntry[]; count: number; next_page: null };

function call(token: string, method: string, path: string, body?: unknown) {
  return harness.call(method, `${BASE}/${path}`, { token, body });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function entries(list: string, token = admin, query = '?include_inactive=true'): Promise<MasterConfigEntry[]> {
  const page = await json<Page>(await call(token, 'GET', `${list}/${query}`));
  for (const entry of page.results) assert(entry, MasterConfigEntry);
  expect([page.count, page.next_page]).toEqual([page.results.length, null]);
  return page.results;
}

const entryOf = async (list: string, label: string) => {
  const found = (await entries(list)).find((entry) => entry.label === label);
  if (!found) throw new Error(`${label} is not in ${list}`);
  return found;
};

async function vehicleRow(registration: string) {
  const [row] = await harness.db.select().from(vehicles).where(eq(vehicles.registrationNum, registration));
  if (!row) throw new Error(`no vehicle ${registration}`);
  return row;
}

async function trail(list: string, token = admin) {
  const page = await json<{ results: AuditEntry[] }>(
    await harness.call('GET', `/api/v1/organisations/audits/?record_type=master_config&record_key=${list}`, { token }),
  );
  return page.results;
}

const vehicleBody = (overrides: Record<string, unknown>) => ({
  name: 'Lookup Car',
  vehicle_class: 'C',
  registrations_num: `L${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  branch: 1,
  ...overrides,
});

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver, branchManager] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
  ]);
});
afterAll(() => harness.close());

describe('GET master-config/{list}/', () => {
  it('gives every member the active entries in order: the defaults and the values the vehicles and members held', async () => {
    const classes = await entries('licence-classes', driver, '');
    expect(classes.map((entry) => entry.label)).toEqual(['C', 'LR', 'MR', 'HR', 'HC', 'MC']);
    // Every demo vehicle needs C or MR, and the demo driver holds C.
    expect(classes.find((entry) => entry.label === 'C')?.uses).toBeGreaterThan(1);
    const models = await entries('vehicle-models', driver, '');
    expect(models.find((entry) => entry.label === 'Corolla')).toMatchObject({ parent: { name: 'Toyota' }, is_active: true });
    expect((await entries('vehicle-makes', driver, '')).map((entry) => entry.label)).toEqual(['Hyundai', 'Isuzu', 'Mazda', 'Toyota']);
  });

  it('answers 404 naming the lists for a list that does not exist', async () => {
    const response = await call(admin, 'GET', 'paint-codes/');
    expect(response.status).toBe(404);
    expect((await errorsOf(response)).title).toBe(masterConfigMessages.listUnknown);
  });

  it('keeps each organisation to its own lists', async () => {
    const multi = await harness.login('multi@demo.fleet', FLEET_SHARE);
    const makes = (await entries('vehicle-makes', multi, '')).map((entry) => entry.label);
    expect(makes).toEqual(['Tesla', 'Toyota']);
    expect(makes).not.toContain('Mazda');
  });
});

describe('POST / PUT master-config/{list}/', () => {
  it('adds an entry at the end of the list and records who added it', async () => {
    const created = await json<MasterConfigEntry>(await call(admin, 'POST', 'colours/', { label: '  Nardo Grey ' }), 201);
    expect(created).toMatchObject({ label: 'Nardo Grey', list: 'colours', parent: null, is_active: true, uses: 0 });
    const colours = await entries('colours');
    expect(colours.at(-1)?.pk).toBe(created.pk);
    const [latest] = await trail('colours');
    expect(latest).toMatchObject({
      action: 'Created Nardo Grey',
      actor: { name: 'Alex Admin' },
      changes: { label: [null, 'Nardo Grey'], is_active: [null, true] },
    });
  });

  it('refuses a missing or long label, a model without a make, a make of another organisation, each with the field named', async () => {
    const blank = await call(admin, 'POST', 'colours/', { label: '   ' });
    expect(blank.status).toBe(400);
    expect(await errorsOf(blank)).toEqual({ title: masterConfigMessages.labelRequired, fields: { label: masterConfigMessages.labelRequired } });
    const long = await errorsOf(await call(admin, 'POST', 'colours/', { label: 'x'.repeat(51) }));
    expect(long.fields).toEqual({ label: masterConfigMessages.labelTooLong });
    const orphan = await call(admin, 'POST', 'vehicle-models/', { label: 'Yaris' });
    expect([orphan.status, (await errorsOf(orphan)).fields]).toEqual([400, { parent: masterConfigMessages.makeRequired }]);
    const [foreignMake] = await harness.db
      .select({ id: masterConfigEntries.id })
      .from(masterConfigEntries)
      .where(and(eq(masterConfigEntries.organisationId, FLEET_SHARE), eq(masterConfigEntries.list, 'vehicle-makes')));
    const foreign = await call(admin, 'POST', 'vehicle-models/', { label: 'Yaris', parent: foreignMake?.id });
    expect([foreign.status, (await errorsOf(foreign)).fields]).toEqual([400, { parent: masterConfigMessages.makeUnknown }]);
    const parented = await call(admin, 'POST', 'colours/', { label: 'Teal', parent: foreignMake?.id });
    expect((await errorsOf(parented)).fields).toEqual({ parent: masterConfigMessages.makeOnlyForModels });
    const unknownField = await call(admin, 'POST', 'colours/', { label: 'Teal', colour_code: '#0ff' });
    expect([unknownField.status, (await errorsOf(unknownField)).fields]).toEqual([400, { colour_code: messages.field.unknown }]);
  });

  it('refuses a label the list already has, whatever its case (409)', async () => {
    const response = await call(admin, 'POST', 'vehicle-makes/', { label: 'TOYOTA' });
    expect(response.status).toBe(409);
    expect(await errorsOf(response)).toMatchObject({ title: masterConfigMessages.labelTaken, fields: { label: masterConfigMessages.labelTaken } });
  });

  it('renames an entry everywhere it is used: vehicles and members keep pointing at it with the new spelling', async () => {
    const c = await entryOf('licence-classes', 'C');
    const renamed = await json<MasterConfigEntry>(await call(admin, 'PUT', `licence-classes/${c.pk}/`, { label: 'Car' }));
    expect(renamed.label).toBe('Car');
    expect((await vehicleRow('DK42QE')).vehicleClass).toBe('Car');
    const [dana] = await harness.db
      .select({ licenseClass: employeeExtensions.licenseClass })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(eq(users.email, 'driver@demo.fleet'));
    expect(dana?.licenseClass).toEqual(['Car']);
    const [latest] = await trail('licence-classes');
    expect(latest).toMatchObject({ action: 'Updated Car', changes: { label: ['C', 'Car'] } });
    await json(await call(admin, 'PUT', `licence-classes/${c.pk}/`, { label: 'C' }));
    expect((await vehicleRow('DK42QE')).vehicleClass).toBe('C');
  });
});

describe('deactivate and delete', () => {
  it('refuses to delete an entry in use (409, saying to deactivate) and deletes one nothing uses', async () => {
    const toyota = await entryOf('vehicle-makes', 'Toyota');
    const refused = await call(admin, 'DELETE', `vehicle-makes/${toyota.pk}/`);
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).title).toBe(masterConfigMessages.inUse(toyota.uses));
    const unused = await json<MasterConfigEntry>(await call(admin, 'POST', 'body-types/', { label: 'Limousine' }), 201);
    expect((await call(admin, 'DELETE', `body-types/${unused.pk}/`)).status).toBe(204);
    expect((await entries('body-types')).map((entry) => entry.label)).not.toContain('Limousine');
    expect((await trail('body-types'))[0]).toMatchObject({ action: 'Deleted Limousine', changes: { label: ['Limousine', null] } });
  });

  it('refuses to delete a licence class only members hold', async () => {
    const forklift = await json<MasterConfigEntry>(await call(admin, 'POST', 'licence-classes/', { label: 'Forklift' }), 201);
    const [dana] = await harness.db
      .select({ id: employeeExtensions.id })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(eq(users.email, 'driver@demo.fleet'));
    await harness.db
      .update(employeeExtensions)
      .set({ licenseClass: ['C', 'forklift'] })
      .where(eq(employeeExtensions.id, dana?.id ?? 0));
    expect((await call(admin, 'DELETE', `licence-classes/${forklift.pk}/`)).status).toBe(409);
  });

  it('takes a deactivated entry off the forms; vehicles with it keep it, new values must be active entries', async () => {
    const mazda = await entryOf('vehicle-makes', 'Mazda');
    const off = await json<MasterConfigEntry>(await call(admin, 'PUT', `vehicle-makes/${mazda.pk}/`, { label: 'Mazda', is_active: false }));
    expect(off.is_active).toBe(false);
    expect((await entries('vehicle-makes', driver, '')).map((entry) => entry.label)).not.toContain('Mazda');
    expect((await trail('vehicle-makes'))[0]).toMatchObject({ action: 'Updated Mazda', changes: { is_active: [true, false] } });

    // The Mazda3 keeps its make when something else about it changes.
    const mazda3 = await vehicleRow('DW09PR');
    const kept = await harness.call('PUT', `${TFM}/vehicles/${mazda3.id}/`, {
      token: admin,
      body: vehicleBody({ name: 'Mazda3 PA-02', registrations_num: 'DW09PR', branch: mazda3.branchId, make: 'Mazda', model: 'Mazda3', odometer: 40_000 }),
    });
    expect(kept.status, await kept.clone().text()).toBe(200);
    expect(await vehicleRow('DW09PR')).toMatchObject({ make: 'Mazda', makeId: mazda.pk, odometer: 40_000 });

    // A new vehicle cannot take it.
    const refused = await harness.call('POST', `${TFM}/vehicles/`, { token: admin, body: vehicleBody({ make: 'Mazda' }) });
    expect(refused.status).toBe(400);
    expect(await errorsOf(refused)).toEqual({ title: masterConfigMessages.notInList('make'), fields: { make: masterConfigMessages.notInList('make') } });
    await json(await call(admin, 'PUT', `vehicle-makes/${mazda.pk}/`, { label: 'Mazda', is_active: true }));
  });
});

describe('vehicle writes take their lookup fields from the lists', () => {
  it('refuses a value that is not an entry, naming the field, and stores the entry and its spelling otherwise', async () => {
    const unknown = await harness.call('POST', `${TFM}/vehicles/`, { token: admin, body: vehicleBody({ fuel_type: 'Steam', vehicle_class: 'Z9' }) });
    expect(unknown.status).toBe(400);
    expect((await errorsOf(unknown)).fields).toEqual({
      fuel_type: masterConfigMessages.notInList('fuel_type'),
      vehicle_class: masterConfigMessages.notInList('vehicle_class'),
    });
    // A model is one of the chosen make's models.
    const mismatch = await harness.call('POST', `${TFM}/vehicles/`, { token: admin, body: vehicleBody({ make: 'Hyundai', model: 'Corolla' }) });
    expect((await errorsOf(mismatch)).fields).toEqual({ model: masterConfigMessages.notInList('model') });

    const body = vehicleBody({ make: 'toyota', model: 'corolla', fuel_type: 'hybrid', body_type: 'Sedan', vehicle_class: 'c' });
    const created = await json<{ pk: number; make: string; model: string; fuel_type: string; vehicle_class: string }>(
      await harness.call('POST', `${TFM}/vehicles/`, { token: admin, body }),
      201,
    );
    expect(created).toMatchObject({ make: 'Toyota', model: 'Corolla', fuel_type: 'Hybrid', vehicle_class: 'C' });
    const row = await vehicleRow(body.registrations_num as string);
    expect(row.makeId).toBe((await entryOf('vehicle-makes', 'Toyota')).pk);
    expect(row.modelId).toBe((await entryOf('vehicle-models', 'Corolla')).pk);
  });
});

describe('member writes take licence classes from the list', () => {
  it('refuses a class the list does not have, naming the field, and keeps one the member already holds after it is deactivated', async () => {
    const [dana] = await harness.db
      .select({ id: employeeExtensions.id })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(eq(users.email, 'driver@demo.fleet'));
    const update = (license_class: string[]) => harness.call('PUT', `${TFM}/update-extension/${dana?.id}/`, { token: admin, body: { license_class } });
    const refused = await update(['C', 'Z9']);
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toEqual({ license_class: masterConfigMessages.licenceClassNotInList });
    expect((await update(['C', 'lr'])).status).toBe(200);
    const lr = await entryOf('licence-classes', 'LR');
    await json(await call(admin, 'PUT', `licence-classes/${lr.pk}/`, { label: 'LR', is_active: false }));
    expect((await update(['C', 'lr'])).status).toBe(200);
    expect((await update(['C', 'LR', 'MR'])).status).toBe(200);
    await json(await call(admin, 'PUT', `licence-classes/${lr.pk}/`, { label: 'LR', is_active: true }));
  });
});

describe('PUT master-config/{list}/order/', () => {
  it('puts the list in the order given and records it; a stale order is refused', async () => {
    const before = await entries('fuel-types');
    const reversed = [...before].reverse().map((entry) => entry.pk);
    const page = await json<Page>(await call(admin, 'PUT', 'fuel-types/order/', { pks: reversed }));
    expect(page.results.map((entry) => entry.pk)).toEqual(reversed);
    expect((await trail('fuel-types'))[0]).toMatchObject({
      action: 'Reordered',
      changes: { order: [before.map((e) => e.label), [...before].reverse().map((e) => e.label)] },
    });
    const stale = await call(admin, 'PUT', 'fuel-types/order/', { pks: reversed.slice(1) });
    expect(stale.status).toBe(409);
    expect((await errorsOf(stale)).title).toBe(masterConfigMessages.orderMismatch);
  });
});

describe('permission and tenancy', () => {
  it('lets only master-config_update holders change a list (403 for drivers and branch managers), and shows them the trail', async () => {
    const colour = await entryOf('colours', 'Soul Red');
    for (const token of [driver, branchManager]) {
      for (const [method, path, body] of [
        ['POST', 'colours/', { label: 'Sky' }],
        ['PUT', `colours/${colour.pk}/`, { label: 'Sky' }],
        ['DELETE', `colours/${colour.pk}/`, undefined],
        ['PUT', 'colours/order/', { pks: [colour.pk] }],
      ] as const) {
        const response = await call(token, method, path, body);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect((await errorsOf(response)).title).toBe(masterConfigMessages.mayNotEdit);
      }
    }
    expect((await harness.call('GET', '/api/v1/organisations/audits/?record_type=master_config&record_key=colours', { token: driver })).status).toBe(403);
  });

  it("answers 404 for another organisation's entry, whatever the call, and changes nothing", async () => {
    const [tesla] = await harness.db
      .select()
      .from(masterConfigEntries)
      .where(and(eq(masterConfigEntries.organisationId, FLEET_SHARE), eq(masterConfigEntries.label, 'Tesla')));
    if (!tesla) throw new Error('no Tesla');
    expect((await call(admin, 'PUT', `vehicle-makes/${tesla.id}/`, { label: 'Mine' })).status).toBe(404);
    expect((await call(admin, 'DELETE', `vehicle-makes/${tesla.id}/`)).status).toBe(404);
    expect((await call(admin, 'PUT', `colours/${tesla.id}/`, { label: 'Mine' })).status).toBe(404);
    const [after] = await harness.db.select().from(masterConfigEntries).where(eq(masterConfigEntries.id, tesla.id));
    expect(after).toEqual(tesla);
    expect(DEMO_FLEET).not.toBe(FLEET_SHARE);
  });
});

import { and, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, Vehicle, VehicleFilters, vehicleMessages, type VehicleWrite } from '@motorpool/api';
import { bookings, branches, costCentres, employeeExtensions, users, vehicles } from '../src/db/schema';
import { createHarness, type Harness } from './harness';
import { errorsOf, FLEET_SHARE, TFM } from './sign-up-flow';

let harness: Harness;
let admin: string;
let driver: string;
let branchManager: string;
let multi: string;

type Page = { results: Vehicle[]; count: number; next_page: number | null };

const ids = {} as Record<'central' | 'parramatta' | 'harbour' | 'fleetShareCostCentre' | 'salesCostCentre' | 'dana' | 'harbourVehicle', number>;

function call(token: string, method: string, path: string, body?: unknown, organisation?: number) {
  return harness.call(method, `${TFM}${path}`, { token, body, organisation });
}

async function json<T>(response: Response, status = 200): Promise<T> {
  if (response.status !== status) throw new Error(`expected ${status}, got ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

async function list(query = '', token = admin): Promise<Page> {
  const page = await json<Page>(await call(token, 'GET', `/vehicles/${query}`));
  for (const vehicle of page.results) assert(vehicle, Vehicle);
  return page;
}

const names = async (query: string, token = admin) => (await list(query, token)).results.map((vehicle) => vehicle.name);
const q = (value: unknown) => encodeURIComponent(JSON.stringify(value));

const newVehicle = (overrides: Partial<VehicleWrite> = {}): VehicleWrite => ({
  name: 'Test Car',
  vehicle_class: 'C',
  registrations_num: `T${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  branch: ids.central,
  ...overrides,
});

async function vehicleId(registration: string) {
  const [row] = await harness.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.registrationNum, registration));
  return row!.id;
}

async function idOf<T extends { id: number }>(rows: Promise<T[]>) {
  return (await rows)[0]!.id;
}

beforeAll(async () => {
  harness = await createHarness();
  [admin, driver, branchManager, multi] = await Promise.all([
    harness.login('admin@demo.fleet'),
    harness.login('driver@demo.fleet'),
    harness.login('branch.manager@demo.fleet'),
    harness.login('multi@demo.fleet', FLEET_SHARE),
  ]);
  const branchId = (name: string) => idOf(harness.db.select({ id: branches.id }).from(branches).where(eq(branches.name, name)));
  ids.central = await branchId('Sydney Central');
  ids.parramatta = await branchId('Parramatta');
  ids.harbour = await branchId('Harbour City Depot');
  ids.fleetShareCostCentre = await idOf(
    harness.db
      .select({ id: costCentres.id })
      .from(costCentres)
      .where(and(eq(costCentres.organisationId, FLEET_SHARE), eq(costCentres.name, 'CC-100 Fleet'))),
  );
  ids.salesCostCentre = await idOf(
    harness.db
      .select({ id: costCentres.id })
      .from(costCentres)
      .where(and(eq(costCentres.organisationId, 1), eq(costCentres.name, 'CC-200 Sales'))),
  );
  ids.dana = await idOf(
    harness.db
      .select({ id: employeeExtensions.id })
      .from(employeeExtensions)
      .innerJoin(users, eq(users.id, employeeExtensions.userId))
      .where(eq(users.email, 'driver@demo.fleet')),
  );
  ids.harbourVehicle = await vehicleId('HC33TS');
});
afterAll(() => harness.close());

describe('GET vehicles/ (results, count, next_page; ordering; members read)', () => {
  it('lists the organisation’s live vehicles by name with the contract’s fields', async () => {
    const page = await list();
    expect(page.count).toBe(7);
    expect(page.next_page).toBeNull();
    expect(page.results.map((vehicle) => vehicle.name)).toEqual([
      'Camry Hybrid SC-02',
      'Corolla Hybrid SC-01',
      'HiLux Ute PA-01',
      'Ioniq 5 SC-03',
      'Isuzu NPR Truck SC-04',
      'Kona Electric PA-03',
      'Mazda3 PA-02',
    ]);
    expect(page.results[1]).toMatchObject({
      vehicle_class: 'C',
      registrations_num: 'DK42QE',
      make: 'Toyota',
      model: 'Corolla',
      doors: 5,
      seats: 5,
      fuel_type: 'Hybrid',
      year: 2023,
      odometer: 18_420,
      branch: { pk: ids.central, name: 'Sydney Central' },
      cost_centre: { pk: ids.salesCostCentre, name: 'CC-200 Sales' },
      daily_rate: 89,
      rate_per_km: 0.25,
      is_active: true,
      vehicle_tags: [],
      extra_data: { key_pickup_location: 'Front desk key safe', vehicle_pickup_location: 'Basement B1, bay 12' },
    });
  });

  it('orders by name or registration either way and pages', async () => {
    expect((await names('?ordering=-name'))[0]).toBe('Mazda3 PA-02');
    const registrations = async (query: string) => (await list(query)).results.map((vehicle) => vehicle.registrations_num);
    expect(await registrations('?ordering=registrations_num')).toEqual(['CT55PA', 'DK42QE', 'DW09PR', 'EH17TR', 'EK21PR', 'EV03SY', 'XN88MR']);
    expect(await registrations('?ordering=-registrations_num')).toEqual(['XN88MR', 'EV03SY', 'EK21PR', 'EH17TR', 'DW09PR', 'DK42QE', 'CT55PA']);
    const first = await list('?page_size=3');
    expect([first.count, first.results.length, first.next_page]).toEqual([7, 3, 2]);
    const last = await list('?page_size=3&page=3');
    expect([last.results.map((vehicle) => vehicle.name), last.next_page]).toEqual([['Mazda3 PA-02'], null]);
    const refused = await call(admin, 'GET', '/vehicles/?ordering=year');
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toHaveProperty('ordering');
  });

  it('lets every member read, and each organisation sees only its own fleet', async () => {
    expect((await list('', driver)).count).toBe(7);
    expect(await names('', multi)).toEqual(['RAV4 Hybrid HC-02', 'Tesla Model 3 HC-01']);
    const other = await call(admin, 'GET', `/vehicles/${ids.harbourVehicle}/`);
    expect(other.status).toBe(404);
    expect((await errorsOf(other)).title).toBe(vehicleMessages.notFound);
    expect((await json<Vehicle>(await call(multi, 'GET', `/vehicles/${ids.harbourVehicle}/`))).name).toBe('Tesla Model 3 HC-01');
  });
});

describe('vehicle filters on GET vehicles/ (JSON lists, odometer buckets, custom fields)', () => {
  it('filters by branch, search and each list', async () => {
    expect(await names(`?branch_pk=${ids.parramatta}`)).toEqual(['HiLux Ute PA-01', 'Kona Electric PA-03', 'Mazda3 PA-02']);
    expect(await names('?search=toyota')).toEqual(['Camry Hybrid SC-02', 'Corolla Hybrid SC-01', 'HiLux Ute PA-01']);
    expect(await names('?search=xn88')).toEqual(['Isuzu NPR Truck SC-04']);
    expect(await names('?search=jm0bp2')).toEqual(['Mazda3 PA-02']);
    expect(await names('?search=ioniq')).toEqual(['Ioniq 5 SC-03']);
    expect(await names('?search=100%25')).toEqual([]);
    expect(await names(`?doors=${q([2, 4])}`)).toEqual(['Camry Hybrid SC-02', 'HiLux Ute PA-01', 'Isuzu NPR Truck SC-04']);
    expect(await names(`?models=${q(['Kona', 'Mazda3'])}`)).toEqual(['Kona Electric PA-03', 'Mazda3 PA-02']);
    expect(await names(`?paints=${q(['Soul Red'])}`)).toEqual(['Mazda3 PA-02']);
    expect(await names(`?body_types=${q(['Ute', 'Truck'])}`)).toEqual(['HiLux Ute PA-01', 'Isuzu NPR Truck SC-04']);
    expect(await names(`?cost_centres=${q([ids.salesCostCentre])}`)).toEqual(['Corolla Hybrid SC-01', 'HiLux Ute PA-01', 'Ioniq 5 SC-03', 'Mazda3 PA-02']);
    expect(await names(`?fuel_types=${q(['Electric'])}`)).toEqual(['Ioniq 5 SC-03', 'Kona Electric PA-03']);
    expect(await names(`?grades=${q(['SR5'])}`)).toEqual(['HiLux Ute PA-01']);
    expect(await names(`?seats=${q([3])}`)).toEqual(['Isuzu NPR Truck SC-04']);
    expect(await names(`?class=${q(['MR'])}`)).toEqual(['Isuzu NPR Truck SC-04']);
    expect(await names(`?years=${q([2020, 2021])}`)).toEqual(['HiLux Ute PA-01', 'Isuzu NPR Truck SC-04']);
    expect(await names('?is_active=false')).toEqual(['Kona Electric PA-03']);
    expect(await names(`?is_active=true&fuel_types=${q(['Electric'])}&branch_pk=${ids.central}`)).toEqual(['Ioniq 5 SC-03']);
    expect(await names('?doors=[]')).toEqual([]);
  });

  it('filters by the odometer ranges vehicle-filters offers, for the organisation or the branch', async () => {
    const filters = await json<VehicleFilters>(await call(admin, 'GET', '/vehicle-filters/'));
    expect(filters.odometer.map((range) => range.label)).toEqual([
      '0 – 19,999 km',
      '20,000 – 39,999 km',
      '40,000 – 59,999 km',
      '60,000 – 79,999 km',
      '80,000 – 99,999 km',
      '100,000 – 119,999 km',
      '120,000 – 139,999 km',
      '140,000 – 159,999 km',
      '160,000 – 179,999 km',
      '180,000 – 199,999 km',
    ]);
    expect(await names(`?odometer=${q([0])}`)).toEqual(['Corolla Hybrid SC-01', 'Ioniq 5 SC-03', 'Kona Electric PA-03']);
    expect(await names(`?odometer=${q([2, 6])}`)).toEqual(['Camry Hybrid SC-02', 'Isuzu NPR Truck SC-04']);
    // Parramatta's highest reading is 73,200 km: its ranges are 10,000 km wide.
    const parramatta = await json<VehicleFilters>(await call(admin, 'GET', `/vehicle-filters/?branch_pk=${ids.parramatta}`));
    expect(parramatta.odometer[0]).toEqual({ label: '0 – 9,999 km', min: 0, max: 9_999 });
    expect(parramatta.odometer[7]).toEqual({ label: '70,000 – 79,999 km', min: 70_000, max: 79_999 });
    expect(await names(`?branch_pk=${ids.parramatta}&odometer=${q([1, 3])}`)).toEqual(['Kona Electric PA-03', 'Mazda3 PA-02']);
  });

  it('refuses malformed filters with the field named', async () => {
    for (const [query, field] of [
      ['doors=4,5', 'doors'],
      ['doors=[4,"5"]', 'doors'],
      ['models=Corolla', 'models'],
      ['models=[1]', 'models'],
      ['odometer=[10]', 'odometer'],
      ['odometer=[-1]', 'odometer'],
      ['cost_centres={', 'cost_centres'],
      ['custom_fields=[1]', 'custom_fields'],
      ['custom_fields={"Tow Bar":1}', 'custom_fields'],
      ['custom_fields={"No Such Field":"x"}', 'custom_fields'],
      ['is_active=yes', 'is_active'],
      ['branch_pk=abc', 'branch_pk'],
      ['is_export=xlsx', 'is_export'],
    ] as const) {
      const response = await call(admin, 'GET', `/vehicles/?${query.replace(/ /g, '%20')}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys((await errorsOf(response)).fields ?? {}), query).toEqual([field]);
    }
  });

  it('filters by custom fields, a vehicle without a value counting as holding the default', async () => {
    await json(await call(admin, 'POST', '/tags/', { tag_group_name: 'Tow Bar', tag_type: 'vehicle', tag_data_type: 'toggle', tags: ['false'] }), 201);
    await json(
      await call(admin, 'POST', '/tags/', {
        tag_group_name: 'Accessories',
        tag_type: 'vehicle',
        tag_data_type: 'multitextselect',
        tags: ['Roof Racks', 'Dash Cam', 'Child Seat'],
      }),
      201,
    );
    const hilux = await vehicleId('CT55PA');
    const truck = await vehicleId('XN88MR');
    const tags = (towBar: string, accessories: string[]) => [
      { tag_group_name: 'Tow Bar', value: towBar },
      { tag_group_name: 'Accessories', value: accessories },
    ];
    const hiluxBody = await json<Vehicle>(await call(admin, 'GET', `/vehicles/${hilux}/`));
    const put = (pk: number, body: Vehicle, vehicleTags: ReturnType<typeof tags>) =>
      call(admin, 'PUT', `/vehicles/${pk}/`, {
        name: body.name,
        vehicle_class: body.vehicle_class,
        registrations_num: body.registrations_num,
        branch: body.branch.pk,
        vehicle_tags: vehicleTags,
      });
    await json(await put(hilux, hiluxBody, tags('true', ['Roof Racks', 'Dash Cam'])));
    await json(await put(truck, await json<Vehicle>(await call(admin, 'GET', `/vehicles/${truck}/`)), tags('true', ['Dash Cam'])));

    const updated = await json<Vehicle>(await call(admin, 'GET', `/vehicles/${hilux}/`));
    expect(updated.vehicle_tags?.map((tag) => [tag.tag_group_name, tag.tag_type, tag.selectedValue])).toEqual([
      ['Tow Bar', 'vehicle', 'true'],
      ['Accessories', 'vehicle', ['Roof Racks', 'Dash Cam']],
    ]);
    expect(await names(`?custom_fields=${q({ 'Tow Bar': 'true' })}`)).toEqual(['HiLux Ute PA-01', 'Isuzu NPR Truck SC-04']);
    expect(await names(`?custom_fields=${q({ 'tow bar': 'false' })}`)).toHaveLength(5);
    expect(await names(`?custom_fields=${q({ Accessories: ['Roof Racks', 'Child Seat'] })}`)).toEqual(['HiLux Ute PA-01']);
    expect(await names(`?custom_fields=${q({ Accessories: 'Dash Cam', 'Tow Bar': 'true' })}&branch_pk=${ids.central}`)).toEqual(['Isuzu NPR Truck SC-04']);

    const filters = await json<VehicleFilters>(await call(admin, 'GET', '/vehicle-filters/'));
    expect(filters.custom_fields.map((group) => [group.tag_group_name, group.tag_data_type, group.tags])).toEqual([
      ['Tow Bar', 'toggle', ['false']],
      ['Accessories', 'multitextselect', ['Roof Racks', 'Dash Cam', 'Child Seat']],
    ]);

    const refused = await put(hilux, hiluxBody, [
      { tag_group_name: 'Accessories', value: ['Snorkel'] },
      { tag_group_name: 'Colour Code', value: 'x' },
    ]);
    expect(refused.status).toBe(400);
    expect((await errorsOf(refused)).fields).toEqual({
      'vehicle_tags.Accessories': messages.field.invalid,
      'vehicle_tags.Colour Code': messages.field.unknown,
    });
  });
});

describe('GET vehicle-filters/ (spec §3 vehicle filters)', () => {
  it('answers the distinct values of the organisation’s live vehicles, sorted, in the contract’s shape', async () => {
    const filters = await json<VehicleFilters>(await call(admin, 'GET', '/vehicle-filters/'));
    assert(filters, VehicleFilters);
    expect(Object.keys(filters).sort()).toEqual(
      ['body_types', 'class', 'cost_centres', 'custom_fields', 'doors', 'fuel_types', 'grades', 'models', 'odometer', 'paints', 'seats', 'years'].sort(),
    );
    expect(filters.doors).toEqual([2, 4, 5]);
    expect(filters.seats).toEqual([3, 5]);
    expect(filters.years).toEqual([2020, 2021, 2022, 2023, 2024]);
    expect(filters.class).toEqual(['C', 'MR']);
    expect(filters.models).toEqual(['Camry', 'Corolla', 'HiLux', 'Ioniq 5', 'Kona', 'Mazda3', 'NPR 45-155']);
    expect(filters.body_types).toEqual(['Hatchback', 'Sedan', 'SUV', 'Truck', 'Ute']);
    expect(filters.fuel_types).toEqual(['Diesel', 'Electric', 'Hybrid', 'Petrol']);
    expect(filters.paints).toContain('Lucid Blue');
    expect(filters.grades).toContain('Tipper');
    expect(filters.cost_centres).toEqual([{ pk: ids.salesCostCentre, name: 'CC-200 Sales' }]);
    expect(filters.odometer).toHaveLength(10);
  });

  it('narrows to one branch, and another organisation’s branch has nothing', async () => {
    const parramatta = await json<VehicleFilters>(await call(driver, 'GET', `/vehicle-filters/?branch_pk=${ids.parramatta}`));
    expect(parramatta.models).toEqual(['HiLux', 'Kona', 'Mazda3']);
    expect(parramatta.class).toEqual(['C']);
    expect(parramatta.cost_centres.map((centre) => centre.name)).toEqual(['CC-200 Sales']);
    const foreign = await json<VehicleFilters>(await call(admin, 'GET', `/vehicle-filters/?branch_pk=${ids.harbour}`));
    expect([foreign.models, foreign.doors, foreign.cost_centres]).toEqual([[], [], []]);
    expect(foreign.odometer[0]?.label).toBe('0 – 999 km');
  });
});

describe('POST / PUT vehicles/ (VehicleWrite)', () => {
  it('creates a vehicle with every attribute and reads it back', async () => {
    // Make, model and paint come from the organisation's lists (master configuration); Van and Diesel are defaults.
    const addEntry = async (list: string, body: object) =>
      json<{ pk: number }>(await harness.call('POST', `/api/v1/organisations/master-config/${list}/`, { token: admin, body }), 201);
    const ford = await addEntry('vehicle-makes', { label: 'Ford' });
    await addEntry('vehicle-models', { label: 'Transit', parent: ford.pk });
    await addEntry('colours', { label: 'Frozen White' });
    const body = newVehicle({
      name: '  Transit Van SC-05 ',
      vehicle_class: 'C',
      registrations_num: 'VAN05S',
      serial: 'WF0XXXTTGXKA12345',
      make: 'Ford',
      model: 'Transit',
      paint: 'Frozen White',
      body_type: 'Van',
      doors: 4,
      seats: 3,
      fuel_type: 'Diesel',
      grade: 'LWB',
      year: 2021,
      odometer: 55_000,
      cost_centre: ids.salesCostCentre,
      daily_rate: 130.5,
      rate_per_km: 0.4,
      is_active: true,
      extra_data: { key_pickup_location: 'Loading dock office', vehicle_pickup_location: null },
    });
    const created = await json<Vehicle>(await call(admin, 'POST', '/vehicles/', body), 201);
    assert(created, Vehicle);
    expect(created).toMatchObject({
      name: 'Transit Van SC-05',
      registrations_num: 'VAN05S',
      branch: { pk: ids.central, name: 'Sydney Central' },
      cost_centre: { pk: ids.salesCostCentre, name: 'CC-200 Sales' },
      daily_rate: 130.5,
      rate_per_km: 0.4,
      odometer: 55_000,
      extra_data: { key_pickup_location: 'Loading dock office', vehicle_pickup_location: null },
    });
    expect(await json<Vehicle>(await call(driver, 'GET', `/vehicles/${created.pk}/`))).toEqual(created);

    const moved = await json<Vehicle>(
      await call(admin, 'PUT', `/vehicles/${created.pk}/`, {
        ...newVehicle({ branch: ids.parramatta, registrations_num: 'van05s', name: 'Transit Van PA-05' }),
        cost_centre: null,
      }),
    );
    // Keys left out keep their values; null clears.
    expect(moved).toMatchObject({
      name: 'Transit Van PA-05',
      registrations_num: 'van05s',
      branch: { pk: ids.parramatta },
      cost_centre: null,
      make: 'Ford',
      odometer: 55_000,
    });
  });

  it('answers the contract’s messages for missing and out-of-range values', async () => {
    const response = await call(admin, 'POST', '/vehicles/', { name: '   ', vehicle_class: '', registrations_num: null, year: 1900, odometer: -5, doors: 2.5 });
    expect(response.status).toBe(400);
    const errors = await errorsOf(response);
    expect(errors.title).toBe(messages.request.invalid);
    expect(errors.fields).toMatchObject({
      name: vehicleMessages.nameRequired,
      vehicle_class: vehicleMessages.classRequired,
      registrations_num: vehicleMessages.registrationRequired,
      branch: vehicleMessages.branchRequired,
      year: vehicleMessages.yearRange,
      odometer: vehicleMessages.odometerNegative,
    });
    expect(errors.fields).toHaveProperty('doors');
    const unknown = await call(admin, 'POST', '/vehicles/', { ...newVehicle(), colour: 'red' });
    expect((await errorsOf(unknown)).fields).toEqual({ colour: messages.field.unknown });
    expect((await call(admin, 'POST', '/vehicles/', undefined)).status).toBe(400);
  });

  it('refuses another organisation’s branch or cost centre with the field named', async () => {
    const branch = await call(admin, 'POST', '/vehicles/', newVehicle({ branch: ids.harbour }));
    expect(branch.status).toBe(400);
    expect(Object.keys((await errorsOf(branch)).fields ?? {})).toEqual(['branch']);
    const centre = await call(admin, 'POST', '/vehicles/', newVehicle({ cost_centre: ids.fleetShareCostCentre }));
    expect(centre.status).toBe(400);
    expect(Object.keys((await errorsOf(centre)).fields ?? {})).toEqual(['cost_centre']);
  });

  it('keeps registrations unique in the organisation whatever the case, among live vehicles only', async () => {
    const taken = await call(admin, 'POST', '/vehicles/', newVehicle({ registrations_num: 'dk42qe' }));
    expect(taken.status).toBe(400);
    expect(await errorsOf(taken)).toMatchObject({ title: vehicleMessages.registrationInUse, fields: { registrations_num: vehicleMessages.registrationInUse } });
    const mazda = await vehicleId('DW09PR');
    const clash = await call(admin, 'PUT', `/vehicles/${mazda}/`, newVehicle({ registrations_num: 'EH17TR', branch: ids.parramatta }));
    expect((await errorsOf(clash)).fields).toEqual({ registrations_num: vehicleMessages.registrationInUse });
    // Another organisation may hold the same registration.
    await json(await call(multi, 'POST', '/vehicles/', newVehicle({ registrations_num: 'DK42QE', branch: ids.harbour })), 201);
    // A deleted vehicle frees its registration.
    const old = await json<Vehicle>(await call(admin, 'POST', '/vehicles/', newVehicle({ registrations_num: 'OLD001' })), 201);
    await json(await call(admin, 'DELETE', `/vehicles/${old.pk}/`));
    await json(await call(admin, 'POST', '/vehicles/', newVehicle({ registrations_num: 'old001' })), 201);
  });

  it('requires mandatory vehicle custom fields on create', async () => {
    const fuelCard = await json<{ pk: number }>(
      await call(admin, 'POST', '/tags/', { tag_group_name: 'Fuel Card', tag_type: 'vehicle', tag_data_type: 'free_text_field', is_mandatory: true }),
      201,
    );
    const missing = await call(admin, 'POST', '/vehicles/', newVehicle());
    expect(missing.status).toBe(400);
    expect(Object.keys((await errorsOf(missing)).fields ?? {})).toEqual(['vehicle_tags.Fuel Card']);
    const created = await json<Vehicle>(
      await call(admin, 'POST', '/vehicles/', newVehicle({ vehicle_tags: [{ tag_group_name: 'Fuel Card', value: ' FC-9981 ' }] })),
      201,
    );
    expect(created.vehicle_tags?.find((tag) => tag.tag_group_name === 'Fuel Card')?.selectedValue).toBe('FC-9981');
    // Edits that leave the tags out keep them and are not held to the mandatory rule.
    const edited = await json<Vehicle>(
      await call(admin, 'PUT', `/vehicles/${created.pk}/`, newVehicle({ registrations_num: created.registrations_num, name: 'Renamed' })),
    );
    expect(edited.vehicle_tags?.find((tag) => tag.tag_group_name === 'Fuel Card')?.selectedValue).toBe('FC-9981');
    expect((await call(admin, 'DELETE', `/tags/${fuelCard.pk}/`)).status).toBe(204);
  });
});

describe('who may change vehicles (organisation_write, super_users, a branch’s managers)', () => {
  it('refuses drivers every change', async () => {
    const corolla = await vehicleId('DK42QE');
    expect((await call(driver, 'POST', '/vehicles/', newVehicle())).status).toBe(403);
    expect((await call(driver, 'POST', '/vehicles/', {})).status).toBe(403);
    expect((await call(driver, 'PUT', `/vehicles/${corolla}/`, newVehicle({ registrations_num: 'DK42QE' }))).status).toBe(403);
    expect((await call(driver, 'DELETE', `/vehicles/${corolla}/`)).status).toBe(403);
    expect((await json<Vehicle>(await call(admin, 'GET', `/vehicles/${corolla}/`))).name).toBe('Corolla Hybrid SC-01');
  });

  it('lets a branch manager change the vehicles of the branch they manage, and no others', async () => {
    const created = await json<Vehicle>(await call(branchManager, 'POST', '/vehicles/', newVehicle({ branch: ids.parramatta, name: 'Pool Car PA-09' })), 201);
    expect(created.branch.pk).toBe(ids.parramatta);
    const edited = await json<Vehicle>(
      await call(
        branchManager,
        'PUT',
        `/vehicles/${created.pk}/`,
        newVehicle({ branch: ids.parramatta, name: 'Pool Car PA-10', registrations_num: created.registrations_num }),
      ),
    );
    expect(edited.name).toBe('Pool Car PA-10');
    expect((await call(branchManager, 'POST', '/vehicles/', newVehicle({ branch: ids.central }))).status).toBe(403);
    // Moving a vehicle away to a branch they do not manage is a change there too.
    expect(
      (await call(branchManager, 'PUT', `/vehicles/${created.pk}/`, newVehicle({ branch: ids.central, registrations_num: created.registrations_num }))).status,
    ).toBe(403);
    const corolla = await vehicleId('DK42QE');
    expect((await call(branchManager, 'PUT', `/vehicles/${corolla}/`, newVehicle({ branch: ids.parramatta, registrations_num: 'DK42QE' }))).status).toBe(403);
    expect((await call(branchManager, 'DELETE', `/vehicles/${corolla}/`)).status).toBe(403);
    await json(await call(branchManager, 'DELETE', `/vehicles/${created.pk}/`));
  });

  it('answers 404 for another organisation’s vehicle, whatever the call', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', newVehicle({ registrations_num: 'HC33TS' })],
      ['DELETE', undefined],
    ] as const) {
      const response = await call(admin, method, `/vehicles/${ids.harbourVehicle}/`, body);
      expect(response.status, method).toBe(404);
    }
    expect((await json<Vehicle>(await call(multi, 'GET', `/vehicles/${ids.harbourVehicle}/`))).name).toBe('Tesla Model 3 HC-01');
  });
});

describe('DELETE vehicles/{pk}/ (soft delete)', () => {
  async function book(vehicle: number, hoursFromNow: number, status = 'Approved', isDeleted = false) {
    const startAt = new Date(Date.now() + hoursFromNow * 3_600_000);
    const endAt = new Date(startAt.getTime() + 2 * 3_600_000);
    const [row] = await harness.db
      .insert(bookings)
      .values({ organisationId: 1, branchId: ids.central, vehicleId: vehicle, driverId: ids.dana, startAt, endAt, blockedUntil: endAt, status, isDeleted })
      .returning({ id: bookings.id });
    return row!.id;
  }

  it('is refused while an active booking lies ahead, and allowed once none does', async () => {
    const car = await json<Vehicle>(await call(admin, 'POST', '/vehicles/', newVehicle({ name: 'Booked Car' })), 201);
    await book(car.pk, -48);
    await book(car.pk, 24, 'Cancelled');
    await book(car.pk, 48, 'Approved', true);
    const upcoming = await book(car.pk, 72, 'Pending Approval');
    const refused = await call(admin, 'DELETE', `/vehicles/${car.pk}/`);
    expect(refused.status).toBe(409);
    expect((await errorsOf(refused)).title).toBe(vehicleMessages.hasBookings);
    expect((await json<Vehicle>(await call(admin, 'GET', `/vehicles/${car.pk}/`))).pk).toBe(car.pk);

    // A booking under way (started, not yet ended) still holds the vehicle.
    await harness.db.update(bookings).set({ status: 'Completed' }).where(eq(bookings.id, upcoming));
    const running = await book(car.pk, -1, 'In-Progress');
    expect((await call(admin, 'DELETE', `/vehicles/${car.pk}/`)).status).toBe(409);

    await harness.db.update(bookings).set({ status: 'Completed' }).where(eq(bookings.id, running));
    const deleted = await json<{ message: string }>(await call(admin, 'DELETE', `/vehicles/${car.pk}/`));
    expect(deleted.message).toBe(vehicleMessages.deleted);
    expect((await call(admin, 'GET', `/vehicles/${car.pk}/`)).status).toBe(404);
    expect((await call(admin, 'PUT', `/vehicles/${car.pk}/`, newVehicle({ registrations_num: car.registrations_num }))).status).toBe(404);
    expect((await call(admin, 'DELETE', `/vehicles/${car.pk}/`)).status).toBe(404);
    expect(await names('?search=Booked%20Car')).toEqual([]);
    const [row] = await harness.db.select({ isDeleted: vehicles.isDeleted }).from(vehicles).where(eq(vehicles.id, car.pk));
    expect(row?.isDeleted).toBe(true);
  });
});

describe('GET vehicles/?is_export=csv', () => {
  it('exports the filtered list in the list’s order, custom fields as columns', async () => {
    const response = await call(admin, 'GET', `/vehicles/?is_export=csv&branch_pk=${ids.central}&fuel_types=${q(['Hybrid', 'Diesel'])}&ordering=-name`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="vehicles-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { bom: true }) as string[][];
    const header = rows[0] ?? [];
    expect(header.slice(0, 4)).toEqual(['Name', 'Registration Number', 'Vehicle Class', 'Branch']);
    expect(header).toContain('Tow Bar');
    const column = (name: string) => header.indexOf(name);
    const truck = rows.find((row) => row[0] === 'Isuzu NPR Truck SC-04') ?? [];
    expect([
      truck[column('Odometer')],
      truck[column('Cost Centre')],
      truck[column('Daily Rate')],
      truck[column('Status')],
      truck[column('Tow Bar')],
      truck[column('Accessories')],
    ]).toEqual(['128400', '', '240', 'Active', 'true', 'Dash Cam']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['Isuzu NPR Truck SC-04', 'Corolla Hybrid SC-01', 'Camry Hybrid SC-02']);
    expect(rows[2]?.[column('Cost Centre')]).toBe('CC-200 Sales');

    const refused = await call(admin, 'GET', `/vehicles/?is_export=csv&custom_fields=${q({ Nope: 'x' })}`);
    expect(refused.status).toBe(400);
  });
});

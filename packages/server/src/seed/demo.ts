import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { RegistrationSettingValue } from '../registration/registration-settings';
import {
  branchHolidays,
  branchManagers,
  branchRelations,
  branches,
  costCentres,
  departments,
  employeeDepartments,
  employeeExtensions,
  employeeTagValues,
  geofences,
  organisationSettings,
  organisations,
  tagGroups,
  users,
  vehicles,
} from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { adoptExistingValues, insertDefaultMasterConfig } from '../master-config/defaults';
import { SETTING_KEYS } from '../settings/organisation-settings';
import { insertDefaultIncidentTypes } from './default-incident-types';
import { insertDefaultRoles } from './default-roles';
import { SPECIAL_TAG_GROUPS, userTagGroupRow, type SeededTagGroup } from './special-tag-groups';

export const DEMO_PASSWORD = 'Demo@12345';

type DemoMember = { organisation: 'demo' | 'fleetShare'; role: string; branch: string };
type DemoUser = { email: string; firstName: string; lastName: string; systemAdmin?: boolean; memberships: DemoMember[] };

/** The people README lists: one per role of spec §6 plus a two-organisation user. */
export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@demo.fleet', firstName: 'Alex', lastName: 'Admin', memberships: [{ organisation: 'demo', role: 'Admin', branch: 'Sydney Central' }] },
  { email: 'driver@demo.fleet', firstName: 'Dana', lastName: 'Driver', memberships: [{ organisation: 'demo', role: 'Driver', branch: 'Sydney Central' }] },
  {
    email: 'branch.manager@demo.fleet',
    firstName: 'Blake',
    lastName: 'Branch',
    memberships: [{ organisation: 'demo', role: 'Branch Manager', branch: 'Parramatta' }],
  },
  { email: 'hub.manager@demo.fleet', firstName: 'Harper', lastName: 'Hub', memberships: [{ organisation: 'demo', role: 'Hub Manager', branch: 'Sydney Hub' }] },
  { email: 'sysadmin@demo.fleet', firstName: 'Sam', lastName: 'Sysadmin', systemAdmin: true, memberships: [] },
  {
    email: 'multi@demo.fleet',
    firstName: 'Morgan',
    lastName: 'Multi',
    memberships: [
      { organisation: 'demo', role: 'Driver', branch: 'Parramatta' },
      { organisation: 'fleetShare', role: 'Branch Manager', branch: 'Harbour City Depot' },
    ],
  },
];

const DEMO_ORGANISATIONS = {
  demo: { name: 'Demo Fleet', domain: 'demo.fleet', industry: 'Fleet' },
  fleetShare: { name: 'Harbour City FleetShare', domain: 'fleetshare.demo', industry: 'CustomFleet' },
} as const;

const DEMO_BRANCHES: Record<keyof typeof DEMO_ORGANISATIONS, { name: string; type: 'branch' | 'hub'; timezone: string }[]> = {
  demo: [
    { name: 'Sydney Hub', type: 'hub', timezone: 'Australia/Sydney' },
    { name: 'Sydney Central', type: 'branch', timezone: 'Australia/Sydney' },
    { name: 'Parramatta', type: 'branch', timezone: 'Australia/Sydney' },
  ],
  fleetShare: [{ name: 'Harbour City Depot', type: 'branch', timezone: 'Australia/Sydney' }],
};

/** Opening hours of every demo branch (spec §3 business_hours): weekdays 08:00–18:00, Saturday mornings. */
const DEMO_BUSINESS_HOURS = {
  monday: { is_open: true, opens: '08:00', closes: '18:00' },
  tuesday: { is_open: true, opens: '08:00', closes: '18:00' },
  wednesday: { is_open: true, opens: '08:00', closes: '18:00' },
  thursday: { is_open: true, opens: '08:00', closes: '18:00' },
  friday: { is_open: true, opens: '08:00', closes: '18:00' },
  saturday: { is_open: true, opens: '09:00', closes: '12:00' },
  sunday: { is_open: false },
};

/** Named geofences per organisation, and the branch that uses each. */
const DEMO_GEOFENCES: Record<keyof typeof DEMO_ORGANISATIONS, { name: string; branch: string | null }[]> = {
  demo: [
    { name: 'Sydney CBD', branch: 'Sydney Central' },
    { name: 'Parramatta Precinct', branch: 'Parramatta' },
    { name: 'Greater Sydney', branch: null },
  ],
  fleetShare: [{ name: 'Harbour City', branch: 'Harbour City Depot' }],
};

/** Who manages which branch (spec §3 branch_manager), by email. */
const DEMO_BRANCH_MANAGERS: { organisation: keyof typeof DEMO_ORGANISATIONS; branch: string; email: string }[] = [
  { organisation: 'demo', branch: 'Parramatta', email: 'branch.manager@demo.fleet' },
  { organisation: 'demo', branch: 'Sydney Hub', email: 'hub.manager@demo.fleet' },
  { organisation: 'fleetShare', branch: 'Harbour City Depot', email: 'multi@demo.fleet' },
];

/** The hub serves both Demo Fleet branches (spec §3 Branch relation). */
const DEMO_RELATIONS = [{ from: 'Sydney Hub', to: ['Sydney Central', 'Parramatta'] }];

/** Demo Fleet's branch custom fields; 'Flight Details Required' decides whether airport tags are kept (spec §3). */
const DEMO_BRANCH_TAG_GROUPS: SeededTagGroup[] = [
  { name: 'Flight Details Required', dataType: 'toggle', tags: ['false'], description: 'Ask drivers for flight details when booking here' },
  { name: 'Key Box Opens', dataType: 'time', tags: ['07:00 AM'], description: 'When the after-hours key box opens' },
];

const LICENCE_CLASSES = ['C', 'LR', 'MR', 'HR', 'HC', 'MC'];

const DEMO_DEPARTMENTS = ['Operations', 'Sales', 'Finance'];
const DEMO_COST_CENTRES = ['CC-100 Fleet', 'CC-200 Sales'];

type DemoVehicle = {
  organisation: keyof typeof DEMO_ORGANISATIONS;
  branch: string;
  costCentre: string | null;
  values: Omit<typeof vehicles.$inferInsert, 'organisationId' | 'branchId' | 'costCentreId'>;
};

/**
 * A small fleet per branch (spec §2 /vehicles). Mostly class C, which the demo
 * driver's licence covers; the truck needs MR, so vehicle search leaves it out
 * for that driver. One car is off the road (inactive). Demo Fleet's vehicles
 * leave 'CC-100 Fleet' to its members: deleting a cost centre does not yet
 * look at vehicles (branches/structure.ts), and tests delete that one.
 */
const DEMO_VEHICLES: DemoVehicle[] = [
  {
    organisation: 'demo',
    branch: 'Sydney Central',
    costCentre: 'CC-200 Sales',
    values: {
      name: 'Corolla Hybrid SC-01',
      vehicleClass: 'C',
      registrationNum: 'DK42QE',
      serial: 'JTDBR32E720051234',
      make: 'Toyota',
      model: 'Corolla',
      paint: 'Glacier White',
      bodyType: 'Hatchback',
      doors: 5,
      seats: 5,
      fuelType: 'Hybrid',
      grade: 'Ascent Sport',
      year: 2023,
      odometer: 18_420,
      dailyRate: 89,
      ratePerKm: 0.25,
      keyPickupLocation: 'Front desk key safe',
      vehiclePickupLocation: 'Basement B1, bay 12',
    },
  },
  {
    organisation: 'demo',
    branch: 'Sydney Central',
    costCentre: null,
    values: {
      name: 'Camry Hybrid SC-02',
      vehicleClass: 'C',
      registrationNum: 'EH17TR',
      serial: 'JTNB23HK403012345',
      make: 'Toyota',
      model: 'Camry',
      paint: 'Silver Pearl',
      bodyType: 'Sedan',
      doors: 4,
      seats: 5,
      fuelType: 'Hybrid',
      grade: 'SL',
      year: 2022,
      odometer: 46_900,
      dailyRate: 110,
      ratePerKm: 0.3,
      keyPickupLocation: 'Front desk key safe',
      vehiclePickupLocation: 'Basement B1, bay 14',
    },
  },
  {
    organisation: 'demo',
    branch: 'Sydney Central',
    costCentre: 'CC-200 Sales',
    values: {
      name: 'Ioniq 5 SC-03',
      vehicleClass: 'C',
      registrationNum: 'EV03SY',
      serial: 'KMHKN81CPNU123456',
      make: 'Hyundai',
      model: 'Ioniq 5',
      paint: 'Lucid Blue',
      bodyType: 'SUV',
      doors: 5,
      seats: 5,
      fuelType: 'Electric',
      grade: 'Dynamiq',
      year: 2024,
      odometer: 7_350,
      dailyRate: 120,
      keyPickupLocation: 'Front desk key safe',
      vehiclePickupLocation: 'Basement B1, charging bay 2',
    },
  },
  {
    organisation: 'demo',
    branch: 'Sydney Central',
    costCentre: null,
    values: {
      name: 'Isuzu NPR Truck SC-04',
      vehicleClass: 'MR',
      registrationNum: 'XN88MR',
      serial: 'JALC4B16507001234',
      make: 'Isuzu',
      model: 'NPR 45-155',
      paint: 'Arc White',
      bodyType: 'Truck',
      doors: 2,
      seats: 3,
      fuelType: 'Diesel',
      grade: 'Tipper',
      year: 2020,
      odometer: 128_400,
      dailyRate: 240,
      ratePerKm: 0.65,
      keyPickupLocation: 'Loading dock office',
      vehiclePickupLocation: 'Loading dock',
    },
  },
  {
    organisation: 'demo',
    branch: 'Parramatta',
    costCentre: 'CC-200 Sales',
    values: {
      name: 'HiLux Ute PA-01',
      vehicleClass: 'C',
      registrationNum: 'CT55PA',
      serial: 'MR0HA3CD100123456',
      make: 'Toyota',
      model: 'HiLux',
      paint: 'Graphite',
      bodyType: 'Ute',
      doors: 4,
      seats: 5,
      fuelType: 'Diesel',
      grade: 'SR5',
      year: 2021,
      odometer: 73_200,
      dailyRate: 95,
      ratePerKm: 0.35,
      keyPickupLocation: 'Reception',
      vehiclePickupLocation: 'Rear yard',
    },
  },
  {
    organisation: 'demo',
    branch: 'Parramatta',
    costCentre: 'CC-200 Sales',
    values: {
      name: 'Mazda3 PA-02',
      vehicleClass: 'C',
      registrationNum: 'DW09PR',
      serial: 'JM0BP2HL200123456',
      make: 'Mazda',
      model: 'Mazda3',
      paint: 'Soul Red',
      bodyType: 'Hatchback',
      doors: 5,
      seats: 5,
      fuelType: 'Petrol',
      grade: 'G20 Evolve',
      year: 2022,
      odometer: 31_050,
      keyPickupLocation: 'Reception',
      vehiclePickupLocation: 'Rear yard',
    },
  },
  {
    organisation: 'demo',
    branch: 'Parramatta',
    costCentre: null,
    values: {
      name: 'Kona Electric PA-03',
      vehicleClass: 'C',
      registrationNum: 'EK21PR',
      make: 'Hyundai',
      model: 'Kona',
      paint: 'Chalk White',
      bodyType: 'SUV',
      doors: 5,
      seats: 5,
      fuelType: 'Electric',
      grade: 'Premium',
      year: 2023,
      odometer: 12_800,
      isActive: false,
    },
  },
  {
    organisation: 'fleetShare',
    branch: 'Harbour City Depot',
    costCentre: 'CC-100 Fleet',
    values: {
      name: 'Tesla Model 3 HC-01',
      vehicleClass: 'C',
      registrationNum: 'HC33TS',
      serial: '5YJ3E7EB2NF123456',
      make: 'Tesla',
      model: 'Model 3',
      paint: 'Midnight Silver',
      bodyType: 'Sedan',
      doors: 4,
      seats: 5,
      fuelType: 'Electric',
      grade: 'Long Range',
      year: 2023,
      odometer: 22_600,
      dailyRate: 140,
      keyPickupLocation: 'Depot kiosk',
      vehiclePickupLocation: 'Wharf car park, level 2',
    },
  },
  {
    organisation: 'fleetShare',
    branch: 'Harbour City Depot',
    costCentre: 'CC-200 Sales',
    values: {
      name: 'RAV4 Hybrid HC-02',
      vehicleClass: 'C',
      registrationNum: 'HC71RV',
      serial: 'JTMW43FV20D123456',
      make: 'Toyota',
      model: 'RAV4',
      paint: 'Eclipse Black',
      bodyType: 'SUV',
      doors: 5,
      seats: 5,
      fuelType: 'Hybrid',
      grade: 'GXL',
      year: 2022,
      odometer: 40_100,
      dailyRate: 115,
      ratePerKm: 0.28,
      keyPickupLocation: 'Depot kiosk',
      vehiclePickupLocation: 'Wharf car park, level 2',
    },
  },
];

/** Demo Fleet's custom user fields, one of each kind of data the forms show. */
const DEMO_USER_TAG_GROUPS: Record<keyof typeof DEMO_ORGANISATIONS, SeededTagGroup[]> = {
  demo: [
    { name: 'Uniform Size', dataType: 'textselect', tags: ['S', 'M', 'L'] },
    { name: 'Forklift Certified', dataType: 'toggle', tags: ['false'] },
    { name: 'Security Clearance', dataType: 'multitextselect', tags: ['Baseline', 'NV1', 'NV2'], mandatory: false },
    { name: 'Induction Date', dataType: 'date', tags: [] },
    { name: 'Shift Start', dataType: 'time', tags: ['07:00 AM'] },
    ...SPECIAL_TAG_GROUPS,
  ],
  fleetShare: SPECIAL_TAG_GROUPS,
};

function inYears(now: Date, years: number): string {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** The demo driver can be booked: a current licence (three years from seeding), department, cost centre and manager. */
const DEMO_DRIVER_DETAILS = {
  email: 'driver@demo.fleet',
  department: 'Operations',
  costCentre: 'CC-100 Fleet',
  tags: { 'Uniform Size': ['M'], 'Induction Date': ['2024-02-05'] } as Record<string, string[]>,
  extension: (now: Date) => ({
    manager: 'admin@demo.fleet',
    dateOfBirth: '1990-05-17',
    licenseNumber: 'NSW1234567',
    licenseClass: ['C'],
    licenseCountryOfIssue: 'Australia',
    licenseState: 'NSW',
    licenseValidUpto: inYears(now, 3),
    address: '1 Market Street, Sydney NSW',
    postcode: '2000',
  }),
};

/**
 * Self sign-up for both demo organisations (organisation codes 1 and 2):
 * Demo Fleet asks for licence details and waits for its admin's approval;
 * Harbour City FleetShare asks nothing beyond the branch and accepts at once.
 */
export const DEMO_REGISTRATION_SETTINGS: Record<keyof typeof DEMO_ORGANISATIONS, RegistrationSettingValue> = {
  demo: {
    self_sign_up: true,
    auto_accept: false,
    ask_fields: [
      { name: 'licenseNumber', label: 'License Number', data_type: 'free_text_field', alias: 'licenseNumber', visibility: null },
      {
        name: 'licenseClass',
        label: 'License Class',
        data_type: 'multitextselect',
        alias: 'licenseClass',
        visibility: null,
        options: LICENCE_CLASSES.map((value) => ({ value, label: value })),
      },
      { name: 'licenseValidUpto', label: 'License Expiry Date', data_type: 'date', alias: 'licenseValidUpto', visibility: null },
      { name: 'phone', label: 'Phone Number', data_type: 'free_text_field', alias: 'phone', visibility: null },
    ],
    terms: {
      preferredType: 'content',
      link: null,
      content:
        'Demo Fleet vehicles are for business use by registered drivers only. You must hold a current licence of the class the vehicle needs, ' +
        'report every incident within 24 hours, and return vehicles on time, clean and with at least a quarter tank. Bookings and trips are recorded.',
    },
  },
  fleetShare: {
    self_sign_up: true,
    auto_accept: true,
    ask_fields: [],
    terms: { preferredType: 'link', link: 'https://fleetshare.demo/terms-and-conditions', content: null },
  },
};

/** Who approves Demo Fleet's sign-ups (USER_SIGNUP_APPROVER); Harbour City accepts automatically. */
const DEMO_SIGN_UP_APPROVERS: Partial<Record<keyof typeof DEMO_ORGANISATIONS, string[]>> = { demo: ['admin@demo.fleet'] };

/** True when the database holds no organisation and no user: the only state demo seeding may touch. */
export async function isEmpty(db: Database): Promise<boolean> {
  const [[organisationCount], [userCount]] = await Promise.all([db.select({ value: count() }).from(organisations), db.select({ value: count() }).from(users)]);
  return (organisationCount?.value ?? 0) === 0 && (userCount?.value ?? 0) === 0;
}

/** Seeds the demo organisations and people as of `now`; refuses to run against a database that has data. */
export async function seedDemo(db: Database, now: Date): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Hash outside the transaction: scrypt is deliberately slow and PGlite holds its one connection for a transaction.
  // One hash for every demo account: the password is published in README, so separate salts would protect nothing.
  const demoPasswordHash = await hashPassword(DEMO_PASSWORD);

  await db.transaction(async (tx) => {
    const organisationIds = {} as Record<keyof typeof DEMO_ORGANISATIONS, number>;
    const roleIds = new Map<string, number>();
    const branchIds = new Map<string, number>();
    for (const [key, organisation] of Object.entries(DEMO_ORGANISATIONS) as [keyof typeof DEMO_ORGANISATIONS, (typeof DEMO_ORGANISATIONS)['demo']][]) {
      const [created] = await tx.insert(organisations).values(organisation).returning({ id: organisations.id });
      if (!created) throw new Error('organisation insert returned nothing');
      organisationIds[key] = created.id;
      for (const [name, id] of await insertDefaultRoles(tx, created.id)) roleIds.set(`${key}:${name}`, id);
      await insertDefaultIncidentTypes(tx, created.id);
      for (const branch of DEMO_BRANCHES[key]) {
        const [createdBranch] = await tx
          .insert(branches)
          .values({
            organisationId: created.id,
            name: branch.name,
            branchType: branch.type,
            branchTimezone: branch.timezone,
            address: `${branch.name}, NSW`,
            addressFeatures: { country: 'AU', state: 'NSW' },
            businessHours: DEMO_BUSINESS_HOURS,
          })
          .returning({ id: branches.id });
        if (!createdBranch) throw new Error('branch insert returned nothing');
        branchIds.set(`${key}:${branch.name}`, createdBranch.id);
      }
    }

    const departmentIds = new Map<string, number>();
    const costCentreIds = new Map<string, number>();
    const tagGroupIds = new Map<string, number>();
    for (const key of Object.keys(DEMO_ORGANISATIONS) as (keyof typeof DEMO_ORGANISATIONS)[]) {
      const organisationId = organisationIds[key];
      const createdDepartments = await tx
        .insert(departments)
        .values(DEMO_DEPARTMENTS.map((name) => ({ organisationId, name })))
        .returning({ id: departments.id, name: departments.name });
      for (const department of createdDepartments) departmentIds.set(`${key}:${department.name}`, department.id);
      const createdCostCentres = await tx
        .insert(costCentres)
        .values(DEMO_COST_CENTRES.map((name) => ({ organisationId, name })))
        .returning({ id: costCentres.id, name: costCentres.name });
      for (const costCentre of createdCostCentres) costCentreIds.set(`${key}:${costCentre.name}`, costCentre.id);
      const createdGroups = await tx
        .insert(tagGroups)
        .values(DEMO_USER_TAG_GROUPS[key].map((group) => userTagGroupRow(organisationId, group)))
        .returning({ id: tagGroups.id, name: tagGroups.tagGroupName });
      for (const group of createdGroups) tagGroupIds.set(`${key}:${group.name}`, group.id);
    }

    const userIds = new Map<string, number>();
    const memberIds = new Map<string, number>();
    for (const [index, person] of DEMO_USERS.entries()) {
      const [user] = await tx
        .insert(users)
        .values({
          email: person.email,
          firstName: person.firstName,
          lastName: person.lastName,
          passwordHash: demoPasswordHash,
          isSystemAdmin: person.systemAdmin ?? false,
          isEmailVerified: true,
          phone: '+61400000000',
          countryCode: 'AU',
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      userIds.set(person.email, user.id);
      for (const [position, membership] of person.memberships.entries()) {
        const organisationId = organisationIds[membership.organisation];
        const driverDetails = person.email === DEMO_DRIVER_DETAILS.email && membership.organisation === 'demo' ? DEMO_DRIVER_DETAILS : null;
        const [member] = await tx
          .insert(employeeExtensions)
          .values({
            organisationId,
            userId: user.id,
            roleId: roleIds.get(`${membership.organisation}:${membership.role}`) ?? 0,
            branchId: branchIds.get(`${membership.organisation}:${membership.branch}`) ?? null,
            employeeId: `EMP${String(index + 1).padStart(3, '0')}${position > 0 ? `-${position}` : ''}`,
            costCentreId: driverDetails ? (costCentreIds.get(`demo:${driverDetails.costCentre}`) ?? null) : null,
            ...driverDetails?.extension(now),
          })
          .returning({ id: employeeExtensions.id });
        if (!member) throw new Error('member insert returned nothing');
        memberIds.set(`${membership.organisation}:${person.email}`, member.id);
        if (driverDetails) {
          await tx
            .insert(employeeDepartments)
            .values({ employeeExtensionId: member.id, organisationId, departmentId: departmentIds.get(`demo:${driverDetails.department}`) ?? 0 });
          await tx.insert(employeeTagValues).values(
            Object.entries(driverDetails.tags).map(([name, value]) => ({
              employeeExtensionId: member.id,
              organisationId,
              tagGroupId: tagGroupIds.get(`demo:${name}`) ?? 0,
              value,
            })),
          );
        }
      }
    }

    for (const [key, value] of Object.entries(DEMO_REGISTRATION_SETTINGS) as [keyof typeof DEMO_ORGANISATIONS, RegistrationSettingValue][]) {
      await tx.insert(organisationSettings).values({ organisationId: organisationIds[key], key: SETTING_KEYS.registration, value });
      const approvers = DEMO_SIGN_UP_APPROVERS[key];
      if (approvers) {
        const value = approvers.map((email) => userIds.get(email) ?? 0).join(',');
        await tx.insert(organisationSettings).values({ organisationId: organisationIds[key], key: SETTING_KEYS.signUpApprovers, value });
      }
    }
    await tx.insert(organisationSettings).values({ organisationId: organisationIds.demo, key: SETTING_KEYS.enableHubs, value: true });

    for (const [key, fences] of Object.entries(DEMO_GEOFENCES) as [keyof typeof DEMO_ORGANISATIONS, (typeof DEMO_GEOFENCES)['demo']][]) {
      for (const fence of fences) {
        const [geofence] = await tx.insert(geofences).values({ organisationId: organisationIds[key], name: fence.name }).returning({ id: geofences.id });
        if (fence.branch && geofence) {
          await tx
            .update(branches)
            .set({ geofenceId: geofence.id })
            .where(eq(branches.id, branchIds.get(`${key}:${fence.branch}`) ?? 0));
        }
      }
    }
    await tx.insert(branchManagers).values(
      DEMO_BRANCH_MANAGERS.map(({ organisation, branch, email }) => ({
        organisationId: organisationIds[organisation],
        branchId: branchIds.get(`${organisation}:${branch}`) ?? 0,
        employeeExtensionId: memberIds.get(`${organisation}:${email}`) ?? 0,
      })),
    );
    await tx.insert(branchRelations).values(
      DEMO_RELATIONS.flatMap(({ from, to }) =>
        to.map((name) => ({
          organisationId: organisationIds.demo,
          fromBranchId: branchIds.get(`demo:${from}`) ?? 0,
          toBranchId: branchIds.get(`demo:${name}`) ?? 0,
        })),
      ),
    );
    await tx.insert(branchHolidays).values({
      organisationId: organisationIds.demo,
      branchId: branchIds.get('demo:Parramatta') ?? 0,
      date: `${now.getUTCFullYear()}-12-24`,
      name: 'Christmas Eve closure',
    });
    await tx.insert(tagGroups).values(
      DEMO_BRANCH_TAG_GROUPS.map((group) => ({
        organisationId: organisationIds.demo,
        tagType: 'branch',
        tagGroupName: group.name,
        label: group.name,
        tagDataType: group.dataType,
        tags: group.tags,
        description: group.description ?? null,
      })),
    );
    await tx.insert(vehicles).values(
      DEMO_VEHICLES.map(({ organisation, branch, costCentre, values }) => ({
        ...values,
        organisationId: organisationIds[organisation],
        branchId: branchIds.get(`${organisation}:${branch}`) ?? 0,
        costCentreId: costCentre === null ? null : (costCentreIds.get(`${organisation}:${costCentre}`) ?? null),
      })),
    );
    // The lookup lists start from the defaults plus what the demo vehicles and members hold, as migration 0024 did for real data.
    for (const organisationId of Object.values(organisationIds)) {
      await insertDefaultMasterConfig(tx, organisationId);
      await adoptExistingValues(tx, organisationId);
    }
  });
  return true;
}

import { count } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { RegistrationSettingValue } from '../registration/registration-settings';
import { branches, employeeExtensions, organisationSettings, organisations, rolePermissions, roles, users } from '../db/schema';
import { hashPassword } from '../auth/passwords';
import { SETTING_KEYS } from '../settings/organisation-settings';
import { DEFAULT_ROLES } from './default-roles';

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

const LICENCE_CLASSES = ['C', 'LR', 'MR', 'HR', 'HC', 'MC'];

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
  const [[organisationCount], [userCount]] = await Promise.all([
    db.select({ value: count() }).from(organisations),
    db.select({ value: count() }).from(users),
  ]);
  return (organisationCount?.value ?? 0) === 0 && (userCount?.value ?? 0) === 0;
}

/** Seeds the demo organisations and people; refuses to run against a database that has data. */
export async function seedDemo(db: Database): Promise<boolean> {
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
      for (const role of DEFAULT_ROLES) {
        const [createdRole] = await tx.insert(roles).values({ organisationId: created.id, name: role.name }).returning({ id: roles.id });
        if (!createdRole) throw new Error('role insert returned nothing');
        roleIds.set(`${key}:${role.name}`, createdRole.id);
        if (role.permissions.length > 0) {
          await tx.insert(rolePermissions).values(role.permissions.map((permission) => ({ roleId: createdRole.id, permission })));
        }
      }
      for (const branch of DEMO_BRANCHES[key]) {
        const [createdBranch] = await tx
          .insert(branches)
          .values({ organisationId: created.id, name: branch.name, branchType: branch.type, branchTimezone: branch.timezone })
          .returning({ id: branches.id });
        if (!createdBranch) throw new Error('branch insert returned nothing');
        branchIds.set(`${key}:${branch.name}`, createdBranch.id);
      }
    }

    const userIds = new Map<string, number>();
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
        await tx.insert(employeeExtensions).values({
          organisationId: organisationIds[membership.organisation],
          userId: user.id,
          roleId: roleIds.get(`${membership.organisation}:${membership.role}`) ?? 0,
          branchId: branchIds.get(`${membership.organisation}:${membership.branch}`) ?? null,
          employeeId: `EMP${String(index + 1).padStart(3, '0')}${position > 0 ? `-${position}` : ''}`,
        });
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
  });
  return true;
}

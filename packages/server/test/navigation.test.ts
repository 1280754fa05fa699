import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assert } from 'superstruct';
import { and, eq } from 'drizzle-orm';
import { PermissionItemList, SidebarItems, type SidebarItem } from '@motorpool/api';
import { rolePermissions, roles } from '../src/db/schema';
import { NAVIGATION_SETTING_KEYS } from '../src/navigation/context';
import { writeSetting } from '../src/settings/organisation-settings';
import { createHarness, type Harness } from './harness';
import { DEMO_FLEET, FLEET_SHARE } from './sign-up-flow';

const ORGANISATIONS = '/api/v1/organisations';

let harness: Harness;
const tokens = new Map<string, string>();

beforeAll(async () => {
  harness = await createHarness();
});
afterAll(() => harness.close());

async function tokenOf(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  const token = await harness.login(email, email === 'multi@demo.fleet' ? DEMO_FLEET : undefined);
  tokens.set(email, token);
  return token;
}

async function sidebar(email: string, organisation?: number): Promise<SidebarItems> {
  const response = await harness.call('GET', `${ORGANISATIONS}/sidebar-items/`, { token: await tokenOf(email), organisation });
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, SidebarItems);
  return body;
}

/** `parent/child` for every visible entry, in order, so a table row reads like the menu. */
function keysOf(items: SidebarItem[], prefix = ''): string[] {
  return items.flatMap((item) => (item.children ? keysOf(item.children, `${prefix}${item.key}/`) : [`${prefix}${item.key}`]));
}

const SETTINGS = [
  'company-settings',
  'general-settings',
  'booking-settings',
  'booking-approval-rules',
  'incident-settings',
  'departments',
  'cost-centres',
  'custom-fields',
  'visibility-rules',
  'notification-templates',
  'theme',
  'master-config',
  'user-roles',
  'embed-keys',
].map((key) => `settings/${key}`);
const ALL_BOOKINGS = ['bookings/my-bookings', 'bookings/all-bookings', 'bookings/branch-bookings', 'bookings/hidden-bookings', 'bookings/bookings-calendar'];
const ALL_BRANCHES = ['branches/branches-list', 'branches/my-branch', 'branches/associated-branches'];
/** Branch managers run their own branch; the list of all branches is for organisation writers (its page edits them). */
const MANAGED_BRANCHES = ['branches/my-branch', 'branches/associated-branches'];

type SidebarCase = { who: string; email: string; organisation?: number; keys: string[]; logo: string; canCreate: boolean };

const CASES: SidebarCase[] = [
  {
    who: 'admin in Demo Fleet (a sign-up approver)',
    email: 'admin@demo.fleet',
    keys: [
      'dashboard',
      ...ALL_BOOKINGS,
      'users/users-list',
      'users/invite-users',
      'users/registration-requests',
      'users/new-registration-requests',
      'users/non-registered-drivers',
      'users/users-import',
      'vehicles',
      ...ALL_BRANCHES,
      'incidents',
      'reports',
      ...SETTINGS,
      'helpdesk',
    ],
    logo: '/my-bookings',
    canCreate: false,
  },
  {
    who: 'driver',
    email: 'driver@demo.fleet',
    keys: ['dashboard', 'bookings/my-bookings', 'bookings/all-bookings', 'bookings/bookings-calendar', 'vehicles', 'reports', 'helpdesk'],
    logo: '/my-bookings',
    canCreate: false,
  },
  {
    who: 'branch manager in Demo Fleet',
    email: 'branch.manager@demo.fleet',
    keys: [
      'dashboard',
      ...ALL_BOOKINGS,
      'users/users-list',
      'users/invite-users',
      'users/non-registered-drivers',
      'users/users-import',
      'vehicles',
      ...MANAGED_BRANCHES,
      'incidents',
      'reports',
      'helpdesk',
    ],
    logo: '/my-bookings',
    canCreate: false,
  },
  {
    // CustomFleet takes user_write from branch managers and hides non-registered drivers; the user manual appears.
    who: 'CustomFleet branch manager',
    email: 'multi@demo.fleet',
    organisation: FLEET_SHARE,
    keys: ['dashboard', ...ALL_BOOKINGS, 'users/users-list', 'vehicles', ...MANAGED_BRANCHES, 'incidents', 'reports', 'user-manual', 'helpdesk'],
    logo: '/my-bookings',
    canCreate: false,
  },
  {
    who: 'system admin without an organisation',
    email: 'sysadmin@demo.fleet',
    keys: ['my-board', 'create-organisation', 'system-jobs', 'helpdesk'],
    logo: '/my-bookings',
    canCreate: true,
  },
  {
    who: 'system admin in the CustomFleet organisation',
    email: 'sysadmin@demo.fleet',
    organisation: FLEET_SHARE,
    keys: [
      'my-board',
      'back-to-board',
      'create-organisation',
      'system-jobs',
      'dashboard',
      ...ALL_BOOKINGS,
      'users/users-list',
      'users/invite-users',
      'users/users-import',
      'vehicles',
      ...ALL_BRANCHES,
      'incidents',
      'reports',
      ...SETTINGS,
      'user-manual',
      'helpdesk',
    ],
    logo: '/my-bookings',
    canCreate: true,
  },
];

describe('GET organisations/sidebar-items/', () => {
  it.each(CASES)('shows the $who what spec §2 allows', async ({ email, organisation, keys, logo, canCreate }) => {
    const body = await sidebar(email, organisation);
    expect(keysOf(body.results)).toEqual(keys);
    expect(body.logo_url).toBe(logo);
    expect(body.can_create_organisation).toBe(canCreate);
  });

  it('puts the help panels in the bottom group and gives groups no url', async () => {
    const body = await sidebar('multi@demo.fleet', FLEET_SHARE);
    expect(body.results.filter((item) => item.group === 'bottom').map((item) => item.key)).toEqual(['user-manual', 'helpdesk']);
    expect(body.results.find((item) => item.key === 'users')).toMatchObject({ url: null, label: 'Users' });
  });

  it('sends a caller without view_my_bookings to a new booking from the logo', async () => {
    const { db } = harness;
    const [driverRole] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Driver')));
    await db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, driverRole?.id ?? 0), eq(rolePermissions.permission, 'view_my_bookings')));
    try {
      const body = await sidebar('driver@demo.fleet');
      expect(body.logo_url).toBe('/bookings/add/new');
      expect(keysOf(body.results)).not.toContain('bookings/my-bookings');
    } finally {
      await db.insert(rolePermissions).values({ roleId: driverRole?.id ?? 0, permission: 'view_my_bookings' });
    }
  });

  it('shows User Roles and Embed Keys, alone of the settings, to a super user without organisation_write', async () => {
    const { db } = harness;
    const [managerRole] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.organisationId, DEMO_FLEET), eq(roles.name, 'Branch Manager')));
    await db.insert(rolePermissions).values({ roleId: managerRole?.id ?? 0, permission: 'super_users' });
    try {
      const keys = keysOf((await sidebar('branch.manager@demo.fleet')).results);
      expect(keys.filter((key) => key.startsWith('settings/'))).toEqual(['settings/user-roles', 'settings/embed-keys']);
    } finally {
      await db.delete(rolePermissions).where(and(eq(rolePermissions.roleId, managerRole?.id ?? 0), eq(rolePermissions.permission, 'super_users')));
    }
  });

  it("answers the organisation's help desk and user manual when configured, else null", async () => {
    expect((await sidebar('driver@demo.fleet')).help_desk).toBeNull();
    const scope = (organisationId: number) => ({ organisationId, tenancy: { organisation: null, membership: null, permissions: new Set<string>() } });
    await writeSetting(harness.db, scope(DEMO_FLEET), NAVIGATION_SETTING_KEYS.helpDesk, { phone: '1800 000 000', email: 'help@demo.fleet' });
    await writeSetting(harness.db, scope(FLEET_SHARE), NAVIGATION_SETTING_KEYS.userManualUrl, 'https://fleetshare.demo/manual.pdf');
    expect((await sidebar('driver@demo.fleet')).help_desk).toEqual({ phone: '1800 000 000', email: 'help@demo.fleet', message: null });
    expect((await sidebar('multi@demo.fleet', FLEET_SHARE)).user_manual_url).toBe('https://fleetshare.demo/manual.pdf');
    expect((await sidebar('multi@demo.fleet', DEMO_FLEET)).user_manual_url).toBeNull();
  });

  it('needs a session', async () => {
    expect((await harness.call('GET', `${ORGANISATIONS}/sidebar-items/`)).status).toBe(401);
  });
});

async function permissionItems(email: string, page: string, organisation?: number) {
  const response = await harness.call('GET', `${ORGANISATIONS}/permission-items/?page=${encodeURIComponent(page)}`, {
    token: await tokenOf(email),
    organisation,
  });
  expect(response.status).toBe(200);
  const body = await response.json();
  assert(body, PermissionItemList);
  return body.results;
}

describe('GET organisations/permission-items/', () => {
  it('gives the users page export, import and the add button to user_write', async () => {
    expect(await permissionItems('admin@demo.fleet', 'users')).toEqual([
      { type: 'table_export', name: 'Export', icon: 'download', extra_data: { formats: ['csv', 'xlsx'], table: 'users' } },
      { type: 'table_import', name: 'Import Users', url: '/users-import', icon: 'upload' },
      { type: 'navigation_button', name: 'Add New User', url: '/users/add/new', icon: 'person_add' },
    ]);
    expect(await permissionItems('driver@demo.fleet', 'users')).toEqual([]);
    // CustomFleet branch managers lose user_write, and with it these actions.
    expect(await permissionItems('multi@demo.fleet', 'users', FLEET_SHARE)).toEqual([]);
  });

  it("labels CustomFleet's add button 'New User' with its drop-down", async () => {
    const items = await permissionItems('sysadmin@demo.fleet', 'users', FLEET_SHARE);
    const button = items.find((item) => item.type === 'navigation_button');
    expect(button?.name).toBe('New User');
    expect(button?.extra_data?.dropdown).toHaveLength(2);
  });

  it('offers the state-of-charge refresh only in CustomFleet', async () => {
    const names = async (organisation: number) => (await permissionItems('sysadmin@demo.fleet', 'vehicles', organisation)).map((item) => item.name);
    expect(await names(FLEET_SHARE)).toEqual(['Refresh State of Charge']);
    expect(await names(DEMO_FLEET)).toEqual([]);
  });

  it('grants each tab of the user detail page by its own permission', async () => {
    const types = async (email: string) => (await permissionItems(email, 'user-detail')).map((item) => item.type);
    expect(await types('admin@demo.fleet')).toEqual(['audits', 'notes', 'documents', 'tasks']);
    expect(await types('branch.manager@demo.fleet')).toEqual(['notes', 'documents', 'tasks']);
    expect(await types('driver@demo.fleet')).toEqual([]);
  });

  it('gives the incidents page Report Incident for incident_write (the table exports itself)', async () => {
    expect(await permissionItems('branch.manager@demo.fleet', 'incidents')).toEqual([
      { type: 'navigation_button', name: 'Report Incident', url: '/incidents?report=1', icon: 'add' },
    ]);
    expect(await permissionItems('driver@demo.fleet', 'incidents')).toEqual([]);
  });

  it('answers nothing for an unknown page and 400 without one', async () => {
    expect(await permissionItems('admin@demo.fleet', 'no-such-page')).toEqual([]);
    expect(await permissionItems('admin@demo.fleet', 'constructor')).toEqual([]);
    const missing = await harness.call('GET', `${ORGANISATIONS}/permission-items/`, { token: await tokenOf('admin@demo.fleet') });
    expect(missing.status).toBe(400);
  });
});

describe('GET organisations/options/', () => {
  const names = async (email: string) => {
    const response = await harness.call('GET', `${ORGANISATIONS}/options/`, { token: await tokenOf(email) });
    expect(response.status).toBe(200);
    return ((await response.json()) as { results: { name: string }[] }).results.map((organisation) => organisation.name);
  };

  it('lists every organisation for a system admin and the memberships for anyone else', async () => {
    expect(await names('sysadmin@demo.fleet')).toEqual(['Demo Fleet', 'Harbour City FleetShare']);
    expect(await names('multi@demo.fleet')).toEqual(['Demo Fleet', 'Harbour City FleetShare']);
    expect(await names('driver@demo.fleet')).toEqual(['Demo Fleet']);
  });
});

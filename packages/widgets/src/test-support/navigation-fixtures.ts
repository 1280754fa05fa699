import type { OrganisationSummary, PermissionItem, Profile, SidebarItem, SidebarItems } from '@motorpool/api';
import { organisations, profile } from './fixtures';

/** Plain data for the sidebar and heading-bar stories and tests; never imported by the library itself. */

const left = (key: string, label: string, url: string | null, icon: string | null, children?: SidebarItem[]): SidebarItem => ({
  key,
  label,
  url,
  icon,
  group: 'left',
  ...(children ? { children } : {}),
});

export const adminItems: SidebarItem[] = [
  left('dashboard', 'Dashboard', '/dashboard', 'dashboard'),
  left('bookings', 'Bookings', '/bookings', 'bookings'),
  left('vehicles', 'Vehicles', '/vehicles', 'vehicles'),
  left('users', 'Users', null, 'users', [
    left('users-list', 'All Users', '/users', null),
    left('invite-users', 'Invite Users', '/invite-users', null),
    left('registration-request', 'Registration Requests', '/registration-request', null),
    left('non-registered-drivers', 'Non-Registered Drivers', '/non-registered-drivers', null),
  ]),
  left('branches', 'Branches', '/branches', 'branches'),
  left('incidents', 'Incidents', '/incidents', 'incidents'),
  left('tracking', 'Tracking', '/tracking', 'tracking'),
  left('reports', 'Reports', '/reports/list', 'reports'),
  left('tags', 'Custom Fields', '/tags', 'tags'),
  left('settings', 'Settings', null, 'settings', [
    left('general-settings', 'General Settings', '/general-settings', null),
    left('booking-settings', 'Booking Settings', '/booking-settings', null),
    left('user-roles', 'User Roles', '/user-roles', null),
  ]),
];

export const driverItems: SidebarItem[] = [
  left('dashboard', 'Dashboard', '/dashboard', 'dashboard'),
  left('my-bookings', 'My Bookings', '/my-bookings', 'bookings'),
  left('incidents', 'Incidents', '/incidents', 'incidents'),
];

export const branchManagerItems: SidebarItem[] = [
  left('dashboard', 'Dashboard', '/dashboard', 'dashboard'),
  left('branch-bookings', 'Branch Bookings', '/branch-bookings', 'bookings'),
  left('my-bookings', 'My Bookings', '/my-bookings', 'calendar'),
  left('vehicles', 'Vehicles', '/vehicles', 'vehicles'),
  left('users', 'Users', null, 'users', [left('users-list', 'All Users', '/users', null), left('invite-users', 'Invite Users', '/invite-users', null)]),
  left('my-branch', 'My Branch', '/my-branch', 'branches'),
];

export const systemAdminItems: SidebarItem[] = [
  left('my-board', 'My Board', '/my-boards/1/Overview', 'board'),
  left('back-to-board', 'Back to my board', '/back-to-board', 'board'),
  left('create-organisation', 'Create Organization', '/create-organisation', 'add_business'),
  ...adminItems,
];

export const menu = (results: SidebarItem[], extra: Partial<SidebarItems> = {}): SidebarItems => ({
  results,
  logo_url: '/my-bookings',
  help_desk: { phone: '+61 3 9000 1234', email: 'help@motorpool.test', message: 'Open 8am–6pm AEST, Monday to Friday.' },
  user_manual_url: null,
  can_create_organisation: false,
  ...extra,
});

const customFleet: OrganisationSummary = organisations[1]!;

export const adminProfile: Profile = {
  ...profile,
  pk: 8,
  first_name: 'Alex',
  last_name: 'Admin',
  email: 'alex@example.test',
  role: { pk: 1, name: 'Admin' },
  permissions: ['organisation_write', 'user_write', 'view_my_bookings'],
};

export const driverProfile: Profile = profile;

export const branchManagerProfile: Profile = {
  ...profile,
  pk: 9,
  first_name: 'Bea',
  last_name: 'Branch',
  email: 'bea@example.test',
  current_organisation: customFleet,
  role: { pk: 4, name: 'Branch Manager' },
  permissions: ['is_branch_manager', 'view_my_bookings'],
  branch: { pk: 31, name: 'Geelong' },
  additional_branches: [
    { pk: 31, name: 'Geelong' },
    { pk: 32, name: 'Ballarat' },
    { pk: 33, name: 'Bendigo' },
  ],
};

export const hubManagerProfile: Profile = {
  ...profile,
  pk: 10,
  first_name: 'Hugo',
  last_name: 'Hub',
  email: 'hugo@example.test',
  current_organisation: { ...organisations[0]!, hubs_enabled: true },
  role: { pk: 5, name: 'Hub Manager' },
  permissions: ['is_hub_manager', 'view_my_bookings'],
  branch: { pk: 21, name: 'Docklands' },
  additional_hubs: [
    { pk: 22, name: 'Southbank' },
    { pk: 23, name: 'Richmond' },
  ],
};

export const systemAdminProfile: Profile = {
  ...adminProfile,
  pk: 1,
  first_name: 'Sam',
  last_name: 'Sysadmin',
  email: 'sam@motorpool.test',
  is_system_admin: true,
  role: null,
};

export const organisationOptions: OrganisationSummary[] = [
  ...organisations,
  { pk: 13, name: 'Northern Rivers Carshare', domain: 'nrc.example.test', logo: null, industry: 'FleetSharing' },
];

export const usersPageItems: PermissionItem[] = [
  { type: 'table_export', name: 'Export', url: null, icon: 'export', extra_data: { formats: ['csv', 'xlsx'], table: 'employees' } },
  { type: 'table_import', name: 'Bulk Import', url: '/users-import', icon: 'import', extra_data: null },
  { type: 'navigation_button', name: 'Add User', url: '/invite-users', icon: 'add', extra_data: { key: 'add_user' } },
];

export const customerPageItems: PermissionItem[] = [
  { type: 'notes', name: 'Notes', url: null, icon: 'notes', extra_data: null },
  { type: 'audits', name: 'Audits', url: null, icon: 'audits', extra_data: null },
  { type: 'documents', name: 'Documents', url: null, icon: 'documents', extra_data: null },
  { type: 'tasks', name: 'Tasks', url: null, icon: 'tasks', extra_data: null },
  { type: 'emitter', name: 'Send Reminder', url: null, icon: null, extra_data: { channel: 'email' } },
];

export const customFleetUsersItems: PermissionItem[] = [
  usersPageItems[0]!,
  {
    type: 'navigation_button',
    name: 'Add User',
    url: '/invite-users',
    icon: 'add',
    extra_data: {
      key: 'add_user',
      dropdown: [
        { heading: 'Invite a driver', sub_heading: 'Send an email invitation to join', url: '/invite-users' },
        { heading: 'Bulk import', sub_heading: 'Upload a spreadsheet of users', url: '/users-import' },
      ],
    },
  },
  { type: 'emitter', name: 'refresh_state_of_charge', url: null, icon: 'refresh', extra_data: null },
];

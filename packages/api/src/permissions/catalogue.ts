/**
 * Every permission name of spec §6, with what a roles editor shows for it.
 * Roles are data (a role is a name and the permissions it holds), so code
 * decides by these names and never by a role's name.
 */
export const PERMISSION_AREAS = {
  users: 'Users',
  bookings: 'Bookings',
  branches: 'Branches',
  organisation: 'Organisation',
  records: 'Notes and incidents',
  customers: 'Customers',
} as const;
export type PermissionArea = keyof typeof PERMISSION_AREAS;

type CatalogueEntry = { label: string; description: string; area: PermissionArea };

export const PERMISSION_CATALOGUE = {
  super_users: {
    label: 'Super user',
    description: 'Edits any user, approves any booking, sees audit logs, and is exempt from the booking restrictions of other permissions.',
    area: 'organisation',
  },
  organisation_write: {
    label: 'Manage the organisation',
    description: 'Changes branches, hubs, custom fields, settings and embed keys; sees hidden bookings and approves as an admin.',
    area: 'organisation',
  },
  user_write: {
    label: 'Manage users',
    description: 'Adds, edits, invites, imports and exports users (not super users), and books for them.',
    area: 'users',
  },
  employee_update: {
    label: 'View users',
    description: 'Opens the users list and user details, with their documents and tasks.',
    area: 'users',
  },
  employee_activate: {
    label: 'Reset passwords',
    description: 'Sends a user a password link and unlocks a paused sign-in.',
    area: 'users',
  },
  user_activate: {
    label: 'Reactivate users',
    description: 'Brings a deleted user back.',
    area: 'users',
  },
  driver_user: {
    label: 'Driver',
    description: 'Books vehicles. Held with no managing permission, it limits the holder to their own bookings.',
    area: 'bookings',
  },
  view_my_bookings: {
    label: 'My bookings',
    description: 'Has the My Bookings page and books from it.',
    area: 'bookings',
  },
  booking_approve: {
    label: 'Approve bookings',
    description: 'Approves or declines bookings at the holder’s branch and the branches it serves, when an approval rule asks for holders of this permission.',
    area: 'bookings',
  },
  branch_support: {
    label: 'Branch support',
    description: 'Looks after existing bookings without editing or deleting them and without booking.',
    area: 'bookings',
  },
  is_dealer_manager: {
    label: 'Dealer manager',
    description: 'Looks after existing bookings without editing or deleting them and without booking; no notes or incidents on vehicles.',
    area: 'bookings',
  },
  is_branch_manager: {
    label: 'Branch manager',
    description: 'Has My Branch, Branch Bookings and hidden bookings; switches branch on CustomFleet. On CustomFleet it replaces Manage users.',
    area: 'branches',
  },
  is_hub_manager: {
    label: 'Hub manager',
    description: 'Approves bookings at the hub and the branches it serves when an approval rule asks hub managers; switches hub.',
    area: 'branches',
  },
  hub_switch: {
    label: 'Switch hub',
    description: 'Moves between the hubs the holder is associated with, from the user menu.',
    area: 'branches',
  },
  note_read: {
    label: 'Notes',
    description: 'Has the Notes action on users, vehicles and customers.',
    area: 'records',
  },
  incident_write: {
    label: 'Incidents',
    description: 'Raises incidents, opens the incidents list and exports it.',
    area: 'records',
  },
  customer_update: {
    label: 'Customers',
    description: 'Opens customer details and their documents.',
    area: 'customers',
  },
  'notification-templates_update': {
    label: 'Notification templates',
    description: 'Edits the organisation’s notification templates.',
    area: 'organisation',
  },
  'master-config_update': {
    label: 'Master configuration',
    description: 'Edits the master configuration lists.',
    area: 'organisation',
  },
} as const satisfies Record<string, CatalogueEntry>;

/**
 * A permission name: those of spec §6, the two that say what spec §2
 * gives the Hub Manager and HubBranch roles by name (approving as a hub
 * manager, switching hub), so no rule depends on what a role is called, and
 * booking_approve (issue 21), which approval rules may ask for.
 */
export type Permission = keyof typeof PERMISSION_CATALOGUE;

/** Every permission, in the catalogue's order. */
export const PERMISSIONS = Object.keys(PERMISSION_CATALOGUE) as Permission[];

/**
 * The permission names of spec §6, in its order: what the Admin role and
 * system admins hold. The hub permissions are not among them: spec §2 gives
 * hub switching and hub approval to the hub roles only.
 */
export const PERMISSION_NAMES = [
  'super_users',
  'user_write',
  'user_activate',
  'is_branch_manager',
  'employee_activate',
  'employee_update',
  'note_read',
  'incident_write',
  'is_dealer_manager',
  'driver_user',
  'branch_support',
  'customer_update',
  'notification-templates_update',
  'master-config_update',
  'organisation_write',
  'view_my_bookings',
] as const satisfies readonly Permission[];

export function isPermission(name: string): name is Permission {
  return Object.hasOwn(PERMISSION_CATALOGUE, name);
}

/** The catalogue grouped by area, each in the catalogue's order: what a roles editor lists. */
export function permissionsByArea(): Record<PermissionArea, Permission[]> {
  const grouped = Object.fromEntries(Object.keys(PERMISSION_AREAS).map((area) => [area, [] as Permission[]])) as Record<PermissionArea, Permission[]>;
  for (const name of PERMISSIONS) grouped[PERMISSION_CATALOGUE[name].area].push(name);
  return grouped;
}

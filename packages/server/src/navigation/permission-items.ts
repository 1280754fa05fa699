import {
  managesABranch,
  hasMyBookings,
  mayAddBookingFromList,
  mayInviteUsers,
  mayManageSettings,
  mayManageUsers,
  mayOpenCustomers,
  mayOpenUserDocuments,
  mayRaiseIncident,
  mayReadNotes,
  mayRefreshVehicleState,
  maySeeAudits,
  mayTransferUsers,
  type PermissionItem,
} from '@motorpool/api';
import { allOf, customFleet, type NavigationContext, type Rule } from './rules';

/** A heading-bar action with the rule that grants it; `item` may depend on the organisation (labels differ by industry). */
type CatalogueAction = { visible: Rule; item: (context: NavigationContext) => PermissionItem };

const action = (visible: Rule, item: PermissionItem | ((context: NavigationContext) => PermissionItem)): CatalogueAction => ({
  visible,
  item: typeof item === 'function' ? item : () => item,
});

const EXPORT_FORMATS = ['csv', 'xlsx'];
const tableExport = (table: string, formats: readonly string[] = EXPORT_FORMATS): PermissionItem => ({
  type: 'table_export',
  name: 'Export',
  icon: 'download',
  extra_data: { formats: [...formats], table },
});

/** Spec §2: on CustomFleet the add button reads 'New User' and offers a drop-down of ways to add one. */
function newUserButton(context: NavigationContext): PermissionItem {
  if (!customFleet(context)) return { type: 'navigation_button', name: 'Add New User', url: '/users/add/new', icon: 'person_add' };
  return {
    type: 'navigation_button',
    name: 'New User',
    url: '/users/add/new',
    icon: 'person_add',
    extra_data: {
      dropdown: [
        { heading: 'New User', sub_heading: 'Create a user with general and licence details', url: '/users/add/new' },
        { heading: 'Invite Users', sub_heading: 'Send an invitation to register', url: '/invite-users' },
      ],
    },
  };
}

/** Heading-bar actions by page key (spec §3 Permission item), in display order. */
export const PERMISSION_ITEM_CATALOGUE: Readonly<Record<string, readonly CatalogueAction[]>> = {
  users: [
    action(mayTransferUsers, tableExport('users')),
    action(mayTransferUsers, { type: 'table_import', name: 'Import Users', url: '/users-import', icon: 'upload' }),
    action(mayManageUsers, newUserButton),
  ],
  'user-detail': [
    action(maySeeAudits, { type: 'audits', name: 'Audits' }),
    action(mayReadNotes, { type: 'notes', name: 'Notes' }),
    action(mayOpenUserDocuments, { type: 'documents', name: 'Documents' }),
    action(mayOpenUserDocuments, { type: 'tasks', name: 'Tasks' }),
  ],
  'invite-users': [action(mayInviteUsers, { type: 'emitter', name: 'Invite User', icon: 'mail', extra_data: { event: 'invite-user' } })],
  'non-registered-drivers': [action(mayManageUsers, tableExport('non_registered_drivers'))],
  // The booking and vehicle tables carry their own export (they are embedded without this heading too).
  bookings: [
    action(mayAddBookingFromList, {
      type: 'navigation_button',
      name: 'New Booking',
      url: '/bookings/add/new',
      icon: 'add',
    }),
  ],
  'my-bookings': [action(hasMyBookings, { type: 'navigation_button', name: 'New Booking', url: '/my-bookings/add/new', icon: 'add' })],
  'branch-bookings': [action(managesABranch, { type: 'navigation_button', name: 'New Booking', url: '/branch-bookings/add/new', icon: 'add' })],
  vehicles: [
    action(allOf(customFleet, mayRefreshVehicleState), {
      type: 'emitter',
      name: 'Refresh State of Charge',
      icon: 'refresh',
      extra_data: { event: 'refresh-state-of-charge', tooltip: 'Refresh to fetch latest State of Charge' },
    }),
  ],
  // The branches export is CSV only: a short list, one sheet.
  branches: [action(mayManageSettings, tableExport('branches', ['csv']))],
  // The incident table carries its own CSV and XLSX export (as the vehicles and bookings tables do), so the heading offers the report.
  incidents: [action(mayRaiseIncident, { type: 'navigation_button', name: 'Report Incident', url: '/incidents?report=1', icon: 'add' })],
  'customer-detail': [
    action(mayReadNotes, { type: 'notes', name: 'Notes' }),
    action(maySeeAudits, { type: 'audits', name: 'Audits' }),
    action(mayOpenCustomers, { type: 'documents', name: 'Documents' }),
  ],
};

/** The actions granted on `page`; an unknown page has none. */
export function permissionItemsFor(page: string, context: NavigationContext): PermissionItem[] {
  if (!Object.hasOwn(PERMISSION_ITEM_CATALOGUE, page)) return [];
  return (PERMISSION_ITEM_CATALOGUE[page] ?? []).filter((entry) => entry.visible(context)).map((entry) => entry.item(context));
}

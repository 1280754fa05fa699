import {
  hasMyBookings,
  managesABranch,
  mayEditMasterConfig,
  mayManageRoles,
  mayInviteUsers,
  mayManageEmbedKeys,
  mayManageJobs,
  mayManageSettings,
  mayManageStructure,
  mayRaiseIncident,
  maySeeHiddenBookings,
  mayTransferUsers,
  mayViewUsers,
  type SidebarItem,
} from '@motorpool/api';
import {
  allOf,
  always,
  customFleet,
  inOrganisation,
  mayCreateOrganisation,
  notCustomFleet,
  signUpApprover,
  systemAdmin,
  type NavigationContext,
  type Rule,
} from './rules';

/** A sidebar entry with the rule that shows it; children inherit nothing, each has its own rule. */
export type CatalogueEntry = {
  key: string;
  label: string;
  url: string | null;
  icon: string | null;
  group: SidebarItem['group'];
  visible: Rule;
  children?: CatalogueEntry[];
};

const left = (key: string, label: string, url: string | null, icon: string | null, visible: Rule, children?: CatalogueEntry[]): CatalogueEntry => ({
  key,
  label,
  url,
  icon,
  group: 'left',
  visible,
  ...(children ? { children } : {}),
});

const member = inOrganisation;
const settingsPage = (key: string, label: string, url: string) => left(key, label, url, null, allOf(member, mayManageSettings));

/**
 * The portal's whole menu, in display order (spec §2 Sidebar). A group shows
 * when its own rule holds and at least one child does.
 */
export const SIDEBAR_CATALOGUE: readonly CatalogueEntry[] = [
  left('my-board', 'My Board', '/dashboard', 'space_dashboard', systemAdmin),
  left('back-to-board', 'Back to my board', '/back-to-board', 'arrow_back', allOf(systemAdmin, member)),
  // Spec §2 lists no page for it; the portal adds /create-organisation. Off with ORGANISATION_CREATION=false.
  left('create-organisation', 'Create Organization', '/create-organisation', 'add_business', allOf(systemAdmin, mayCreateOrganisation)),
  // Not in spec §2's list: the jobs screen (issue 18), every organisation's timed jobs, failures and retries.
  left('system-jobs', 'Jobs', '/system-jobs', 'schedule', mayManageJobs),
  left('dashboard', 'Dashboard', '/dashboard', 'dashboard', member),
  left('bookings', 'Bookings', null, 'event', member, [
    left('my-bookings', 'My Bookings', '/my-bookings', null, allOf(member, hasMyBookings)),
    left('all-bookings', 'Bookings', '/bookings', null, member),
    left('branch-bookings', 'Branch Bookings', '/branch-bookings', null, allOf(member, managesABranch)),
    left('hidden-bookings', 'Hidden Bookings', '/hidden-bookings', null, allOf(member, maySeeHiddenBookings)),
    left('bookings-calendar', 'Calendar', '/bookings-calendar-view', null, member),
  ]),
  left('users', 'Users', null, 'group', member, [
    left('users-list', 'Users', '/users', null, allOf(member, mayViewUsers)),
    left('invite-users', 'Invite Users', '/invite-users', null, allOf(member, mayInviteUsers)),
    left('registration-requests', 'Registration Requests', '/registration-request', null, allOf(member, signUpApprover)),
    left('new-registration-requests', 'New Registration Requests', '/registration-request', null, allOf(member, signUpApprover)),
    left('non-registered-drivers', 'Non-registered Drivers', '/non-registered-drivers', null, allOf(notCustomFleet, mayViewUsers)),
    left('users-import', 'Users Import', '/users-import', null, allOf(member, mayTransferUsers)),
  ]),
  left('vehicles', 'Vehicles', '/vehicles', 'directions_car', member),
  left('branches', 'Branches', null, 'store', member, [
    left('branches-list', 'Branches', '/branches', null, allOf(member, mayManageStructure)),
    left('my-branch', 'My Branch', '/my-branch', null, allOf(member, managesABranch)),
    left('associated-branches', 'Associated Branches', '/associated-branches', null, allOf(member, managesABranch)),
  ]),
  left('incidents', 'Incidents', '/incidents', 'report', allOf(member, mayRaiseIncident)),
  left('reports', 'Reports', '/reports/list', 'bar_chart', member),
  left('settings', 'Settings', null, 'settings', allOf(member, mayManageStructure), [
    settingsPage('company-settings', 'Company Settings', '/company-settings'),
    settingsPage('general-settings', 'General Settings', '/general-settings'),
    settingsPage('booking-settings', 'Booking Settings', '/booking-settings'),
    settingsPage('booking-approval-rules', 'Booking Approval Rules', '/booking-approval-rules'),
    settingsPage('incident-settings', 'Incident Settings', '/incident-settings'),
    settingsPage('departments', 'Departments', '/departments'),
    settingsPage('cost-centres', 'Cost Centres', '/cost-centres'),
    settingsPage('custom-fields', 'Custom Fields', '/tags'),
    settingsPage('visibility-rules', 'Visibility Rules', '/visibility-rules'),
    settingsPage('notification-templates', 'Notification Templates', '/notification-templates'),
    settingsPage('theme', 'Theme', '/theme'),
    // The lookup lists have their own permission (spec §2); the page opens on the first list.
    left('master-config', 'Master Configuration', '/master-config/list/licence-classes', null, allOf(member, mayEditMasterConfig)),
    // Roles decide what everyone may do, super_users included, so only super users shape them (mayManageRoles).
    left('user-roles', 'User Roles', '/user-roles', null, allOf(member, mayManageRoles)),
    // Not in spec §2's list: the keys partner pages embed the widgets with (docs/embedding.md), managed as the server allows.
    left('embed-keys', 'Embed Keys', '/embed-keys', null, allOf(member, mayManageEmbedKeys)),
  ]),
  // Both open a panel in the sidebar rather than a page (spec §2: "Two help panels").
  { key: 'user-manual', label: 'User Manual', url: null, icon: 'menu_book', group: 'bottom', visible: customFleet },
  { key: 'helpdesk', label: 'Helpdesk Information', url: null, icon: 'support_agent', group: 'bottom', visible: always },
];

/** The entries the caller may see, children filtered the same way; empty groups disappear. */
export function visibleSidebarItems(context: NavigationContext, catalogue: readonly CatalogueEntry[] = SIDEBAR_CATALOGUE): SidebarItem[] {
  const items: SidebarItem[] = [];
  for (const entry of catalogue) {
    if (!entry.visible(context)) continue;
    const { key, label, url, icon, group } = entry;
    if (entry.children) {
      const children = visibleSidebarItems(context, entry.children);
      if (children.length > 0) items.push({ key, label, url, icon, group, children });
    } else {
      items.push({ key, label, url, icon, group });
    }
  }
  return items;
}

/** Spec §2: the logo opens my-bookings for those who have it, else a new booking. */
export function logoUrl(context: NavigationContext): string {
  return hasMyBookings(context) ? '/my-bookings' : '/bookings/add/new';
}

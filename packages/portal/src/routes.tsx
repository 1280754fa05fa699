import type { PermissionName } from '@motorpool/api';
import type { ReactNode } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { PortalRoot, PortalStarting } from './PortalRoot';
import { EnabledRoute } from './auth/EnabledRoute';
import { PermissionGate, ProtectedRoute } from './auth/ProtectedRoute';
import { PublicOnlyRoute } from './auth/PublicOnlyRoute';
import { AuthLayout } from './layouts/AuthLayout';
import { BareLayout } from './layouts/BareLayout';
import { BackToBoardPage } from './pages/back-to-board/BackToBoardPage';
import { GetStartedPage } from './pages/get-started/GetStartedPage';
import { LoginPage } from './pages/login/LoginPage';
import { LogoutPage } from './pages/logout/LogoutPage';
import { MaintenancePage } from './pages/maintenance/MaintenancePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { OtpSubmitPage } from './pages/otp-submit/OtpSubmitPage';
import { RouteErrorPage } from './pages/route-error/RouteErrorPage';
import { SsoPage } from './pages/sso/SsoPage';
import type { UpcomingFeatureKey } from './pages/upcoming/upcoming-features';
import { WelcomeUserPage } from './pages/welcome-user/WelcomeUserPage';
import type { PortalLayoutName, RouteHandle } from './routing/route-handle';
import { BOOKING_LIST_PAGES } from './pages/bookings/booking-lists';

/**
 * The signed-in frames (header, bell; the dashboard's also the side menu)
 * load apart from the entry, so the sign-in screen does not wait for them.
 * A stored session starts the one its page needs as the portal boots
 * (`preloadFrame`), beside the profile request it waits for anyway.
 */
const frames = {
  dashboard: async () => ({ Component: (await import('./layouts/DashboardLayout')).DashboardLayout }),
  header: async () => ({ Component: (await import('./layouts/HeaderLayout')).HeaderLayout }),
} satisfies Record<string, RouteObject['lazy']>;

/** Paths in the header frame; every other signed-in page is in the dashboard's. */
const HEADER_FRAME_PATHS = ['/bookings-calendar-view', '/get-started', '/logout', '/dev/mailbox'];

/** Starts loading the frame of the page at `pathname`, for a visitor with a stored session. */
export function preloadFrame(pathname: string): void {
  void (HEADER_FRAME_PATHS.includes(pathname) ? frames.header : frames.dashboard)();
}

/**
 * Pages few visitors open (sign-up brings date and phone pickers, for one;
 * forgot password the phone numbering plans) load on their first visit, so
 * the sign-in screen stays light.
 */
const pages = {
  dashboard: async () => ({ Component: (await import('./pages/dashboard/DashboardPage')).DashboardPage }),
  forgotPassword: async () => ({ Component: (await import('./pages/forgot-password/ForgotPasswordPage')).ForgotPasswordPage }),
  register: async () => ({ Component: (await import('./pages/register/RegisterPage')).RegisterPage }),
  cslRegister: async () => ({ Component: (await import('./pages/csl-register/CslRegisterPage')).CslRegisterPage }),
  verifyAccount: async () => ({ Component: (await import('./pages/verify-account/VerifyAccountPage')).VerifyAccountPage }),
  devMailbox: async () => ({ Component: (await import('./pages/dev-mailbox/DevMailboxPage')).DevMailboxPage }),
  registrationRequest: async () => ({
    Component: (await import('./pages/registration-request/RegistrationRequestPage')).RegistrationRequestPage,
  }),
  profile: async () => ({ Component: (await import('./pages/profile/ProfilePage')).ProfilePage }),
  generalDetails: async () => ({ Component: (await import('./pages/profile/GeneralDetailsPage')).GeneralDetailsPage }),
  licenseDetails: async () => ({ Component: (await import('./pages/profile/ProfileTabs')).LicenseDetailsPage }),
  otherDetails: async () => ({ Component: (await import('./pages/profile/ProfileTabs')).OtherDetailsPage }),
  users: async () => ({ Component: (await import('./pages/users/UsersPage')).UsersPage }),
  user: async () => ({ Component: (await import('./pages/users/UserPage')).UserPage }),
  addUser: async () => ({ Component: (await import('./pages/users/AddUserPage')).AddUserPage }),
  nonRegisteredDrivers: async () => ({ Component: (await import('./pages/users/UsersPage')).NonRegisteredDriversPage }),
  branches: async () => ({ Component: (await import('./pages/branches/BranchesPage')).BranchesPage }),
  myBranch: async () => ({ Component: (await import('./pages/branches/StructurePages')).MyBranchPage }),
  associatedBranches: async () => ({ Component: (await import('./pages/branches/StructurePages')).AssociatedBranchesPage }),
  departments: async () => ({ Component: (await import('./pages/branches/StructurePages')).DepartmentsPage }),
  costCentres: async () => ({ Component: (await import('./pages/branches/StructurePages')).CostCentresPage }),
  geofences: async () => ({ Component: (await import('./pages/branches/StructurePages')).GeofencesPage }),
  customFields: async () => ({ Component: (await import('./pages/branches/StructurePages')).CustomFieldsPage }),
  employees: async () => ({ Component: (await import('./pages/users/EmployeesPage')).EmployeesPage }),
  inviteUsers: async () => ({ Component: (await import('./pages/invite-users/InviteUsersPage')).InviteUsersPage }),
  usersImport: async () => ({ Component: (await import('./pages/users-import/UsersImportPage')).UsersImportPage }),
  vehicles: async () => ({ Component: (await import('./pages/vehicles/VehiclesPage')).VehiclesPage }),
  incidents: async () => ({ Component: (await import('./pages/incidents/IncidentsPage')).IncidentsPage }),
  incidentSettings: async () => ({ Component: (await import('./pages/incidents/IncidentSettingsPage')).IncidentSettingsPage }),
  companySettings: async () => ({ Component: (await import('./pages/company-settings/CompanySettingsPage')).CompanySettingsPage }),
  visibilityRules: async () => ({ Component: (await import('./pages/visibility-rules/VisibilityRulesPage')).VisibilityRulesPage }),
  generalSettings: async () => ({ Component: (await import('./pages/general-settings/GeneralSettingsPage')).GeneralSettingsPage }),
  theme: async () => ({ Component: (await import('./pages/theme/ThemePage')).ThemePage }),
  masterConfig: async () => ({ Component: (await import('./pages/master-config/MasterConfigPage')).MasterConfigPage }),
  userRoles: async () => ({ Component: (await import('./pages/user-roles/UserRolesPage')).UserRolesPage }),
  userRole: async () => ({ Component: (await import('./pages/user-roles/UserRolePage')).UserRolePage }),
  bookingSettings: async () => ({ Component: (await import('./pages/booking-settings/BookingSettingsPage')).BookingSettingsPage }),
  bookingApprovalRules: async () => ({
    Component: (await import('./pages/booking-approval-rules/BookingApprovalRulesPage')).BookingApprovalRulesPage,
  }),
  bookingAction: async () => ({ Component: (await import('./pages/bookings/BookingActionPage')).BookingActionPage }),
  createOrganisation: async () => ({ Component: (await import('./pages/create-organisation/CreateOrganisationPage')).CreateOrganisationPage }),
  bookingsCalendar: async () => ({ Component: (await import('./pages/bookings-calendar/BookingsCalendarPage')).BookingsCalendarPage }),
  embedKeys: async () => ({ Component: (await import('./pages/embed-keys/EmbedKeysPage')).EmbedKeysPage }),
  systemJobs: async () => ({ Component: (await import('./pages/system-jobs/SystemJobsPage')).SystemJobsPage }),
  notificationTemplates: async () => ({
    Component: (await import('./pages/notification-templates/NotificationTemplatesPage')).NotificationTemplatesPage,
  }),
  notificationTemplate: async () => ({ Component: (await import('./pages/notification-templates/NotificationTemplatePage')).NotificationTemplatePage }),
} satisfies Record<string, RouteObject['lazy']>;

function handle(value: RouteHandle): RouteHandle {
  return value;
}

/** A layout route: the layout's element, named on its handle, with one error boundary inside it. */
function layout(name: PortalLayoutName, frame: { element: ReactNode } | { lazy: RouteObject['lazy'] }, children: RouteObject[]): RouteObject {
  // The pathless child replaces a failing page inside the layout, not the whole window.
  return { ...frame, handle: handle({ layout: name }), children: [{ errorElement: <RouteErrorPage />, children }] };
}

/** A page whose feature a later issue builds (docs/portal-routes.md lists them). */
function upcoming(path: string, feature: UpcomingFeatureKey, crumbs: string[], permission?: PermissionName): RouteObject {
  const lazy: RouteObject['lazy'] = async () => {
    const { UpcomingPage } = await import('./pages/upcoming/UpcomingPage');
    return { element: <UpcomingPage feature={feature} /> };
  };
  return { path, lazy, handle: handle(permission ? { crumbs, permission } : { crumbs }) };
}

/** Spec §2 bookings: the three lists with their `{sr_view}` variants and the hidden list, and add/edit under each. */
const bookingPages = async () => import('./pages/bookings/BookingsPage');
const bookingFormPage = async () => (await import('./pages/bookings/BookingFormPage')).BookingFormPage;

const bookingRoutes: RouteObject[] = BOOKING_LIST_PAGES.flatMap(({ base, label }) => {
  const listPage: RouteObject['lazy'] = async () => {
    const { BookingsPage } = await bookingPages();
    return { element: <BookingsPage base={base} /> };
  };
  const formPage =
    (mode: 'add' | 'edit'): RouteObject['lazy'] =>
    async () => {
      const BookingFormPage = await bookingFormPage();
      return { element: <BookingFormPage base={base} mode={mode} /> };
    };
  const pageKey = base === 'hidden-bookings' ? 'bookings' : base;
  return [
    { path: base, lazy: listPage, handle: handle({ crumbs: [label], pageKey }) },
    ...(base === 'hidden-bookings' ? [] : [{ path: `${base}/:sr_view`, lazy: listPage, handle: handle({ crumbs: [label, ':sr_view'], pageKey }) }]),
    { path: `${base}/add/:id`, lazy: formPage('add'), handle: handle({ crumbs: [label, 'Add Booking'] }) },
    { path: `${base}/edit/:id`, lazy: formPage('edit'), handle: handle({ crumbs: [label, 'Edit Booking', ':id'] }) },
  ];
});

/** The private pages in the dashboard layout (spec §2 "Dashboard layout"), in the spec's order. */
const dashboardPages: RouteObject[] = [
  { path: 'dashboard', lazy: pages.dashboard, handle: handle({ crumbs: ['Dashboard'] }) },
  upcoming('my-boards/:id/:name', 'myBoards', ['My Boards', ':name']),
  { path: 'users', lazy: pages.users, handle: handle({ crumbs: ['Users'], pageKey: 'users' }) },
  { path: 'invite-users', lazy: pages.inviteUsers, handle: handle({ crumbs: ['Users', 'Invite Users'], pageKey: 'invite-users' }) },
  { path: 'registration-request', lazy: pages.registrationRequest, handle: handle({ crumbs: ['Registration Requests'] }) },
  {
    path: 'non-registered-drivers',
    lazy: pages.nonRegisteredDrivers,
    handle: handle({ crumbs: ['Users', 'Non-Registered Drivers'], pageKey: 'non-registered-drivers' }),
  },
  { path: 'incidents', lazy: pages.incidents, handle: handle({ crumbs: ['Incidents'], pageKey: 'incidents' }) },
  { path: 'company-settings', lazy: pages.companySettings, handle: handle({ crumbs: ['Company Settings'], permission: 'organisation_write' }) },
  { path: 'general-settings', lazy: pages.generalSettings, handle: handle({ crumbs: ['General Settings'], permission: 'organisation_write' }) },
  {
    path: 'profile',
    lazy: pages.profile,
    handle: handle({ crumbs: ['Profile'] }),
    children: [
      { index: true, element: <Navigate to="general-details" replace /> },
      { path: 'general-details', lazy: pages.generalDetails, handle: handle({ crumbs: ['Profile', 'General Details'] }) },
      { path: 'license-details', lazy: pages.licenseDetails, handle: handle({ crumbs: ['Profile', 'License Details'] }) },
      { path: 'other-details', lazy: pages.otherDetails, handle: handle({ crumbs: ['Profile', 'Other Details'] }) },
    ],
  },
  { path: 'my-branch', lazy: pages.myBranch, handle: handle({ crumbs: ['My Branch'], permission: 'is_branch_manager' }) },
  { path: 'associated-branches', lazy: pages.associatedBranches, handle: handle({ crumbs: ['Associated Branches'] }) },
  { path: 'employees', lazy: pages.employees, handle: handle({ crumbs: ['Employees'] }) },
  { path: 'users-import', lazy: pages.usersImport, handle: handle({ crumbs: ['Users', 'Import Users'], permission: 'user_write' }) },
  { path: 'users/add/new', lazy: pages.addUser, handle: handle({ crumbs: ['Users', 'Add New User'], permission: 'user_write' }) },
  { path: 'users/:id', lazy: pages.user, handle: handle({ crumbs: ['Users', ':id'], permission: 'employee_update', pageKey: 'user-detail' }) },
  upcoming('customers/list/:status', 'customers', ['Customers', ':status']),
  upcoming('customers/:id', 'customerDetail', ['Customers', ':id'], 'customer_update'),
  upcoming('tracking', 'tracking', ['Tracking']),
  { path: 'geo-fences', lazy: pages.geofences, handle: handle({ crumbs: ['Geofences'], permission: 'organisation_write' }) },
  upcoming('products', 'products', ['Products']),
  upcoming('product/:id', 'productDetail', ['Products', ':id']),
  upcoming('product-variant/:id', 'productVariant', ['Products', 'Variant', ':id']),
  upcoming('plugins', 'plugins', ['Plugins']),
  upcoming('plugins/:id', 'pluginDetail', ['Plugins', ':id']),
  { path: 'vehicles', lazy: pages.vehicles, handle: handle({ crumbs: ['Vehicles'], pageKey: 'vehicles' }) },
  { path: 'user-roles', lazy: pages.userRoles, handle: handle({ crumbs: ['User Roles'], permission: 'super_users' }) },
  { path: 'user-roles/:id', lazy: pages.userRole, handle: handle({ crumbs: ['User Roles', ':id'], permission: 'super_users' }) },
  ...bookingRoutes,
  { path: 'tags', lazy: pages.customFields, handle: handle({ crumbs: ['Custom Fields'], permission: 'organisation_write' }) },
  { path: 'branches', lazy: pages.branches, handle: handle({ crumbs: ['Branches'], permission: 'organisation_write', pageKey: 'branches' }) },
  { path: 'visibility-rules', lazy: pages.visibilityRules, handle: handle({ crumbs: ['Visibility Rules'], permission: 'organisation_write' }) },
  {
    path: 'booking-settings',
    lazy: pages.bookingSettings,
    handle: handle({ crumbs: ['Booking Settings'], permission: ['organisation_write', 'super_users'] }),
  },
  {
    path: 'booking-approval-rules',
    lazy: pages.bookingApprovalRules,
    handle: handle({ crumbs: ['Booking Approval Rules'], permission: ['organisation_write', 'super_users'] }),
  },
  { path: 'incident-settings', lazy: pages.incidentSettings, handle: handle({ crumbs: ['Incident Settings'], permission: 'organisation_write' }) },
  { path: 'departments', lazy: pages.departments, handle: handle({ crumbs: ['Departments'], permission: 'organisation_write' }) },
  { path: 'cost-centres', lazy: pages.costCentres, handle: handle({ crumbs: ['Cost Centres'], permission: 'organisation_write' }) },
  upcoming('reports/list', 'reports', ['Reports']),
  { path: 'notification-templates', lazy: pages.notificationTemplates, handle: handle({ crumbs: ['Notification Templates'] }) },
  {
    path: 'notification-templates/:id',
    lazy: pages.notificationTemplate,
    handle: handle({ crumbs: ['Notification Templates', ':id'], permission: 'notification-templates_update' }),
  },
  { path: 'theme', lazy: pages.theme, handle: handle({ crumbs: ['Theme'], permission: 'organisation_write' }) },
  {
    path: 'master-config/list/:config',
    lazy: pages.masterConfig,
    handle: handle({ crumbs: ['Master Configuration', ':config'], permission: 'master-config_update' }),
  },
  {
    path: 'master-config/list/:config/:id',
    lazy: pages.masterConfig,
    handle: handle({ crumbs: ['Master Configuration', ':config', ':id'], permission: 'master-config_update' }),
  },
  { path: 'back-to-board', element: <BackToBoardPage /> },
  // Not in spec §2's list: the sidebar's Create Organization needs a page (system admins hold the global permissions).
  {
    path: 'create-organisation',
    lazy: pages.createOrganisation,
    handle: handle({ crumbs: ['Create Organization'], permission: 'organisation_write' }),
  },
  // Not in spec §2's list: the sidebar's Settings → Embed Keys (docs/embedding.md); the server lets either permission manage keys.
  { path: 'embed-keys', lazy: pages.embedKeys, handle: handle({ crumbs: ['Embed Keys'], permission: ['organisation_write', 'super_users'] }) },
  // Not in spec §2's list: the sidebar's Jobs (issue 18); no role's permission opens it, the page lets system admins only.
  { path: 'system-jobs', lazy: pages.systemJobs, handle: handle({ crumbs: ['Jobs'] }) },
];

/**
 * Every route of the portal (spec §2), each with its layout and permission on
 * its `handle`; docs/portal-routes.md describes each, and route-table.test.tsx
 * checks the table against the spec's list.
 */
export const routes: RouteObject[] = [
  {
    element: <PortalRoot />,
    HydrateFallback: PortalStarting,
    children: [
      // The brand's own screen around sign-in and the account flows before it.
      layout('auth', { element: <AuthLayout /> }, [
        {
          element: <PublicOnlyRoute />,
          children: [
            { index: true, element: <LoginPage /> },
            { path: 'login', element: <LoginPage /> },
            { path: 'otp-submit', element: <OtpSubmitPage /> },
            { path: 'sso', element: <SsoPage /> },
            { path: 'forgot-password', lazy: pages.forgotPassword },
            {
              element: <EnabledRoute feature="registration_enabled" otherwise="login" />,
              children: [{ path: 'register', lazy: pages.register }],
            },
            { path: 'csl-register', lazy: pages.cslRegister },
            { path: 'welcome-user', element: <WelcomeUserPage /> },
          ],
        },
        // Open to everyone, signed in or not.
        { path: 'maintenance', element: <MaintenancePage /> },
        { path: 'booking/action', lazy: pages.bookingAction, handle: handle({ crumbs: ['Booking'] }) },
      ]),
      layout('bare', { element: <BareLayout /> }, [{ element: <ProtectedRoute />, children: [{ path: 'verify-account', lazy: pages.verifyAccount }] }]),
      layout('header', { lazy: frames.header }, [
        { path: 'logout', element: <LogoutPage /> },
        {
          element: <EnabledRoute feature="dev_mailbox" otherwise="not-found" />,
          children: [{ path: 'dev/mailbox', lazy: pages.devMailbox }],
        },
        { element: <ProtectedRoute audience="newcomers" />, children: [{ path: 'get-started', element: <GetStartedPage /> }] },
        {
          element: <ProtectedRoute />,
          children: [
            {
              element: <PermissionGate />,
              children: [
                {
                  path: 'bookings-calendar-view',
                  lazy: pages.bookingsCalendar,
                  handle: handle({ crumbs: ['Bookings Calendar'], suppressWelcome: true, suppressAlerts: true, fullWidth: true }),
                },
              ],
            },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ]),
      // The wrapper comes first: the sidebar and the bell need the session and profile.
      { element: <ProtectedRoute />, children: [layout('dashboard', { lazy: frames.dashboard }, [{ element: <PermissionGate />, children: dashboardPages }])] },
    ],
  },
];

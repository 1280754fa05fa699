import type { PermissionName } from '@motorpool/api';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mergeHandles, type PortalLayoutName } from './routing/route-handle';
import { routes } from './routes';

type Expected = [path: string, layout: PortalLayoutName, permission?: PermissionName | PermissionName[]];

/** Spec §2, route by route, with a sample for each parameter. */
const SPEC_ROUTES: Expected[] = [
  // Public-only and open routes.
  ['/', 'auth'],
  ['/login', 'auth'],
  ['/welcome-user', 'auth'],
  ['/otp-submit', 'auth'],
  ['/maintenance', 'auth'],
  ['/forgot-password', 'auth'],
  ['/register', 'auth'],
  ['/csl-register', 'auth'],
  ['/sso', 'auth'],
  ['/booking/action', 'auth'],
  ['/bookings-calendar-view', 'header'],
  // Private routes.
  ['/verify-account', 'bare'],
  ['/get-started', 'header'],
  ['/dashboard', 'dashboard'],
  ['/my-boards/3/Fleet%20board', 'dashboard'],
  ['/users', 'dashboard'],
  ['/invite-users', 'dashboard'],
  ['/registration-request', 'dashboard'],
  ['/non-registered-drivers', 'dashboard'],
  ['/incidents', 'dashboard'],
  ['/company-settings', 'dashboard', 'organisation_write'],
  ['/general-settings', 'dashboard', 'organisation_write'],
  ['/profile', 'dashboard'],
  ['/profile/general-details', 'dashboard'],
  ['/profile/license-details', 'dashboard'],
  ['/profile/other-details', 'dashboard'],
  ['/my-branch', 'dashboard', 'is_branch_manager'],
  ['/associated-branches', 'dashboard'],
  ['/employees', 'dashboard'],
  ['/users-import', 'dashboard', 'user_write'],
  ['/users/add/new', 'dashboard', 'user_write'],
  ['/users/12', 'dashboard', 'employee_update'],
  ['/customers/list/active', 'dashboard'],
  ['/customers/12', 'dashboard', 'customer_update'],
  ['/tracking', 'dashboard'],
  ['/geo-fences', 'dashboard', 'organisation_write'],
  ['/products', 'dashboard'],
  ['/product/4', 'dashboard'],
  ['/product-variant/4', 'dashboard'],
  ['/plugins', 'dashboard'],
  ['/plugins/4', 'dashboard'],
  ['/vehicles', 'dashboard'],
  ['/user-roles', 'dashboard', 'super_users'],
  ['/user-roles/2', 'dashboard', 'super_users'],
  ['/bookings', 'dashboard'],
  ['/my-bookings', 'dashboard'],
  ['/branch-bookings', 'dashboard'],
  ['/bookings/sr', 'dashboard'],
  ['/hidden-bookings', 'dashboard'],
  ['/my-bookings/sr', 'dashboard'],
  ['/branch-bookings/sr', 'dashboard'],
  ...(['bookings', 'my-bookings', 'branch-bookings', 'hidden-bookings'] as const).flatMap((base): Expected[] => [
    [`/${base}/add/0`, 'dashboard'],
    [`/${base}/edit/9`, 'dashboard'],
  ]),
  ['/tags', 'dashboard', 'organisation_write'],
  ['/branches', 'dashboard', 'organisation_write'],
  ['/visibility-rules', 'dashboard', 'organisation_write'],
  ['/booking-settings', 'dashboard', ['organisation_write', 'super_users']],
  ['/booking-approval-rules', 'dashboard', ['organisation_write', 'super_users']],
  ['/incident-settings', 'dashboard', 'organisation_write'],
  ['/departments', 'dashboard', 'organisation_write'],
  ['/cost-centres', 'dashboard', 'organisation_write'],
  ['/reports/list', 'dashboard'],
  ['/notification-templates', 'dashboard'],
  ['/notification-templates/5', 'dashboard', 'notification-templates_update'],
  ['/theme', 'dashboard', 'organisation_write'],
  ['/master-config/list/fuel-types/5', 'dashboard', 'master-config_update'],
  ['/master-config/list/fuel-types', 'dashboard', 'master-config_update'],
  // Other targets.
  ['/logout', 'header'],
  ['/back-to-board', 'dashboard'],
  // Beyond spec §2: where the sidebar's Create Organization leads.
  ['/create-organisation', 'dashboard', 'organisation_write'],
  // Beyond spec §2: the sidebar's Jobs, for system admins (the page checks).
  ['/system-jobs', 'dashboard'],
];

function resolve(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const handle = mergeHandles(matches.map((match) => match.route.handle));
  const leaf = matches.at(-1)?.route;
  return { layout: handle.layout, permission: handle.permission, path: leaf?.path, index: leaf?.index ?? false };
}

describe('route table (spec §2)', () => {
  it.each(SPEC_ROUTES)('%s is in the %s layout, permission %s', (path, layout, permission) => {
    const resolved = resolve(path);
    expect(resolved.path === '*', `${path} falls through to not-found`).toBe(false);
    expect(resolved.path !== undefined || resolved.index, `${path} matches no page`).toBe(true);
    expect(resolved.layout).toBe(layout);
    expect(resolved.permission).toEqual(permission);
  });

  it('sends unknown paths to the not-found page in the header layout', () => {
    expect(resolve('/no/such/page')).toMatchObject({ path: '*', layout: 'header', permission: undefined });
  });
});

import type { DriverOption, Profile } from '@motorpool/api';

/** Permissions that let their holder book for someone else (spec §6). */
const BOOKS_FOR_OTHERS = ['super_users', 'user_write', 'is_branch_manager', 'employee_update'] as const;

/** A driver and nothing more: they book only for themselves (spec §6: drivers open and change only their own bookings). */
export function isDriverOnly(profile: Pick<Profile, 'permissions' | 'is_system_admin'> | null): boolean {
  if (!profile || profile.is_system_admin) return false;
  const permissions = new Set(profile.permissions);
  return permissions.has('driver_user') && !BOOKS_FOR_OTHERS.some((permission) => permissions.has(permission));
}

/** The caller as a driver option, from the drivers the server lists, else from the profile (the server still checks the licence on save). */
export function selfAsDriver(profile: Profile, listed: readonly DriverOption[]): DriverOption | null {
  const pk = profile.employee_pk;
  if (!pk) return null;
  return (
    listed.find((driver) => driver.pk === pk) ?? {
      pk,
      name: `${profile.first_name} ${profile.last_name}`.trim() || profile.email,
      email: profile.email,
      license_class: [],
      license_valid_upto: null,
      can_book: true,
    }
  );
}

import type { DriverOption, Profile } from '@motorpool/api';

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

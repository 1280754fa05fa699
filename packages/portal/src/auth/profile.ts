import type { Profile } from '@motorpool/api';
import { useSession } from '@motorpool/widgets';

/** The signed-in profile, for pages behind `ProtectedRoute` (which waits until it is loaded). */
export function useProfile(): Profile {
  const profile = useSession((state) => state.profile);
  if (!profile) throw new Error('useProfile() is only for pages behind <ProtectedRoute>, which loads the profile first.');
  return profile;
}

export function displayName(profile: Profile): string {
  return `${profile.first_name} ${profile.last_name}`.trim() || profile.email;
}

/** Non-system-admins who belong to no organisation yet get the get-started page (spec §2, §6). */
export function isWithoutOrganisation(profile: Profile): boolean {
  return !profile.is_system_admin && profile.organisations.length === 0;
}

import type { Profile } from '@motorpool/api';

/** Spec §2: pages where the 'Incomplete Profile Details' prompt never appears. */
const PAGES_WITHOUT_PROMPT = ['/profile', '/login', '/register', '/forgot-password', '/logout', '/welcome-user', '/dashboard', '/booking/action', '/sso'];

/** Spec §5: missing attributes that count as general details (the registration alias is costCentre, §5 says costCentres); every other attribute is a licence detail. */
const GENERAL_ATTRIBUTES = new Set(['manager', 'dateOfBirth', 'employeeId', 'costCentre', 'costCentres', 'departments', 'phone']);

export type ProfileSection = 'general-details' | 'license-details' | 'other-details';

const isUnder = (pathname: string, page: string) => pathname === page || pathname.startsWith(`${page}/`);

/**
 * Whether the prompt shows: only on the custom fleet-share hosts, only when
 * the server reports missing details, never on the pages spec §2 lists.
 */
export function promptsForMissingDetails(profile: Profile, pathname: string, fleetShareHost: boolean): boolean {
  if (!fleetShareHost) return false;
  if (PAGES_WITHOUT_PROMPT.some((page) => isUnder(pathname, page)) || pathname === '/') return false;
  return (profile.missing_user_attributes?.length ?? 0) > 0 || (profile.missing_user_tags?.length ?? 0) > 0;
}

/**
 * Spec §2 Continue: general details if a general attribute is missing, else
 * licence details if any attribute is, else (only tags missing) other details.
 */
export function sectionToComplete(profile: Profile): ProfileSection {
  const attributes = profile.missing_user_attributes ?? [];
  if (attributes.some((attribute) => GENERAL_ATTRIBUTES.has(attribute.alias))) return 'general-details';
  if (attributes.length > 0) return 'license-details';
  return 'other-details';
}

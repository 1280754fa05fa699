import type { Profile } from '@motorpool/api';

/**
 * Spec §6 names no permission for booking: drivers book for themselves and
 * managers for others (the server decides for whom). Branch support and
 * dealer managers only look after existing bookings.
 */
export function mayBook(profile: Pick<Profile, 'permissions'> | null): boolean {
  const permissions = new Set(profile?.permissions ?? []);
  if (permissions.has('super_users')) return true;
  if (permissions.has('branch_support') || permissions.has('is_dealer_manager')) return false;
  return ['driver_user', 'view_my_bookings', 'user_write', 'is_branch_manager', 'organisation_write'].some((name) => permissions.has(name));
}

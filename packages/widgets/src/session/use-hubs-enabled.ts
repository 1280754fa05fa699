import { hubsEnabledFor } from '@motorpool/api';
import { useSession } from './session-store';

/**
 * Whether the session's organisation works with hubs ('Enable Hubs'), as the
 * server says on the profile's current organisation: the one place connected
 * widgets learn it, to show or hide hub menus, fields and filters. Off until
 * the profile has loaded, so a hub field never flashes up and goes.
 */
export function useHubsEnabled(): boolean {
  return useSession((session) => hubsEnabledFor(session.profile));
}

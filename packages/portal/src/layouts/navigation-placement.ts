import { useSession, type SidebarPlacement } from '@motorpool/widgets';
import { useEffect } from 'react';
import { usePreferences } from '../preferences/preferences';

/** This browser's last drawn layout: `<profile pk>:<placement>`. */
export const NAVIGATION_PLACEMENT_KEY = 'motorpool.navigation-placement';

/** Spec §3 Profile: the side menu bar unless the person chose the top menu bar. */
function placementFor(navigationLayout: string): SidebarPlacement {
  return navigationLayout === 'top_menu_bar' ? 'top' : 'side';
}

function recalled(person: number): SidebarPlacement | null {
  try {
    const [pk, placement] = (localStorage.getItem(NAVIGATION_PLACEMENT_KEY) ?? '').split(':');
    // localStorage is writable by any script on the page: take only well-formed values back.
    return pk === String(person) && (placement === 'top' || placement === 'side') ? placement : null;
  } catch {
    return null;
  }
}

function remember(person: number, placement: SidebarPlacement): void {
  try {
    localStorage.setItem(NAVIGATION_PLACEMENT_KEY, `${person}:${placement}`);
  } catch {
    // Storage refused (private mode, quota): the next load waits for the server again.
  }
}

/**
 * Where the dashboard draws its navigation: the person's navigation layout
 * preference once it has loaded. Until then, the layout this browser last
 * drew for the same person, so that a top-bar user's page load does not
 * show the side bar first and then jump.
 */
export function useNavigationPlacement(): SidebarPlacement {
  const { navigationLayout, saved } = usePreferences();
  const person = useSession((session) => session.profile?.pk ?? null);
  // The server creates every preference on first read: rows mean the answer has arrived.
  const loaded = saved.length > 0;
  const placement = placementFor(navigationLayout);
  useEffect(() => {
    if (loaded && person !== null) remember(person, placement);
  }, [loaded, person, placement]);
  if (loaded || person === null) return placement;
  return recalled(person) ?? placement;
}

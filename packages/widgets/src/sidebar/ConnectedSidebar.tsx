import { organisationsCalls, placeSwitchCalls, type Profile } from '@motorpool/api';
import { useCallback, useEffect, useRef } from 'react';
import { failureTitle } from '../api/api-failure';
import { go } from '../element/navigation/host-navigation';
import type { NavigateTo } from '../element/navigation/NavLink';
import { ensureSessionProfile, loadSessionProfile } from '../api/session-profile';
import { sessionRequester } from '../session/session-api';
import { sessionStore, useSession } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { Sidebar } from './Sidebar';
import { organisationRedirectUrl, SWITCH_MESSAGES, type SidebarPlacement } from './sidebar-rules';
import { SidebarStoreProvider, useSidebarStore, useSidebarStoreApi } from './store';

/** Spec §9: notices last as long as toasts. */
export const SWITCH_NOTICE_MS = 5000;

export type ConnectedSidebarProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  currentPath?: string;
  /** `side` (default) or `top`: the same menu as a bar across the page (spec §3 "navigation layout"). */
  placement?: SidebarPlacement;
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /**
   * Follows links in the host's router. Without it (or when it returns
   * `false`) links are plain page loads, and after an organisation switch the
   * page loads /dashboard.
   */
  onNavigate?: NavigateTo;
  /**
   * Spec §4 sub-domain redirect (portal config): switching to an organisation
   * whose `domain` is not this host signs in there with the session's token.
   */
  subdomainRedirect?: boolean;
  /** Leaves for another organisation's host; a page load by default. */
  onRedirect?: (url: string) => void;
  /** After an organisation switch on this host, with the new organisation's profile, before /dashboard opens. */
  onOrganisationSwitched?: (profile: Profile) => void;
  /**
   * Moves the user to another of their hubs; by default `PUT update-user-hub/`
   * for the signed-in membership. Resolving shows 'Hub Updated Successfully!'
   * and reloads the profile, rejecting shows 'Failed to Update!'.
   */
  onSwitchHub?: (pk: number) => Promise<unknown>;
  /** As `onSwitchHub`, for 'Switch Branch' and 'Branch Updated Successfully!'. */
  onSwitchBranch?: (pk: number) => Promise<unknown>;
  theme?: ThemeName;
};

/** `Sidebar` wired to the organisations and accounts services and the shared session. */
export function ConnectedSidebar(props: ConnectedSidebarProps) {
  return (
    <SidebarStoreProvider>
      <ConnectedSidebarNav {...props} />
    </SidebarStoreProvider>
  );
}

function ConnectedSidebarNav({
  apiBase,
  currentPath,
  placement,
  collapsed,
  defaultCollapsed,
  onCollapsedChange,
  onNavigate,
  subdomainRedirect = false,
  onRedirect = (url) => window.location.assign(url),
  onOrganisationSwitched,
  onSwitchHub,
  onSwitchBranch,
  theme,
}: ConnectedSidebarProps) {
  const store = useSidebarStoreApi();
  const state = useSidebarStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);
  const profile = useSession((session) => session.profile);
  const employee = profile?.employee_pk ?? null;
  // Only the newest load may land: a switch can overtake the load it replaced.
  const generation = useRef(0);

  const load = useCallback(async () => {
    const mine = ++generation.current;
    const { loadStarted, loaded, loadFailed, optionsLoaded } = store.getState();
    loadStarted();
    const organisations = organisationsCalls(sessionRequester(apiBase));
    try {
      const [loadedProfile, menu] = await Promise.all([ensureSessionProfile(apiBase), organisations.getSidebarItems()]);
      if (mine !== generation.current) return;
      loaded(menu);
      if (!loadedProfile.is_system_admin) return;
      // Without the options call a system admin can still move between their own organisations.
      const options = await organisations.getOrganisationOptions().then(
        (answer) => answer.results,
        () => loadedProfile.organisations,
      );
      if (mine === generation.current) optionsLoaded(options);
    } catch (error) {
      if (mine === generation.current) loadFailed(failureTitle(error));
    }
  }, [store, apiBase]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` and `organisation` are triggers: a new one (a switch here or in another widget) means a new menu.
  useEffect(() => {
    void load();
  }, [load, token, organisation]);

  useEffect(() => {
    if (!state.notice) return;
    const timer = setTimeout(() => store.getState().dismissNotice(), SWITCH_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [store, state.notice]);

  async function switchOrganisation(pk: number) {
    const session = sessionStore.getState();
    const target = state.organisationOptions.find((option) => option.pk === pk) ?? profile?.organisations.find((own) => own.pk === pk);
    if (subdomainRedirect && target && session.token) {
      const url = organisationRedirectUrl(target, session.token, window.location.host);
      if (url) return onRedirect(url);
    }
    const { switchStarted, switchEnded } = store.getState();
    switchStarted();
    session.selectOrganisation(pk);
    try {
      const switched = await loadSessionProfile(apiBase);
      switchEnded(null);
      onOrganisationSwitched?.(switched);
      go('/dashboard', onNavigate);
    } catch (error) {
      switchEnded({ tone: 'error', message: failureTitle(error) });
    }
  }

  const switchPlace = (handler: ((pk: number) => Promise<unknown>) | undefined, success: string) =>
    handler &&
    (async (pk: number) => {
      const { switchStarted, switchEnded } = store.getState();
      switchStarted();
      try {
        await handler(pk);
      } catch {
        return switchEnded({ tone: 'error', message: SWITCH_MESSAGES.failed });
      }
      switchEnded({ tone: 'success', message: success });
      // The branch decides what the profile says; spec §8: a failed profile fetch is only logged.
      loadSessionProfile(apiBase).catch((error: unknown) => console.error('Profile reload after a switch failed', error));
    });

  const currentOrganisation = profile?.current_organisation;
  return (
    <Sidebar
      status={state.status}
      items={state.menu?.results}
      error={state.error}
      onRetry={() => void load()}
      profile={profile}
      logo={currentOrganisation?.logo?.url ? { src: currentOrganisation.logo.url, alt: currentOrganisation.name } : null}
      logoUrl={state.menu?.logo_url}
      helpDesk={state.menu?.help_desk}
      userManualUrl={state.menu?.user_manual_url}
      currentPath={currentPath}
      placement={placement}
      collapsed={collapsed}
      defaultCollapsed={defaultCollapsed}
      onCollapsedChange={onCollapsedChange}
      onNavigate={onNavigate}
      organisationOptions={state.organisationOptions}
      onSwitchOrganisation={(pk) => void switchOrganisation(pk)}
      onSwitchHub={switchPlace(
        onSwitchHub ?? (employee ? (hub) => placeSwitchCalls(sessionRequester(apiBase)).updateUserHub({ employee, hub }) : undefined),
        SWITCH_MESSAGES.hubUpdated,
      )}
      onSwitchBranch={switchPlace(
        onSwitchBranch ?? (employee ? (branch) => placeSwitchCalls(sessionRequester(apiBase)).updateUserBranch({ employee, branch }) : undefined),
        SWITCH_MESSAGES.branchUpdated,
      )}
      switching={state.switching}
      notice={state.notice}
      onDismissNotice={() => store.getState().dismissNotice()}
      theme={theme}
    />
  );
}

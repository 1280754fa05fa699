import { accountsCalls, type Notification } from '@motorpool/api';
import { useCallback, useEffect, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { sessionRequester } from '../session/session-api';
import { useSession } from '../session/session-store';
import type { ThemeName } from '../theme/theme-names';
import { isFollowableUrl } from '../ui/notification-html/followable-url';
import { NotificationBell } from './NotificationBell';
import { useNotificationPush } from './notification-push';
import { NotificationBellStoreProvider, useNotificationBellStore, useNotificationBellStoreApi } from './store';

export type ConnectedNotificationBellProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /**
   * Follows a selected notification's url (http(s) or relative only) inside
   * the host's router; without it the page loads the url.
   */
  onNavigate?: (url: string, notification: Notification) => void;
  theme?: ThemeName;
};

/**
 * `NotificationBell` wired to the accounts service with the shared session:
 * the count, the list page by page, mark read, mark all read, and the push
 * stream (with the 60 s count poll while it is unavailable).
 */
export function ConnectedNotificationBell(props: ConnectedNotificationBellProps) {
  return (
    <NotificationBellStoreProvider>
      <ConnectedBell {...props} />
    </NotificationBellStoreProvider>
  );
}

const assignLocation = (url: string) => window.location.assign(url);

function ConnectedBell({ apiBase, onNavigate = assignLocation, theme }: ConnectedNotificationBellProps) {
  const store = useNotificationBellStoreApi();
  const state = useNotificationBellStore((current) => current);
  const token = useSession((session) => session.token);
  const organisation = useSession((session) => session.organisation);
  const sessionApiBase = useSession((session) => session.apiBase);
  const base = apiBase ?? sessionApiBase;
  const accounts = useMemo(() => accountsCalls(sessionRequester(base)), [base]);

  const refreshCount = useCallback(async () => {
    try {
      const { count } = await accounts.getNotificationCount();
      store.getState().countChanged(count);
    } catch {
      // The badge keeps its last count; the next poll or push corrects it.
    }
  }, [store, accounts]);

  const loadPage = useCallback(
    async (append: boolean) => {
      const { unreadOnly, nextPage, loadingMore, loadStarted, pageLoaded, loadFailed } = store.getState();
      if (append && (nextPage === null || loadingMore)) return;
      const page = append ? (nextPage ?? 1) : 1;
      loadStarted(append);
      try {
        const result = await accounts.listNotifications({ page, unread: unreadOnly });
        pageLoaded(result, append, unreadOnly);
      } catch (error) {
        loadFailed(failureTitle(error), append, unreadOnly);
      }
    },
    [store, accounts],
  );

  // A new person, organisation or server: start over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `organisation` is a trigger: the requests go out in the session's current organisation, so another one starts over.
  useEffect(() => {
    store.getState().reset();
    if (!token) return;
    void refreshCount();
    if (store.getState().open) void loadPage(false);
  }, [store, token, organisation, refreshCount, loadPage]);

  useNotificationPush({
    apiBase: base,
    token,
    organisation,
    onCount: (count) => store.getState().countChanged(count),
    onNotification: (notification) => store.getState().pushed(notification),
    refreshCount: () => void refreshCount(),
  });

  function openChanged(open: boolean) {
    store.getState().openChanged(open);
    const { status } = store.getState();
    if (open && (status === 'idle' || status === 'error')) void loadPage(false);
  }

  function unreadOnlyChanged(unreadOnly: boolean) {
    store.getState().unreadOnlyChanged(unreadOnly);
    void loadPage(false);
  }

  async function select(notification: Notification) {
    let selected = notification;
    if (!notification.status) {
      try {
        selected = { ...notification, ...(await accounts.markNotificationRead(notification.pk)), status: true };
        store.getState().markedRead(selected);
      } catch (error) {
        store.getState().actionFailed(failureTitle(error));
        // Still follow the url: marking read is bookkeeping, going there is what was asked.
      }
    }
    const { url } = selected;
    if (!isFollowableUrl(url)) return;
    store.getState().openChanged(false);
    onNavigate(url, selected);
  }

  async function markAllRead() {
    const { markAllStarted, allMarkedRead, actionFailed } = store.getState();
    markAllStarted();
    try {
      await accounts.markAllNotificationsRead();
      allMarkedRead();
    } catch (error) {
      actionFailed(failureTitle(error));
    }
  }

  return (
    <NotificationBell
      count={state.count}
      open={state.open}
      onOpenChange={openChanged}
      status={state.status}
      notifications={state.notifications}
      error={state.error}
      onRetry={() => void loadPage(false)}
      hasMore={state.nextPage !== null}
      loadingMore={state.loadingMore}
      onLoadMore={() => void loadPage(true)}
      unreadOnly={state.unreadOnly}
      onUnreadOnlyChange={unreadOnlyChanged}
      onSelect={(notification) => void select(notification)}
      onMarkAllRead={() => void markAllRead()}
      markingAll={state.markingAll}
      actionError={state.actionError}
      theme={theme}
    />
  );
}

import type { Notification, NotificationPage } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

export type NotificationListStatus = 'idle' | 'loading' | 'ready' | 'error';

export type NotificationBellState = {
  /** Unread notifications of the caller in the selected organisation. */
  count: number;
  open: boolean;
  /** Whether the panel lists unread notifications only ('Show unread'). */
  unreadOnly: boolean;
  /** `idle` until the panel is first opened. */
  status: NotificationListStatus;
  notifications: Notification[];
  nextPage: number | null;
  loadingMore: boolean;
  /** Why the list could not be loaded. */
  error: string | null;
  /** Why the last page, mark or mark-all failed. */
  actionError: string | null;
  markingAll: boolean;
};

export type NotificationBellActions = {
  /** Another person or organisation: nothing loaded so far applies. */
  reset: () => void;
  countChanged: (count: number) => void;
  openChanged: (open: boolean) => void;
  unreadOnlyChanged: (unreadOnly: boolean) => void;
  loadStarted: (append: boolean) => void;
  /** `unreadOnly` is the view the page was asked for; a page for a view since left is dropped. */
  pageLoaded: (page: NotificationPage, append: boolean, unreadOnly: boolean) => void;
  loadFailed: (title: string, append: boolean, unreadOnly: boolean) => void;
  /** A notification pushed by the server: new ones go on top, known ones are replaced. */
  pushed: (notification: Notification) => void;
  markedRead: (notification: Notification) => void;
  markAllStarted: () => void;
  allMarkedRead: () => void;
  actionFailed: (title: string) => void;
};

export type NotificationBellStoreState = NotificationBellState & NotificationBellActions;
export type NotificationBellStore = StoreApi<NotificationBellStoreState>;

const emptyState: NotificationBellState = {
  count: 0,
  open: false,
  unreadOnly: false,
  status: 'idle',
  notifications: [],
  nextPage: null,
  loadingMore: false,
  error: null,
  actionError: null,
  markingAll: false,
};

/** One store per bell on the page. */
export function createNotificationBellStore(initial: Partial<NotificationBellState> = {}): NotificationBellStore {
  return createStore<NotificationBellStoreState>()((set, get) => ({
    ...emptyState,
    ...initial,
    reset: () => set({ ...emptyState, open: get().open }),
    countChanged: (count) => set({ count: Math.max(0, count) }),
    openChanged: (open) => set({ open, actionError: null }),
    unreadOnlyChanged: (unreadOnly) => set({ unreadOnly, status: 'loading', notifications: [], nextPage: null, loadingMore: false }),
    loadStarted: (append) => set(append ? { loadingMore: true, actionError: null } : { status: 'loading', error: null, actionError: null }),
    pageLoaded: ({ list, nextPage }, append, unreadOnly) => {
      if (unreadOnly !== get().unreadOnly) return;
      const known = new Set(append ? get().notifications.map((notification) => notification.pk) : []);
      const notifications = append ? [...get().notifications, ...list.filter((item) => !known.has(item.pk))] : list;
      set({ status: 'ready', notifications, nextPage, loadingMore: false, error: null });
    },
    loadFailed: (title, append, unreadOnly) => {
      if (unreadOnly !== get().unreadOnly) return;
      set(append ? { loadingMore: false, actionError: title } : { status: 'error', error: title });
    },
    pushed: (notification) => {
      const { notifications, count, unreadOnly, status } = get();
      const known = notifications.some((item) => item.pk === notification.pk);
      // A list not loaded yet fetches it anyway; a read one does not belong in the unread view.
      const listed = status === 'ready' && !(unreadOnly && notification.status);
      set({
        notifications: known
          ? notifications.map((item) => (item.pk === notification.pk ? notification : item))
          : listed
            ? [notification, ...notifications]
            : notifications,
        count: !known && !notification.status ? count + 1 : count,
      });
    },
    markedRead: (notification) => {
      const wasUnread = get().notifications.some((item) => item.pk === notification.pk && !item.status);
      set({
        notifications: get().notifications.map((item) => (item.pk === notification.pk ? { ...item, ...notification, status: true } : item)),
        count: wasUnread ? Math.max(0, get().count - 1) : get().count,
      });
    },
    markAllStarted: () => set({ markingAll: true, actionError: null }),
    allMarkedRead: () =>
      set({
        markingAll: false,
        count: 0,
        // In the unread view there is nothing left to show.
        notifications: get().unreadOnly ? [] : get().notifications.map((item) => ({ ...item, status: true })),
        nextPage: get().unreadOnly ? null : get().nextPage,
      }),
    actionFailed: (title) => set({ markingAll: false, actionError: title }),
  }));
}

export const {
  Provider: NotificationBellStoreProvider,
  useStoreApi: useNotificationBellStoreApi,
  useStore: useNotificationBellStore,
} = createStoreContext('notification-bell', createNotificationBellStore);

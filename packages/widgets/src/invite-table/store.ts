import type { Invite } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { DataTableStatus } from '../private/data-table/DataTable';
import { initialServerQuery, type PageSize, type ServerQuery } from '../private/data-table/features';
import { createStoreContext } from '../private/widget-store/store-context';

export type InviteTableState = {
  query: ServerQuery;
  status: DataTableStatus;
  invites: Invite[];
  count: number;
  /** Why the page could not be loaded: the server's title. */
  error: string | null;
  /** Invites being resent right now. */
  resending: number[];
};

export type InviteTableActions = {
  queryChanged: (query: ServerQuery) => void;
  loadStarted: () => void;
  loaded: (invites: Invite[], count: number) => void;
  loadFailed: (title: string) => void;
  resendStarted: (pk: number) => void;
  /** The server's answer replaces the row: its status is now Resent. */
  resent: (invite: Invite & { pk: number }) => void;
  resendFailed: (pk: number) => void;
};

export type InviteTableStoreState = InviteTableState & InviteTableActions;
export type InviteTableStore = StoreApi<InviteTableStoreState>;

export type InviteTableInitial = { pageSize?: PageSize };

/** One store per invite table on the page. */
export function createInviteTableStore(initial: InviteTableInitial = {}): InviteTableStore {
  const without = (pk: number, list: number[]) => list.filter((candidate) => candidate !== pk);
  return createStore<InviteTableStoreState>()((set, get) => ({
    query: initialServerQuery(initial.pageSize),
    status: 'loading',
    invites: [],
    count: 0,
    error: null,
    resending: [],
    queryChanged: (query) => set({ query }),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (invites, count) => set({ status: 'ready', invites, count, error: null }),
    loadFailed: (title) => set({ status: 'error', error: title, invites: [], count: 0 }),
    resendStarted: (pk) => set({ resending: [...without(pk, get().resending), pk] }),
    resent: (invite) =>
      set({
        invites: get().invites.map((shown) => (shown.pk === invite.pk ? invite : shown)),
        resending: without(invite.pk, get().resending),
      }),
    resendFailed: (pk) => set({ resending: without(pk, get().resending) }),
  }));
}

export const {
  Provider: InviteTableStoreProvider,
  useStoreApi: useInviteTableStoreApi,
  useStore: useInviteTableStore,
} = createStoreContext('invite-table', createInviteTableStore);

import type { Invite } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { initialServerQuery, type PageSize } from '../ui/data-table/features';
import { pagedTableSlice, type PagedTableSlice } from '../ui/data-table/paged-table-slice';
import { createStoreContext } from '../state/store-context';

/** What the invite table holds beside its page (`pagedTableSlice`). */
export type InviteTableState = {
  /** Invites being resent right now. */
  resending: number[];
};

export type InviteTableActions = {
  resendStarted: (pk: number) => void;
  /** The server's answer replaces the row: its status is now Resent. */
  resent: (invite: Invite & { pk: number }) => void;
  resendFailed: (pk: number) => void;
};

export type InviteTableStoreState = PagedTableSlice<Invite> & InviteTableState & InviteTableActions;
export type InviteTableStore = StoreApi<InviteTableStoreState>;

export type InviteTableInitial = { pageSize?: PageSize };

/** One store per invite table on the page. */
export function createInviteTableStore(initial: InviteTableInitial = {}): InviteTableStore {
  const without = (pk: number, list: number[]) => list.filter((candidate) => candidate !== pk);
  return createStore<InviteTableStoreState>()((set, get) => ({
    ...pagedTableSlice(set, initialServerQuery(initial.pageSize)),
    resending: [],
    resendStarted: (pk) => set({ resending: [...without(pk, get().resending), pk] }),
    resent: (invite) =>
      set({
        rows: get().rows.map((shown) => (shown.pk === invite.pk ? invite : shown)),
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

import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

export type MemberAdminFlagState = {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  flag: boolean | null;
  saving: boolean;
  /** Why the last change was refused; the box shows the flag as it is. */
  saveError: string | null;
};

export type MemberAdminFlagActions = {
  loadStarted: () => void;
  loaded: (flag: boolean) => void;
  loadFailed: (title: string) => void;
  saveStarted: () => void;
  saved: (flag: boolean) => void;
  saveFailed: (title: string) => void;
};

export type MemberAdminFlagStoreState = MemberAdminFlagState & MemberAdminFlagActions;

export function createMemberAdminFlagStore(): StoreApi<MemberAdminFlagStoreState> {
  return createStore<MemberAdminFlagStoreState>()((set) => ({
    status: 'loading',
    loadError: null,
    flag: null,
    saving: false,
    saveError: null,
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loaded: (flag) => set({ status: 'ready', flag }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    saveStarted: () => set({ saving: true, saveError: null }),
    saved: (flag) => set({ saving: false, flag }),
    saveFailed: (title) => set({ saving: false, saveError: title }),
  }));
}

export const {
  Provider: MemberAdminFlagStoreProvider,
  useStoreApi: useMemberAdminFlagStoreApi,
  useStore: useMemberAdminFlagStore,
} = createStoreContext('member-admin-flag', createMemberAdminFlagStore);

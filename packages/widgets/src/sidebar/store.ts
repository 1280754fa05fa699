import type { OrganisationSummary, SidebarItems } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';
import type { SidebarStatus, SwitchNotice } from './Sidebar';

export type SidebarState = {
  status: SidebarStatus;
  menu: SidebarItems | null;
  error: string | null;
  organisationOptions: OrganisationSummary[];
  switching: boolean;
  notice: SwitchNotice | null;
};

export type SidebarActions = {
  loadStarted: () => void;
  loaded: (menu: SidebarItems) => void;
  loadFailed: (error: string) => void;
  optionsLoaded: (options: OrganisationSummary[]) => void;
  switchStarted: () => void;
  switchEnded: (notice: SwitchNotice | null) => void;
  dismissNotice: () => void;
};

export type SidebarStore = StoreApi<SidebarState & SidebarActions>;

/** One store per sidebar, so two on a page (a preview next to the real one) never share a menu. */
export function createSidebarStore(initial: Partial<SidebarState> = {}): SidebarStore {
  return createStore<SidebarState & SidebarActions>()((set) => ({
    status: 'loading',
    menu: null,
    error: null,
    organisationOptions: [],
    switching: false,
    notice: null,
    ...initial,
    // A reload keeps the menu on screen until the new one arrives, so a switch does not flash the skeleton.
    loadStarted: () => set((state) => ({ status: state.menu ? state.status : 'loading', error: null })),
    loaded: (menu) => set({ status: 'ready', menu, error: null }),
    loadFailed: (error) => set({ status: 'error', error }),
    optionsLoaded: (organisationOptions) => set({ organisationOptions }),
    switchStarted: () => set({ switching: true, notice: null }),
    switchEnded: (notice) => set({ switching: false, notice }),
    dismissNotice: () => set({ notice: null }),
  }));
}

export const { Provider: SidebarStoreProvider, useStoreApi: useSidebarStoreApi, useStore: useSidebarStore } = createStoreContext('sidebar', createSidebarStore);

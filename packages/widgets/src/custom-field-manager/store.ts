import type { TagGroup } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';
import type { CustomFieldManagerStatus } from './CustomFieldManager';
import type { CustomFieldEntity } from './tag-group-values';

export type CustomFieldManagerState = {
  entity: CustomFieldEntity;
  status: CustomFieldManagerStatus;
  error: string | null;
  groups: TagGroup[];
  saving: boolean;
  saveError: string | null;
  saveFieldErrors: Record<string, string> | null;
};

export type CustomFieldManagerActions = {
  entityChanged: (entity: CustomFieldEntity) => void;
  loadStarted: () => void;
  /** Dropped when another tab was chosen meanwhile. */
  loaded: (entity: CustomFieldEntity, groups: TagGroup[]) => void;
  loadFailed: (entity: CustomFieldEntity, title: string) => void;
  saveStarted: () => void;
  saved: (group: TagGroup) => void;
  saveFailed: (title: string, fieldErrors: Record<string, string> | null) => void;
  removed: (pk: number) => void;
};

export type CustomFieldManagerStoreState = CustomFieldManagerState & CustomFieldManagerActions;

/** One store per custom-field manager on the page. */
export function createCustomFieldManagerStore(initial: { entity?: CustomFieldEntity } = {}): StoreApi<CustomFieldManagerStoreState> {
  return createStore<CustomFieldManagerStoreState>()((set, get) => ({
    entity: initial.entity ?? 'user',
    status: 'loading',
    error: null,
    groups: [],
    saving: false,
    saveError: null,
    saveFieldErrors: null,
    entityChanged: (entity) => set({ entity, status: 'loading', groups: [], error: null }),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (entity, groups) => {
      if (get().entity === entity) set({ status: 'ready', groups, error: null });
    },
    loadFailed: (entity, title) => {
      if (get().entity === entity) set({ status: 'error', error: title, groups: [] });
    },
    saveStarted: () => set({ saving: true, saveError: null, saveFieldErrors: null }),
    saved: (group) => {
      const { groups } = get();
      const known = groups.some((shown) => shown.pk === group.pk);
      set({ saving: false, groups: known ? groups.map((shown) => (shown.pk === group.pk ? group : shown)) : [...groups, group] });
    },
    saveFailed: (title, fieldErrors) => set({ saving: false, saveError: title, saveFieldErrors: fieldErrors }),
    removed: (pk) => set({ groups: get().groups.filter((shown) => shown.pk !== pk) }),
  }));
}

export const {
  Provider: CustomFieldManagerStoreProvider,
  useStoreApi: useCustomFieldManagerStoreApi,
  useStore: useCustomFieldManagerStore,
} = createStoreContext('custom-field-manager', createCustomFieldManagerStore);

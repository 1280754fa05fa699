import type { Employee, UserFilterKey } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { DEFAULT_DATE_FORMAT } from '../ui/data-table/dates';
import { initialServerQuery, type PageSize, type ServerQuery } from '../ui/data-table/features';
import { pagedTableSlice, type PagedTableSlice } from '../ui/data-table/paged-table-slice';
import { createStoreContext } from '../state/store-context';

/** The users table's query: the server-side page, order and column filters, the search, and whether deleted users are included. */
export type UserTableQuery = ServerQuery & { search: string; includeDeleted: boolean };

/** A branch, department, cost centre or role to filter by. */
export type NamedChoice = { pk: number; name: string };

/** The choices of the list filters (spec §2 Users table): what the organisation has. */
export type UserTableLookups = {
  branches: NamedChoice[];
  departments: NamedChoice[];
  costCentres: NamedChoice[];
  roles: NamedChoice[];
  statuses: { name: string }[];
};

/** Row actions that wait on the server without a dialog. */
export type PendingRowAction = 'resetPassword' | 'reactivate' | 'unlockSignIn';

/** What the users table holds beside its page (`pagedTableSlice`). */
export type UserTableState = {
  hiddenColumns: UserFilterKey[];
  /** Where the hidden columns are saved (the preference's pk), once the preferences have loaded. */
  hiddenColumnsPreference: number | null;
  /** The person's `date_format` preference. */
  dateFormat: string;
  lookups: UserTableLookups;
  pending: Record<number, PendingRowAction>;
};

export type UserTableActions = {
  hiddenColumnsChanged: (hidden: UserFilterKey[]) => void;
  preferencesLoaded: (preferences: { hiddenColumns: UserFilterKey[] | null; pk: number | null; dateFormat: string | null }) => void;
  lookupsLoaded: (lookups: Partial<UserTableLookups>) => void;
  actionStarted: (pk: number, action: PendingRowAction) => void;
  actionFinished: (pk: number) => void;
};

export type UserTableStoreState = PagedTableSlice<Employee, UserTableQuery> & UserTableState & UserTableActions;
export type UserTableStore = StoreApi<UserTableStoreState>;

export const emptyLookups: UserTableLookups = { branches: [], departments: [], costCentres: [], roles: [], statuses: [] };

export const initialUserTableQuery = (pageSize?: PageSize): UserTableQuery => ({
  ...initialServerQuery(pageSize),
  search: '',
  includeDeleted: false,
});

export type UserTableInitial = { pageSize?: PageSize };

/** One store per users table on the page. */
export function createUserTableStore(initial: UserTableInitial = {}): UserTableStore {
  return createStore<UserTableStoreState>()((set, get) => ({
    ...pagedTableSlice(set, initialUserTableQuery(initial.pageSize)),
    hiddenColumns: [],
    hiddenColumnsPreference: null,
    dateFormat: DEFAULT_DATE_FORMAT,
    lookups: emptyLookups,
    pending: {},
    hiddenColumnsChanged: (hiddenColumns) => set({ hiddenColumns }),
    preferencesLoaded: ({ hiddenColumns, pk, dateFormat }) =>
      set({
        hiddenColumns: hiddenColumns ?? get().hiddenColumns,
        hiddenColumnsPreference: pk,
        dateFormat: dateFormat ?? get().dateFormat,
      }),
    lookupsLoaded: (lookups) => set({ lookups: { ...get().lookups, ...lookups } }),
    actionStarted: (pk, action) => set({ pending: { ...get().pending, [pk]: action } }),
    actionFinished: (pk) => {
      const { [pk]: _finished, ...pending } = get().pending;
      set({ pending });
    },
  }));
}

export const {
  Provider: UserTableStoreProvider,
  useStoreApi: useUserTableStoreApi,
  useStore: useUserTableStore,
} = createStoreContext('user-table', createUserTableStore);

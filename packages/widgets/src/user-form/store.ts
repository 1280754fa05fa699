import type { Employee, TagGroup } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Person } from '../fields/licence/licence-values';
import type { NamedOption } from '../fields/person/named-option';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import { managerCheckSlice, type ManagerCheckActions, type ManagerCheckState } from '../fields/person/manager-check';

/** What the form's selects offer, each loaded from the fleet service. */
export type UserFormOptions = {
  roles: NamedOption[];
  /** User status names (spec §4). */
  statuses: string[];
  branches: NamedOption[];
  hubs: NamedOption[];
  departments: NamedOption[];
  costCentres: NamedOption[];
  /** The organisation's user custom fields; null while unknown (not loaded, or failed). */
  tagGroups: TagGroup[] | null;
  /** The organisation's active licence classes (master configuration); null while unknown (the form then offers the default classes). */
  licenceClasses: string[] | null;
};
export type OptionListName = keyof UserFormOptions;

export const emptyOptions = (): UserFormOptions => ({
  roles: [],
  statuses: [],
  branches: [],
  hubs: [],
  departments: [],
  costCentres: [],
  tagGroups: null,
  licenceClasses: null,
});

export type UserFormStatus = 'loading' | 'ready' | 'error';
/** Save keeps an added user's form open for the next one; Submit saves and closes (see UserForm). */
export type SaveIntent = 'save' | 'submit';

export type RecipientResults = { query: string; results: Person[]; searching: boolean; error: string | null };

export type UserFormState = FeedbackState & {
  status: UserFormStatus;
  /** Why the record could not be loaded. */
  loadError: string | null;
  /** The record being edited; null when adding. */
  employee: Employee | null;
  options: UserFormOptions;
  /** Why a list could not be loaded, shown at its field. */
  optionErrors: Partial<Record<OptionListName, string>>;
  saving: SaveIntent | null;
  deleting: boolean;
  recipients: RecipientResults;
} & ManagerCheckState;

export type UserFormActions = FeedbackActions & {
  loadStarted: () => void;
  loaded: (employee: Employee | null, options: UserFormOptions, optionErrors: Partial<Record<OptionListName, string>>) => void;
  loadFailed: (title: string) => void;
  saveStarted: (intent: SaveIntent) => void;
  /** Saved: an edited record is replaced by the server's answer; an added one leaves the form adding. */
  saved: (employee: Employee | null) => void;
  saveFailed: (title: string, fieldErrors?: Record<string, string>) => void;
  deleteStarted: () => void;
  deleteFailed: (title: string) => void;
  /** The soft delete of spec §4: the record stays, as Deleted, and can no longer be changed. */
  deleted: () => void;
  recipientSearchStarted: (query: string) => void;
  /** Dropped when a newer search has begun. */
  recipientsFound: (query: string, results: Person[]) => void;
  recipientSearchFailed: (query: string, title: string) => void;
} & ManagerCheckActions;

export type UserFormStoreState = UserFormState & UserFormActions;
export type UserFormStore = StoreApi<UserFormStoreState>;

const initialState = (): UserFormState => ({
  ...emptyFeedback,
  status: 'loading',
  loadError: null,
  employee: null,
  options: emptyOptions(),
  optionErrors: {},
  saving: null,
  deleting: false,
  managerCheck: null,
  recipients: { query: '', results: [], searching: false, error: null },
});

/** One store per form on the page. */
export function createUserFormStore(initial: Partial<UserFormState> = {}): UserFormStore {
  return createStore<UserFormStoreState>()((set, get) => ({
    ...initialState(),
    ...initial,
    ...feedbackSlice(set),
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loaded: (employee, options, optionErrors) => set({ status: 'ready', employee, options, optionErrors, loadError: null }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    saveStarted: (intent) => set({ ...emptyFeedback, saving: intent }),
    saved: (employee) => set({ saving: null, employee }),
    saveFailed: (title, fieldErrors) => {
      set({ saving: null });
      get().failed(title, fieldErrors);
    },
    deleteStarted: () => set({ ...emptyFeedback, deleting: true }),
    deleteFailed: (title) => set({ deleting: false, serverError: title }),
    deleted: () => {
      const { employee } = get();
      set({
        deleting: false,
        employee: employee && { ...employee, status: { name: 'Deleted' }, is_deleteable: false, is_editable: false, edit_scope: 'none' },
      });
    },
    ...managerCheckSlice(set, get),
    recipientSearchStarted: (query) => set({ recipients: { ...get().recipients, query, searching: true, error: null } }),
    recipientsFound: (query, results) => {
      if (get().recipients.query === query) set({ recipients: { query, results, searching: false, error: null } });
    },
    recipientSearchFailed: (query, title) => {
      if (get().recipients.query === query) set({ recipients: { ...get().recipients, searching: false, error: title } });
    },
  }));
}

export const {
  Provider: UserFormStoreProvider,
  useStoreApi: useUserFormStoreApi,
  useStore: useUserFormStore,
} = createStoreContext('user-form', createUserFormStore);

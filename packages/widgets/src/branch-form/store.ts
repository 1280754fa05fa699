import type { Branch, BranchHoliday, PersonRef, TagGroup } from '@motorpool/api';
import type { Infer } from 'superstruct';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import type { BranchFormStatus } from './BranchForm';
import type { BranchHolidaysStatus } from './BranchHolidays';

export type BranchFormOptionErrors = { tagGroups?: string; managers?: string };

export type HolidaysState = {
  status: BranchHolidaysStatus;
  list: BranchHoliday[];
  error: string | null;
  year: number;
  adding: boolean;
  addError: string | null;
  addFieldErrors: Record<string, string> | null;
  deleting: number | null;
};

export type BranchFormState = FeedbackState & {
  status: BranchFormStatus;
  loadError: string | null;
  /** The branch being edited; null while adding (and until the first save answers). */
  branch: Branch | null;
  tagGroups: TagGroup[] | null;
  managers: Infer<typeof PersonRef>[];
  optionErrors: BranchFormOptionErrors;
  saving: boolean;
  holidays: HolidaysState;
};

export type BranchFormActions = SavingActions & {
  loadStarted: () => void;
  loaded: (loaded: Pick<BranchFormState, 'branch' | 'tagGroups' | 'managers' | 'optionErrors'>) => void;
  loadFailed: (title: string) => void;
  /** The server's answer becomes the branch edited, so an added branch goes on as an edit (with its holidays). */
  saved: (branch: Branch) => void;
  holidaysChanged: (holidays: Partial<HolidaysState>) => void;
};

export type BranchFormStoreState = BranchFormState & BranchFormActions;

export type BranchFormInitial = { year: number };

/** One store per branch form on the page. */
export function createBranchFormStore(initial: BranchFormInitial = { year: new Date().getFullYear() }): StoreApi<BranchFormStoreState> {
  return createStore<BranchFormStoreState>()((set, get) => ({
    ...emptyFeedback,
    status: 'loading',
    loadError: null,
    branch: null,
    tagGroups: null,
    managers: [],
    optionErrors: {},
    saving: false,
    holidays: { status: 'loading', list: [], error: null, year: initial.year, adding: false, addError: null, addFieldErrors: null, deleting: null },
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', loadError: null }),
    loaded: (loaded) => set({ ...loaded, status: 'ready', loadError: null }),
    loadFailed: (title) => set({ status: 'error', loadError: title }),
    saved: (branch) => set({ saving: false, branch }),
    holidaysChanged: (holidays) => set({ holidays: { ...get().holidays, ...holidays } }),
  }));
}

export const {
  Provider: BranchFormStoreProvider,
  useStoreApi: useBranchFormStoreApi,
  useStore: useBranchFormStore,
} = createStoreContext('branch-form', createBranchFormStore);

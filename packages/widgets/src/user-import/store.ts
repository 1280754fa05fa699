import type { ImportFormat, ImportProgress, ImportSummary } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { createStoreContext } from '../state/store-context';

/**
 * idle: no file yet (or the last one was refused); checking: the dry run;
 * preview: its summary, waiting for a choice; importing: the real run; done.
 */
export const USER_IMPORT_STATUSES = ['idle', 'checking', 'preview', 'importing', 'done'] as const;
export type UserImportStatus = (typeof USER_IMPORT_STATUSES)[number];

export type UserImportState = {
  status: UserImportStatus;
  fileName: string | null;
  progress: ImportProgress | null;
  /** The dry run's summary. */
  preview: ImportSummary | null;
  /** The real run's summary. */
  result: ImportSummary | null;
  /** Why the last check or import failed (the server's title). */
  error: string | null;
  /** The template being downloaded. */
  templateFormat: ImportFormat | null;
};

export type UserImportActions = {
  checkStarted: (fileName: string) => void;
  progressed: (progress: ImportProgress) => void;
  checked: (summary: ImportSummary) => void;
  importStarted: () => void;
  imported: (summary: ImportSummary) => void;
  failed: (title: string) => void;
  templateStarted: (format: ImportFormat) => void;
  templateFinished: (title: string | null) => void;
  reset: () => void;
};

export type UserImportStoreState = UserImportState & UserImportActions;
export type UserImportStore = StoreApi<UserImportStoreState>;

const emptyState: UserImportState = {
  status: 'idle',
  fileName: null,
  progress: null,
  preview: null,
  result: null,
  error: null,
  templateFormat: null,
};

/** One store per import widget on the page. */
export function createUserImportStore(initial: Partial<UserImportState> = {}): UserImportStore {
  return createStore<UserImportStoreState>()((set, get) => ({
    ...emptyState,
    ...initial,
    checkStarted: (fileName) => set({ ...emptyState, status: 'checking', fileName }),
    progressed: (progress) => set({ progress }),
    checked: (preview) => set({ status: 'preview', preview, progress: null }),
    importStarted: () => set({ status: 'importing', progress: null, error: null }),
    imported: (result) => set({ status: 'done', result, progress: null }),
    // A failed import goes back to its preview, to try again; a failed check to choosing a file.
    failed: (error) => set({ status: get().preview ? 'preview' : 'idle', error, progress: null }),
    templateStarted: (templateFormat) => set({ templateFormat, error: null }),
    templateFinished: (error) => set({ templateFormat: null, error }),
    reset: () => set(emptyState),
  }));
}

export const {
  Provider: UserImportStoreProvider,
  useStoreApi: useUserImportStoreApi,
  useStore: useUserImportStore,
} = createStoreContext('user-import', createUserImportStore);

import type { TwoFactorStatus } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, feedbackSlice, type FeedbackActions, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';

export type TwoFactorSettingsStatus = 'loading' | 'ready' | 'error';
/** `confirming`: a code was emailed and the form asks for it; `disabling`: the form asks for the password. */
export type TwoFactorSettingsStep = 'idle' | 'confirming' | 'disabling';

export type TwoFactorSettingsState = FeedbackState & {
  status: TwoFactorSettingsStatus;
  loadError: string | null;
  twoFactor: TwoFactorStatus | null;
  step: TwoFactorSettingsStep;
  busy: boolean;
};

export type TwoFactorSettingsActions = FeedbackActions & {
  loadStarted: () => void;
  loaded: (twoFactor: TwoFactorStatus) => void;
  loadFailed: (title: string) => void;
  /** A request to the server starts from the current step; earlier failures no longer apply. */
  requestStarted: () => void;
  /** The server answered: the next step, and the status when it sent one. */
  requestEnded: (step: TwoFactorSettingsStep, twoFactor?: TwoFactorStatus) => void;
  requestFailed: (title: string, fieldErrors?: Record<string, string>) => void;
  stepChosen: (step: TwoFactorSettingsStep) => void;
};

export type TwoFactorSettingsStore = StoreApi<TwoFactorSettingsState & TwoFactorSettingsActions>;

const initialState: TwoFactorSettingsState = { ...emptyFeedback, status: 'loading', loadError: null, twoFactor: null, step: 'idle', busy: false };

/** One store per two-step sign-in card on the page. */
export function createTwoFactorSettingsStore(initial: Partial<TwoFactorSettingsState> = {}): TwoFactorSettingsStore {
  return createStore<TwoFactorSettingsState & TwoFactorSettingsActions>()((set) => {
    const feedback = feedbackSlice(set);
    return {
      ...initialState,
      ...initial,
      ...feedback,
      loadStarted: () => set({ status: 'loading', loadError: null }),
      loaded: (twoFactor) => set({ status: 'ready', twoFactor }),
      loadFailed: (title) => set({ status: 'error', loadError: title }),
      requestStarted: () => set({ ...emptyFeedback, busy: true }),
      requestEnded: (step, twoFactor) => set(twoFactor ? { busy: false, step, twoFactor } : { busy: false, step }),
      requestFailed: (title, fieldErrors) => {
        set({ busy: false });
        feedback.failed(title, fieldErrors);
      },
      stepChosen: (step) => set({ ...emptyFeedback, step }),
    };
  });
}

export const {
  Provider: TwoFactorSettingsStoreProvider,
  useStoreApi: useTwoFactorSettingsStoreApi,
  useStore: useTwoFactorSettingsStore,
} = createStoreContext('two-factor-settings', createTwoFactorSettingsStore);

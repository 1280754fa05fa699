import type { ApprovalRule, LineManagerSetting } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { emptyFeedback, type FeedbackState } from '../state/feedback-slice';
import { createStoreContext } from '../state/store-context';
import { NO_RULE_OPTIONS, type RuleOptions } from './approval-rule-values';

export type ApprovalRulesStatus = 'loading' | 'ready' | 'error';

/** What `/booking-approval-rules` shows: the rules, what they may name, and the line-manager setting. */
export type ApprovalRulesLoaded = { rules: ApprovalRule[]; options: RuleOptions; lineManager: LineManagerSetting };

export type ApprovalRulesState = {
  status: ApprovalRulesStatus;
  error: string | null;
  rules: ApprovalRule[];
  options: RuleOptions;
  lineManager: LineManagerSetting | null;
  /** A rule is being saved (added or changed). */
  saving: boolean;
  /** The rule form's last failure: the server's title and field errors. */
  saveFeedback: FeedbackState;
  savingLineManager: boolean;
};

export type ApprovalRulesActions = {
  loadStarted: () => void;
  loaded: (loaded: ApprovalRulesLoaded) => void;
  loadFailed: (title: string) => void;
  /** The rules as the server now has them, after a change. */
  rulesRefreshed: (rules: ApprovalRule[]) => void;
  saveStarted: () => void;
  saveEnded: () => void;
  saveFailed: (title: string, fieldErrors?: Record<string, string>) => void;
  lineManagerSaveStarted: () => void;
  lineManagerSaveEnded: (setting?: LineManagerSetting) => void;
};

export type ApprovalRulesStoreState = ApprovalRulesState & ApprovalRulesActions;

/** One store per approval rules widget on the page. */
export function createApprovalRulesStore(): StoreApi<ApprovalRulesStoreState> {
  return createStore<ApprovalRulesStoreState>()((set) => ({
    status: 'loading',
    error: null,
    rules: [],
    options: NO_RULE_OPTIONS,
    lineManager: null,
    saving: false,
    saveFeedback: emptyFeedback,
    savingLineManager: false,
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: ({ rules, options, lineManager }) => set({ status: 'ready', error: null, rules, options, lineManager }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    rulesRefreshed: (rules) => set({ rules }),
    saveStarted: () => set({ saving: true, saveFeedback: emptyFeedback }),
    saveEnded: () => set({ saving: false }),
    saveFailed: (title, fieldErrors) =>
      set({ saving: false, saveFeedback: { serverError: title, fieldErrors: fieldErrors && Object.keys(fieldErrors).length > 0 ? fieldErrors : null } }),
    lineManagerSaveStarted: () => set({ savingLineManager: true }),
    lineManagerSaveEnded: (setting) => set((state) => ({ savingLineManager: false, lineManager: setting ?? state.lineManager })),
  }));
}

export const {
  Provider: ApprovalRulesStoreProvider,
  useStoreApi: useApprovalRulesStoreApi,
  useStore: useApprovalRulesStore,
} = createStoreContext('approval-rules', createApprovalRulesStore);

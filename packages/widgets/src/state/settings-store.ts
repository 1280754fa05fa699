import { isMotorpoolApiError, messages } from '@motorpool/api';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { failureTitle } from '../api/api-failure';
import { toast } from './toast-store';
import { emptyFeedback, savingSlice, type FeedbackState, type SavingActions } from './feedback-slice';

export type SettingsStatus = 'loading' | 'ready' | 'error';

/** What a settings screen holds: one record the server sends and saves whole. */
export type SettingsState<Settings> = FeedbackState & {
  status: SettingsStatus;
  error: string | null;
  settings: Settings | null;
  saving: boolean;
};

export type SettingsActions<Settings> = SavingActions & {
  loadStarted: () => void;
  loaded: (settings: Settings) => void;
  loadFailed: (title: string) => void;
  /** The settings as the server saved them. */
  saved: (settings: Settings) => void;
};

export type SettingsStoreState<Settings> = SettingsState<Settings> & SettingsActions<Settings>;

/** One store per settings widget on the page (company settings, theme, …). */
export function createSettingsStore<Settings>(): StoreApi<SettingsStoreState<Settings>> {
  return createStore<SettingsStoreState<Settings>>()((set) => ({
    status: 'loading',
    error: null,
    settings: null,
    saving: false,
    ...emptyFeedback,
    ...savingSlice(set),
    loadStarted: () => set({ status: 'loading', error: null }),
    loaded: (settings) => set({ status: 'ready', error: null, settings }),
    loadFailed: (title) => set({ status: 'error', error: title }),
    saved: (settings) => set({ saving: false, settings }),
  }));
}

export type SettingsSave<Body, Settings> = {
  store: StoreApi<SavingActions & { saved: (settings: Settings) => void }>;
  /** The server call that saves and answers the settings as saved. */
  send: (body: Body) => Promise<Settings>;
  savedMessage: string;
  /** After the server saved: the trail read again, the host told, and anything else the screen follows. */
  after: (settings: Settings) => void;
};

/**
 * The save every settings screen does: the store shows it under way, a success
 * is toasted and handed to `after`, a refusal puts the server's title and field
 * messages in the store and keeps what was typed. Resolves whether it saved.
 */
export async function saveSettings<Body, Settings>({ store, send, savedMessage, after }: SettingsSave<Body, Settings>, body: Body): Promise<boolean> {
  const { saveStarted, saved, saveFailed } = store.getState();
  saveStarted();
  try {
    const answer = await send(body);
    saved(answer);
    toast.success(savedMessage);
    after(answer);
    return true;
  } catch (error) {
    saveFailed(failureTitle(error, messages.userForm.saveFailed), isMotorpoolApiError(error) ? error.fields : undefined);
    return false;
  }
}

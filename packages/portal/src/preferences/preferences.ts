import { isMotorpoolApiError, MotorpoolApiError, type PreferenceKey, type UserPreference } from '@motorpool/api';
import { sessionAccountsClient, sessionStore, toast, useSession } from '@motorpool/widgets';
import { useCallback, useEffect, useState } from 'react';

/** What the portal reads from the user's preferences (spec §3 Profile: formats and navigation layout). */
export type Preferences = {
  navigationLayout: string;
  dateFormat: string;
  timeFormat: string;
  datetimeFormat: string;
  /** The saved rows, for a page that changes one (`accounts.updatePreference(pk, …)`). */
  saved: UserPreference[];
};

/** Used until the preferences load, and when they cannot: the side menu bar is the default (spec §3). */
export const DEFAULT_PREFERENCES: Preferences = {
  navigationLayout: 'side_menu_bar',
  dateFormat: 'dd/MM/yyyy',
  timeFormat: 'hh:mm a',
  datetimeFormat: 'dd/MM/yyyy hh:mm a',
  saved: [],
};

/** Where each saved preference shows in `Preferences`. */
export const PREFERENCE_FIELD: Record<PreferenceKey, keyof Omit<Preferences, 'saved'>> = {
  navigation_layout: 'navigationLayout',
  date_format: 'dateFormat',
  time_format: 'timeFormat',
  datetime_format: 'datetimeFormat',
};

export function toPreferences(saved: readonly UserPreference[]): Preferences {
  const preferences: Preferences = { ...DEFAULT_PREFERENCES, saved: [...saved] };
  for (const row of saved) {
    const field = PREFERENCE_FIELD[row.preference_key as PreferenceKey];
    if (field) preferences[field] = row.value;
  }
  return preferences;
}

/** Loaded once per sign-in, shared by every page; a new token loads them again. */
let loaded: { token: string; preferences: Promise<Preferences> } | null = null;

function loadPreferences(token: string): Promise<Preferences> {
  if (loaded?.token !== token) {
    const preferences = sessionAccountsClient()
      .listPreferences()
      .then(
        (list) => toPreferences(list.results),
        (error: unknown) => {
          // Spec §8: a preference failure is reported; the portal carries on with the defaults.
          console.warn('Motorpool: preferences unavailable; using the defaults', error);
          loaded = null;
          return DEFAULT_PREFERENCES;
        },
      );
    loaded = { token, preferences };
  }
  return loaded.preferences;
}

sessionStore.subscribe((session) => {
  if (loaded && loaded.token !== session.token) loaded = null;
});

/** Mounted `usePreferences` hooks, told when a saved value changes so every page shows it at once. */
const listeners = new Set<(preferences: Preferences) => void>();

/**
 * Saves one preference (`PUT preference/user-preference/{pk}/`) and hands the
 * new values to every `usePreferences`. Rejects with the server's error, so a
 * form can show its field message.
 */
export function savePreference(key: PreferenceKey, value: string): Promise<Preferences> {
  return saveRow((saved) => saved.preference_key === key, `The ${key} preference`, value);
}

/**
 * Saves one row of a preference kept per item, such as the notification
 * channel of each message code (issue 18), whose key alone does not name it.
 */
export function savePreferenceRow(pk: number, value: string): Promise<Preferences> {
  return saveRow((saved) => saved.pk === pk, `Preference ${pk}`, value);
}

async function saveRow(isRow: (saved: UserPreference) => boolean, name: string, value: string): Promise<Preferences> {
  const token = sessionStore.getState().token;
  if (!token) throw new Error('Preferences can only be saved when signed in.');
  const current = await loadPreferences(token);
  const row = current.saved.find(isRow);
  // The server creates every preference on first read, so a missing row means they never loaded.
  if (!row) throw new Error(`${name} is not loaded.`);
  const updated = await sessionAccountsClient().updatePreference(row.pk, { value });
  const preferences = toPreferences(current.saved.map((saved) => (saved.pk === updated.pk ? updated : saved)));
  if (sessionStore.getState().token === token) {
    loaded = { token, preferences: Promise.resolve(preferences) };
    for (const listener of listeners) listener(preferences);
  }
  return preferences;
}

/**
 * Fields saved as soon as they change: which one is saving (forms hold the
 * others meanwhile, so two saves never race over the loaded rows), and the
 * server's refusal to show under each. A saved value is toasted.
 */
export function usePreferenceSaving<Field extends string>() {
  const [saving, setSaving] = useState<Field | null>(null);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});

  const save = useCallback(async (field: Field, write: () => Promise<Preferences>, savedMessage: string) => {
    setSaving(field);
    setProblems((shown) => ({ ...shown, [field]: undefined }));
    try {
      await write();
      toast.success(savedMessage);
    } catch (error) {
      const failure = isMotorpoolApiError(error) ? error : MotorpoolApiError.badResponse(error);
      setProblems((shown) => ({ ...shown, [field]: failure.fields.value ?? failure.title }));
    } finally {
      setSaving(null);
    }
  }, []);

  return { saving, problems, save };
}

/** The signed-in user's preferences, the defaults until they load. For pages behind `ProtectedRoute`. */
export function usePreferences(): Preferences {
  const token = useSession((session) => session.token);
  const [preferences, setPreferences] = useState<Preferences>(DEFAULT_PREFERENCES);
  useEffect(() => {
    if (!token) return;
    let current = true;
    void loadPreferences(token).then((value) => {
      if (current) setPreferences(value);
    });
    const listener = (value: Preferences) => {
      if (current) setPreferences(value);
    };
    listeners.add(listener);
    return () => {
      current = false;
      listeners.delete(listener);
    };
  }, [token]);
  return preferences;
}

import type { PreferenceKey, UserPreference } from '@motorpool/api';
import { sessionApiClient, sessionStore, useSession } from '@motorpool/widgets';
import { useEffect, useState } from 'react';

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

const FIELD_OF_KEY: Record<PreferenceKey, keyof Omit<Preferences, 'saved'>> = {
  navigation_layout: 'navigationLayout',
  date_format: 'dateFormat',
  time_format: 'timeFormat',
  datetime_format: 'datetimeFormat',
};

export function toPreferences(saved: readonly UserPreference[]): Preferences {
  const preferences: Preferences = { ...DEFAULT_PREFERENCES, saved: [...saved] };
  for (const row of saved) {
    const field = FIELD_OF_KEY[row.preference_key as PreferenceKey];
    if (field) preferences[field] = row.value;
  }
  return preferences;
}

/** Loaded once per sign-in, shared by every page; a new token loads them again. */
let loaded: { token: string; preferences: Promise<Preferences> } | null = null;

function loadPreferences(token: string): Promise<Preferences> {
  if (loaded?.token !== token) {
    const preferences = sessionApiClient()
      .accounts.listPreferences()
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
    return () => {
      current = false;
    };
  }, [token]);
  return preferences;
}

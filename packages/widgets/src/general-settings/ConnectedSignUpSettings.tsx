import { memberSearchCalls, signUpSettingsCalls, signUpSettingsMessages, type Requester, type SignUpSettings } from '@motorpool/api';
import { useCallback, useEffect, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { useSessionLoad } from '../state/use-session-load';
import { saveSettings } from '../state/settings-store';
import { SignUpSettingsForm } from './SignUpSettingsForm';
import { SignUpSettingsStoreProvider, useSignUpSettingsStore, useSignUpSettingsStoreApi } from './sign-up-store';

export type ConnectedSignUpSettingsProps = {
  request: Requester;
  token: string | null;
  organisation: number | null;
  /** After a save, so the screen's audit trail reads the change. */
  onSaved?: () => void;
};

/** `SignUpSettingsForm` wired to `organisations/sign-up-settings/`, with approvers found among the members. */
export function ConnectedSignUpSettings(props: ConnectedSignUpSettingsProps) {
  return (
    <SignUpSettingsStoreProvider>
      <ConnectedView {...props} />
    </SignUpSettingsStoreProvider>
  );
}

function ConnectedView({ request, token, organisation, onSaved }: ConnectedSignUpSettingsProps) {
  const store = useSignUpSettingsStoreApi();
  const state = useSignUpSettingsStore((current) => current);
  const calls = useMemo(() => ({ ...signUpSettingsCalls(request), ...memberSearchCalls(request) }), [request]);
  const fetch = useCallback(() => calls.getSignUpSettings(), [calls]);
  useSessionLoad({ store, token, organisation, fetch });

  const search = useCallback(
    async (query: string) => {
      const { searchStarted, searchEnded } = store.getState();
      searchStarted(query);
      try {
        const list = await calls.listEmployeeSummaries({ page_size: 20, ...(query ? { search: query } : {}) });
        searchEnded(query, { results: list.results.map(({ pk, name, role }) => ({ pk, name, role })) });
      } catch (error) {
        searchEnded(query, { error: failureTitle(error) });
      }
    },
    [store, calls],
  );
  // The first page of members shows before anyone types.
  useEffect(() => {
    if (token) void search('');
  }, [search, token]);
  const approverSearch = useMemo(() => ({ ...state.search, onSearch: (query: string) => void search(query) }), [state.search, search]);

  const save = (settings: SignUpSettings) =>
    saveSettings({ store, send: calls.updateSignUpSettings, savedMessage: signUpSettingsMessages.saved, after: () => onSaved?.() }, settings);

  if (!state.view) {
    return state.status === 'error' ? <p role="alert">{state.error}</p> : <p role="status">Loading sign-up settings…</p>;
  }
  return (
    <SignUpSettingsForm
      view={state.view}
      saving={state.saving}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      onSave={save}
      approverSearch={approverSearch}
    />
  );
}

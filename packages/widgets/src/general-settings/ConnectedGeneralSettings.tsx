import { generalSettingsCalls, generalSettingsMessages, twoFactorPolicyCalls, type GeneralSettings, type TwoFactorPolicy } from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { useSessionLoad } from '../state/use-session-load';
import { saveSettings } from '../state/settings-store';
import { toast } from '../state/toast-store';
import type { ThemeName } from '../theme/theme-names';
import { useAuditTrail } from '../ui/audit-trail/use-audit-trail';
import { useTableClient } from '../ui/data-table/table-client';
import { ConnectedSignUpSettings } from './ConnectedSignUpSettings';
import { GeneralSettingsPanel } from './GeneralSettings';
import { GeneralSettingsStoreProvider, useGeneralSettingsStore, useGeneralSettingsStoreApi } from './store';
import { useHubsSetting } from './use-hubs-setting';

export type ConnectedGeneralSettingsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After the help desk and user manual were saved, as the server saved them. */
  onSaved?: (settings: GeneralSettings) => void;
  theme?: ThemeName;
};

/**
 * `GeneralSettingsPanel` wired to `organisations/general-settings/`,
 * `organisations/two-factor-policy/` and their audit trail with the shared
 * session: each save shows a toast and reads the trail again; a refusal puts
 * the server's messages on the fields and keeps what was typed.
 */
export function ConnectedGeneralSettings(props: ConnectedGeneralSettingsProps) {
  return (
    <GeneralSettingsStoreProvider>
      <ConnectedView {...props} />
    </GeneralSettingsStoreProvider>
  );
}

function ConnectedView({ apiBase, onSaved, theme }: ConnectedGeneralSettingsProps) {
  const store = useGeneralSettingsStoreApi();
  const state = useGeneralSettingsStore((current) => current);
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => ({ ...generalSettingsCalls(request), ...twoFactorPolicyCalls(request) }), [request]);
  const fetch = useCallback(async () => {
    const [settings, policy] = await Promise.all([calls.getGeneralSettings(), calls.getTwoFactorPolicy()]);
    return { settings, policy };
  }, [calls]);
  const retry = useSessionLoad({ store, token, organisation, fetch });
  const trail = useAuditTrail('general_settings', '', apiBase);
  const hubs = useHubsSetting({ request, token, organisation, apiBase, onSaved: trail.reload });

  const save = (body: GeneralSettings) =>
    saveSettings(
      {
        store,
        send: calls.updateGeneralSettings,
        savedMessage: generalSettingsMessages.saved,
        after: (answer) => {
          trail.reload();
          onSaved?.(answer);
        },
      },
      body,
    );

  async function changePolicy(policy: TwoFactorPolicy) {
    const { policySaveStarted, policySaveEnded } = store.getState();
    policySaveStarted();
    try {
      policySaveEnded(await calls.updateTwoFactorPolicy(policy));
      toast.success(generalSettingsMessages.saved);
      trail.reload();
    } catch (error) {
      policySaveEnded();
      toast.error(failureTitle(error));
    }
  }

  return (
    <GeneralSettingsPanel
      status={state.status}
      settings={state.settings}
      policy={state.policy}
      loadError={state.error}
      onRetry={retry}
      hubs={hubs}
      saving={state.saving}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      onSave={save}
      savingPolicy={state.savingPolicy}
      onPolicyChange={changePolicy}
      sections={<ConnectedSignUpSettings request={request} token={token} organisation={organisation} onSaved={trail.reload} />}
      trail={trail}
      theme={theme}
    />
  );
}

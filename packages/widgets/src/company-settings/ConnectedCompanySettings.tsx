import { companySettingsCalls, companySettingsMessages, type CompanySettings, type CompanySettingsWrite } from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { useSessionLoad } from '../state/use-session-load';
import { saveSettings } from '../state/settings-store';
import type { ThemeName } from '../theme/theme-names';
import { useAuditTrail } from '../ui/audit-trail/use-audit-trail';
import { useTableClient } from '../ui/data-table/table-client';
import { CompanySettings as CompanySettingsView } from './CompanySettings';
import { CompanySettingsStoreProvider, useCompanySettingsStore, useCompanySettingsStoreApi } from './store';

export type ConnectedCompanySettingsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After a save, with the settings as the server saved them. */
  onSaved?: (settings: CompanySettings) => void;
  theme?: ThemeName;
};

/**
 * `CompanySettings` wired to `organisations/company-settings/` and the
 * settings' audit trail with the shared session: a save shows a toast and
 * reads the trail again, a refusal puts the server's messages on the fields.
 */
export function ConnectedCompanySettings(props: ConnectedCompanySettingsProps) {
  return (
    <CompanySettingsStoreProvider>
      <ConnectedView {...props} />
    </CompanySettingsStoreProvider>
  );
}

function ConnectedView({ apiBase, onSaved, theme }: ConnectedCompanySettingsProps) {
  const store = useCompanySettingsStoreApi();
  const state = useCompanySettingsStore((current) => current);
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => companySettingsCalls(request), [request]);
  const fetch = useCallback(() => calls.getCompanySettings(), [calls]);
  const retry = useSessionLoad({ store, token, organisation, fetch });
  const trail = useAuditTrail('company_settings', '', apiBase);

  const save = (body: CompanySettingsWrite) =>
    saveSettings(
      {
        store,
        send: calls.updateCompanySettings,
        savedMessage: companySettingsMessages.saved,
        after: (answer) => {
          trail.reload();
          onSaved?.(answer);
        },
      },
      body,
    );

  return (
    <CompanySettingsView
      status={state.status}
      settings={state.settings}
      loadError={state.error}
      onRetry={retry}
      saving={state.saving}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      onSave={save}
      trail={trail}
      theme={theme}
    />
  );
}

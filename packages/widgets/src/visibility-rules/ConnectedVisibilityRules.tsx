import { visibilityRulesCalls, visibilityRulesMessages, type VisibilityRulesView, type VisibilityRulesWrite } from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { useSessionLoad } from '../state/use-session-load';
import { saveSettings } from '../state/settings-store';
import type { ThemeName } from '../theme/theme-names';
import { useAuditTrail } from '../ui/audit-trail/use-audit-trail';
import { useTableClient } from '../ui/data-table/table-client';
import { VisibilityRulesStoreProvider, useVisibilityRulesStore, useVisibilityRulesStoreApi } from './store';
import { VisibilityRules } from './VisibilityRules';

export type ConnectedVisibilityRulesProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After a save, with the rules as the server saved them. */
  onSaved?: (view: VisibilityRulesView) => void;
  theme?: ThemeName;
};

/**
 * `VisibilityRules` wired to `organisations/visibility-rules/` and its audit
 * trail with the shared session: a save shows a toast and reads the trail
 * again; a refusal shows the server's messages.
 */
export function ConnectedVisibilityRules(props: ConnectedVisibilityRulesProps) {
  return (
    <VisibilityRulesStoreProvider>
      <ConnectedView {...props} />
    </VisibilityRulesStoreProvider>
  );
}

function ConnectedView({ apiBase, onSaved, theme }: ConnectedVisibilityRulesProps) {
  const store = useVisibilityRulesStoreApi();
  const state = useVisibilityRulesStore((current) => current);
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => visibilityRulesCalls(request), [request]);
  const fetch = useCallback(() => calls.getVisibilityRules(), [calls]);
  const retry = useSessionLoad({ store, token, organisation, fetch });
  const trail = useAuditTrail('visibility_rules', '', apiBase);

  const save = (body: VisibilityRulesWrite) =>
    saveSettings(
      {
        store,
        send: calls.updateVisibilityRules,
        savedMessage: visibilityRulesMessages.saved,
        after: (answer) => {
          trail.reload();
          onSaved?.(answer);
        },
      },
      body,
    );

  return (
    <VisibilityRules
      status={state.status}
      view={state.settings}
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

import { isMotorpoolApiError, messages, themeCalls, themeMessages, type OrganisationTheme, type ThemeWrite } from '@motorpool/api';
import { useCallback, useMemo } from 'react';
import { failureTitle } from '../api/api-failure';
import { sessionStore, useSession } from '../session/session-store';
import { useSessionLoad } from '../state/use-session-load';
import { saveSettings } from '../state/settings-store';
import type { ThemeName } from '../theme/theme-names';
import { useAuditTrail } from '../ui/audit-trail/use-audit-trail';
import { useTableClient } from '../ui/data-table/table-client';
import { ThemeSettings as ThemeSettingsView } from './ThemeSettings';
import { ThemeSettingsStoreProvider, useThemeSettingsStore, useThemeSettingsStoreApi } from './store';

export type ConnectedThemeSettingsProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** After a save, with the theme as the server saved it. */
  onSaved?: (theme: OrganisationTheme) => void;
  theme?: ThemeName;
};

/**
 * `ThemeSettings` wired to `organisations/theme/`, its image upload and its
 * audit trail with the shared session: a save shows a toast, reads the trail
 * again and puts the new theme on the session's organisation, so a portal
 * themed from it changes at once; a refusal puts the server's messages on the fields.
 */
export function ConnectedThemeSettings(props: ConnectedThemeSettingsProps) {
  return (
    <ThemeSettingsStoreProvider>
      <ConnectedView {...props} />
    </ThemeSettingsStoreProvider>
  );
}

/** The session's organisation as the saved theme leaves it (its colours, logo and favicon). */
function withSavedTheme(saved: OrganisationTheme) {
  const { profile } = sessionStore.getState();
  const current = profile?.current_organisation;
  if (!profile || !current) return;
  const theme = saved.brand_color && saved.brand_contrast_color ? { brand_color: saved.brand_color, brand_contrast_color: saved.brand_contrast_color } : null;
  const logo = saved.logo_url ? { url: saved.logo_url, thumbnails: {} } : null;
  sessionStore.getState().setProfile({ ...profile, current_organisation: { ...current, theme, favicon_url: saved.favicon_url, logo } });
}

function ConnectedView({ apiBase, onSaved, theme }: ConnectedThemeSettingsProps) {
  const store = useThemeSettingsStoreApi();
  const state = useThemeSettingsStore((current) => current);
  const organisationName = useSession((session) => session.profile?.current_organisation?.name);
  const { request, token, organisation } = useTableClient(apiBase);
  const calls = useMemo(() => themeCalls(request), [request]);
  const fetch = useCallback(() => calls.getTheme(), [calls]);
  const retry = useSessionLoad({ store, token, organisation, fetch });
  const trail = useAuditTrail('theme', '', apiBase);

  const save = (body: ThemeWrite) =>
    saveSettings(
      {
        store,
        send: calls.updateTheme,
        savedMessage: themeMessages.saved,
        after: (answer) => {
          withSavedTheme(answer);
          trail.reload();
          onSaved?.(answer);
        },
      },
      body,
    );

  async function upload(file: File): Promise<string> {
    try {
      const { url } = await calls.requestThemeImageUpload(file.name);
      return (await calls.uploadThemeImage(url, file, file.name)).url;
    } catch (error) {
      const fields = isMotorpoolApiError(error) ? error.fields : undefined;
      throw new Error(fields?.file ?? fields?.file_name ?? failureTitle(error, messages.request.unexpected));
    }
  }

  return (
    <ThemeSettingsView
      status={state.status}
      settings={state.settings}
      loadError={state.error}
      onRetry={retry}
      saving={state.saving}
      serverError={state.serverError}
      fieldErrors={state.fieldErrors}
      onSave={save}
      onUpload={upload}
      organisationName={organisationName}
      trail={trail}
      theme={theme}
    />
  );
}

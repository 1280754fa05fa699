import { notificationTemplateCalls } from '@motorpool/api';
import { useCallback } from 'react';
import { useSessionLoad } from '../state/use-session-load';
import type { ThemeName } from '../theme/theme-names';
import { useTableClient } from '../ui/data-table/table-client';
import type { Navigate } from '../ui/form/TextLink';
import { NotificationTemplates } from './NotificationTemplates';
import { TemplateListStoreProvider, useTemplateListStore, useTemplateListStoreApi } from './store';

export type ConnectedNotificationTemplatesProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** Where a message's template opens (`/notification-templates/{code}`); without it the names are not links. */
  templateHref?: (code: string) => string;
  onNavigate?: Navigate;
  /** The person's date format (the `date_format` preference). */
  dateFormat?: string;
  theme?: ThemeName;
};

/** `NotificationTemplates` wired to `organisations/notification-templates/` with the shared session. */
export function ConnectedNotificationTemplates(props: ConnectedNotificationTemplatesProps) {
  return (
    <TemplateListStoreProvider>
      <ConnectedListView {...props} />
    </TemplateListStoreProvider>
  );
}

function ConnectedListView({ apiBase, templateHref, onNavigate, dateFormat, theme }: ConnectedNotificationTemplatesProps) {
  const store = useTemplateListStoreApi();
  const state = useTemplateListStore((current) => current);
  const { request, token, organisation } = useTableClient(apiBase);
  const fetch = useCallback(async () => (await notificationTemplateCalls(request).listNotificationTemplates()).results, [request]);
  const retry = useSessionLoad({ store, token, organisation, fetch });
  return (
    <NotificationTemplates
      status={state.status}
      error={state.error}
      onRetry={retry}
      templates={state.templates}
      templateHref={templateHref}
      onNavigate={onNavigate}
      dateFormat={dateFormat}
      theme={theme}
    />
  );
}

import {
  callerOfProfile,
  mayEditNotificationTemplates,
  notificationTemplateCalls,
  notificationTemplateMessages,
  type NotificationTemplate,
  type NotificationTemplateParts,
} from '@motorpool/api';
import { useCallback } from 'react';
import { failureTitle } from '../api/api-failure';
import { toast } from '../state/toast-store';
import { useSessionLoad } from '../state/use-session-load';
import type { ThemeName } from '../theme/theme-names';
import { useViewerClient } from '../ui/data-table/table-client';
import type { Navigate } from '../ui/form/TextLink';
import { NotificationTemplateEditor } from './NotificationTemplateEditor';
import { TemplateEditorStoreProvider, useTemplateEditorStore, useTemplateEditorStoreApi } from './store';
import { templateErrors } from './template-values';

export type ConnectedNotificationTemplateEditorProps = {
  /** Origin of the Motorpool server; defaults to the session's `apiBase`. */
  apiBase?: string;
  /** The message's code (`booking_created`), as in `/notification-templates/{code}`. */
  code: string;
  /** Shows the template without Preview, Save or Restore; by default, for whoever lacks `notification-templates_update`. */
  readOnly?: boolean;
  /** The templates list, for the link back. */
  backHref?: string;
  onNavigate?: Navigate;
  /** After a save or a restore, with the template now sent. */
  onSaved?: (template: NotificationTemplate) => void;
  theme?: ThemeName;
};

/** `NotificationTemplateEditor` wired to `organisations/notification-templates/{code}/` with the shared session, with toasts. */
export function ConnectedNotificationTemplateEditor(props: ConnectedNotificationTemplateEditorProps) {
  return (
    <TemplateEditorStoreProvider>
      <ConnectedEditorView {...props} />
    </TemplateEditorStoreProvider>
  );
}

function ConnectedEditorView({ apiBase, code, readOnly, backHref, onNavigate, onSaved, theme }: ConnectedNotificationTemplateEditorProps) {
  const store = useTemplateEditorStoreApi();
  const state = useTemplateEditorStore((current) => current);
  const { request, token, organisation, viewer } = useViewerClient(apiBase);
  const calls = notificationTemplateCalls(request);
  const fetch = useCallback(() => notificationTemplateCalls(request).getNotificationTemplate(code), [request, code]);
  const retry = useSessionLoad({ store, token, organisation, fetch });
  const mayEdit = mayEditNotificationTemplates(callerOfProfile(viewer));

  async function save(parts: NotificationTemplateParts): Promise<boolean> {
    const { saveStarted, saved, saveFailed } = store.getState();
    saveStarted();
    try {
      const template = await calls.updateNotificationTemplate(code, parts);
      saved(template);
      toast.success(notificationTemplateMessages.saved(template.label));
      onSaved?.(template);
      return true;
    } catch (error) {
      saveFailed(templateErrors(error));
      return false;
    }
  }

  async function preview(parts: NotificationTemplateParts): Promise<boolean> {
    const { previewStarted, previewed, previewFailed } = store.getState();
    previewStarted();
    try {
      previewed(await calls.previewNotificationTemplate(code, parts));
      return true;
    } catch (error) {
      previewFailed(templateErrors(error));
      return false;
    }
  }

  async function restore() {
    const { restoreStarted, restoreFinished } = store.getState();
    restoreStarted();
    try {
      const template = await calls.restoreNotificationTemplate(code);
      restoreFinished(template);
      toast.success(notificationTemplateMessages.restored(template.label));
      onSaved?.(template);
    } catch (error) {
      restoreFinished();
      toast.error(failureTitle(error));
    }
  }

  return (
    <NotificationTemplateEditor
      status={state.status}
      loadError={state.error}
      onRetry={retry}
      template={state.template}
      readOnly={readOnly ?? !mayEdit}
      saving={state.saving}
      restoring={state.restoring}
      previewing={state.previewing}
      preview={state.preview}
      errors={state.errors}
      onSave={save}
      onPreview={preview}
      onRestore={restore}
      backHref={backHref}
      onNavigate={onNavigate}
      theme={theme}
    />
  );
}

import { messages, type NotificationTemplate, type NotificationTemplateParts, type NotificationTemplatePreview } from '@motorpool/api';
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { LoadingPanel } from '../fields/branch/LoadState';
import * as layout from '../fields/branch/layout.css';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { ConfirmDialog } from '../ui/data-table/ConfirmDialog';
import { StatusBadge } from '../ui/data-table/StatusBadge';
import { controlAria, FormField } from '../ui/field/FormField';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import { TextLink, type Navigate } from '../ui/form/TextLink';
import {
  draftOf,
  emptyPartErrors,
  partsOf,
  SECURITY_NOTE,
  TEMPLATE_PART_LABELS,
  type TemplateDraft,
  type TemplateErrors,
  type TemplatePart,
} from './template-values';
import * as styles from './NotificationTemplateEditor.css';

export type NotificationTemplateEditorProps = {
  /** `loading` and `error` concern the template itself. */
  status?: 'loading' | 'ready' | 'error';
  loadError?: string | null;
  onRetry?: () => void;
  template: NotificationTemplate | null;
  /** The person may read the templates but not change them: no Preview, Save or Restore. */
  readOnly?: boolean;
  saving?: boolean;
  restoring?: boolean;
  previewing?: boolean;
  /** The last preview of the draft, rendered by the server. */
  preview?: NotificationTemplatePreview | null;
  /** The server's refusal of the last save or preview, by part. */
  errors?: TemplateErrors | null;
  /** Resolve `true` once saved; anything else keeps the draft as typed. */
  onSave: (parts: NotificationTemplateParts) => Promise<boolean> | boolean;
  /** Resolve `true` once the preview is shown. */
  onPreview: (parts: NotificationTemplateParts) => Promise<boolean> | boolean;
  /** Back to the default, after the confirmation. */
  onRestore: () => Promise<unknown> | undefined;
  /** The templates list, for the link back. */
  backHref?: string;
  onNavigate?: Navigate;
  theme?: ThemeName;
};

export const TEMPLATE_LOAD_FAILED = 'The notification template could not be loaded.';

/**
 * One message's template: subject, HTML body, plain text and (when the
 * message reaches the bell) bell text, with the variables it may name, a
 * preview rendered by the server, Save, and Restore default once the
 * organisation has its own wording. A refused save or preview keeps the
 * draft as typed, shows the server's message under its part and focuses the
 * first part in error. No HTTP.
 */
export function NotificationTemplateEditor(props: NotificationTemplateEditorProps) {
  const { status = 'ready', loadError, onRetry, template, backHref, onNavigate, theme } = props;
  const headingId = useId();
  return (
    <LoadingPanel
      headingId={headingId}
      title={template?.label ?? 'Notification template'}
      headingClassName={`${layout.heading} ${styles.heading}`}
      className={layout.narrowPanel}
      theme={theme}
      status={template || status !== 'ready' ? status : 'error'}
      loadingText="Loading notification template…"
      error={loadError}
      fallbackError={TEMPLATE_LOAD_FAILED}
      onRetry={onRetry}
    >
      {backHref && (
        <p className={styles.lead}>
          <TextLink href={backHref} onNavigate={onNavigate}>
            All notification templates
          </TextLink>
        </p>
      )}
      {/* A saved or restored template starts a fresh draft; a refused one keeps what was typed. */}
      {template && <EditorBody key={`${template.code}:${template.updated_at}:${template.customised}`} {...props} template={template} />}
    </LoadingPanel>
  );
}

function EditorBody({
  template,
  readOnly = false,
  saving = false,
  restoring = false,
  previewing = false,
  preview,
  errors,
  onSave,
  onPreview,
  onRestore,
}: NotificationTemplateEditorProps & { template: NotificationTemplate }) {
  const id = useId();
  const [draft, setDraft] = useState<TemplateDraft>(() => draftOf(template));
  const [emptyErrors, setEmptyErrors] = useState<TemplateErrors>({});
  const [confirmingRestore, setConfirmingRestore] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const busy = saving || restoring || previewing;
  const shownErrors: TemplateErrors = { ...errors, ...emptyErrors };

  /** Runs `action` on the draft unless a part is empty; focus goes to the first part in error when it does not succeed. */
  async function attempt(action: (parts: NotificationTemplateParts) => Promise<boolean> | boolean) {
    const empty = emptyPartErrors(draft, template);
    setEmptyErrors(empty);
    if (Object.keys(empty).length > 0) return focusFirstInvalid();
    if (!(await action(partsOf(draft, template)))) focusFirstInvalid();
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!readOnly && !busy) void attempt(onSave);
  };

  const part = (name: TemplatePart, rows?: number) => {
    const inputId = `${id}-${name}`;
    const error = shownErrors[name];
    const common = {
      id: inputId,
      value: draft[name],
      readOnly,
      'aria-required': readOnly ? undefined : true,
      ...controlAria(inputId, { error }),
      onChange: (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [name]: event.target.value })),
    };
    return (
      <FormField id={inputId} label={TEMPLATE_PART_LABELS[name]} error={error}>
        {rows ? (
          <textarea className={`${formStyles.input} ${styles.code}`} rows={rows} spellCheck={name !== 'html'} {...common} />
        ) : (
          <input className={`${formStyles.input} ${styles.input}`} autoComplete="off" {...common} />
        )}
      </FormField>
    );
  };

  return (
    <>
      <p className={styles.lead}>
        <StatusBadge text={template.customised ? 'Customised' : 'Default'} colour={template.customised ? 'brand' : 'grey'} /> {template.group}
        {template.audience === 'security' && ` · ${SECURITY_NOTE}.`}
      </p>
      <FormAlert messages={[errors?.title]} />
      <form ref={ref} className={layout.form} aria-label={`${template.label} template`} onSubmit={submit} noValidate>
        <Section title="Message">
          {part('subject')}
          {part('html', 14)}
          {part('text', 10)}
          {template.bell !== null && part('bell', 3)}
        </Section>

        <Section title="Variables">
          <p className={formStyles.fieldHint}>Write a variable as shown; it is replaced by its value when the message is sent.</p>
          <ul className={styles.variables}>
            {template.variables.map((variable) => (
              <li key={variable.name} className={styles.variable}>
                <code className={styles.variableName}>{`{{ ${variable.name} }}`}</code>
                <span className={styles.variableText}>{variable.description}</span>
                {template.required.includes(variable.name) && <span className={styles.required}>Required</span>}
              </li>
            ))}
          </ul>
        </Section>

        {preview && <TemplatePreview preview={preview} />}

        {!readOnly && (
          <ActionRow divider>
            {template.customised && (
              <span className={styles.restoreSlot}>
                <Button tone="critical" variant="outline" disabled={busy} onClick={() => setConfirmingRestore(true)}>
                  Restore default
                </Button>
              </span>
            )}
            <Button variant="outline" busy={previewing} disabled={saving || restoring} onClick={() => void attempt(onPreview)}>
              {previewing ? 'Previewing…' : 'Preview'}
            </Button>
            <Button type="submit" busy={saving} disabled={previewing || restoring}>
              {saving ? messages.userForm.saving : 'Save'}
            </Button>
          </ActionRow>
        )}
      </form>
      {confirmingRestore && (
        <ConfirmDialog
          title={`Restore the default ${template.label}?`}
          message="Your organisation’s wording of this message is replaced by the default, which is sent from now on."
          confirmLabel="Restore default"
          busyLabel="Restoring…"
          busy={restoring}
          onCancel={() => setConfirmingRestore(false)}
          onConfirm={async () => {
            await onRestore();
            setConfirmingRestore(false);
          }}
        />
      )}
    </>
  );
}

/** A titled part of the editor, one field under another: template text needs the whole width. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={layout.section}>
      <legend className={layout.sectionTitle}>{title}</legend>
      <div className={styles.sectionBody}>{children}</div>
    </fieldset>
  );
}

/** The draft as it would be sent: the email in a sandbox that runs nothing and reaches nothing, the plain text and the bell. */
function TemplatePreview({ preview }: { preview: NotificationTemplatePreview }) {
  const id = useId();
  return (
    <section className={layout.section} aria-labelledby={`${id}-preview`}>
      <h3 id={`${id}-preview`} className={layout.sectionTitle}>
        Preview
      </h3>
      <div className={styles.preview}>
        <p className={styles.previewLabel}>Subject</p>
        <p className={styles.previewBox}>{preview.subject}</p>
        <p className={styles.previewLabel}>Email</p>
        <iframe className={styles.previewFrame} title="Email preview" sandbox="" srcDoc={preview.html} />
        <p className={styles.previewLabel}>Plain text</p>
        <pre className={styles.previewText}>{preview.text}</pre>
        {preview.bell !== null && (
          <>
            <p className={styles.previewLabel}>Bell</p>
            <BellPreview html={preview.bell} />
          </>
        )}
      </div>
    </section>
  );
}

type BellHtml = { state: 'loading' } | { state: 'ready'; html: string } | { state: 'failed' };

/**
 * The bell text as the bell shows it. The server sanitised it; the bell's own
 * sanitiser runs again, as the bell does before showing any notification. The
 * sanitiser loads with the first preview rather than with the editor, which
 * most visits never need it for.
 */
function BellPreview({ html }: { html: string }) {
  const [bell, setBell] = useState<BellHtml>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    setBell({ state: 'loading' });
    import('../ui/notification-html/notification-html').then(
      ({ sanitiseNotificationHtml }) => current && setBell({ state: 'ready', html: sanitiseNotificationHtml(html) }),
      () => current && setBell({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [html]);
  // Without the sanitiser the markup is shown as text, never as HTML.
  if (bell.state !== 'ready') return <p className={styles.previewBox}>{bell.state === 'failed' ? html : 'Loading…'}</p>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: notifications are HTML by design (spec §3), sanitised by the server and again with the bell's DOMPurify just above
  return <div className={styles.previewBox} dangerouslySetInnerHTML={{ __html: bell.html }} />;
}

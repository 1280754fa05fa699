import { EMBED_SCOPES, messages, type EmbedKey, type EmbedKeyWrite, type EmbedScope } from '@motorpool/api';
import { useEffect, useId, useRef, useState } from 'react';
import { FormAlert } from '../ui/form/FormAlert';
import { controlAria, FormField } from '../ui/field/FormField';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import * as layout from '../fields/branch/layout.css';
import { modalDialogAria, useModalFocus } from '../ui/data-table/use-modal-focus';
import * as formStyles from '../ui/form/form.css';
import { checkEmbedKeyForm, EMBED_KEY_HINTS, EMBED_KEY_LABELS, EMBED_SCOPE_TEXT, formValuesOf, type EmbedKeyFormValues } from './embed-key-values';
import * as styles from './EmbedKeyTable.css';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { OriginsField } from './OriginsField';

type EmbedKeyField = keyof typeof EMBED_KEY_LABELS;
const FORM_FIELDS = Object.keys(EMBED_KEY_LABELS) as EmbedKeyField[];

/** `allowed_origins.3` belongs to the origins as a whole: the rows sent are normalised, not the ones on screen. */
const fieldOf = (serverKey: string): EmbedKeyField | null => FORM_FIELDS.find((field) => serverKey === field || serverKey.startsWith(`${field}.`)) ?? null;

export type EmbedKeyDialogProps = {
  /** The key being edited; null to create one. */
  embedKey: EmbedKey | null;
  saving: boolean;
  /** The server's title and field errors for the last save. */
  saveError?: string | null;
  fieldErrors?: Record<string, string> | null;
  /** Resolve `true` once saved; on `false` the form stays as typed, showing the server's refusal. */
  onSave: (write: EmbedKeyWrite) => Promise<boolean> | boolean;
  onClose: () => void;
};

/**
 * Creates or edits an embed key in a modal dialog: name, the allowed origins
 * one per row, the scope with what each allows, and the driver-name option.
 * Origins are checked with the api's `normaliseOrigin` row by row; the
 * server's field errors land on their fields and clear once the field
 * changes. Focus starts on the name, stays inside, and returns where it was;
 * Escape closes unless a save is under way.
 */
export function EmbedKeyDialog({ embedKey, saving, saveError, fieldErrors, onSave, onClose }: EmbedKeyDialogProps) {
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [values, setValues] = useState<EmbedKeyFormValues>(() => formValuesOf(embedKey));
  const [problems, setProblems] = useState<Partial<Record<EmbedKeyField, string>>>({});
  const [rowProblems, setRowProblems] = useState<(string | null)[]>([]);
  // Server errors show until the person changes the field they are about.
  const [corrected, setCorrected] = useState<ReadonlySet<EmbedKeyField>>(new Set());
  const [revealProblems, setRevealProblems] = useState(0);

  const onKeyDown = useModalFocus(dialog, {
    focusable: 'input:not([disabled]), select:not([disabled]), button:not([disabled])',
    initial: () => nameInput.current,
    busy: saving,
    onClose,
  });

  useEffect(() => {
    setCorrected(new Set());
    if (fieldErrors && Object.keys(fieldErrors).length > 0) setRevealProblems((count) => count + 1);
  }, [fieldErrors]);

  useEffect(() => {
    if (revealProblems > 0) dialog.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [revealProblems]);

  const placed: Partial<Record<EmbedKeyField, string>> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const field = fieldOf(key);
    if (field) placed[field] ??= message;
    else unplaced.push(message);
  }
  const errorOf = (field: EmbedKeyField) => problems[field] ?? (corrected.has(field) ? undefined : placed[field]);

  const update = (patch: Partial<EmbedKeyFormValues>, field: EmbedKeyField) => {
    setValues((current) => ({ ...current, ...patch }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setCorrected((current) => new Set(current).add(field));
  };
  const updateOrigins = (origins: string[], rows: (string | null)[]) => {
    update({ origins }, 'allowed_origins');
    setRowProblems(rows);
  };

  const submit = async () => {
    if (saving) return;
    const check = checkEmbedKeyForm(values, embedKey);
    if (!check.ok) {
      setProblems(check.fields);
      setRowProblems(check.rows);
      setRevealProblems((count) => count + 1);
      return;
    }
    setProblems({});
    setRowProblems([]);
    if (await onSave(check.write)) onClose();
  };

  const fieldId = (field: string) => `${id}-${field}`;
  const nameError = errorOf('name');
  const originsError = errorOf('allowed_origins');
  const scopeError = errorOf('scope');
  const driverError = errorOf('show_driver_name');
  const scopeHintId = `${fieldId('scope')}-explained`;
  const title = embedKey ? `Edit ${embedKey.name}` : 'Add embed key';

  return (
    <div className={styles.overlay}>
      {/* biome-ignore lint/a11y/noNoninteractiveElementInteractions: a modal dialog takes Escape and keeps Tab inside (the WAI-ARIA dialog pattern) */}
      <div ref={dialog} role="dialog" {...modalDialogAria(id)} className={styles.dialog} onKeyDown={onKeyDown}>
        <h3 id={`${id}-title`} className={layout.heading}>
          {title}
        </h3>
        <form
          className={styles.dialogForm}
          noValidate
          aria-busy={saving || undefined}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <FormAlert messages={[saveError, ...unplaced]} />
          <FormField id={fieldId('name')} label={EMBED_KEY_LABELS.name} error={nameError}>
            <input
              ref={nameInput}
              id={fieldId('name')}
              className={formStyles.input}
              autoComplete="off"
              aria-required
              {...controlAria(fieldId('name'), { error: nameError })}
              value={values.name}
              onChange={(event) => update({ name: event.target.value }, 'name')}
            />
          </FormField>

          <OriginsField id={fieldId('origins')} origins={values.origins} rowProblems={rowProblems} error={originsError} onChange={updateOrigins} />

          <FormField id={fieldId('scope')} label={EMBED_KEY_LABELS.scope} error={scopeError}>
            <select
              id={fieldId('scope')}
              className={formStyles.input}
              aria-invalid={scopeError ? true : undefined}
              aria-describedby={scopeError ? `${fieldId('scope')}-error` : scopeHintId}
              value={values.scope}
              onChange={(event) => update({ scope: event.target.value as EmbedScope }, 'scope')}
            >
              {EMBED_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {EMBED_SCOPE_TEXT[scope].label}
                </option>
              ))}
            </select>
            <ul id={scopeHintId} className={styles.scopeList}>
              {EMBED_SCOPES.map((scope) => (
                <li key={scope}>
                  <strong>{EMBED_SCOPE_TEXT[scope].label}:</strong> {EMBED_SCOPE_TEXT[scope].description}
                </li>
              ))}
            </ul>
          </FormField>

          <div className={formStyles.field}>
            <label className={formStyles.checkboxLabel}>
              <input
                type="checkbox"
                className={formStyles.checkbox}
                aria-invalid={driverError ? true : undefined}
                aria-describedby={`${fieldId('driver')}-${driverError ? 'error' : 'hint'}`}
                checked={values.show_driver_name}
                onKeyDown={toggleOnEnter}
                onChange={(event) => update({ show_driver_name: event.target.checked }, 'show_driver_name')}
              />
              {EMBED_KEY_LABELS.show_driver_name}
            </label>
            {driverError ? (
              <p id={`${fieldId('driver')}-error`} className={formStyles.error}>
                {driverError}
              </p>
            ) : (
              <p id={`${fieldId('driver')}-hint`} className={formStyles.fieldHint}>
                {EMBED_KEY_HINTS.show_driver_name}
              </p>
            )}
          </div>

          <ActionRow divider>
            <Button type="submit" busy={saving}>
              {saving ? messages.userForm.saving : embedKey ? 'Save' : 'Create key'}
            </Button>
            <Button variant="outline" disabled={saving} onClick={onClose}>
              Cancel
            </Button>
          </ActionRow>
        </form>
      </div>
    </div>
  );
}

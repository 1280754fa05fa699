import { messages, type ApproverKind, type IncidentSettings } from '@motorpool/api';
import { useId, useState } from 'react';
import * as layout from '../fields/branch/layout.css';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { CheckboxGroup } from '../ui/choice-group/ChoiceGroup';
import { FormAlert } from '../ui/form/FormAlert';
import { ALWAYS_NOTIFIED_OF_CRITICAL, CRITICAL_NOTE, NOTIFY_OPTIONS } from './incident-type-rows';

export type NotificationsFormProps = {
  settings: IncidentSettings;
  /** Whether the viewer may change them; without it they are shown only. */
  canManage: boolean;
  saving: boolean;
  serverError?: string | null;
  fieldErrors?: Record<string, string> | null;
  onSave: (settings: IncidentSettings) => Promise<boolean> | boolean;
};

const CRITICAL_OPTIONS = NOTIFY_OPTIONS.map((option) => ({ ...option, locked: ALWAYS_NOTIFIED_OF_CRITICAL.includes(option.value) }));
const kinds = (values: readonly string[]): ApproverKind[] => NOTIFY_OPTIONS.map((option) => option.value).filter((kind) => values.includes(kind));

/** Who is told of a new incident and of a critical one; the vehicle's branch and hub managers always hear of a critical one. */
export function NotificationsForm({ settings, canManage, saving, serverError, fieldErrors, onSave }: NotificationsFormProps) {
  const id = useId();
  const [onNew, setOnNew] = useState<string[]>(settings.notify_on_new);
  const [onCritical, setOnCritical] = useState<string[]>(settings.notify_on_critical);
  const placed = new Set(['notify_on_new', 'notify_on_critical']);
  const unplaced = Object.entries(fieldErrors ?? {})
    .filter(([field]) => !placed.has(field))
    .map(([, message]) => message);
  return (
    <form
      part="form"
      className={layout.section}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void onSave({ notify_on_new: kinds(onNew), notify_on_critical: kinds([...ALWAYS_NOTIFIED_OF_CRITICAL, ...onCritical]) });
      }}
    >
      <h3 id={`${id}-title`} className={layout.sectionTitle}>
        Notifications
      </h3>
      <FormAlert messages={[serverError, ...unplaced]} />
      <div className={layout.grid}>
        <CheckboxGroup
          id={`${id}-new`}
          legend="Notify of a new incident"
          options={NOTIFY_OPTIONS}
          value={onNew}
          onChange={setOnNew}
          disabled={!canManage}
          error={fieldErrors?.notify_on_new}
        />
        <CheckboxGroup
          id={`${id}-critical`}
          legend="Notify of a critical incident"
          options={CRITICAL_OPTIONS}
          value={onCritical}
          onChange={setOnCritical}
          disabled={!canManage}
          error={fieldErrors?.notify_on_critical}
          hint={CRITICAL_NOTE}
        />
      </div>
      {canManage && (
        <ActionRow divider>
          <Button type="submit" disabled={saving}>
            {saving ? messages.userForm.saving : 'Save'}
          </Button>
        </ActionRow>
      )}
    </form>
  );
}

import { APPROVER_KINDS, messages, type ApprovalRule, type ApprovalRuleWrite } from '@motorpool/api';
import { useEffect, useId, useState, type FormEvent } from 'react';
import * as layout from '../fields/branch/layout.css';
import { CheckboxGroup, type ChoiceOption } from '../ui/choice-group/ChoiceGroup';
import { DialogButtons } from '../ui/dialog-buttons/DialogButtons';
import { FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import * as formStyles from '../ui/form/form.css';
import { toggleOnEnter } from '../ui/form/toggle-on-enter';
import { Modal } from '../ui/modal/Modal';
import {
  APPROVER_LABELS,
  RULE_LABELS,
  ruleFieldOf,
  ruleProblems,
  ruleValuesFrom,
  toRuleWrite,
  type RuleField,
  type RuleOption,
  type RuleOptions,
  type RuleValues,
} from './approval-rule-values';
import * as styles from './ApprovalRules.css';

export type ApprovalRuleDialogProps = {
  /** The rule being edited; null to add one. */
  rule: ApprovalRule | null;
  options: RuleOptions;
  saving: boolean;
  /** The server's title and field errors for the last save. */
  serverError?: string | null;
  fieldErrors?: Record<string, string> | null;
  /** Resolve `true` once saved: the dialog then closes; otherwise it stays, with what was typed. */
  onSave: (write: ApprovalRuleWrite) => Promise<boolean> | boolean;
  onClose: () => void;
};

const APPROVER_OPTIONS: readonly ChoiceOption[] = APPROVER_KINDS.map((kind) => ({ value: kind, label: APPROVER_LABELS[kind] }));
const choices = (options: readonly RuleOption[]): ChoiceOption[] => options.map((option) => ({ value: String(option.pk), label: option.name }));

/** The server's messages on the fields they name, and the rest for the alert. */
function placed(fieldErrors: Record<string, string> | null | undefined) {
  const onFields: Partial<Record<RuleField, string>> = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fieldErrors ?? {})) {
    const field = ruleFieldOf(key);
    if (field) onFields[field] ??= message;
    else unplaced.push(message);
  }
  return { onFields, unplaced };
}

/**
 * Add or edit one approval rule in a modal dialog: its name, the conditions
 * a booking must meet (each left empty for any), who approves, and whether
 * it is in force. The form's own checks and the server's field messages show
 * on their fields; a save that fails keeps what was typed.
 */
export function ApprovalRuleDialog({ rule, options, saving, serverError, fieldErrors, onSave, onClose }: ApprovalRuleDialogProps) {
  const id = useId();
  const [values, setValues] = useState<RuleValues>(() => ruleValuesFrom(rule));
  const [problems, setProblems] = useState<Partial<Record<RuleField, string>>>({});
  // The server's messages of this dialog's saves only, cleared from a field once it is changed.
  const [server, setServer] = useState<ReturnType<typeof placed>>({ onFields: {}, unplaced: [] });
  const [submitted, setSubmitted] = useState(false);
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: focusFirstInvalid is a new function each render; a new answer is what triggers
  useEffect(() => {
    if (!submitted) return;
    setServer(placed(fieldErrors));
    if (fieldErrors) focusFirstInvalid();
  }, [fieldErrors, submitted]);

  const change = <K extends keyof RuleValues>(key: K, value: RuleValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    const field: RuleField = key === 'min_duration_hours' ? 'min_duration_minutes' : (key as RuleField);
    setProblems(({ [field]: _gone, ...rest }) => rest);
    setServer(({ onFields: { [field]: _cleared, ...rest }, unplaced }) => ({ onFields: rest, unplaced }));
  };
  const errorOf = (field: RuleField) => problems[field] ?? server.onFields[field] ?? null;
  const fieldId = (field: string) => `${id}-${field}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const found = ruleProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }
    setSubmitted(true);
    if (await onSave(toRuleWrite(values))) onClose();
  };

  const group = (field: 'branch_pks' | 'role_pks' | 'booking_tag_group_pks', offered: readonly RuleOption[], hint: string, emptyText: string) => (
    <CheckboxGroup
      id={fieldId(field)}
      legend={RULE_LABELS[field]}
      optional
      hint={hint}
      emptyText={emptyText}
      error={errorOf(field)}
      options={choices(offered)}
      value={values[field]}
      onChange={(chosen) => change(field, chosen)}
    />
  );

  return (
    <Modal title={rule ? `Edit ${rule.name}` : 'Add approval rule'} busy={saving} onClose={onClose}>
      <form ref={ref} className={styles.dialogForm} noValidate onSubmit={submit} aria-busy={saving || undefined}>
        <FormAlert messages={submitted && (serverError || server.unplaced.length > 0) ? [serverError, ...server.unplaced] : []} />
        <FormField id={fieldId('name')} label={RULE_LABELS.name} error={errorOf('name')}>
          {(control) => (
            <input
              {...control}
              className={formStyles.input}
              autoComplete="off"
              aria-required
              maxLength={200}
              value={values.name}
              onChange={(event) => change('name', event.target.value)}
            />
          )}
        </FormField>
        <p className={styles.dialogLead}>A booking needs approval when it meets every condition set below; a condition left empty holds for any booking.</p>
        {group('branch_pks', options.branches, 'None chosen: bookings at any branch', 'The organisation has no branches')}
        {group('role_pks', options.roles, "None chosen: whatever the driver's role", 'The organisation has no roles')}
        {group(
          'booking_tag_group_pks',
          options.bookingFields,
          'A booking with a value in any one chosen; none chosen: with or without',
          'The organisation has no booking custom fields',
        )}
        <FormField
          id={fieldId('min_duration_minutes')}
          label={RULE_LABELS.min_duration_minutes}
          optional
          hint="Bookings at least this long; empty: any length"
          error={errorOf('min_duration_minutes')}
        >
          {(control) => (
            <input
              {...control}
              className={`${formStyles.input} ${styles.hoursInput}`}
              inputMode="decimal"
              autoComplete="off"
              value={values.min_duration_hours}
              onChange={(event) => change('min_duration_hours', event.target.value)}
            />
          )}
        </FormField>
        <CheckboxGroup
          id={fieldId('approvers')}
          legend={RULE_LABELS.approvers}
          hint="The managers of the booking's branch and hub, and the organisation's admins"
          error={errorOf('approvers')}
          options={APPROVER_OPTIONS}
          value={values.approvers}
          onChange={(chosen) => change('approvers', chosen)}
        />
        <label className={layout.checkRow}>
          <input
            type="checkbox"
            className={formStyles.checkbox}
            checked={values.is_active}
            onKeyDown={toggleOnEnter}
            onChange={(event) => change('is_active', event.target.checked)}
          />
          {RULE_LABELS.is_active}
        </label>
        <DialogButtons confirmLabel="Save" busyLabel={messages.userForm.saving} busy={saving} onCancel={onClose} size="standard" divider />
      </form>
    </Modal>
  );
}

import { messages, type BookingRules, type BookingRulesSetting, type NotifyingRule } from '@motorpool/api';
import { useId, useState, type ReactNode } from 'react';
import * as layout from '../fields/branch/layout.css';
import { LoadingPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { CheckboxGroup } from '../ui/choice-group/ChoiceGroup';
import { FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import { FormAlert } from '../ui/form/FormAlert';
import * as styles from './BookingSettings.css';
import { defaultText, fieldKeyOf, RECIPIENT_OPTIONS, RULE_GROUPS, type RuleField } from './rule-catalogue';
import { entriesOf, rulesOf, valuesOf, type RuleValues } from './rule-values';

export const BOOKING_SETTINGS_TEXT = {
  title: 'Booking settings',
  loading: 'Loading the booking rules…',
  loadFailed: 'The booking rules could not be loaded.',
  level: 'Rules for',
  organisation: 'The organisation (every branch without its own)',
  organisationLead: 'These rules hold at every branch that has no rules of its own.',
  overrides: (branch: string) => `${branch} has its own rules.`,
  follows: (branch: string) => `${branch} follows the organisation's rules; saving here gives it its own.`,
  ownRules: (branch: string) => `${branch} (own rules)`,
  useOrganisation: "Use the organisation's rules",
  save: 'Save',
  impact: (count: number) =>
    `${count} future ${count === 1 ? 'booking breaks' : 'bookings break'} the new rules; they are kept, and the rules apply to new bookings and changes.`,
  saveAnyway: 'Save anyway',
  keepEditing: 'Keep editing',
} as const;

export type BookingSettingsStatus = 'loading' | 'ready' | 'error';

export type BookingSettingsProps = {
  status: BookingSettingsStatus;
  error?: string | null;
  onRetry?: () => void;
  /** The branches that may have their own rules. */
  branches: readonly { pk: number; name: string }[];
  /** The branches that have rules of their own: the picker marks them. */
  overriding?: ReadonlySet<number>;
  /** null: the organisation's rules. */
  branchPk: number | null;
  onBranchChange: (branchPk: number | null) => void;
  /** The rules in force at the level chosen, and whether the branch has its own. */
  setting: BookingRulesSetting | null;
  /** Whether the viewer may change them (organisation_write or super_users); without it they are shown only. */
  canManage?: boolean;
  saving?: boolean;
  serverError?: string | null;
  /** The server's field errors, keyed as it names them (`rules.buffer_minutes`). */
  fieldErrors?: Record<string, string> | null;
  /** How many future bookings the change waiting to be confirmed breaks; null while none waits. */
  pendingImpact?: number | null;
  /** Saves the rules (the connected widget asks first what they would break). */
  onSave: (rules: BookingRules) => void;
  /** Drops the branch's own rules. */
  onUseOrganisationRules: () => void;
  onConfirmSave: () => void;
  onCancelSave: () => void;
  /** Shown under the form: the settings' audit trail. */
  trail?: ReactNode;
  theme?: ThemeName;
};

type FieldProps = {
  field: RuleField;
  values: RuleValues;
  setValues: (change: (values: RuleValues) => RuleValues) => void;
  error?: string;
  disabled: boolean;
  idPrefix: string;
};

const hintOf = (field: RuleField) => `${field.explanation} ${defaultText(field)}.`;

function RuleInput({ field, values, setValues, error, disabled, idPrefix }: FieldProps) {
  const id = `${idPrefix}-${field.key}`;
  const hint = hintOf(field);
  switch (field.kind) {
    case 'number':
      return (
        <FormField id={id} label={`${field.label} (${field.unit})`} error={error} hint={hint}>
          {(control) => (
            <input
              {...control}
              className={formStyles.input}
              inputMode="numeric"
              disabled={disabled}
              value={values.numbers[field.key]}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setValues((current) => ({ ...current, numbers: { ...current.numbers, [field.key]: text } }));
              }}
            />
          )}
        </FormField>
      );
    case 'switch':
      return (
        <div className={formStyles.field}>
          <label className={formStyles.checkboxLabel}>
            <input
              type="checkbox"
              className={formStyles.checkbox}
              aria-describedby={`${id}-hint`}
              aria-invalid={error ? true : undefined}
              disabled={disabled}
              checked={values.switches[field.key]}
              onChange={(event) => {
                const on = event.currentTarget.checked;
                setValues((current) => ({ ...current, switches: { ...current.switches, [field.key]: on } }));
              }}
            />
            {field.label}
          </label>
          <p id={`${id}-hint`} className={error ? formStyles.error : formStyles.fieldHint}>
            {error ?? hint}
          </p>
        </div>
      );
    case 'list':
      return (
        <FormField id={id} label={field.label} error={error} hint={hint}>
          {(control) => (
            <textarea
              {...control}
              className={`${formStyles.input} ${styles.list}`}
              rows={4}
              disabled={disabled}
              value={values.lists[field.key]}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setValues((current) => ({ ...current, lists: { ...current.lists, [field.key]: text } }));
              }}
            />
          )}
        </FormField>
      );
    case 'default_type': {
      const types = entriesOf(values.lists.booking_types);
      const options = types.includes(values.default_booking_type) ? types : [values.default_booking_type, ...types];
      return (
        <FormField id={id} label={field.label} error={error} hint={hint}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              disabled={disabled}
              value={values.default_booking_type}
              onChange={(event) => {
                const chosen = event.currentTarget.value;
                setValues((current) => ({ ...current, default_booking_type: chosen }));
              }}
            >
              {options.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </FormField>
      );
    }
    case 'recipients':
      return (
        <CheckboxGroup
          id={id}
          legend={field.label}
          options={RECIPIENT_OPTIONS}
          value={values.recipients[field.key]}
          onChange={(chosen) => setValues((current) => ({ ...current, recipients: { ...current.recipients, [field.key as NotifyingRule]: chosen } }))}
          disabled={disabled}
          error={error}
          hint={hint}
        />
      );
  }
}

const fieldKey = (field: RuleField) => (field.kind === 'recipients' ? `recipients.${field.key}` : field.key);
const placedKeys = new Set(RULE_GROUPS.flatMap((group) => group.fields.map(fieldKey)));

type RulesFormProps = Omit<
  BookingSettingsProps,
  'status' | 'error' | 'onRetry' | 'branches' | 'branchPk' | 'onBranchChange' | 'trail' | 'theme' | 'setting'
> & {
  rules: BookingRules;
  branchName: string | null;
  isOverride: boolean;
};

/** The rules of one level, grouped, with Save; a change that breaks future bookings waits for a confirmation. */
function RulesForm({
  rules,
  branchName,
  isOverride,
  canManage = true,
  saving = false,
  serverError,
  fieldErrors,
  pendingImpact = null,
  ...actions
}: RulesFormProps) {
  const id = useId();
  const [values, setValues] = useState(() => valuesOf(rules));
  const [ownErrors, setOwnErrors] = useState<Record<string, string>>({});
  const serverFields = Object.fromEntries(Object.entries(fieldErrors ?? {}).map(([field, message]) => [fieldKeyOf(field), message]));
  const errors = { ...serverFields, ...ownErrors };
  const unplaced = Object.entries(serverFields)
    .filter(([field]) => !placedKeys.has(field))
    .map(([, message]) => message);
  const disabled = !canManage || saving || pendingImpact !== null;
  return (
    <form
      part="form"
      className={layout.form}
      noValidate
      aria-busy={saving || undefined}
      aria-labelledby={`${id}-level`}
      onSubmit={(event) => {
        event.preventDefault();
        const read = rulesOf(values);
        if ('errors' in read) {
          setOwnErrors(read.errors);
          return;
        }
        setOwnErrors({});
        actions.onSave(read.rules);
      }}
    >
      <p id={`${id}-level`} className={layout.lead}>
        {branchName === null
          ? BOOKING_SETTINGS_TEXT.organisationLead
          : isOverride
            ? BOOKING_SETTINGS_TEXT.overrides(branchName)
            : BOOKING_SETTINGS_TEXT.follows(branchName)}
      </p>
      {branchName !== null && isOverride && canManage && (
        <div>
          <Button variant="outline" tone="neutral" disabled={disabled} onClick={actions.onUseOrganisationRules}>
            {BOOKING_SETTINGS_TEXT.useOrganisation}
          </Button>
        </div>
      )}
      <FormAlert messages={[serverError, ...unplaced]} />
      {RULE_GROUPS.map((group) => (
        <fieldset key={group.title} className={layout.section}>
          <legend className={layout.sectionTitle}>{group.title}</legend>
          <div className={layout.grid}>
            {group.fields.map((field) => (
              <RuleInput
                key={fieldKey(field)}
                field={field}
                values={values}
                setValues={setValues}
                error={errors[fieldKey(field)]}
                disabled={disabled}
                idPrefix={id}
              />
            ))}
          </div>
        </fieldset>
      ))}
      {pendingImpact !== null && (
        <div role="alert" className={styles.impact}>
          <p className={styles.impactText}>{BOOKING_SETTINGS_TEXT.impact(pendingImpact)}</p>
          <ActionRow>
            <Button variant="outline" tone="neutral" onClick={actions.onCancelSave}>
              {BOOKING_SETTINGS_TEXT.keepEditing}
            </Button>
            <Button busy={saving} onClick={actions.onConfirmSave}>
              {saving ? messages.userForm.saving : BOOKING_SETTINGS_TEXT.saveAnyway}
            </Button>
          </ActionRow>
        </div>
      )}
      {canManage && pendingImpact === null && (
        <ActionRow divider>
          <Button type="submit" busy={saving}>
            {saving ? messages.userForm.saving : BOOKING_SETTINGS_TEXT.save}
          </Button>
        </ActionRow>
      )}
    </form>
  );
}

/**
 * `/booking-settings`: every booking rule of the organisation, grouped
 * (Limits; Check-out and return; Reminders and automatic actions; Who is
 * told; Booking types and purposes), each with its unit, a line on what it
 * changes and its default; a branch chosen above shows the rules in force
 * there, its own or the organisation's. The server's refusals show by their
 * field; a change that breaks future bookings says how many before it is
 * saved. No HTTP.
 */
export function BookingSettings({
  status,
  error,
  onRetry,
  branches,
  overriding,
  branchPk,
  onBranchChange,
  setting,
  trail,
  theme,
  ...form
}: BookingSettingsProps) {
  const id = useId();
  const branchName = branchPk === null ? null : (branches.find((branch) => branch.pk === branchPk)?.name ?? String(branchPk));
  return (
    <LoadingPanel
      headingId={`${id}-title`}
      title={BOOKING_SETTINGS_TEXT.title}
      theme={theme}
      status={status === 'ready' && !setting ? 'loading' : status}
      loadingText={BOOKING_SETTINGS_TEXT.loading}
      error={error}
      fallbackError={BOOKING_SETTINGS_TEXT.loadFailed}
      onRetry={onRetry}
    >
      <div className={styles.level}>
        <FormField id={`${id}-branch`} label={BOOKING_SETTINGS_TEXT.level}>
          {(control) => (
            <select
              {...control}
              className={formStyles.input}
              value={branchPk ?? ''}
              onChange={(event) => onBranchChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
            >
              <option value="">{BOOKING_SETTINGS_TEXT.organisation}</option>
              {branches.map((branch) => (
                <option key={branch.pk} value={branch.pk}>
                  {overriding?.has(branch.pk) ? BOOKING_SETTINGS_TEXT.ownRules(branch.name) : branch.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      {setting && (
        <RulesForm
          // A new form for each level and each answer, so what the server now holds is what is shown.
          key={JSON.stringify(setting)}
          rules={setting.rules}
          branchName={setting.branch_pk === null ? null : branchName}
          isOverride={setting.is_override}
          {...form}
        />
      )}
      {trail && <div className={styles.trail}>{trail}</div>}
    </LoadingPanel>
  );
}

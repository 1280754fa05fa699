import { recoveryChoices, SIGN_UP_QUESTION_ALIASES, SIGN_UP_QUESTIONS, type SignUpSettings, type SignUpSettingsView } from '@motorpool/api';
import { useId, useState, type FormEvent } from 'react';
import { FormSection } from '../fields/branch/FormSection';
import * as layout from '../fields/branch/layout.css';
import { RecipientPicker, type RecipientSearch } from '../fields/licence/RecipientPicker';
import { ActionRow } from '../ui/action-row/ActionRow';
import { Button } from '../ui/button/Button';
import { RadioGroup } from '../ui/choice-group/ChoiceGroup';
import { controlAria, FormField } from '../ui/field/FormField';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import * as styles from './GeneralSettings.css';
import { QUESTION_CHOICES, RECOVERY_LABELS, signUpValues, toSignUpSettings, type QuestionChoice, type SignUpValues } from './sign-up-values';

export type SignUpSettingsFormProps = {
  view: SignUpSettingsView;
  saving?: boolean;
  serverError?: string | null;
  /** The server's messages by field (`approvers`, `password_recovery`, …). */
  fieldErrors?: Record<string, string> | null;
  /** Resolve true once saved; anything else keeps what was chosen. */
  onSave: (settings: SignUpSettings) => Promise<boolean> | boolean;
  /** Finds members to choose approvers from. */
  approverSearch: RecipientSearch;
};

const PLACED = new Set(['self_sign_up', 'auto_accept', 'questions', 'approvers', 'password_recovery']);

/**
 * Self sign-up to the organisation (within the server's REGISTRATION_ENABLED),
 * the details it asks, who approves it (USER_SIGNUP_APPROVER, spec §6), and
 * how members recover a forgotten password (within PASSWORD_RECOVERY). No HTTP.
 */
export function SignUpSettingsForm({ view, saving = false, serverError, fieldErrors, onSave, approverSearch }: SignUpSettingsFormProps) {
  const id = useId();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const [values, setValues] = useState<SignUpValues>(() => signUpValues(view.settings));
  const errors = fieldErrors ?? {};
  const unplaced = Object.entries(errors)
    .filter(([name]) => !PLACED.has(name.split('.')[0] ?? name))
    .map(([, message]) => message);
  const change = <K extends keyof SignUpValues>(name: K, value: SignUpValues[K]) => setValues((current) => ({ ...current, [name]: value }));
  const recovery = recoveryChoices(view.server_password_recovery);
  // Turned off on the server: an organisation already open can still close, never open.
  const canOpen = view.registration_enabled || view.settings.self_sign_up;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if ((await onSave(toSignUpSettings(values, view.settings))) !== true) focusFirstInvalid();
  }

  const checkbox = (name: 'self_sign_up' | 'auto_accept', label: string, explanation: string, disabled = false) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div className={layout.wide}>
        <div className={formStyles.checkboxRow}>
          <input
            id={fieldId}
            type="checkbox"
            className={formStyles.checkbox}
            checked={values[name]}
            disabled={disabled}
            onChange={(event) => change(name, event.currentTarget.checked)}
            {...controlAria(fieldId, { error, hint: explanation })}
          />
          <label htmlFor={fieldId} className={formStyles.checkboxLabel}>
            {label}
          </label>
        </div>
        <p id={`${fieldId}-hint`} className={styles.explanation}>
          {explanation}
        </p>
        {error && (
          <p id={`${fieldId}-error`} className={formStyles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.sectionHeading}>
        Sign-up and password recovery
      </h3>
      <FormAlert messages={[serverError, ...unplaced]} />
      <form ref={ref} className={layout.form} noValidate onSubmit={submit} aria-busy={saving || undefined}>
        <FormSection title="Self sign-up">
          {!view.registration_enabled && (
            <p className={`${styles.explanation} ${layout.wide}`}>
              Self sign-up is turned off on this server (REGISTRATION_ENABLED), so nobody can sign up to any organisation until it is turned on.
            </p>
          )}
          {checkbox(
            'self_sign_up',
            'Drivers may sign up to this organisation',
            'They enter the organisation code at /register, confirm their email with a code and answer the details below.',
            !canOpen,
          )}
          {checkbox('auto_accept', 'Accept sign-ups automatically', 'Otherwise each sign-up waits in Registration Requests for an approver.')}
          {errors.questions && <p className={`${formStyles.error} ${layout.wide}`}>{errors.questions}</p>}
          {SIGN_UP_QUESTION_ALIASES.map((alias) => {
            const fieldId = `${id}-question-${alias}`;
            return (
              <FormField key={alias} id={fieldId} label={SIGN_UP_QUESTIONS[alias].label}>
                <select
                  id={fieldId}
                  className={formStyles.input}
                  value={values.questions[alias]}
                  onChange={(event) => change('questions', { ...values.questions, [alias]: event.currentTarget.value as QuestionChoice })}
                >
                  {QUESTION_CHOICES.map((choice) => (
                    <option key={choice.value} value={choice.value}>
                      {choice.label}
                    </option>
                  ))}
                </select>
              </FormField>
            );
          })}
          <div className={layout.wide}>
            <RecipientPicker
              id={`${id}-approvers`}
              legend="Sign-up approvers"
              optional={values.auto_accept}
              error={errors.approvers}
              value={values.approvers}
              onChange={(approvers) => change('approvers', approvers)}
              known={view.approvers}
              search={approverSearch}
            />
            <p className={styles.explanation}>Only they see Registration Requests in the side menu and accept or reject sign-ups.</p>
          </div>
        </FormSection>
        <FormSection title="Password recovery">
          <div className={layout.wide}>
            {recovery.length > 1 ? (
              <RadioGroup
                id={`${id}-recovery`}
                legend="Members recover a forgotten password"
                error={errors.password_recovery}
                options={recovery.map((choice) => ({ value: choice, label: RECOVERY_LABELS[choice] }))}
                value={values.password_recovery}
                onChange={(choice) => change('password_recovery', choice as SignUpValues['password_recovery'])}
              />
            ) : (
              <p className={styles.explanation}>
                Members recover a forgotten password {RECOVERY_LABELS[view.server_password_recovery].toLowerCase()}: the server (PASSWORD_RECOVERY) allows no
                other way.
              </p>
            )}
          </div>
        </FormSection>
        <ActionRow>
          <Button type="submit" busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </ActionRow>
      </form>
    </section>
  );
}

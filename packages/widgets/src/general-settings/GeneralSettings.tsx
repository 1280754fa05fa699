import { GeneralSettings as GeneralSettingsStruct, validateWith, type GeneralSettings, type TwoFactorPolicy } from '@motorpool/api';
import { useId, type FormEvent, type ReactNode } from 'react';
import * as layout from '../fields/branch/layout.css';
import { FormSection } from '../fields/branch/FormSection';
import { RecordFormPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { AuditTrail, type AuditTrailProps } from '../ui/audit-trail/AuditTrail';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import { useCheckedForm } from '../ui/form/use-checked-form';
import { formFieldOf, GENERAL_FIELDS, GENERAL_LABELS, generalSettingsValues, toGeneralSettings, type GeneralSettingsValues } from './general-settings-values';
import * as styles from './GeneralSettings.css';
import { HUBS_SETTING_LABELS, HubsSettingCard, type HubsSettingCardProps } from './HubsSettingCard';
import type { GeneralSettingsStatus } from './store';

export type GeneralSettingsProps = {
  status: GeneralSettingsStatus;
  settings: GeneralSettings | null;
  policy: TwoFactorPolicy | null;
  loadError?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  serverError?: string | null;
  /** The server's messages by field (`help_desk.phone`, `user_manual_url`), placed on their fields; others join the alert. */
  fieldErrors?: Record<string, string> | null;
  /** Resolve true once saved; anything else keeps what was typed. */
  onSave: (settings: GeneralSettings) => Promise<boolean> | boolean;
  savingPolicy?: boolean;
  onPolicyChange: (policy: TwoFactorPolicy) => void;
  /** Further settings of the screen, each saved on its own, shown above the trail. */
  sections?: ReactNode;
  /** The settings' audit trail (`useAuditTrail('general_settings')`). */
  trail?: AuditTrailProps;
  theme?: ThemeName;
  /** The 'Enable Hubs' switch (`useHubsSetting`); no card without it. */
  hubs?: HubsSettingCardProps;
};

export const GENERAL_SETTINGS_TITLE = 'General Settings';

const PLACED = new Set<string>(GENERAL_FIELDS);

/** The request struct decides, so the form and the server give the same messages on the same fields. */
function checked(values: GeneralSettingsValues): Record<string, string> {
  const result = validateWith(GeneralSettingsStruct, toGeneralSettings(values));
  return result.ok ? {} : Object.fromEntries(Object.entries(result.fields).map(([name, message]) => [formFieldOf(name), message]));
}

/**
 * The organisation's general settings (spec §2 /general-settings): the help
 * desk and the user manual the sidebar's panels show, and whether every
 * member must sign in in two steps. Under them, the audit trail. No HTTP.
 */
export function GeneralSettingsPanel(props: GeneralSettingsProps) {
  const { status, settings, policy, theme } = props;
  return (
    <RecordFormPanel
      record={{ status: status === 'ready' && !settings ? 'loading' : status, loadError: props.loadError, onRetry: props.onRetry, theme }}
      title={GENERAL_SETTINGS_TITLE}
      loadingText="Loading general settings…"
      fallbackError="The general settings could not be loaded."
      className={layout.narrowPanel}
      retryText="Try again"
    >
      {settings && <HelpDeskForm {...props} settings={settings} />}
      {settings && props.hubs && <HubsSettingCard {...props.hubs} />}
      {policy && <TwoStepSection policy={policy} saving={props.savingPolicy} onChange={props.onPolicyChange} />}
      {settings && props.sections}
      {props.trail && (
        <div className={styles.section}>
          <AuditTrail {...props.trail} fieldLabels={{ ...GENERAL_LABELS, ...HUBS_SETTING_LABELS }} />
        </div>
      )}
    </RecordFormPanel>
  );
}

function HelpDeskForm({ settings, saving = false, serverError, fieldErrors, onSave }: GeneralSettingsProps & { settings: GeneralSettings }) {
  const id = useId();
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const { values, ownErrors, change, approve } = useCheckedForm(settings, generalSettingsValues, checked);
  const server = Object.entries(fieldErrors ?? {}).map(([name, message]) => [formFieldOf(name), message] as const);
  const errors: Record<string, string> = { ...Object.fromEntries(server), ...ownErrors };
  const unplaced = server.filter(([name]) => !PLACED.has(name)).map(([, message]) => message);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!approve()) return focusFirstInvalid();
    if ((await onSave(toGeneralSettings(values))) !== true) focusFirstInvalid();
  }

  const text = (
    name: keyof GeneralSettingsValues,
    options: { type?: string; inputMode?: 'email' | 'url' | 'tel'; hint?: string; multiline?: boolean } = {},
  ) => {
    const fieldId = `${id}-${name}`;
    const error = errors[name] || undefined;
    const control = {
      id: fieldId,
      value: values[name],
      onChange: change(name),
      className: formStyles.input,
      ...controlAria(fieldId, { error, hint: options.hint }),
    };
    return (
      <FormField id={fieldId} label={GENERAL_LABELS[name]} error={error} hint={options.hint} optional>
        {options.multiline ? (
          <textarea rows={3} {...control} />
        ) : (
          <input type={options.type ?? 'text'} inputMode={options.inputMode} autoComplete="off" {...control} />
        )}
      </FormField>
    );
  };

  return (
    <>
      <FormAlert messages={[serverError, ...unplaced]} />
      <form part="form" ref={ref} className={layout.form} noValidate onSubmit={submit} aria-busy={saving || undefined}>
        <FormSection title="Helpdesk Information">
          {text('phone', { type: 'tel', inputMode: 'tel' })}
          {text('email', { type: 'email', inputMode: 'email' })}
          <div className={layout.wide}>
            {text('message', { multiline: true, hint: 'Shown in the side menu’s Helpdesk Information panel, with the phone and email.' })}
          </div>
        </FormSection>
        <FormSection title="User Manual">
          <div className={layout.wide}>
            {text('user_manual_url', { type: 'url', inputMode: 'url', hint: 'Opened from the side menu’s User Manual panel. Empty: none.' })}
          </div>
        </FormSection>
        <ActionRow>
          <Button type="submit" busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </ActionRow>
      </form>
    </>
  );
}

function TwoStepSection({ policy, saving = false, onChange }: { policy: TwoFactorPolicy; saving?: boolean; onChange: (policy: TwoFactorPolicy) => void }) {
  const id = `${useId()}-two-step`;
  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className={styles.sectionHeading}>
        Two-step sign-in
      </h3>
      <div className={formStyles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={formStyles.checkbox}
          checked={policy.required}
          aria-describedby={`${id}-explanation`}
          aria-busy={saving || undefined}
          disabled={saving}
          onChange={(event) => onChange({ required: event.currentTarget.checked })}
        />
        <label htmlFor={id} className={formStyles.checkboxLabel}>
          Require two-step sign-in of every member
        </label>
      </div>
      <p id={`${id}-explanation`} className={styles.explanation}>
        Each sign-in then asks for a code sent to the member’s email as well as the password. Members who have not turned it on are sent a code at their next
        sign-in, which turns it on; sessions already open stay signed in.
      </p>
    </section>
  );
}

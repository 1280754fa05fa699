import { CompanySettingsDetails, INDUSTRIES, INDUSTRY_CUSTOM_FLEET, type CompanySettings as Settings, type CompanySettingsWrite } from '@motorpool/api';
import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { TimezonePicker } from '../fields/branch/TimezonePicker';
import * as layout from '../fields/branch/layout.css';
import { RecordFormPanel } from '../fields/branch/LoadState';
import { FormSection } from '../fields/branch/FormSection';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { AuditTrail, type AuditTrailProps } from '../ui/audit-trail/AuditTrail';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import { requestResolver } from '../ui/form/request-resolver';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import { useRecordForm } from '../ui/form/use-record-form';
import { PHONE_COUNTRIES } from '../ui/phone-field/countries';
import { PhoneField } from '../ui/phone-field/PhoneField';
import {
  COMPANY_FIELDS,
  COMPANY_LABELS,
  companySettingsValues,
  toCompanySettingsWrite,
  toDetails,
  type CompanySettingsValues,
} from './company-settings-values';
import * as styles from './CompanySettings.css';

export type CompanySettingsStatus = 'loading' | 'ready' | 'error';

export type CompanySettingsProps = {
  status: CompanySettingsStatus;
  settings: Settings | null;
  loadError?: string | null;
  onRetry?: () => void;
  saving?: boolean;
  /** The server's title for the last failed save. */
  serverError?: string | null;
  /** The server's messages by field, placed on their fields; others join the alert. */
  fieldErrors?: Record<string, string> | null;
  /** Resolve true once saved (the form then shows what the server answered); anything else keeps what was typed. */
  onSave: (settings: CompanySettingsWrite) => Promise<boolean> | boolean;
  /** The settings' audit trail, shown under the form (`useAuditTrail('company_settings')`). */
  trail?: AuditTrailProps;
  theme?: ThemeName;
};

export const COMPANY_SETTINGS_TITLE = 'Company Settings';
export const COMPANY_SETTINGS_LOAD_FAILED = 'The company settings could not be loaded.';

/** What turning CustomFleet on or off changes, as the screen lists it beside the industry. */
export const CUSTOM_FLEET_EFFECTS = [
  'The users page’s add button reads “New User” (with its list of ways to add one), not “Add New User”; the form’s title follows.',
  'Branch managers no longer manage users, and may switch their branch (Switch Branch).',
  'Members booked on a vehicle show only their basic and licence details to those who are not branch managers.',
  'The vehicles page offers Refresh State of Charge.',
  'The side menu shows the User Manual.',
] as const;

const TIMEZONE_HINT = 'A new branch takes this zone when its form names none; members without a branch see times in it.';
const PHONE_COUNTRY_HINT = 'Where a new user’s phone number starts.';
const DOMAIN_HINT = 'The host people are sent to after signing in, such as fleet.example.com. Empty: no redirect.';
const FIELD_NAMES = COMPANY_FIELDS.filter((name) => name !== 'contact_phone' && name !== 'default_phone_country');
const resolver = requestResolver<CompanySettingsValues, CompanySettingsDetails>(CompanySettingsDetails, { toRequest: toDetails, fieldNames: FIELD_NAMES });
const PLACED = new Set<string>(COMPANY_FIELDS);

/**
 * The organisation's company settings (spec §2 /company-settings): name,
 * address, contact, the default time zone and phone country, the redirect
 * domain; the organisation code and currency shown; the industry shown with
 * what CustomFleet changes, changed by a system admin only. Under the form,
 * the audit trail of every save. No HTTP.
 */
export function CompanySettings(props: CompanySettingsProps) {
  return (
    <RecordFormPanel
      record={{
        status: props.status === 'ready' && !props.settings ? 'loading' : props.status,
        loadError: props.loadError,
        onRetry: props.onRetry,
        theme: props.theme,
      }}
      title={COMPANY_SETTINGS_TITLE}
      loadingText="Loading company settings…"
      fallbackError={COMPANY_SETTINGS_LOAD_FAILED}
      className={layout.narrowPanel}
      retryText="Try again"
    >
      {props.settings && <CompanySettingsForm {...props} settings={props.settings} />}
      {props.trail && (
        <div className={styles.trail}>
          <AuditTrail {...props.trail} fieldLabels={COMPANY_LABELS} timeZone={props.settings?.default_time_zone} />
        </div>
      )}
    </RecordFormPanel>
  );
}

function CompanySettingsForm({ settings, saving = false, serverError, fieldErrors, onSave }: CompanySettingsProps & { settings: Settings }) {
  const id = useId();
  const fieldId = (name: keyof CompanySettingsValues) => `${id}-${name}`;
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  const placed = useMemo(() => Object.fromEntries(Object.entries(fieldErrors ?? {}).filter(([name]) => PLACED.has(name))), [fieldErrors]);
  const unplaced = Object.entries(fieldErrors ?? {})
    .filter(([name]) => !PLACED.has(name))
    .map(([, message]) => message);
  // The saved settings replace the values only when the server answered new ones.
  const initialValues = useMemo(() => companySettingsValues(settings), [settings]);
  const form = useRecordForm<CompanySettingsValues>(initialValues, resolver, placed);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;

  const submit = handleSubmit(async (values) => {
    if ((await onSave(toCompanySettingsWrite(values))) !== true) focusFirstInvalid();
  }, focusFirstInvalid);

  const field = (name: keyof CompanySettingsValues, hint?: string) => ({ id: fieldId(name), label: COMPANY_LABELS[name], error: errors[name]?.message, hint });
  const text = (
    name: 'name' | 'address' | 'contact_email' | 'domain',
    options: { hint?: string; optional?: boolean; autoComplete?: string; inputMode?: 'email' | 'url' } = {},
  ) => {
    const props = field(name, options.hint);
    return (
      <FormField {...props} optional={options.optional}>
        <input
          className={formStyles.input}
          id={props.id}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          spellCheck={name === 'address'}
          {...controlAria(props.id, props)}
          {...register(name)}
        />
      </FormField>
    );
  };
  const industry = field('industry');
  const customFleet = settings.industry === INDUSTRY_CUSTOM_FLEET;

  return (
    <>
      <dl className={styles.facts}>
        <div>
          <dt className={styles.factTerm}>Organisation Code</dt>
          <dd className={styles.factValue}>{settings.organisation_code}</dd>
        </div>
        <div>
          <dt className={styles.factTerm}>Currency</dt>
          <dd className={styles.factValue}>{settings.currency}</dd>
        </div>
      </dl>
      <FormAlert messages={[serverError, ...unplaced]} />
      <form part="form" ref={ref} className={layout.form} noValidate onSubmit={submit} aria-busy={saving || undefined}>
        <FormSection title="Company">
          {text('name', { autoComplete: 'organization' })}
          <div className={layout.wide}>{text('address', { optional: true, autoComplete: 'street-address' })}</div>
          {text('contact_email', { optional: true, autoComplete: 'email', inputMode: 'email' })}
          <Controller
            control={control}
            name="contact_phone"
            render={({ field: phone }) => {
              const props = field('contact_phone');
              return (
                <FormField {...props} optional>
                  <PhoneField
                    id={props.id}
                    name={phone.name}
                    value={phone.value}
                    onChange={phone.onChange}
                    onBlur={phone.onBlur}
                    invalid={Boolean(props.error)}
                    describedBy={controlAria(props.id, props)['aria-describedby']}
                  />
                </FormField>
              );
            }}
          />
        </FormSection>
        <FormSection title="Defaults">
          <Controller
            control={control}
            name="default_time_zone"
            render={({ field: zone }) => {
              const props = field('default_time_zone', TIMEZONE_HINT);
              return (
                <FormField {...props}>
                  <TimezonePicker
                    id={props.id}
                    value={zone.value}
                    onChange={zone.onChange}
                    onBlur={zone.onBlur}
                    invalid={Boolean(props.error)}
                    describedBy={controlAria(props.id, props)['aria-describedby']}
                    required
                  />
                </FormField>
              );
            }}
          />
          {(() => {
            const props = field('default_phone_country', PHONE_COUNTRY_HINT);
            const listed = PHONE_COUNTRIES.some((country) => country.countryCode === settings.default_phone_country);
            return (
              <FormField {...props}>
                <select className={formStyles.input} id={props.id} {...controlAria(props.id, props)} {...register('default_phone_country')}>
                  {!listed && <option value={settings.default_phone_country}>{settings.default_phone_country.toUpperCase()}</option>}
                  {PHONE_COUNTRIES.map((country) => (
                    <option key={country.countryCode} value={country.countryCode}>
                      {country.name} (+{country.dialCode})
                    </option>
                  ))}
                </select>
              </FormField>
            );
          })()}
          {text('domain', { optional: true, hint: DOMAIN_HINT, inputMode: 'url' })}
        </FormSection>
        <FormSection title="Industry">
          <div className={layout.wide}>
            <FormField {...industry} hint={settings.may_change_industry ? null : 'Only a system admin changes the industry.'}>
              <select
                className={formStyles.input}
                id={industry.id}
                disabled={!settings.may_change_industry}
                {...controlAria(industry.id, industry)}
                {...register('industry')}
              >
                {INDUSTRIES.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            </FormField>
            <p className={styles.effectsLead}>{customFleet ? 'As CustomFleet:' : 'Turning CustomFleet on would change:'}</p>
            <ul className={styles.effects}>
              {CUSTOM_FLEET_EFFECTS.map((effect) => (
                <li key={effect}>{effect}</li>
              ))}
            </ul>
          </div>
        </FormSection>
        <ActionRow divider>
          <Button type="submit" busy={saving}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </ActionRow>
      </form>
    </>
  );
}

import {
  DATE_FORMATS,
  TIME_FORMAT_LABELS,
  TIME_FORMATS,
  WEEK_START_LABELS,
  WEEK_STARTS,
  CompanySettingsDetails,
  INDUSTRIES,
  INDUSTRY_CUSTOM_FLEET,
  validateWith,
  type CompanySettings as Settings,
  type CompanySettingsWrite,
} from '@motorpool/api';
import { useId, type FormEvent } from 'react';
import { TimezonePicker } from '../fields/branch/TimezonePicker';
import * as layout from '../fields/branch/layout.css';
import { FormSection } from '../fields/branch/FormSection';
import { RecordFormPanel } from '../fields/branch/LoadState';
import type { ThemeName } from '../theme/theme-names';
import { ActionRow } from '../ui/action-row/ActionRow';
import { AuditTrail, type AuditTrailProps } from '../ui/audit-trail/AuditTrail';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import { FormAlert } from '../ui/form/FormAlert';
import * as formStyles from '../ui/form/form.css';
import { useFocusFirstInvalid } from '../ui/form/focus-first-invalid';
import { useCheckedForm } from '../ui/form/use-checked-form';
import { PHONE_COUNTRIES } from '../ui/phone-field/countries';
import { formatTableDate } from '../ui/data-table/dates';
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
const PHONE_HINT = 'With the country code, such as +61 2 9123 4567.';
const DOMAIN_HINT = 'The host people are sent to after signing in, such as fleet.example.com. Empty: no redirect.';
const FORMAT_HINT = 'What a member’s own format starts as when they first sign in; each member can change theirs on their profile.';
const WEEK_HINT = 'Where the calendar’s weeks and the date pickers start.';
/** The day the date format choices show themselves with. */
const FORMAT_SAMPLE_DAY = '2026-11-29';
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

/** The form's own check, with the messages the server gives (the phone and its country are left to the server). */
function checked(values: CompanySettingsValues): Record<string, string> {
  const result = validateWith(CompanySettingsDetails, toDetails(values));
  return result.ok ? {} : result.fields;
}

function CompanySettingsForm({ settings, saving = false, serverError, fieldErrors, onSave }: CompanySettingsProps & { settings: Settings }) {
  const id = useId();
  const fieldId = (name: keyof CompanySettingsValues) => `${id}-${name}`;
  const { ref, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();
  // The saved settings replace what was typed; a refused save keeps it.
  const { values, ownErrors, set, change, approve } = useCheckedForm(settings, companySettingsValues, checked);
  const errors: Record<string, string> = { ...(fieldErrors ?? {}), ...ownErrors };
  const unplaced = Object.entries(fieldErrors ?? {})
    .filter(([name]) => !PLACED.has(name))
    .map(([, message]) => message);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!approve()) return focusFirstInvalid();
    if ((await onSave(toCompanySettingsWrite(values))) !== true) focusFirstInvalid();
  }

  const field = (name: keyof CompanySettingsValues, hint?: string) => ({
    id: fieldId(name),
    label: COMPANY_LABELS[name],
    error: errors[name] || undefined,
    hint,
  });
  const text = (
    name: 'name' | 'address' | 'contact_email' | 'contact_phone' | 'domain',
    options: { hint?: string; optional?: boolean; autoComplete?: string; inputMode?: 'email' | 'url' | 'tel'; type?: 'tel' } = {},
  ) => {
    const props = field(name, options.hint);
    return (
      <FormField {...props} optional={options.optional}>
        <input
          className={formStyles.input}
          id={props.id}
          name={name}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          inputMode={options.inputMode}
          spellCheck={name === 'address'}
          value={values[name]}
          onChange={change(name)}
          {...controlAria(props.id, props)}
        />
      </FormField>
    );
  };
  const choice = (name: 'date_format' | 'time_format' | 'first_day_of_week', options: { value: string; label: string }[], hint: string) => {
    const props = field(name, hint);
    return (
      <FormField {...props}>
        <select className={formStyles.input} id={props.id} name={name} value={values[name]} onChange={change(name)} {...controlAria(props.id, props)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </FormField>
    );
  };
  const zone = field('default_time_zone', TIMEZONE_HINT);
  const country = field('default_phone_country', PHONE_COUNTRY_HINT);
  const listed = PHONE_COUNTRIES.some((option) => option.countryCode === values.default_phone_country);
  const industry = field('industry', settings.may_change_industry ? undefined : 'Only a system admin changes the industry.');
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
      <form part="form" ref={ref} className={layout.form} noValidate onSubmit={(event) => void submit(event)} aria-busy={saving || undefined}>
        <FormSection title="Company">
          {text('name', { autoComplete: 'organization' })}
          <div className={layout.wide}>{text('address', { optional: true, autoComplete: 'street-address' })}</div>
          {text('contact_email', { optional: true, autoComplete: 'email', inputMode: 'email' })}
          {text('contact_phone', { optional: true, autoComplete: 'tel', inputMode: 'tel', type: 'tel', hint: PHONE_HINT })}
        </FormSection>
        <FormSection title="Defaults">
          <FormField {...zone}>
            <TimezonePicker
              id={zone.id}
              value={values.default_time_zone}
              onChange={(value) => set('default_time_zone', value)}
              invalid={Boolean(zone.error)}
              describedBy={controlAria(zone.id, zone)['aria-describedby']}
              required
            />
          </FormField>
          <FormField {...country}>
            <select
              className={formStyles.input}
              id={country.id}
              name="default_phone_country"
              value={values.default_phone_country}
              onChange={change('default_phone_country')}
              {...controlAria(country.id, country)}
            >
              {!listed && <option value={values.default_phone_country}>{values.default_phone_country.toUpperCase()}</option>}
              {PHONE_COUNTRIES.map((option) => (
                <option key={option.countryCode} value={option.countryCode}>
                  {option.name} (+{option.dialCode})
                </option>
              ))}
            </select>
          </FormField>
          {text('domain', { optional: true, hint: DOMAIN_HINT, inputMode: 'url' })}
        </FormSection>
        <FormSection title="Formats">
          {choice(
            'date_format',
            DATE_FORMATS.map((format) => ({ value: format, label: `${format} (${formatTableDate(FORMAT_SAMPLE_DAY, format)})` })),
            FORMAT_HINT,
          )}
          {choice(
            'time_format',
            TIME_FORMATS.map((format) => ({ value: format, label: TIME_FORMAT_LABELS[format] })),
            FORMAT_HINT,
          )}
          {choice(
            'first_day_of_week',
            WEEK_STARTS.map((day) => ({ value: String(day), label: WEEK_START_LABELS[day] })),
            WEEK_HINT,
          )}
        </FormSection>
        <FormSection title="Industry">
          <div className={layout.wide}>
            <FormField {...industry}>
              <select
                className={formStyles.input}
                id={industry.id}
                name="industry"
                disabled={!settings.may_change_industry}
                value={values.industry}
                onChange={change('industry')}
                {...controlAria(industry.id, industry)}
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

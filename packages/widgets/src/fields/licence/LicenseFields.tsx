import { LICENSE_EXPIRY_MAX, messages, USER_FORM_LABELS } from '@motorpool/api';
import { useEffect, useMemo, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { controlAria, FormField } from '../../ui/field/FormField';
import { CheckboxGroup, RadioGroup, YES_NO_OPTIONS } from '../../ui/choice-group/ChoiceGroup';
import { DateField } from '../../ui/date-field/DateField';
import * as formStyles from '../../ui/form/form.css';
import { LICENCE_CLASSES, LICENCE_COUNTRIES, licenceStateOptions } from './licence-regions';
import { needsValidLicenceExpiry, type LicenceField, type LicenceFormValues, type Person } from './licence-values';
import { LicencePhotoField } from './LicencePhotoField';
import { RecipientPicker, type RecipientSearch } from './RecipientPicker';
import * as styles from './LicenseFields.css';

export type LicenseFieldsProps = {
  /** Prefix of the controls' ids, unique on the page. */
  idPrefix: string;
  /** Today, yyyy-MM-dd: the earliest licence expiry a person can pick. */
  today: string;
  /** Whether a field must be filled in; unmarked ones read "(optional)". */
  isRequired: (field: LicenceField) => boolean;
  /** Fields shown but not changeable (all of them in a read-only form). */
  isReadOnly?: (field: LicenceField) => boolean;
  /** The reminder, its days and recipients (an administrator's form; a driver's own details leave them out). */
  showReminder?: boolean;
  /** Edit only (spec §5): warn while the expiry is missing or past. */
  warnExpiry?: boolean;
  /** The License Class choices; the demo organisation's Australian classes by default. */
  licenceClasses?: readonly string[];
  /** Reminder recipients chosen before the form opened, to name them. */
  knownRecipients?: readonly Person[];
  recipientSearch?: RecipientSearch;
  /** Uploads a licence photo and answers where it is served. */
  onUploadPhoto?: (file: File) => Promise<string>;
};

const LABELS: Record<LicenceField, string> = {
  license_number: USER_FORM_LABELS.license_number,
  license_valid_upto: USER_FORM_LABELS.license_valid_upto,
  license_class: USER_FORM_LABELS.license_class,
  license_country_of_issue: USER_FORM_LABELS.license_country_of_issue,
  // §2 names it in the users table; §3's form labels leave it out.
  license_state: 'State/Region',
  license_exp_reminder: USER_FORM_LABELS.license_exp_reminder,
  lic_exp_remind_before_days: USER_FORM_LABELS.lic_exp_remind_before_days,
  lic_exp_reminder_recipients: USER_FORM_LABELS.lic_exp_reminder_recipients,
  license_front_image: USER_FORM_LABELS.license_front_image,
  license_back_image: USER_FORM_LABELS.license_back_image,
};
const label = (field: LicenceField) => LABELS[field];
const noSearch: RecipientSearch = { results: [], onSearch: () => undefined };

/** A list's choices plus a held value it does not offer, so editing never drops it. */
function withHeld(options: readonly string[], held: readonly string[]) {
  return [...options, ...held.filter((item) => item !== '' && !options.includes(item))].map((item) => ({ value: item, label: item }));
}

/**
 * The License Details section (spec §2, §3): number, expiry, classes, country
 * and state of issue, the expiry reminder, and the front and back photos.
 * Reads and writes the surrounding react-hook-form (`FormProvider`) whose
 * values include `LicenceFormValues`.
 */
export function LicenseFields({
  idPrefix,
  today,
  isRequired,
  isReadOnly = () => false,
  showReminder = true,
  warnExpiry = false,
  licenceClasses = LICENCE_CLASSES,
  knownRecipients = [],
  recipientSearch = noSearch,
  onUploadPhoto,
}: LicenseFieldsProps) {
  const { control, register, setValue, getValues, formState } = useFormContext<LicenceFormValues>();
  const { errors } = formState;
  const id = (field: LicenceField) => `${idPrefix}-${field}`;
  const errorOf = (field: LicenceField) => errors[field]?.message;
  const [country, expiry, reminder] = useWatch({ control, name: ['license_country_of_issue', 'license_valid_upto', 'license_exp_reminder'] });

  // Spec §5: the states on offer follow the country of issue; choosing another country forgets a state of the last.
  const stateOptions = useMemo(() => licenceStateOptions(country), [country]);
  const shownCountry = useRef(country);
  useEffect(() => {
    if (shownCountry.current === country) return;
    shownCountry.current = country;
    const state = getValues('license_state');
    if (state && stateOptions.length > 0 && !stateOptions.some((option) => option.value === state)) setValue('license_state', '');
  }, [country, stateOptions, getValues, setValue]);

  const reminderOn = reminder === 'true';
  const expiryWarning = warnExpiry && needsValidLicenceExpiry(expiry, today) ? messages.userForm.licenseExpiryForBooking : null;

  const textInput = (field: 'license_number') => (
    <FormField id={id(field)} label={label(field)} optional={!isRequired(field)} error={errorOf(field)}>
      <input
        id={id(field)}
        className={formStyles.input}
        type="text"
        autoComplete="off"
        readOnly={isReadOnly(field)}
        aria-required={isRequired(field) || undefined}
        {...controlAria(id(field), { error: errorOf(field) })}
        {...register(field)}
      />
    </FormField>
  );

  return (
    <div className={styles.grid}>
      {textInput('license_number')}

      <Controller
        control={control}
        name="license_valid_upto"
        render={({ field }) => (
          <FormField
            id={id('license_valid_upto')}
            label={label('license_valid_upto')}
            optional={!isRequired('license_valid_upto')}
            error={errorOf('license_valid_upto')}
            hint={expiryWarning}
          >
            <DateField
              id={id('license_valid_upto')}
              name={field.name}
              label={label('license_valid_upto')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              min={today}
              max={LICENSE_EXPIRY_MAX}
              required={isRequired('license_valid_upto')}
              disabled={isReadOnly('license_valid_upto')}
              invalid={Boolean(errorOf('license_valid_upto'))}
              describedBy={controlAria(id('license_valid_upto'), { error: errorOf('license_valid_upto'), hint: expiryWarning })['aria-describedby']}
            />
          </FormField>
        )}
      />

      <Controller
        control={control}
        name="license_class"
        render={({ field }) => (
          <CheckboxGroup
            id={id('license_class')}
            legend={label('license_class')}
            optional={!isRequired('license_class')}
            error={errorOf('license_class')}
            disabled={isReadOnly('license_class')}
            options={withHeld(licenceClasses, field.value)}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />

      <Controller
        control={control}
        name="license_country_of_issue"
        render={({ field }) => (
          <FormField
            id={id('license_country_of_issue')}
            label={label('license_country_of_issue')}
            optional={!isRequired('license_country_of_issue')}
            error={errorOf('license_country_of_issue')}
          >
            <select
              id={id('license_country_of_issue')}
              className={formStyles.input}
              aria-required={isRequired('license_country_of_issue') || undefined}
              {...controlAria(id('license_country_of_issue'), { error: errorOf('license_country_of_issue') })}
              disabled={isReadOnly('license_country_of_issue')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
            >
              <option value="">Select {label('license_country_of_issue')}</option>
              {withHeld(LICENCE_COUNTRIES, [field.value]).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FormField>
        )}
      />

      <Controller
        control={control}
        name="license_state"
        render={({ field }) => (
          <FormField id={id('license_state')} label={label('license_state')} optional={!isRequired('license_state')} error={errorOf('license_state')}>
            {stateOptions.length > 0 ? (
              <select
                id={id('license_state')}
                className={formStyles.input}
                {...controlAria(id('license_state'), { error: errorOf('license_state') })}
                disabled={isReadOnly('license_state')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              >
                <option value="">Select {label('license_state')}</option>
                {withHeld(
                  stateOptions.map((option) => option.value),
                  [field.value],
                ).map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={id('license_state')}
                className={formStyles.input}
                type="text"
                autoComplete="off"
                {...controlAria(id('license_state'), { error: errorOf('license_state') })}
                readOnly={isReadOnly('license_state')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          </FormField>
        )}
      />

      {showReminder && (
        <>
          <Controller
            control={control}
            name="license_exp_reminder"
            render={({ field }) => (
              <RadioGroup
                id={id('license_exp_reminder')}
                legend={label('license_exp_reminder')}
                optional={!isRequired('license_exp_reminder')}
                error={errorOf('license_exp_reminder')}
                disabled={isReadOnly('license_exp_reminder')}
                options={YES_NO_OPTIONS}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
          {reminderOn && (
            <>
              <Controller
                control={control}
                name="lic_exp_remind_before_days"
                render={({ field }) => (
                  <FormField id={id('lic_exp_remind_before_days')} label={label('lic_exp_remind_before_days')} error={errorOf('lic_exp_remind_before_days')}>
                    <input
                      id={id('lic_exp_remind_before_days')}
                      className={formStyles.input}
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-required
                      {...controlAria(id('lic_exp_remind_before_days'), { error: errorOf('lic_exp_remind_before_days') })}
                      readOnly={isReadOnly('lic_exp_remind_before_days')}
                      value={field.value}
                      onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                      onBlur={field.onBlur}
                    />
                  </FormField>
                )}
              />
              <Controller
                control={control}
                name="lic_exp_reminder_recipients"
                render={({ field }) => (
                  <RecipientPicker
                    id={id('lic_exp_reminder_recipients')}
                    legend={label('lic_exp_reminder_recipients')}
                    error={errorOf('lic_exp_reminder_recipients')}
                    disabled={isReadOnly('lic_exp_reminder_recipients')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    known={knownRecipients}
                    search={recipientSearch}
                  />
                )}
              />
            </>
          )}
        </>
      )}

      {(['license_front_image', 'license_back_image'] as const).map((side) => (
        <Controller
          key={side}
          control={control}
          name={side}
          render={({ field }) => (
            <LicencePhotoField
              id={id(side)}
              label={label(side)}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              optional={!isRequired(side)}
              error={errorOf(side)}
              disabled={isReadOnly(side)}
              onUpload={onUploadPhoto}
            />
          )}
        />
      ))}
    </div>
  );
}

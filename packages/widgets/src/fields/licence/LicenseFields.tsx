import { LICENSE_EXPIRY_MAX, messages } from '@motorpool/api';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxGroup } from '../../ui/choice-group/ChoiceGroup';
import { DateField } from '../../ui/date-field/DateField';
import { controlAria, FormField } from '../../ui/field/FormField';
import * as formStyles from '../../ui/form/form.css';
import { licenceLabel as label, withHeld, type LicenceFieldFrame } from './licence-field-frame';
import { LICENCE_CLASSES } from './licence-regions';
import { needsValidLicenceExpiry, type LicenceField, type LicenceFormValues, type Person } from './licence-values';
import { LicencePhotoField } from './LicencePhotoField';
import { LicenceRegionFields } from './LicenceRegionFields';
import { LicenceReminderFields } from './LicenceReminderFields';
import type { RecipientSearch } from './RecipientPicker';
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

const noSearch: RecipientSearch = { results: [], onSearch: () => undefined };

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
  const { control, register, formState } = useFormContext<LicenceFormValues>();
  const { errors } = formState;
  const id = (field: LicenceField) => `${idPrefix}-${field}`;
  const errorOf = (field: LicenceField) => errors[field]?.message;
  const frame: LicenceFieldFrame = { id, errorOf, isRequired, isReadOnly };
  const expiry = useWatch({ control, name: 'license_valid_upto' });
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

      <LicenceRegionFields {...frame} />

      {showReminder && <LicenceReminderFields {...frame} knownRecipients={knownRecipients} recipientSearch={recipientSearch} />}

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

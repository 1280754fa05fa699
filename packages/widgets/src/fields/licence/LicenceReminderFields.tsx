import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { RadioGroup, YES_NO_OPTIONS } from '../../ui/choice-group/ChoiceGroup';
import { controlAria, FormField } from '../../ui/field/FormField';
import * as formStyles from '../../ui/form/form.css';
import { licenceLabel as label, type LicenceFieldFrame } from './licence-field-frame';
import type { LicenceFormValues, Person } from './licence-values';
import { RecipientPicker, type RecipientSearch } from './RecipientPicker';

type Props = LicenceFieldFrame & {
  /** Reminder recipients chosen before the form opened, to name them. */
  knownRecipients: readonly Person[];
  recipientSearch: RecipientSearch;
};

/** The expiry reminder: on or off, and when on, how many days before and to whom. */
export function LicenceReminderFields({ id, errorOf, isRequired, isReadOnly, knownRecipients, recipientSearch }: Props) {
  const { control } = useFormContext<LicenceFormValues>();
  const reminderOn = useWatch({ control, name: 'license_exp_reminder' }) === 'true';
  return (
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
  );
}

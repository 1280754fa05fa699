import { useEffect, useMemo, useRef } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { controlAria, FormField } from '../../ui/field/FormField';
import * as formStyles from '../../ui/form/form.css';
import { licenceLabel as label, withHeld, type LicenceFieldFrame } from './licence-field-frame';
import { LICENCE_COUNTRIES, licenceStateOptions } from './licence-regions';
import type { LicenceFormValues } from './licence-values';

/** Country of issue and State/Region: a list of the country's states where we know them, else free text. */
export function LicenceRegionFields({ id, errorOf, isRequired, isReadOnly }: LicenceFieldFrame) {
  const { control, setValue, getValues } = useFormContext<LicenceFormValues>();
  const country = useWatch({ control, name: 'license_country_of_issue' });

  // Spec §5: the states on offer follow the country of issue; choosing another country forgets a state of the last.
  const stateOptions = useMemo(() => licenceStateOptions(country), [country]);
  const shownCountry = useRef(country);
  useEffect(() => {
    if (shownCountry.current === country) return;
    shownCountry.current = country;
    const state = getValues('license_state');
    if (state && stateOptions.length > 0 && !stateOptions.some((option) => option.value === state)) setValue('license_state', '');
  }, [country, stateOptions, getValues, setValue]);

  return (
    <>
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
    </>
  );
}

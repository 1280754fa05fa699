import { superstructResolver } from '@hookform/resolvers/superstruct';
import { messages, type AskField, type DriverRegistration } from '@motorpool/api';
import { useEffect, useId, useMemo, type ReactElement } from 'react';
import { Controller, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { controlAria, FormField } from '../ui/field/FormField';
import { CheckboxGroup } from '../ui/choice-group/ChoiceGroup';
import { DateField } from '../ui/date-field/DateField';
import { todayIsoDate } from '../ui/date-field/dates';
import * as styles from '../ui/form/form.css';
import { licenceStateOptions } from '../fields/licence/licence-regions';
import { PhoneField } from '../ui/phone-field/PhoneField';
import type { PhoneValue } from '../ui/phone-field/phone';
import {
  chosenCountry,
  defaultValues as emptyValues,
  driverDetailsStruct,
  driverFields,
  placeServerErrors,
  toDriverRegistration,
  type DriverDetailsValues,
  type DriverField,
  type PhoneCountry,
} from './driver-fields';
import { Button } from '../ui/button/Button';

export type DriverDetailsStepProps = {
  /** What the organisation asks (spec §3), Branch included. */
  askFields: readonly AskField[];
  /** Values to start from (after a trip back to the OTP step). */
  defaultValues?: DriverDetailsValues | null;
  onSubmit: (driver: DriverRegistration, values: DriverDetailsValues) => void | Promise<void>;
  /** Server field errors keyed by alias (`manager`, `driver.phone`) or custom field name. */
  fieldErrors?: Record<string, string> | null;
  /** Today, yyyy-MM-dd, for the date bounds; the browser's today by default. */
  today?: string;
  /** Where the phone field starts: the organisation's default phone country; Australia (+61) when absent. */
  phoneCountry?: PhoneCountry | null;
};

/** Sign-up step 2 (spec §2, §3, §5): one control per asked field, every driver-detail rule. */
export function DriverDetailsStep({ askFields, defaultValues, onSubmit, fieldErrors, today, phoneCountry }: DriverDetailsStepProps) {
  const id = useId();
  const day = today ?? todayIsoDate();
  const fields = useMemo(() => driverFields(askFields, day), [askFields, day]);
  const resolver = useMemo(() => superstructResolver(driverDetailsStruct(fields)), [fields]);
  const formErrors = useMemo<FieldErrors<DriverDetailsValues> | undefined>(() => {
    const { placed } = placeServerErrors(fields, fieldErrors);
    const entries = Object.entries(placed);
    return entries.length ? Object.fromEntries(entries.map(([key, message]) => [key, { type: 'server', message }])) : undefined;
  }, [fields, fieldErrors]);

  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<DriverDetailsValues>({
    mode: 'onTouched',
    defaultValues: { ...emptyValues(fields, phoneCountry), ...defaultValues },
    resolver,
    errors: formErrors,
  });

  // Licence state options follow the licence country (spec §5).
  const countryField = fields.find((field) => field.attribute === 'licenseCountryOfIssue');
  const stateField = fields.find((field) => field.attribute === 'licenseState');
  const country = chosenCountry(countryField, countryField ? watch(countryField.key) : '');
  const stateOptions = useMemo(() => (stateField ? licenceStateOptions(country, stateField.options) : []), [country, stateField]);
  useEffect(() => {
    if (!stateField || stateOptions.length === 0) return;
    const chosen = getValues(stateField.key);
    if (chosen && !stateOptions.some((option) => option.value === chosen)) setValue(stateField.key, '');
  }, [stateField, stateOptions, getValues, setValue]);

  if (fields.length === 0) {
    return (
      <p role="status" className={styles.fieldHint}>
        {messages.signUp.noFields}
      </p>
    );
  }

  const submit = handleSubmit(async (values) => onSubmit(toDriverRegistration(fields, values), values));
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <form part="form" className={styles.form} noValidate onSubmit={submit} aria-busy={isSubmitting || undefined}>
      {fields.map((field) => (
        <DriverControl
          key={field.key}
          field={field}
          inputId={`${id}-${field.key}`}
          error={errors[field.key]?.message}
          register={register}
          control={control}
          options={field === stateField ? stateOptions : field.options}
        />
      ))}
      <Button fullWidth type="submit" disabled={isSubmitting || hasErrors}>
        {isSubmitting ? 'Registering…' : 'Register'}
      </Button>
    </form>
  );
}

type DriverControlProps = {
  field: DriverField;
  inputId: string;
  error: string | undefined;
  register: UseFormRegister<DriverDetailsValues>;
  control: Control<DriverDetailsValues>;
  options: { value: string; label: string }[];
};

function DriverControl({ field, inputId, error, register, control, options }: DriverControlProps) {
  const { 'aria-invalid': invalid, 'aria-describedby': describedBy } = controlAria(inputId, { error });

  if (field.control === 'checkboxes') {
    return (
      <Controller
        control={control}
        name={field.key}
        render={({ field: controlled }) => (
          <CheckboxGroup
            id={inputId}
            legend={field.label}
            optional={!field.required}
            error={error}
            options={options}
            value={Array.isArray(controlled.value) ? controlled.value : []}
            onChange={controlled.onChange}
            onBlur={controlled.onBlur}
          />
        )}
      />
    );
  }

  let input: ReactElement;
  if (field.control === 'date') {
    input = (
      <Controller
        control={control}
        name={field.key}
        render={({ field: controlled }) => (
          <DateField
            id={inputId}
            name={controlled.name}
            label={field.label}
            value={typeof controlled.value === 'string' ? controlled.value : ''}
            onChange={controlled.onChange}
            onBlur={controlled.onBlur}
            min={field.min}
            max={field.max}
            invalid={invalid}
            describedBy={describedBy}
            required={field.required}
          />
        )}
      />
    );
  } else if (field.control === 'phone') {
    input = (
      <Controller
        control={control}
        name={field.key}
        render={({ field: controlled }) => (
          <PhoneField
            id={inputId}
            name={controlled.name}
            value={controlled.value as PhoneValue}
            onChange={controlled.onChange}
            onBlur={controlled.onBlur}
            invalid={invalid}
            describedBy={describedBy}
            required={field.required}
          />
        )}
      />
    );
  } else if (field.control === 'select' && options.length > 0) {
    input = (
      <select
        id={inputId}
        className={styles.input}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={field.required || undefined}
        {...register(field.key)}
      >
        <option value="">Select {field.label}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else {
    input = (
      <input
        id={inputId}
        className={styles.input}
        type={field.control === 'email' ? 'email' : 'text'}
        inputMode={field.control === 'email' ? 'email' : undefined}
        autoComplete={field.control === 'email' ? 'off' : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        aria-required={field.required || undefined}
        {...register(field.key)}
      />
    );
  }

  return (
    <FormField id={inputId} label={field.label} optional={!field.required} error={error}>
      {input}
    </FormField>
  );
}

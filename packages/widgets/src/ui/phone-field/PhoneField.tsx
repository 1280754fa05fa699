import { fieldInputState } from '../field/FormField';
import * as formStyles from '../form/form.css';
import { countryOf, DEFAULT_PHONE, type PhoneValue } from './phone';
import { PHONE_COUNTRIES } from './countries';
import * as styles from './PhoneField.css';

export type PhoneFieldProps = {
  /** Id of the number input, for the caller's `<label htmlFor>`. */
  id: string;
  value: PhoneValue | null | undefined;
  onChange: (value: PhoneValue) => void;
  onBlur?: () => void;
  name?: string;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  /** Shown, not changeable. */
  disabled?: boolean;
};

/** A country calling code and a number, kept apart as the product stores them (spec §3). */
export function PhoneField({ id, value, onChange, onBlur, name, invalid, describedBy, required, disabled }: PhoneFieldProps) {
  const phone = value ?? DEFAULT_PHONE;
  const known = countryOf(phone.countryCode);
  return (
    <div className={styles.root}>
      <select
        className={`${formStyles.input} ${styles.country}`}
        aria-label="Country calling code"
        name={name ? `${name}-country` : undefined}
        disabled={disabled}
        value={known?.countryCode ?? ''}
        onChange={(event) => {
          const country = countryOf(event.target.value);
          if (country) onChange({ ...phone, countryCode: country.countryCode, dialCode: country.dialCode });
        }}
        onBlur={onBlur}
      >
        {!known && <option value="">+{phone.dialCode}</option>}
        {PHONE_COUNTRIES.map((country) => (
          <option key={country.countryCode} value={country.countryCode}>
            {country.name} (+{country.dialCode})
          </option>
        ))}
      </select>
      <input
        id={id}
        name={name}
        className={formStyles.input}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        {...fieldInputState({ invalid, describedBy, required, disabled })}
        value={phone.number}
        onChange={(event) => onChange({ ...phone, number: event.target.value })}
        onBlur={onBlur}
      />
    </div>
  );
}

import { isMotorpoolApiError, MotorpoolApiError, PREFERENCE_KEYS, type PreferenceKey } from '@motorpool/api';
import { toast } from '@motorpool/widgets';
import { useId, useState, type ChangeEvent } from 'react';
import { PREFERENCE_CHOICES } from '../../preferences/allowed-values';
import { PREFERENCE_FIELD, savePreference, usePreferences } from '../../preferences/preferences';
import * as styles from './ProfileForms.css';

/**
 * The preferences the portal reads (spec §3 Profile), each saved on the server
 * as soon as it changes. A refusal shows the server's message under the field.
 */
export function PreferencesForm() {
  const preferences = usePreferences();
  const headingId = useId();
  const [saving, setSaving] = useState<PreferenceKey | null>(null);
  const [problems, setProblems] = useState<Partial<Record<PreferenceKey, string>>>({});

  const change = (key: PreferenceKey) => async (event: ChangeEvent<HTMLSelectElement>) => {
    const value = event.currentTarget.value;
    setSaving(key);
    setProblems((shown) => ({ ...shown, [key]: undefined }));
    try {
      await savePreference(key, value);
      toast.success(`${PREFERENCE_CHOICES[key].label} saved.`);
    } catch (error) {
      const failure = isMotorpoolApiError(error) ? error : MotorpoolApiError.badResponse(error);
      setProblems((shown) => ({ ...shown, [key]: failure.fields.value ?? failure.title }));
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        Preferences
      </h2>
      <div className={styles.form}>
        {PREFERENCE_KEYS.map((key) => (
          <PreferenceSelect
            key={key}
            preferenceKey={key}
            value={preferences[PREFERENCE_FIELD[key]]}
            disabled={saving !== null || preferences.saved.length === 0}
            problem={problems[key]}
            onChange={change(key)}
          />
        ))}
      </div>
    </section>
  );
}

type PreferenceSelectProps = {
  preferenceKey: PreferenceKey;
  value: string;
  disabled: boolean;
  problem: string | undefined;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

function PreferenceSelect({ preferenceKey, value, disabled, problem, onChange }: PreferenceSelectProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { label, options } = PREFERENCE_CHOICES[preferenceKey];
  // A value saved before the server narrowed its choices still shows as it is.
  const shown = options.some((option) => option.value === value) ? options : [{ value, label: value }, ...options];
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className={styles.input}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={onChange}
      >
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {problem ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

import { PREFERENCE_KEYS, type PreferenceKey } from '@motorpool/api';
import { useId } from 'react';
import { PREFERENCE_CHOICES } from '../../preferences/allowed-values';
import { PREFERENCE_FIELD, savePreference, usePreferenceSaving, usePreferences } from '../../preferences/preferences';
import { SelectField } from './form-parts';
import * as styles from './ProfileForms.css';

/**
 * The preferences the portal reads (spec §3 Profile), each saved on the server
 * as soon as it changes. A refusal shows the server's message under the field.
 */
export function PreferencesForm() {
  const preferences = usePreferences();
  const headingId = useId();
  const { saving, problems, save } = usePreferenceSaving<PreferenceKey>();

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardHeading}>
        Preferences
      </h2>
      <div className={styles.form}>
        {PREFERENCE_KEYS.map((key) => (
          <SelectField
            key={key}
            label={PREFERENCE_CHOICES[key].label}
            options={PREFERENCE_CHOICES[key].options}
            value={preferences[PREFERENCE_FIELD[key]]}
            disabled={saving !== null || preferences.saved.length === 0}
            error={problems[key]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              void save(key, () => savePreference(key, value), `${PREFERENCE_CHOICES[key].label} saved.`);
            }}
          />
        ))}
      </div>
    </section>
  );
}

import { INCIDENT_TAG_LIMIT } from '@motorpool/api';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../ui/button/Button';
import { controlAria, FormField } from '../ui/field/FormField';
import * as formStyles from '../ui/form/form.css';
import * as styles from './IncidentForm.css';

export type TagChipsProps = {
  id: string;
  label: string;
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  error?: string | null;
};

const HINT = 'Press Enter or comma after each tag.';

/** Free-text tags as chips: typed and added with Enter, a comma or Add; each chip has its own Remove. */
export function TagChips({ id, label, value, onChange, onBlur, error }: TagChipsProps) {
  const [draft, setDraft] = useState('');
  const aria = controlAria(id, { error, hint: HINT });

  const add = () => {
    const tags = draft
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '' && !value.includes(tag));
    setDraft('');
    if (tags.length > 0) onChange([...value, ...new Set(tags)]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      // Enter adds the tag rather than submitting the report.
      event.preventDefault();
      add();
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <FormField id={id} label={label} optional error={error} hint={HINT}>
      {value.length > 0 && (
        <ul className={styles.chips} aria-label={label}>
          {value.map((tag) => (
            <li key={tag} className={styles.chip}>
              {tag}
              <button type="button" className={styles.chipRemove} aria-label={`Remove ${tag}`} onClick={() => onChange(value.filter((kept) => kept !== tag))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.chipEntry}>
        <input
          id={id}
          className={`${formStyles.input} ${styles.chipInput}`}
          autoComplete="off"
          value={draft}
          disabled={value.length >= INCIDENT_TAG_LIMIT}
          {...aria}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            add();
            onBlur?.();
          }}
        />
        <Button variant="outline" disabled={draft.trim() === ''} onClick={add}>
          Add tag
        </Button>
      </div>
    </FormField>
  );
}

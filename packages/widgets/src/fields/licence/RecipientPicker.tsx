import { useEffect, useRef, useState } from 'react';
import { CheckboxGroup } from '../../ui/choice-group/ChoiceGroup';
import * as formStyles from '../../ui/form/form.css';
import type { Person } from './licence-values';
import * as styles from './LicenseFields.css';

/** People to choose reminder recipients from, found by the host (`employees-extensions/?ignore_serialize`). */
export type RecipientSearch = {
  results: readonly Person[];
  searching?: boolean;
  error?: string | null;
  /** Asks for people matching the text ('' for the first page). */
  onSearch: (text: string) => void;
};

export type RecipientPickerProps = {
  id: string;
  legend: string;
  optional?: boolean;
  error?: string | null;
  disabled?: boolean;
  /** Chosen person pks, as text. */
  value: string[];
  onChange: (value: string[]) => void;
  onBlur?: () => void;
  /** People already chosen before this form opened, to name them. */
  known: readonly Person[];
  search: RecipientSearch;
};

const SEARCH_DELAY_MS = 300;
const nameOf = (person: Person) => (person.role ? `${person.name} (${person.role})` : person.name);

/**
 * Reminder recipients (spec §3 `lic_exp_reminder_recipients`): a search box
 * over the organisation's people and a checkbox per person, the chosen ones
 * first. An organisation may hold thousands of people, so only matches are
 * listed.
 */
export function RecipientPicker({ id, legend, optional, error, disabled, value, onChange, onBlur, known, search }: RecipientPickerProps) {
  const [text, setText] = useState('');
  // Everyone seen so far keeps a name, so a chosen person stays named after the search moves on.
  const seen = useRef(new Map<string, Person>());
  for (const person of [...known, ...search.results]) seen.current.set(String(person.pk), person);

  const { onSearch } = search;
  // The host loads the first page itself; a search runs once typing pauses, and only for new text.
  const searched = useRef('');
  useEffect(() => {
    const query = text.trim();
    if (query === searched.current) return;
    const timer = setTimeout(() => {
      searched.current = query;
      onSearch(query);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  const chosen = value.map((pk) => {
    const person = seen.current.get(pk);
    return { value: pk, label: person ? nameOf(person) : `User #${pk}` };
  });
  const found = search.results.filter((person) => !value.includes(String(person.pk))).map((person) => ({ value: String(person.pk), label: nameOf(person) }));

  return (
    <div className={styles.picker}>
      {!disabled && (
        <div className={formStyles.field}>
          <label htmlFor={`${id}-search`} className={formStyles.label}>
            Find {legend.toLowerCase()}
          </label>
          <input
            id={`${id}-search`}
            className={formStyles.input}
            type="search"
            autoComplete="off"
            placeholder="Name or email"
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          {search.searching && (
            <p className={formStyles.fieldHint} role="status">
              Searching…
            </p>
          )}
          {search.error && <p className={formStyles.error}>{search.error}</p>}
        </div>
      )}
      <CheckboxGroup
        id={id}
        legend={legend}
        optional={optional}
        error={error}
        disabled={disabled}
        options={[...chosen, ...(disabled ? [] : found)]}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        emptyText={disabled ? 'None chosen' : 'No people match'}
      />
    </div>
  );
}

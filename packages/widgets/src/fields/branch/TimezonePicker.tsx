import { useMemo, useState, type KeyboardEvent } from 'react';
import * as comboboxStyles from '../../ui/combobox/Combobox.css';
import { ComboboxOption } from '../../ui/combobox/ComboboxOption';
import { ComboboxToggle } from '../../ui/combobox/ComboboxToggle';
import { useCombobox } from '../../ui/combobox/use-combobox';
import { fieldInputState } from '../../ui/field/FormField';
import * as formStyles from '../../ui/form/form.css';
import { matchTimezones, timezoneOffset } from './timezones';
import * as layout from './layout.css';
import * as styles from './TimezonePicker.css';

export type TimezonePickerProps = {
  /** Id of the text input, for the caller's `<label htmlFor>`. */
  id: string;
  /** The zone as typed or picked; the form's rules decide whether it is one the list knows. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  invalid?: boolean;
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
};

/**
 * A time zone typed or picked from the IANA list (ARIA combobox): typing
 * narrows the list by every word typed, arrows move through it, Enter picks,
 * Escape closes. The list renders in place, so it stays inside a shadow root.
 */
export function TimezonePicker({ id, value, onChange, onBlur, invalid, describedBy, required, disabled }: TimezonePickerProps) {
  const listId = `${id}-list`;
  const { list, open, active, show, hide, navigate, rootProps, inputProps } = useCombobox();
  const optionId = (index: number) => `${id}-option-${index}`;
  // What was typed since the list opened; null shows the whole list.
  const [query, setQuery] = useState<string | null>(null);
  const matches = useMemo(() => matchTimezones(query ?? ''), [query]);

  const openList = () => {
    setQuery(null);
    show(matchTimezones('').indexOf(value));
  };
  const close = () => {
    hide();
    setQuery(null);
  };
  const pick = (zone: string) => {
    onChange(zone);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled || navigate(event, matches.length, openList, close) || event.key !== 'Enter') return;
    const zone = open ? matches[active] : undefined;
    if (zone) {
      event.preventDefault();
      pick(zone);
    }
  };

  return (
    <div
      className={styles.root}
      {...rootProps(() => {
        close();
        onBlur?.();
      })}
    >
      <div className={comboboxStyles.control}>
        <input
          className={formStyles.input}
          {...inputProps(id, listId, optionId)}
          placeholder="Search time zones"
          aria-autocomplete="list"
          {...fieldInputState({ invalid, describedBy, required, disabled })}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setQuery(event.target.value);
            show(0);
          }}
          onKeyDown={onKeyDown}
        />
        <ComboboxToggle label="Show time zones" open={open} listId={listId} disabled={disabled} onClick={() => (open ? close() : openList())} />
      </div>
      <ul ref={list} id={listId} role="listbox" aria-label="Time zones" className={comboboxStyles.listbox} hidden={!open}>
        {open &&
          matches.map((zone, index) => (
            <ComboboxOption key={zone} id={optionId(index)} active={index === active} className={styles.option} onPick={() => pick(zone)}>
              <span>{zone}</span>
              <span className={styles.offset}>{timezoneOffset(zone)}</span>
            </ComboboxOption>
          ))}
      </ul>
      <p role="status" className={layout.visuallyHidden}>
        {open && query !== null ? matchesText(matches.length) : ''}
      </p>
    </div>
  );
}

function matchesText(count: number): string {
  if (count === 0) return 'No time zone matches';
  return count === 1 ? '1 time zone matches' : `${count} time zones match`;
}

import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import * as formStyles from '../form.css';
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
  const wrapper = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // What was typed since the list opened; null shows the whole list.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  const matches = useMemo(() => matchTimezones(query ?? ''), [query]);

  useEffect(() => {
    if (!open || active < 0) return;
    list.current?.children.item(active)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    setQuery(null);
    setActive(matchTimezones('').indexOf(value));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const pick = (zone: string) => {
    onChange(zone);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive((index) => Math.min(matches.length - 1, index + 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open) setActive((index) => Math.max(0, index - 1));
        break;
      case 'Enter': {
        const zone = open ? matches[active] : undefined;
        if (zone) {
          event.preventDefault();
          pick(zone);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      default:
        break;
    }
  };

  return (
    <div
      ref={wrapper}
      className={styles.root}
      onBlur={(event) => {
        if (wrapper.current?.contains(event.relatedTarget as Node | null)) return;
        close();
        onBlur?.();
      }}
    >
      <div className={styles.control}>
        <input
          id={id}
          className={formStyles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder="Search time zones"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          readOnly={disabled}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className={styles.toggle}
          tabIndex={-1}
          aria-label="Show time zones"
          aria-expanded={open}
          aria-controls={listId}
          disabled={disabled}
          onClick={() => (open ? close() : openList())}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2" d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </div>
      <ul ref={list} id={listId} role="listbox" aria-label="Time zones" className={styles.listbox} hidden={!open}>
        {open &&
          matches.map((zone, index) => (
            <li
              key={zone}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={index === active ? styles.activeOption : styles.option}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(zone)}
            >
              <span>{zone}</span>
              <span className={styles.offset}>{timezoneOffset(zone)}</span>
            </li>
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

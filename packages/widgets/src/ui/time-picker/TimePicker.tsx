import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { toast } from '../../state/toast-store';
import * as comboboxStyles from '../combobox/Combobox.css';
import { ComboboxOption } from '../combobox/ComboboxOption';
import { ComboboxToggle } from '../combobox/ComboboxToggle';
import { useCombobox } from '../combobox/use-combobox';
import { fieldInputState } from '../field/FormField';
import * as formStyles from '../form/form.css';
import { boundsMessage, formatTime12, isWithinBounds, parseTime12, timeOptions, TIME_FORMAT_MESSAGE, TIME_PLACEHOLDER, type TimeBounds } from './time-options';
import * as styles from './TimePicker.css';

/** Spec §5: what is typed is checked once typing has paused this long. */
export const TIME_CHECK_DELAY_MS = 1000;

export type TimePickerProps = {
  /** Id of the text input, for the caller's `<label htmlFor>`. */
  id: string;
  /** `HH:mm` (24-hour), or '' when no time is chosen. */
  value: string;
  onChange: (value: string) => void;
  /** Names the list of times, e.g. "Start Time". */
  label: string;
  /** Earliest and latest time that may be chosen, `HH:mm`, inclusive. */
  min?: string | null;
  max?: string | null;
  invalid?: boolean;
  /** Ids of the caller's own messages about the field. */
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
};

const OPTIONS = timeOptions();

/**
 * The time picker of spec §5: a time typed as `hh:mm AM/PM` (checked after a
 * pause of a second) or picked from the quarter hours (ARIA combobox: arrows
 * move, Enter picks, Escape closes). Times outside the bounds are disabled; a
 * time outside them, typed or picked, clears the field with an error toast.
 */
export function TimePicker({ id, value, onChange, label, min, max, invalid, describedBy, required, disabled }: TimePickerProps) {
  const listId = `${id}-times`;
  const messageId = `${id}-message`;
  const { list, open, active, show, hide, navigate, rootProps, inputProps } = useCombobox();
  const optionId = (index: number) => `${id}-time-${index}`;
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The text while it is being typed; null shows the chosen value.
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const bounds: TimeBounds = useMemo(() => ({ min, max }), [min, max]);

  const cancelCheck = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  // A check still waiting when the picker goes would act on a field that is no longer there.
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const refuse = () => {
    const text = boundsMessage(bounds) ?? TIME_FORMAT_MESSAGE;
    setDraft(null);
    setMessage(text);
    onChange('');
    toast.error(text);
  };

  const accept = (time: string) => {
    if (!isWithinBounds(time, bounds)) return refuse();
    setDraft(null);
    setMessage(null);
    onChange(time);
  };

  const check = (text: string) => {
    cancelCheck();
    if (text.trim() === '') {
      setDraft(null);
      setMessage(null);
      onChange('');
      return;
    }
    const time = parseTime12(text);
    if (time === null) return setMessage(TIME_FORMAT_MESSAGE);
    accept(time);
  };

  const openList = () => {
    const chosen = OPTIONS.findIndex((option) => option.value === value);
    show(chosen >= 0 ? chosen : OPTIONS.findIndex((option) => isWithinBounds(option.value, bounds)));
  };
  const pick = (index: number) => {
    const option = OPTIONS[index];
    if (!option) return;
    cancelCheck();
    hide();
    accept(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (disabled || navigate(event, OPTIONS.length, openList) || event.key !== 'Enter') return;
    event.preventDefault();
    if (open && active >= 0) pick(active);
    else if (draft !== null) check(draft);
  };

  const describedByAll = [message ? messageId : null, describedBy].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={styles.root}
      {...rootProps(() => {
        hide();
        // Leaving the field is as good as the pause: check what was typed now.
        if (draft !== null) check(draft);
      })}
    >
      <div className={comboboxStyles.control}>
        <input
          className={formStyles.input}
          {...inputProps(id, listId, optionId)}
          inputMode="text"
          placeholder={TIME_PLACEHOLDER}
          aria-autocomplete="none"
          {...fieldInputState({ invalid: invalid || Boolean(message), describedBy: describedByAll, required, disabled })}
          value={draft ?? formatTime12(value)}
          onClick={() => !disabled && !open && openList()}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            setMessage(null);
            cancelCheck();
            timer.current = setTimeout(() => check(text), TIME_CHECK_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
        />
        <ComboboxToggle label={`Show times for ${label}`} open={open} listId={listId} disabled={disabled} onClick={() => (open ? hide() : openList())} />
      </div>
      <ul ref={list} id={listId} role="listbox" aria-label={label} className={comboboxStyles.listbox} hidden={!open}>
        {open &&
          OPTIONS.map((option, index) => {
            const allowed = isWithinBounds(option.value, bounds);
            return (
              <ComboboxOption
                key={option.value}
                id={optionId(index)}
                active={index === active}
                disabled={!allowed}
                className={`${styles.option} ${option.value === value ? styles.chosen : ''}`}
                onPick={() => pick(index)}
              >
                {option.label}
              </ComboboxOption>
            );
          })}
      </ul>
      {message && (
        <p id={messageId} role="alert" className={formStyles.error}>
          {message}
        </p>
      )}
    </div>
  );
}

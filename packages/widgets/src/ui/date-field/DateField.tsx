import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { fieldInputState } from '../field/FormField';
import * as formStyles from '../form/form.css';
import { calendarLoading, calendarPopover } from './calendar-popover.css';
import * as styles from './DateField.css';
import { formatDisplayDate, fromIsoDate, isIsoDate, parseDisplayDate, toIsoDate } from './dates';

export type DateFieldProps = {
  /** Id of the text input, for the caller's `<label htmlFor>`. */
  id: string;
  /** yyyy-MM-dd once a real date is entered; otherwise the text as typed (so a rule can call it invalid), or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  /** Earliest and latest selectable days, yyyy-MM-dd (inclusive). */
  min?: string;
  max?: string;
  invalid?: boolean;
  describedBy?: string;
  /** Names the calendar button and the calendar, e.g. "Date of Birth". */
  label: string;
  required?: boolean;
  /** Shown, not changeable: the text is read-only and the calendar stays shut. */
  disabled?: boolean;
};

// react-day-picker with date-fns is most of a form's script: element bundles load it when a calendar first opens.
const DateFieldCalendar = lazy(() => import('./DateFieldCalendar'));

const EARLIEST = '1900-01-01';
const clamp = (iso: string, min?: string, max?: string) => (min && iso < min ? min : max && iso > max ? max : iso);
const LATEST = '2100-12-31';

/**
 * A date typed as dd/mm/yyyy or picked from a calendar. The calendar renders
 * in place (not into `document.body`), so it stays inside a shadow root.
 */
export function DateField({ id, value, onChange, onBlur, name, min, max, invalid, describedBy, label, required, disabled }: DateFieldProps) {
  const calendarId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const shown = draft ?? (isIsoDate(value) ? formatDisplayDate(value) : value);
  const selected = isIsoDate(value) ? fromIsoDate(value) : undefined;
  const startMonth = fromIsoDate(min ?? EARLIEST);
  const endMonth = fromIsoDate(max ?? LATEST);
  const outOfRange = [...(min ? [{ before: fromIsoDate(min) as Date }] : []), ...(max ? [{ after: fromIsoDate(max) as Date }] : [])];

  // A click anywhere else closes the calendar; composedPath sees through shadow roots.
  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (wrapper.current && !event.composedPath().includes(wrapper.current)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = (focus: 'input' | 'toggle') => {
    setOpen(false);
    (focus === 'input' ? input : toggle).current?.focus();
  };

  const onCalendarKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close('toggle');
    }
  };

  return (
    <div ref={wrapper} className={styles.root}>
      <div className={styles.control}>
        <input
          ref={input}
          id={id}
          name={name}
          className={formStyles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="dd/mm/yyyy"
          {...fieldInputState({ invalid, describedBy, required, disabled })}
          value={shown}
          onChange={(event) => {
            const text = event.target.value;
            setDraft(text);
            onChange(text.trim() === '' ? '' : (parseDisplayDate(text) ?? text));
          }}
          onBlur={() => {
            setDraft(null);
            onBlur?.();
          }}
        />
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-label={`Choose ${label}`}
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          disabled={disabled}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
            <path
              fill="currentColor"
              d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm12 8v10H5V10h14ZM5 8V6h14v2H5Z"
            />
          </svg>
        </button>
      </div>
      {open && !disabled && (
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the calendar is a dialog, and Escape inside it closes it (the WAI-ARIA date picker dialog pattern)
        <div id={calendarId} role="dialog" aria-label={label} className={calendarPopover} onKeyDown={onCalendarKeyDown}>
          <Suspense fallback={<p className={calendarLoading}>Loading…</p>}>
            <DateFieldCalendar
              selected={selected}
              defaultMonth={selected ?? fromIsoDate(clamp(toIsoDate(new Date()), min, max))}
              startMonth={startMonth}
              endMonth={endMonth}
              disabled={outOfRange}
              onSelect={(day) => {
                onChange(toIsoDate(day));
                close('input');
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

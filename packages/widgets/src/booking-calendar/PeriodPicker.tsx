import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useDismiss } from '../private/popover/use-dismiss';
import { fromIsoDate, toIsoDate } from '../private/date-field/dates';
import * as styles from './CalendarToolbar.css';
import type { IsoDate, WeekStart } from './model/calendar-dates';

type PeriodPickerProps = {
  /** What the view shows, e.g. `23–29 Nov 2026`: the button's text. */
  title: string;
  date: IsoDate;
  today: IsoDate;
  weekStartsOn: WeekStart;
  onPick: (date: IsoDate) => void;
};

const DAY_NAME = new Intl.DateTimeFormat('en-AU', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/**
 * A day button's name, `Friday 20 November 2026`: it holds the number the
 * button shows as a word of its own (the default `November 20th` does not,
 * so "click 20" would not find it; WCAG 2.5.3).
 */
function labelDayButton(day: Date, modifiers: { today?: boolean; selected?: boolean }): string {
  const name = DAY_NAME.format(day).replace(/,/g, '');
  return `${modifiers.today ? 'Today, ' : ''}${name}${modifiers.selected ? ', selected' : ''}`;
}

/**
 * The toolbar's title, which opens a month calendar to jump to any date.
 * The calendar renders in place (never in `document.body`, so it stays in
 * the calendar's shadow root); Escape or a pick closes it and gives focus
 * back to the title, a press elsewhere just closes it.
 */
export function PeriodPicker({ title, date, today, weekStartsOn, onPick }: PeriodPickerProps) {
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(() => setOpen(false), []);
  useDismiss(open, anchor, dismiss);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close();
  };

  const selected = fromIsoDate(date);
  return (
    <div ref={anchor} className={styles.pickerAnchor}>
      <button
        ref={button}
        type="button"
        className={styles.title}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        aria-label={`${title}, choose a date`}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {title} <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <div id={dialogId} role="dialog" aria-label="Choose a date" className={styles.picker} onKeyDown={onKeyDown}>
          <DayPicker
            mode="single"
            autoFocus
            required
            selected={selected}
            defaultMonth={selected}
            today={fromIsoDate(today)}
            weekStartsOn={weekStartsOn}
            labels={{ labelDayButton }}
            onSelect={(day) => {
              if (!day) return;
              onPick(toIsoDate(day));
              close();
            }}
          />
        </div>
      )}
    </div>
  );
}

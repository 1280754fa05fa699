import { lazy, Suspense, useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';
import { calendarLoading } from '../ui/date-field/calendar-popover.css';
import { useDismiss } from '../ui/popover/use-dismiss';
import * as styles from './CalendarToolbar.css';
import type { IsoDate, WeekStart } from './model/calendar-dates';

const PeriodMonth = lazy(() => import('./PeriodMonth'));

type PeriodPickerProps = {
  /** What the view shows, e.g. `23–29 Nov 2026`: the button's text. */
  title: string;
  date: IsoDate;
  today: IsoDate;
  weekStartsOn: WeekStart;
  onPick: (date: IsoDate) => void;
};

/**
 * The toolbar's title, which opens a month calendar to jump to any date.
 * The calendar (loaded on first open) renders in place (never in
 * `document.body`, so it stays in the calendar's shadow root); Escape or a
 * pick closes it and gives focus back to the title, a press elsewhere just
 * closes it.
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
        // biome-ignore lint/a11y/noNoninteractiveElementInteractions: the calendar is a dialog, and Escape inside it closes it (the WAI-ARIA date picker dialog pattern)
        <div id={dialogId} role="dialog" aria-label="Choose a date" className={styles.picker} onKeyDown={onKeyDown}>
          <Suspense fallback={<p className={calendarLoading}>Loading…</p>}>
            <PeriodMonth
              date={date}
              today={today}
              weekStartsOn={weekStartsOn}
              onPick={(picked) => {
                onPick(picked);
                close();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

import { lazy, Suspense } from 'react';
import type { DateRange } from 'react-day-picker';
import { Button } from '../button/Button';
import * as tableStyles from '../data-table/DataTable.css';
import { ToolbarPopover } from '../data-table/ToolbarPopover';
import { visuallyHidden } from '../visually-hidden.css';
import { calendarLoading } from './calendar-popover.css';
import { formatDisplayDate, fromIsoDate, toIsoDate } from './dates';

const DateRangeCalendar = lazy(() => import('./DateRangeCalendar'));

export type DateRangeFilterProps = {
  /** yyyy-MM-dd, or '' for no start. */
  from: string;
  /** yyyy-MM-dd, or '' for no end. */
  to: string;
  onChange: (range: { from: string; to: string }) => void;
  /** The toolbar button's word: 'Dates', 'Period'. */
  label: string;
  /** The calendar panel's name: 'Booking dates'. */
  panelLabel: string;
};

/** A table toolbar's range of days from a calendar (react-day-picker); both ends are included. */
export function DateRangeFilter({ from, to, onChange, label, panelLabel }: DateRangeFilterProps) {
  const selected: DateRange | undefined = from ? { from: fromIsoDate(from), to: to ? fromIsoDate(to) : undefined } : undefined;
  const text = from ? (to && to !== from ? `${formatDisplayDate(from)} – ${formatDisplayDate(to)}` : formatDisplayDate(from)) : 'Any dates';
  return (
    <ToolbarPopover
      // The name is the visible text (axe: label-content-name-mismatch), with a colon only a screen reader hears.
      button={
        <>
          {label}
          <span className={visuallyHidden}>:</span> <span className={tableStyles.toolbarCount}>{text}</span>
        </>
      }
      panelClassName={tableStyles.filterPanel}
      panelRole="dialog"
      panelLabel={panelLabel}
    >
      <Suspense fallback={<p className={calendarLoading}>Loading…</p>}>
        <DateRangeCalendar
          selected={selected}
          onSelect={(range) => {
            if (!range?.from) return onChange({ from: '', to: '' });
            onChange({ from: toIsoDate(range.from), to: toIsoDate(range.to ?? range.from) });
          }}
        />
      </Suspense>
      <Button variant="text" size="small" disabled={!from} onClick={() => onChange({ from: '', to: '' })}>
        Any dates
      </Button>
    </ToolbarPopover>
  );
}

import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { fromIsoDate, toIsoDate } from '../ui/date-field/dates';
import type { IsoDate, WeekStart } from './model/calendar-dates';

export type PeriodMonthProps = {
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
 * The month calendar of the period picker. A module of its own so that the
 * element bundles load react-day-picker (with date-fns, about a third of the
 * calendar's script) only when someone opens the picker.
 */
export default function PeriodMonth({ date, today, weekStartsOn, onPick }: PeriodMonthProps) {
  const selected = fromIsoDate(date);
  return (
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
        if (day) onPick(toIsoDate(day));
      }}
    />
  );
}

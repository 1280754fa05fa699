import { DayPicker, type Matcher } from 'react-day-picker';
import 'react-day-picker/style.css';
import { useWeekStart } from '../../session/use-week-start';

export type DateFieldCalendarProps = {
  selected: Date | undefined;
  defaultMonth: Date | undefined;
  startMonth: Date | undefined;
  endMonth: Date | undefined;
  /** Days outside the field's bounds. */
  disabled: Matcher[];
  onSelect: (day: Date) => void;
};

/** The date field's month calendar, a module of its own so it can load on first open (see DateField). */
export default function DateFieldCalendar({ selected, defaultMonth, startMonth, endMonth, disabled, onSelect }: DateFieldCalendarProps) {
  const weekStartsOn = useWeekStart();
  return (
    <DayPicker
      mode="single"
      captionLayout="dropdown"
      weekStartsOn={weekStartsOn}
      autoFocus
      selected={selected}
      defaultMonth={defaultMonth}
      startMonth={startMonth}
      endMonth={endMonth}
      disabled={disabled}
      onSelect={(day) => {
        if (day) onSelect(day);
      }}
    />
  );
}
